import { betReturn } from '@touchline/betting';
import { describe, expect, it } from 'vitest';
import {
  cashoutOffer,
  combinedOdds,
  potentialReturn,
  type ReturnTerms,
  settledReturn,
  ticketLines,
  ticketTotalStake,
} from './returns';

const terms = (overrides: Partial<ReturnTerms>): ReturnTerms => ({
  type: 'single',
  eachWay: false,
  stake: 1_000,
  legs: [{ odds: 2.5 }],
  ...overrides,
});
const won = (t: ReturnTerms): ReturnTerms => ({
  ...t,
  legs: t.legs.map((leg) => ({ ...leg, result: 'win' })),
});

describe('returns: the server pays what the slip shows', () => {
  it('a single returns stake x odds, in minor units', () => {
    expect(potentialReturn(terms({}))?.total).toBe(2_500);
    expect(settledReturn(won(terms({}))).total).toBe(2_500);
  });

  it('a combi returns stake x product, equal to the betting package', () => {
    const t = terms({ type: 'combi', stake: 333, legs: [{ odds: 1.15 }, { odds: 2.05 }, { odds: 3.3 }] });
    const slip = betReturn({ type: 'combi', legs: t.legs.map((l) => ({ odds: l.odds })), stake: 3.33 });
    expect(potentialReturn(t)?.total).toBe(Math.round((slip ?? 0) * 100));
    expect(settledReturn(won(t)).total).toBe(potentialReturn(t)?.total);
  });

  it('a system k/n sums the k-subsets; lines are n choose k', () => {
    const t = terms({ type: 'system', k: 2, stake: 100, legs: [{ odds: 2 }, { odds: 3 }, { odds: 4 }] });
    expect(ticketLines('system', 3, 2)).toBe(3);
    expect(ticketTotalStake(t)).toBe(300);
    expect(potentialReturn(t)?.total).toBe(2_600);
    expect(combinedOdds('system', t.legs)).toBeNull();
  });

  it("'-' (null) for a starting price or unpriced leg", () => {
    expect(potentialReturn(terms({ legs: [{ odds: 3, startingPrice: true }] }))).toBeNull();
    expect(potentialReturn(terms({ legs: [{ odds: 0 }] }))).toBeNull();
  });

  it('each-way: win part plus place part at 1/ew_price, on twice the stake', () => {
    const t = terms({ eachWay: true, stake: 500, legs: [{ odds: 6, ewPrice: 5, ewPlace: 3 }] });
    expect(ticketTotalStake(t)).toBe(1_000);
    expect(potentialReturn(t)?.total).toBe(3_000 + 1_000);
  });
});

describe('settlement: void legs count as odds 1, each-way place terms', () => {
  it('a losing leg loses a combi; a void leg is odds 1', () => {
    const legs = [
      { odds: 2, result: 'win' as const },
      { odds: 3, result: 'lose' as const },
    ];
    expect(settledReturn(terms({ type: 'combi', legs })).total).toBe(0);
    const voided = [
      { odds: 2, result: 'win' as const },
      { odds: 3, result: 'void' as const },
    ];
    expect(settledReturn(terms({ type: 'combi', legs: voided })).total).toBe(2_000);
  });

  it('a void single gives the stake back', () => {
    expect(settledReturn(terms({ legs: [{ odds: 2.5, result: 'void' }] })).total).toBe(1_000);
  });

  it('a system pays only the lines without a lost leg', () => {
    const t = terms({
      type: 'system',
      k: 2,
      stake: 100,
      legs: [
        { odds: 2, result: 'win' },
        { odds: 3, result: 'win' },
        { odds: 4, result: 'lose' },
      ],
    });
    expect(settledReturn(t).total).toBe(600);
  });

  it('each-way: a placed runner pays the place part only; a winner pays both', () => {
    const leg = { odds: 6, ewPrice: 5, ewPlace: 3 };
    const placed = terms({ eachWay: true, stake: 500, legs: [{ ...leg, result: 'place', position: 2 }] });
    expect(settledReturn(placed).total).toBe(1_000);
    const outside = terms({ eachWay: true, stake: 500, legs: [{ ...leg, result: 'place', position: 4 }] });
    expect(settledReturn(outside).total).toBe(0);
    const winner = terms({ eachWay: true, stake: 500, legs: [{ ...leg, result: 'win', position: 1 }] });
    expect(settledReturn(winner).total).toBe(4_000);
  });

  it('a free bet never returns its stake', () => {
    expect(settledReturn(won(terms({ freeBet: true }))).total).toBe(1_500);
    expect(potentialReturn(terms({ freeBet: true }))?.total).toBe(1_500);
    expect(settledReturn(terms({ freeBet: true, legs: [{ odds: 2.5, result: 'lose' }] })).total).toBe(0);
  });

  it('a boost token adds its percentage of the winnings, capped', () => {
    const t = terms({ boostToken: { percentage: 50, maxWinnings: 300 } });
    expect(potentialReturn(t)).toEqual({ base: 2_500, boostExtra: 300, comboExtra: 0, total: 2_800 });
    expect(settledReturn(won(t)).total).toBe(2_800);
    expect(settledReturn({ ...t, legs: [{ odds: 2.5, result: 'lose' }] }).total).toBe(0);
  });

  it('combo boost: net mode boosts the winnings, gross the whole return; only when it won', () => {
    const legs = [{ odds: 2 }, { odds: 2 }, { odds: 2 }];
    const net = terms({ type: 'combi', legs, comboBoost: { percentage: 10, mode: 'net' } });
    expect(potentialReturn(net)).toEqual({ base: 8_000, boostExtra: 0, comboExtra: 700, total: 8_700 });
    const gross = terms({ type: 'combi', legs, comboBoost: { percentage: 10, mode: 'gross' } });
    expect(settledReturn(won(gross)).total).toBe(8_800);
    expect(
      settledReturn({ ...net, legs: legs.map((l, i) => ({ ...l, result: i ? 'win' : 'lose' })) }).total,
    ).toBe(0);
  });

  it('a bet builder bet is one line at its combined odds', () => {
    const t = terms({ type: 'betbuilder', combinedOdds: 4.5, legs: [{ odds: 2 }, { odds: 3 }] });
    expect(potentialReturn(t)?.total).toBe(4_500);
    expect(settledReturn(won(t)).total).toBe(4_500);
    expect(
      settledReturn({
        ...t,
        legs: [
          { odds: 2, result: 'win' },
          { odds: 3, result: 'lose' },
        ],
      }).total,
    ).toBe(0);
    expect(
      settledReturn({
        ...t,
        legs: [
          { odds: 2, result: 'void' },
          { odds: 3, result: 'void' },
        ],
      }).total,
    ).toBe(1_000);
  });
});

describe('cash-out offer: stake x odds taken / current odds x (1 - margin)', () => {
  it('prices pending legs from their current odds and caps at the return', () => {
    expect(cashoutOffer({ stake: 1_000, cap: 2_500, legs: [{ odds: 2.5, currentOdds: 2 }] })).toBe(1_187);
    expect(cashoutOffer({ stake: 1_000, cap: 1_100, legs: [{ odds: 2.5, currentOdds: 1.01 }] })).toBe(1_100);
  });

  it('a won leg counts at its odds, a void leg at 1', () => {
    const legs = [
      { odds: 2, currentOdds: null, result: 'win' as const },
      { odds: 3, currentOdds: null, result: 'void' as const },
      { odds: 1.5, currentOdds: 1.5 },
    ];
    expect(cashoutOffer({ stake: 1_000, cap: 10_000, legs })).toBe(1_900);
  });

  it('no offer when a leg lost, a pending leg has no price, or nothing is pending', () => {
    expect(cashoutOffer({ stake: 1_000, cap: 9_999, legs: [{ odds: 2, currentOdds: null }] })).toBeNull();
    expect(
      cashoutOffer({ stake: 1_000, cap: 9_999, legs: [{ odds: 2, currentOdds: 2, result: 'lose' }] }),
    ).toBeNull();
    expect(
      cashoutOffer({ stake: 1_000, cap: 9_999, legs: [{ odds: 2, currentOdds: null, result: 'win' }] }),
    ).toBeNull();
  });
});
