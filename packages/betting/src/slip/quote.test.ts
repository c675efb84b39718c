import { describe, expect, it } from 'vitest';
import { slipQuote, slipTotalOdds } from './quote';
import { slipReducer } from './reducer';
import { sel, sels, slipWith, T0 } from './test-fixtures';

const config = { percent_steps: [0, 0, 5, 10], winnings_calc_mode: 'gross' as const };

describe('the slip shows the total stake and return calculate answers', () => {
  it('singles: one bet per selection at the default stake', () => {
    const quote = slipQuote(slipWith([sel('a', { odds: 2.5, eventId: 'e' }), sel('b', { eventId: 'e' })]));
    expect(quote.totalStake).toBe(20);
    expect(quote.potentialReturn).toBe(45);
    expect(quote.totalBets).toBe(2);
  });

  it('system 2/3: three lines at the per-line stake', () => {
    const state = slipReducer(slipWith(sels(3)), { type: 'SET_BET_TYPE', betType: 'system', now: T0 });
    const quote = slipQuote(state);
    expect(quote.totalBets).toBe(3);
    expect(quote.totalStake).toBe(30);
    expect(quote.potentialReturn).toBe(120);
  });

  it("a system whose selections share an event cannot be placed, so it shows '-' for the return", () => {
    const picks = [sel('a', { eventId: 'e' }), sel('b', { eventId: 'e' }), sel('c', { eventId: 'f' })];
    const state = slipReducer(slipWith(picks), { type: 'SET_BET_TYPE', betType: 'system', now: T0 });
    expect(state.betType).toBe('system');
    expect(slipQuote(state).potentialReturn).toBeNull();
  });

  it("a forecast combined with another leg cannot be placed, so it shows '-' for the return", () => {
    const state = slipWith([sel('f', { marketType: 'forecast', odds: 8 }), sel('w', { odds: 3 })]);
    expect(state.betType).toBe('combi');
    const quote = slipQuote(state);
    expect(quote.totalStake).toBe(10);
    expect(quote.potentialReturn).toBeNull();
  });

  it("an invalid stake counts as 0; a starting price shows '-'", () => {
    const zero = slipReducer(slipWith(sels(2)), {
      type: 'SET_STAKE',
      betType: 'combi',
      stake: 0.05,
      now: T0,
    });
    expect(slipQuote(zero).totalStake).toBe(0);
    expect(slipQuote(slipWith([sel('a', { startingPrice: true })])).potentialReturn).toBeNull();
  });

  it('combo boost on the combi by the number of eligible selections', () => {
    const eligible = sels(3).map((s) => ({ ...s, outcome: { ...s.outcome, combo_boost_available: true } }));
    const quote = slipQuote(slipWith(eligible), { comboBoost: config });
    expect(quote.comboBoostPercentage).toBe(10);
    expect(quote.comboBoostExtra).toBe(8);
    expect(quote.potentialReturn).toBe(88);
  });

  it('boost token on a lone single, capped by max_winnings', () => {
    const state = slipReducer(slipWith([sel('a', { odds: 3 })]), {
      type: 'CHOOSE_BOOST_TOKEN',
      boostTokenId: 't',
      now: T0,
    });
    const token = { id: 't', template: { name: 'x', percentage: 50, max_winnings: 500 } };
    const quote = slipQuote(state, { boostToken: token });
    expect(quote.boostTokenExtra).toBe(5);
    expect(quote.potentialReturn).toBe(35);
  });

  it('a free bet stakes what is typed, or what it has left, and its stake is not returned', () => {
    const state = slipReducer(slipWith([sel('a', { odds: 3 })]), {
      type: 'CHOOSE_FREE_BET',
      freeBetId: 'f',
      now: T0,
    });
    expect(slipQuote(state, { freeBet: { id: 'f', amount_remaining: 500 } })).toMatchObject({
      totalStake: 5,
      potentialReturn: 10,
    });
    expect(slipQuote(state, { freeBet: { id: 'f', amount_remaining: 5000 } }).potentialReturn).toBe(20);
  });

  it('total odds for the free-bet minimum: the combi product or the single price', () => {
    expect(slipTotalOdds(slipWith([sel('a', { odds: 2 }), sel('b', { odds: 1.5 })]))).toBe(3);
    expect(slipTotalOdds(slipWith([sel('a', { odds: 2 })]))).toBe(2);
    expect(slipTotalOdds(slipWith([]))).toBeNull();
  });
});
