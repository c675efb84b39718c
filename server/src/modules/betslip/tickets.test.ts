import { DEFAULT_BRAND } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import type { SelectionState } from '../bets';
import type { BoostTokenRow, FreeBetRow } from '../bonuses';
import { type DraftTicket, MAX_TOTAL_STAKE, type PricingContext, priceTicket } from './tickets';

const state = (id: number, overrides: Partial<SelectionState> = {}): SelectionState => ({
  outcomeId: id,
  marketId: id * 10,
  eventId: id * 100,
  odds: 2,
  isStartingPrice: false,
  comboBoostAvailable: true,
  marketType: 'match_result',
  ewPlace: null,
  ewPrice: null,
  items: [],
  outcomeName: `Outcome ${id}`,
  outcomeLabel: `Outcome ${id}`,
  marketName: 'Match Result',
  eventName: `Event ${id}`,
  suspended: false,
  unavailable: false,
  ...overrides,
});
const selection = (s: SelectionState, odds = s.odds) => ({
  eventId: String(s.eventId),
  marketId: String(s.marketId),
  outcomeId: String(s.outcomeId),
  outcomeList: [],
  odds,
});
const draft = (states: SelectionState[], overrides: Partial<DraftTicket> = {}): DraftTicket => ({
  betType: states.length > 1 ? 'combi' : 'single',
  system: null,
  eachWay: false,
  stake: 1_000,
  selections: states.map((s) => selection(s)),
  freeBetId: null,
  boostTokenId: null,
  ...overrides,
});
const now = new Date('2026-01-15T12:00:00Z');
const pricing = (states: SelectionState[], overrides: Partial<PricingContext> = {}): PricingContext => ({
  brand: DEFAULT_BRAND,
  acceptOdds: 'all',
  states: new Map(states.map((s) => [s.outcomeId, s])),
  now,
  ...overrides,
});
const freeBet = (overrides: Partial<FreeBetRow> = {}): FreeBetRow => ({
  id: 'fb1',
  userId: 1,
  bookmaker: 'touchline_ie',
  currency: 'EUR',
  name: 'Free',
  amount: 500,
  amountRemaining: 500,
  minOdds: 1.5,
  status: 'active',
  grantKey: null,
  expiresAt: null,
  createdAt: now,
  ...overrides,
});
const token = (overrides: Partial<BoostTokenRow> = {}): BoostTokenRow => ({
  id: 'bt1',
  userId: 1,
  bookmaker: 'touchline_ie',
  name: 'Boost',
  percentage: 25,
  maxWinnings: 1_000,
  status: 'active',
  usedBetId: null,
  grantKey: null,
  expiresAt: null,
  createdAt: now,
  ...overrides,
});

describe('submit re-prices every selection from the database', () => {
  it('uses the database odds, never the client odds', () => {
    const s = state(1, { odds: 3 });
    const priced = priceTicket(draft([s], { selections: [selection(s, 2)] }), pricing([s]));
    expect(priced.status).toBeNull();
    expect(priced.ticket).toMatchObject({ odds: 3, potential_return: 3_000, total_stake: 1_000, bets: 1 });
    expect(priced.ticket.selections[0]).toMatchObject({ odds: 3, outcome_name: 'Outcome 1' });
  });

  it('an unknown outcome, or one under another market or event, is SELECTION_UNAVAILABLE', () => {
    const s = state(1);
    expect(priceTicket(draft([s]), pricing([])).status).toBe('SELECTION_UNAVAILABLE');
    const moved = { ...selection(s), marketId: '5' };
    expect(priceTicket(draft([s], { selections: [moved] }), pricing([s])).status).toBe(
      'SELECTION_UNAVAILABLE',
    );
    expect(
      priceTicket(draft([state(2, { unavailable: true })]), pricing([state(2, { unavailable: true })]))
        .status,
    ).toBe('SELECTION_UNAVAILABLE');
  });
});

describe('selection error flags and suspended markets', () => {
  it('a suspended market blocks placing', () => {
    const s = state(1, { suspended: true });
    const priced = priceTicket(draft([s]), pricing([s]));
    expect(priced.status).toBe('MARKET_SUSPENDED');
    expect(priced.selectionErrors).toEqual([{ outcome_id: '1', error: 'MARKET_SUSPENDED' }]);
    expect(priced.placement).toBeNull();
  });

  it('CANNOT_COMBINE: two selections of one event in a combi or system', () => {
    const a = state(1);
    const b = state(2, { eventId: 100 });
    const priced = priceTicket(draft([a, b]), pricing([a, b]));
    expect(priced.status).toBe('CANNOT_COMBINE');
    expect(priced.selectionErrors.map((e) => e.error)).toEqual(['CANNOT_COMBINE', 'CANNOT_COMBINE']);
  });

  it('FORECAST_TRICAST_CANNOT_BE_COMBINED: a forecast or tricast in a combi', () => {
    const a = state(1, { marketType: 'tricast' });
    const b = state(2);
    expect(priceTicket(draft([a, b]), pricing([a, b])).status).toBe('FORECAST_TRICAST_CANNOT_BE_COMBINED');
    expect(priceTicket(draft([a]), pricing([a])).status).toBeNull();
  });
});

describe('bet types: ticket shapes', () => {
  it('a system needs k from 2 to n - 1 and n equal to the selections', () => {
    const states = [state(1), state(2), state(3)];
    const ok = priceTicket(
      draft(states, { betType: 'system', system: { k: 2, n: 3 }, stake: 100 }),
      pricing(states),
    );
    expect(ok.ticket).toMatchObject({
      system_type: 'system_2/3',
      bets: 3,
      total_stake: 300,
      potential_return: 1_200,
    });
    for (const system of [{ k: 3, n: 3 }, { k: 1, n: 3 }, { k: 2, n: 4 }, null]) {
      expect(priceTicket(draft(states, { betType: 'system', system }), pricing(states)).status).toBe(
        'INVALID_TICKET',
      );
    }
  });

  it('a combi of one and a single of two are refused', () => {
    const a = state(1);
    const b = state(2);
    expect(priceTicket(draft([a], { betType: 'combi' }), pricing([a])).status).toBe('INVALID_TICKET');
    expect(priceTicket(draft([a, b], { betType: 'single' }), pricing([a, b])).status).toBe('INVALID_TICKET');
  });

  it('each-way needs more than one place and an ew_price on every selection', () => {
    const racing = state(1, { ewPlace: 3, ewPrice: 4, odds: 5 });
    const ok = priceTicket(draft([racing], { eachWay: true, stake: 500 }), pricing([racing]));
    expect(ok.ticket).toMatchObject({ total_stake: 1_000, potential_return: 2_500 + 1_000 });
    const plain = state(2);
    expect(priceTicket(draft([plain], { eachWay: true }), pricing([plain])).status).toBe('INVALID_TICKET');
  });
});

describe('accept-odds: all, higher, none', () => {
  const s = state(1, { odds: 2 });
  const at = (acceptOdds: 'all' | 'higher' | 'none', seen: number) =>
    priceTicket(draft([s], { selections: [selection(s, seen)] }), pricing([s], { acceptOdds }));

  it('all accepts any change', () => {
    expect(at('all', 2.5).status).toBeNull();
    expect(at('all', 1.5).status).toBeNull();
  });
  it('higher accepts only a higher (or the same) price', () => {
    expect(at('higher', 1.5).status).toBeNull();
    expect(at('higher', 2).status).toBeNull();
    const refused = at('higher', 2.5);
    expect(refused.status).toBe('ODDS_CHANGED');
    expect(refused.ticket.error_meta).toEqual({ 'Outcome 1': '2.50 → 2.00' });
  });
  it('none refuses any change', () => {
    expect(at('none', 1.5).status).toBe('ODDS_CHANGED');
    expect(at('none', 2.5).status).toBe('ODDS_CHANGED');
    expect(at('none', 2).status).toBeNull();
  });
});

describe('money input and the per-bet maximum', () => {
  const s = state(1, { odds: 2 });
  it('a stake below 0.10 is STAKE_TOO_LOW', () => {
    expect(priceTicket(draft([s], { stake: 9 }), pricing([s])).status).toBe('STAKE_TOO_LOW');
    expect(priceTicket(draft([s], { stake: 10 }), pricing([s])).status).toBeNull();
  });
  it('a total stake over 10,000.00 or a return over 1,000,000.00 is STAKE_TOO_HIGH', () => {
    expect(priceTicket(draft([s], { stake: MAX_TOTAL_STAKE }), pricing([s])).status).toBeNull();
    expect(priceTicket(draft([s], { stake: MAX_TOTAL_STAKE + 1 }), pricing([s])).status).toBe(
      'STAKE_TOO_HIGH',
    );
    const long = state(2, { odds: 1_001 });
    expect(priceTicket(draft([long], { stake: 1_000_000 / 10 }), pricing([long])).status).toBe(
      'STAKE_TOO_HIGH',
    );
  });
  it('tax is 0 on brands without a tax rate', () => {
    expect(priceTicket(draft([s]), pricing([s])).ticket.tax).toEqual({ amount: 0 });
  });
});

describe('free bet, boost token and combo boost', () => {
  it('a free bet funds a single above its min_odds; the return excludes the stake', () => {
    const s = state(1, { odds: 3 });
    const priced = priceTicket(
      draft([s], { stake: 500, freeBetId: 'fb1' }),
      pricing([s], { freeBet: freeBet() }),
    );
    expect(priced.status).toBeNull();
    expect(priced.ticket.potential_return).toBe(1_000);
  });

  it('FREEBET_INVALID: at or below min_odds, over the remaining amount, used, missing or on a system', () => {
    const s = state(1, { odds: 1.5 });
    const check = (d: Partial<DraftTicket>, row: FreeBetRow | undefined, states = [s]) =>
      priceTicket(draft(states, { stake: 500, freeBetId: 'fb1', ...d }), pricing(states, { freeBet: row }))
        .status;
    expect(check({}, freeBet())).toBe('FREEBET_INVALID');
    const t = state(2, { odds: 3 });
    expect(check({}, freeBet(), [t])).toBeNull();
    expect(check({ stake: 600 }, freeBet(), [t])).toBe('FREEBET_INVALID');
    expect(check({}, freeBet({ status: 'used', amountRemaining: 0 }), [t])).toBe('FREEBET_INVALID');
    expect(check({}, undefined, [t])).toBe('FREEBET_INVALID');
    const three = [state(3), state(4), state(5)];
    expect(check({ betType: 'system', system: { k: 2, n: 3 }, stake: 100 }, freeBet(), three)).toBe(
      'FREEBET_INVALID',
    );
  });

  it('a boost token boosts a single; refused on a combi, each-way or starting price', () => {
    const s = state(1, { odds: 3 });
    const ok = priceTicket(draft([s], { boostTokenId: 'bt1' }), pricing([s], { boostToken: token() }));
    expect(ok.ticket.potential_return).toBe(3_000 + 500);
    const a = state(2);
    const b = state(3);
    expect(
      priceTicket(draft([a, b], { boostTokenId: 'bt1' }), pricing([a, b], { boostToken: token() })).status,
    ).toBe('BOOST_TOKEN_INVALID');
    const sp = state(4, { isStartingPrice: true });
    expect(
      priceTicket(draft([sp], { boostTokenId: 'bt1' }), pricing([sp], { boostToken: token() })).status,
    ).toBe('BOOST_TOKEN_INVALID');
  });

  it('combo boost: only combi, not each-way, percentage by boost-eligible selections', () => {
    const legs = [state(1), state(2), state(3), state(4, { comboBoostAvailable: false })];
    const priced = priceTicket(draft(legs, { stake: 100 }), pricing(legs));
    // IE ladder: 3 eligible selections -> 3 %, net: 1.00 x 16 = 16.00, winnings 15.00, boost 0.45.
    expect(priced.ticket.combo_boost_percentage).toBe(3);
    expect(priced.ticket.potential_return).toBe(1_600 + 45);
    const system = priceTicket(
      draft(legs, { betType: 'system', system: { k: 3, n: 4 }, stake: 100 }),
      pricing(legs),
    );
    expect(system.ticket.combo_boost_percentage).toBe(0);
  });
});
