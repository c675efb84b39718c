import { describe, expect, it } from 'vitest';
import type { FreeBet } from '../types';
import { slipReducer } from './reducer';
import type { SlipState } from './state';
import { processing, run, sel, sels, slipWith, T0 } from './test-fixtures';
import { type SlipViewContext, slipView } from './view';

const rich = { funds: { balance: 100_000, bonus: 0 } };
const ctx = (overrides: Partial<SlipViewContext> = {}): SlipViewContext => ({
  bettor: rich,
  acceptOdds: 'all',
  placing: false,
  ...overrides,
});
const set = (state: SlipState, e: Parameters<typeof slipReducer>[1]) => slipReducer(state, e);
const combi = (state: SlipState) => set(state, { type: 'SET_BET_TYPE', betType: 'combi', now: T0 });
const system = (state: SlipState) => set(state, { type: 'SET_BET_TYPE', betType: 'system', now: T0 });

describe('slipView: what the slip shows', () => {
  it('an empty slip shows its hint and cannot be placed', () => {
    const view = slipView(slipWith([]), ctx());
    expect(view.stage).toBe('empty');
    expect(view.count).toBe(0);
    expect(view.button).toMatchObject({ state: 'place', disabled: true, blockedBy: 'no_selections' });
  });

  it('a single: its line, the totals in minor units and Place Bet', () => {
    const view = slipView(slipWith([sel('a', { odds: 2.5 })]), ctx());
    expect(view.stage).toBe('editing');
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ error: null, suspended: false, move: null, stake: 10 });
    expect(view.totalStake).toBe(1000);
    expect(view.potentialReturn).toBe(2500);
    expect(view.combined).toBeNull();
    expect(view.system).toBeNull();
    expect(view.button).toMatchObject({
      state: 'place',
      label: 'betslip.place_bet',
      disabled: false,
      busy: false,
      press: { kind: 'place' },
      blockedBy: null,
    });
  });

  it('clear shows with more than one selection, and neither clear nor close while placing', () => {
    expect(slipView(slipWith(sels(1)), ctx()).canClear).toBe(false);
    expect(slipView(slipWith(sels(2)), ctx()).canClear).toBe(true);
    const placing = processing(slipWith(sels(2)));
    const view = slipView(placing, ctx());
    expect(view.stage).toBe('result');
    expect(view.canClear).toBe(false);
    expect(view.canClose).toBe(false);
    expect(view.locked).toBe(true);
    expect(view.tickets).toHaveLength(1);
  });
});

describe('slipView: Place Bet or Top-up & Bet, from the balance of this visit only', () => {
  const slip = slipWith([sel('a', { odds: 2 })]);

  it('fresh funds below the stake: Top-up & Bet for what is missing', () => {
    const view = slipView(slip, ctx({ bettor: { funds: { balance: 300, bonus: 200 } } }));
    expect(view.button).toMatchObject({
      state: 'top-up-and-bet',
      label: 'betslip.top_up_and_bet',
      disabled: false,
      press: { kind: 'top-up', amount: 500 },
    });
  });

  it('fresh funds with playthrough covering the stake: Place Bet', () => {
    const view = slipView(slip, ctx({ bettor: { funds: { balance: 500, bonus: 500 } } }));
    expect(view.button.state).toBe('place');
  });

  it('before the first fresh balance: Place Bet, enabled; the server answers a shortfall', () => {
    const view = slipView(slip, ctx({ bettor: { funds: null } }));
    expect(view.button).toMatchObject({ state: 'place', disabled: false, press: { kind: 'place' } });
    // The answer shows as the insufficient-funds bar.
    const refused = set(slip, { type: 'SET_ERROR', error: 'BALANCE_INSUFFICIENT' });
    expect(slipView(refused, ctx({ bettor: { funds: null } })).notice).toEqual({
      kind: 'insufficient-funds',
    });
  });

  it('a fresh balance of 0 with no stake typed cannot be placed', () => {
    const zero = set(slip, { type: 'SET_STAKE', betType: 'single', outcomeId: 'a', stake: 0, now: T0 });
    const view = slipView(zero, ctx({ bettor: { funds: { balance: 0, bonus: 0 } } }));
    expect(view.button).toMatchObject({ state: 'place', disabled: true, blockedBy: 'no_funds' });
  });

  it('a guest sees Place Bet, which asks for a login, and no free bets or boost tokens', () => {
    const freeBets: FreeBet[] = [{ id: 'fb', name: 'Fiver', amount: 500, amount_remaining: 500 }];
    const view = slipView(slip, ctx({ bettor: null, freeBets }));
    expect(view.button).toMatchObject({ state: 'place', disabled: false, press: { kind: 'log-in' } });
    expect(view.freeBets).toBeNull();
    expect(view.boostTokens).toBeNull();
  });

  it('a free bet pays the stake: Place Bet with no cash', () => {
    const freeBets: FreeBet[] = [{ id: 'fb', name: 'Fiver', amount: 500, amount_remaining: 500 }];
    const chosen = set(slip, { type: 'CHOOSE_FREE_BET', freeBetId: 'fb', now: T0 });
    const view = slipView(chosen, ctx({ bettor: { funds: { balance: 0, bonus: 0 } }, freeBets }));
    expect(view.button).toMatchObject({ state: 'place', disabled: false });
    expect(view.freeBets?.chosen).toBe('fb');
    expect(view.totalStake).toBe(500);
  });

  it('while an attempt runs: a spinner and nothing to press', () => {
    const view = slipView(slip, ctx({ placing: true }));
    expect(view.button).toMatchObject({
      state: 'loading',
      label: 'betslip.placing',
      disabled: true,
      busy: true,
    });
    expect(view.locked).toBe(true);
  });
});

describe('slipView: a blocked slip promises no return', () => {
  it('a forecast in a combi: the flag under the line, no return, Place Bet disabled', () => {
    const forecast = combi(slipWith([sel('f', { marketType: 'forecast', odds: 8 }), sel('w', { odds: 3 })]));
    expect(forecast.betType).toBe('combi');
    const view = slipView(forecast, ctx());
    expect(view.lines.map((l) => l.error)).toEqual(['FORECAST_TRICAST_CANNOT_BE_COMBINED', null]);
    expect(view.totalStake).toBe(1000);
    expect(view.potentialReturn).toBeNull();
    expect(view.button).toMatchObject({ disabled: true, blockedBy: 'selection_error' });
  });

  it('the same forecast as a single shows its return', () => {
    const view = slipView(slipWith([sel('f', { marketType: 'forecast', odds: 8 })]), ctx());
    expect(view.potentialReturn).toBe(8000);
  });

  it('a combi boosted by the combo boost shows neither the boost nor the return once blocked', () => {
    const boosted = sels(3).map((s) => ({ ...s, outcome: { ...s.outcome, combo_boost_available: true } }));
    const comboBoost = { percent_steps: [0, 0, 5, 10], winnings_calc_mode: 'gross' as const };
    const open = slipView(slipWith(boosted), ctx({ comboBoost }));
    expect(open.comboBoost).toEqual({ percentage: 10, extra: 800 });
    expect(open.potentialReturn).toBe(8800);
    const refused = slipView(slipWith(boosted), ctx({ comboBoost, serverErrors: { o2: 'CANNOT_COMBINE' } }));
    expect(refused.lines[1]?.error).toBe('CANNOT_COMBINE');
    expect(refused.comboBoost).toBeNull();
    expect(refused.potentialReturn).toBeNull();
    expect(refused.button.disabled).toBe(true);
  });

  it('a suspended market: Suspended on the line, no return, Place Bet disabled', () => {
    const state = run(
      [{ type: 'UPDATE_PRICES', updates: [{ outcomeId: 'o1', is_suspended: true }], now: T0 }],
      slipWith(sels(1)),
    );
    const view = slipView(state, ctx());
    expect(view.lines[0]?.suspended).toBe(true);
    expect(view.potentialReturn).toBeNull();
    expect(view.button).toMatchObject({ disabled: true, blockedBy: 'market_suspended' });
  });

  it('a system of two selections of one event', () => {
    const picks = [sel('a', { eventId: 'e' }), sel('b', { eventId: 'e' }), sel('c', { eventId: 'f' })];
    const view = slipView(system(slipWith(picks)), ctx());
    expect(view.lines.map((l) => l.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE', null]);
    expect(view.potentialReturn).toBeNull();
    expect(view.button.disabled).toBe(true);
  });

  it('no stake typed is a money block, not a blocked bet: the return shows 0', () => {
    const zero = set(slipWith(sels(1)), {
      type: 'SET_STAKE',
      betType: 'single',
      outcomeId: 'o1',
      stake: 0,
      now: T0,
    });
    const view = slipView(zero, ctx());
    expect(view.potentialReturn).toBe(0);
    expect(view.button).toMatchObject({ disabled: true, blockedBy: 'no_stake' });
  });
});

describe('slipView: prices that moved', () => {
  const moved = run(
    [{ type: 'UPDATE_PRICES', updates: [{ outcomeId: 'o1', odds: 1.8 }], now: T0 }],
    slipWith(sels(1, { odds: 2 })),
  );

  it('the line shows the move and the price it was', () => {
    expect(slipView(moved, ctx()).lines[0]?.move).toEqual({ direction: 'down', was: 2 });
  });

  it('against the setting: Accept changed odds, even for a bettor short of funds', () => {
    const view = slipView(moved, ctx({ acceptOdds: 'none', bettor: { funds: { balance: 0, bonus: 0 } } }));
    expect(view.button).toMatchObject({
      state: 'accept-changed-odds',
      label: 'betslip.accept_changed_odds',
      disabled: false,
      press: { kind: 'accept-odds' },
      blockedBy: null,
    });
  });

  it('a lower price under "higher" asks; under "all" it is taken', () => {
    expect(slipView(moved, ctx({ acceptOdds: 'higher' })).button.state).toBe('accept-changed-odds');
    expect(slipView(moved, ctx({ acceptOdds: 'all' })).button.state).toBe('place');
  });
});

describe('slipView: stakes, systems and pickers', () => {
  it('a combi: one stake and the total odds', () => {
    const view = slipView(combi(slipWith(sels(2, { odds: 2 }))), ctx());
    expect(view.combined).toEqual({
      betType: 'combi',
      stake: 10,
      eachWay: null,
      summary: { kind: 'total-odds', odds: 4 },
    });
    expect(view.totalStake).toBe(1000);
    expect(view.potentialReturn).toBe(4000);
  });

  it('a combi of each-way markets offers the slip-wide each-way toggle', () => {
    const view = slipView(combi(slipWith(sels(2, { ewPlace: 3, ewPrice: 4 }))), ctx());
    expect(view.combined?.eachWay).toEqual({ on: false });
  });

  it('singles on each-way markets show a checkbox per line', () => {
    // Two prices of one race stay singles.
    const picks = [sel('a', { eventId: 'r', ewPlace: 3, ewPrice: 4 }), sel('b', { eventId: 'r' })];
    const view = slipView(slipWith(picks), ctx());
    expect(view.betType).toBe('single');
    expect(view.lines.map((l) => l.eachWayCheckbox)).toEqual([true, false]);
  });

  it('a system 2/3: its options, the chosen one, the lines and the stake per line', () => {
    const state = set(system(slipWith(sels(3))), {
      type: 'SET_SYSTEM_TYPE',
      systemType: 'system_2/3',
      now: T0,
    });
    const view = slipView(state, ctx());
    expect(view.system?.options.map((o) => [o.type, o.k, o.n, o.combinations, o.chosen])).toEqual([
      ['system_2/3', 2, 3, 3, true],
    ]);
    expect(view.combined?.summary).toEqual({ kind: 'lines', count: 3 });
    expect(view.totalStake).toBe(3000);
  });

  it('free bets: shown for a lone single, an option below its minimum odds disabled', () => {
    const freeBets: FreeBet[] = [
      { id: 'ok', name: 'Fiver', amount: 500, amount_remaining: 500 },
      { id: 'min', name: 'Long shot', amount: 500, amount_remaining: 500, conditions: { min_odds: 3 } },
      { id: 'used', name: 'Spent', amount: 500, amount_remaining: 0 },
    ];
    const view = slipView(slipWith([sel('a', { odds: 2 })]), ctx({ freeBets }));
    expect(view.freeBets?.options.map((o) => [o.id, o.disabled])).toEqual([
      ['ok', false],
      ['min', true],
      ['used', true],
    ]);
    const singles = slipWith([sel('a', { eventId: 'e' }), sel('b', { eventId: 'e' })]);
    expect(slipView(singles, ctx({ freeBets })).freeBets).toBeNull();
  });

  it('boost tokens: offered on a lone single; the extra comes with the return', () => {
    const boostTokens = [{ id: 'bt', template: { name: 'Double up', percentage: 50, max_winnings: 10_000 } }];
    const lone = slipWith([sel('a', { odds: 3 })]);
    expect(slipView(lone, ctx({ boostTokens })).boostTokens?.options).toEqual([
      { id: 'bt', name: 'Double up', percentage: 50 },
    ]);
    const chosen = set(lone, { type: 'CHOOSE_BOOST_TOKEN', boostTokenId: 'bt', now: T0 });
    const view = slipView(chosen, ctx({ boostTokens }));
    expect(view.boostTokens?.chosen).toBe('bt');
    expect(view.boostTokenExtra).toBeGreaterThan(0);
    expect(view.potentialReturn).toBe(3000 + (view.boostTokenExtra ?? 0));
  });

  it('the combo hint shows on a combi the boost does not reward, only when the brand has a boost', () => {
    const comboBoost = { percent_steps: [0, 0, 5], winnings_calc_mode: 'gross' as const };
    const state = combi(slipWith(sels(2)));
    expect(slipView(state, ctx({ comboBoost })).comboHint).toBe(true);
    expect(slipView(state, ctx()).comboHint).toBe(false);
  });

  it('the awaiting-deposit hint carries the amount asked for', () => {
    expect(slipView(slipWith(sels(1)), ctx({ awaitingDeposit: 700 })).awaitingDeposit).toBe(700);
  });
});

describe('slipView: the bar under the totals', () => {
  const withError = (error: string) => set(slipWith(sels(1)), { type: 'SET_ERROR', error });

  it.each([
    ['BALANCE_INSUFFICIENT', { kind: 'insufficient-funds' }],
    ['ODDS_CHANGED', { kind: 'warning', code: 'ODDS_CHANGED' }],
    ['CALCULATE_FAILED', { kind: 'failed' }],
    ['STAKE_TOO_HIGH', { kind: 'error', code: 'STAKE_TOO_HIGH' }],
  ])('%s', (error, notice) => {
    expect(slipView(withError(error), ctx()).notice).toEqual(notice);
  });

  it('no error, no bar', () => {
    expect(slipView(slipWith(sels(1)), ctx()).notice).toBeNull();
  });
});
