import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bet, Leg } from '../types';
import { betReturn, numberOfLines, placeOdds, rawBetReturn, totalStake } from './bet-return';

const legs = (...odds: number[]): Leg[] => odds.map((value) => ({ odds: value }));
const ewLegs = (ewPrice: number, ...odds: number[]): Leg[] => odds.map((value) => ({ odds: value, ewPrice }));

const oddsArb = fc.double({ min: 1, max: 30, noNaN: true });
const stakeArb = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);
const ewPriceArb = fc.constantFrom(1, 2, 3, 4, 5, 6);

describe('returns: single is stake x odds', () => {
  it('10 at 2.5 returns 25', () => {
    expect(betReturn({ type: 'single', legs: legs(2.5), stake: 10 })).toBe(25);
  });

  it('a single with several selections is one single per selection, each at the stake', () => {
    const bet: Bet = { type: 'single', legs: legs(2, 3), stake: 5 };
    expect(betReturn(bet)).toBe(25);
    expect(numberOfLines(bet)).toBe(2);
    expect(totalStake(bet)).toBe(10);
  });

  it('a stake of 0 returns 0', () => {
    expect(betReturn({ type: 'single', legs: legs(2.5), stake: 0 })).toBe(0);
  });
});

describe('returns: combi is stake x product of odds', () => {
  it('10 at 2 x 3 x 1.5 returns 90', () => {
    expect(betReturn({ type: 'combi', legs: legs(2, 3, 1.5), stake: 10 })).toBe(90);
    expect(numberOfLines({ type: 'combi', legs: legs(2, 3, 1.5), stake: 10 })).toBe(1);
  });
});

describe('returns: system k/n is stake x sum of k-subset products', () => {
  it('system 2/3 at 2, 3, 4 with 1 per line returns 26 over 3 lines', () => {
    const bet: Bet = { type: 'system', legs: legs(2, 3, 4), stake: 1, k: 2 };
    expect(betReturn(bet)).toBe(26);
    expect(numberOfLines(bet)).toBe(3);
    expect(totalStake(bet)).toBe(3);
  });

  it('a system without a valid k is not computable', () => {
    for (const k of [undefined, 0, 4, 1.5, Number.NaN]) {
      const bet: Bet = { type: 'system', legs: legs(2, 3, 4), stake: 1, k };
      expect(betReturn(bet)).toBeNull();
      expect(numberOfLines(bet)).toBe(0);
      expect(totalStake(bet)).toBe(0);
    }
  });

  it('system n/n equals the combi (property)', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { minLength: 1, maxLength: 20 }), stakeArb, (odds, stake) => {
        const system = betReturn({ type: 'system', legs: legs(...odds), stake, k: odds.length });
        return system === betReturn({ type: 'combi', legs: legs(...odds), stake });
      }),
    );
  });

  it('system 1/n equals the singles (property)', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { minLength: 1, maxLength: 20 }), stakeArb, (odds, stake) => {
        const system = rawBetReturn({ type: 'system', legs: legs(...odds), stake, k: 1 }) ?? Number.NaN;
        const singles = rawBetReturn({ type: 'single', legs: legs(...odds), stake }) ?? Number.NaN;
        return Math.abs(system - singles) <= 1e-9 * Math.max(1, singles);
      }),
    );
  });
});

describe('returns: each-way uses 1/ew_price as the fraction', () => {
  it('place odds are 1 + (odds - 1) / ew_price', () => {
    expect(placeOdds(6, 5)).toBe(2);
    expect(placeOdds(11, 4)).toBe(3.5);
  });

  it('each-way single 10 at 6.0, 1/5 the odds, returns 60 + 20 on a 20 stake', () => {
    const bet: Bet = { type: 'single', legs: ewLegs(5, 6), stake: 10, eachWay: true };
    expect(betReturn(bet)).toBe(80);
    expect(numberOfLines(bet)).toBe(1);
    expect(totalStake(bet)).toBe(20);
  });

  it('each-way combi prices the place part as a combi of place odds', () => {
    const bet: Bet = { type: 'combi', legs: ewLegs(4, 5, 9), stake: 1, eachWay: true };
    expect(betReturn(bet)).toBe(45 + 2 * 3);
  });

  it('each-way without valid ew_price on every leg is not computable', () => {
    expect(betReturn({ type: 'single', legs: legs(6), stake: 10, eachWay: true })).toBeNull();
    expect(betReturn({ type: 'single', legs: ewLegs(0, 6), stake: 10, eachWay: true })).toBeNull();
    expect(betReturn({ type: 'single', legs: ewLegs(0.5, 6), stake: 10, eachWay: true })).toBeNull();
  });

  it('each-way equals its win part plus its place part (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(oddsArb, ewPriceArb), { minLength: 1, maxLength: 8 }),
        stakeArb,
        fc.constantFrom<Bet['type']>('single', 'combi', 'system'),
        fc.nat(8),
        (priced, stake, type, kSeed) => {
          const k = type === 'system' ? (kSeed % priced.length) + 1 : undefined;
          const ewBet: Bet = {
            type,
            k,
            stake,
            eachWay: true,
            legs: priced.map(([odds, ewPrice]) => ({ odds, ewPrice })),
          };
          const win: Bet = { type, k, stake, legs: legs(...priced.map(([odds]) => odds)) };
          const place: Bet = {
            type,
            k,
            stake,
            legs: legs(...priced.map(([odds, ewPrice]) => placeOdds(odds, ewPrice))),
          };
          const whole = betReturn(ewBet) ?? Number.NaN;
          const parts = (betReturn(win) ?? Number.NaN) + (betReturn(place) ?? Number.NaN);
          // Each part is rounded to cents on its own, so the sum may differ by one cent.
          return Math.abs(whole - parts) <= 0.01 + 1e-9 * whole && totalStake(ewBet) === totalStake(win) * 2;
        },
      ),
    );
  });
});

describe("returns: '-' when a selection is starting price, has zero odds or is not computable", () => {
  it.each<[string, Bet]>([
    ['starting price', { type: 'single', legs: [{ odds: 3, startingPrice: true }], stake: 10 }],
    ['zero odds in a combi', { type: 'combi', legs: legs(2, 0), stake: 10 }],
    ['odds below 1', { type: 'single', legs: legs(0.9), stake: 10 }],
    ['NaN odds', { type: 'single', legs: legs(Number.NaN), stake: 10 }],
    ['infinite odds', { type: 'single', legs: legs(Number.POSITIVE_INFINITY), stake: 10 }],
    ['no legs', { type: 'combi', legs: [], stake: 10 }],
    ['negative stake', { type: 'single', legs: legs(2), stake: -1 }],
    ['NaN stake', { type: 'single', legs: legs(2), stake: Number.NaN }],
    ['unknown type', { type: 'lucky15' as never, legs: legs(2), stake: 1 }],
    ['overflowing product', { type: 'combi', legs: legs(...Array<number>(200).fill(1e10)), stake: 1 }],
  ])('%s gives null', (_, bet) => {
    expect(betReturn(bet)).toBeNull();
  });

  it('odds of exactly 1 are computable (the stake comes back)', () => {
    expect(betReturn({ type: 'combi', legs: legs(1, 2), stake: 10 })).toBe(20);
  });

  it('invalid stakes count as 0 in the total stake', () => {
    expect(totalStake({ type: 'single', legs: legs(2), stake: Number.NaN })).toBe(0);
    expect(totalStake({ type: 'single', legs: legs(2), stake: -5 })).toBe(0);
  });
});

describe('returns: a free bet return excludes the free-bet stake', () => {
  it('free-bet single: stake x odds - stake', () => {
    expect(betReturn({ type: 'single', legs: legs(3), stake: 10, freeBet: true })).toBe(20);
  });

  it('free-bet combi: stake x product - stake', () => {
    expect(betReturn({ type: 'combi', legs: legs(2, 2.5), stake: 4, freeBet: true })).toBe(16);
  });

  it('free bet over several lines and ways subtracts every funded stake', () => {
    expect(betReturn({ type: 'system', legs: legs(2, 3, 4), stake: 1, k: 2, freeBet: true })).toBe(23);
    expect(betReturn({ type: 'single', legs: ewLegs(5, 6), stake: 10, eachWay: true, freeBet: true })).toBe(
      60,
    );
  });

  it('free bet at odds 1 returns 0, never a negative amount', () => {
    expect(betReturn({ type: 'single', legs: legs(1), stake: 10, freeBet: true })).toBe(0);
  });
});

describe('returns: rounded to 2 decimals', () => {
  it('rounds half-up on cents despite float noise', () => {
    expect(betReturn({ type: 'single', legs: legs(1.15), stake: 10 })).toBe(11.5);
    expect(betReturn({ type: 'single', legs: legs(2.005), stake: 1 })).toBe(2.01);
    expect(betReturn({ type: 'single', legs: legs(1.333), stake: 1.5 })).toBe(2);
    expect(betReturn({ type: 'combi', legs: legs(1.1, 1.1, 1.1), stake: 1 })).toBe(1.33);
    expect(betReturn({ type: 'single', legs: legs(1.91), stake: 0.1 })).toBe(0.19);
  });

  it('always has at most 2 decimals (property)', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { minLength: 1, maxLength: 6 }), stakeArb, (odds, stake) => {
        const value = betReturn({ type: 'combi', legs: legs(...odds), stake }) ?? 0;
        return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 * Math.max(1, value);
      }),
    );
  });
});
