import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratioValue } from '../money';
import { chiSquare, type SimulationResult, simulateDice } from '../test/simulation';
import {
  DICE_OUTCOMES,
  DICE_RTP,
  type DiceBet,
  diceBetSchema,
  diceMultiplier,
  diceOutcome,
  diceSettle,
  diceWinChance,
  diceWinningRolls,
  formatDiceRoll,
} from './dice';

const SERVER_SEED = '81ee36d3f3085bbc70111c95f0f82f8d9878cb55e74f05346d85a3dc9d7e0718';
const valid = (bet: DiceBet) => diceBetSchema.safeParse(bet).success;

/** Every bet the schema accepts. */
const ALL_BETS: DiceBet[] = (['under', 'over'] as const).flatMap((direction) =>
  Array.from({ length: DICE_OUTCOMES }, (_, target) => ({ direction, target })).filter(valid),
);

describe('dice: the roll', () => {
  it('is the first float times 10,000, rounded down (known answers)', () => {
    expect([0, 1, 2, 3, 4].map((nonce) => diceOutcome(SERVER_SEED, 'bettor-seed', nonce))).toEqual([
      7453, 9712, 516, 958, 1228,
    ]);
    expect(formatDiceRoll(7453)).toBe('74.53');
    expect(formatDiceRoll(516)).toBe('5.16');
  });
});

describe('dice: bets', () => {
  it('accept win chances from 1% to 98% on either side and refuse the rest', () => {
    expect(valid({ direction: 'under', target: 100 })).toBe(true);
    expect(valid({ direction: 'under', target: 99 })).toBe(false);
    expect(valid({ direction: 'under', target: 9800 })).toBe(true);
    expect(valid({ direction: 'under', target: 9801 })).toBe(false);
    expect(valid({ direction: 'over', target: 9899 })).toBe(true);
    expect(valid({ direction: 'over', target: 9900 })).toBe(false);
    expect(valid({ direction: 'over', target: 199 })).toBe(true);
    expect(valid({ direction: 'over', target: 198 })).toBe(false);
    expect(valid({ direction: 'under', target: 50.5 })).toBe(false);
    expect(valid({ direction: 'sideways', target: 5000 } as unknown as DiceBet)).toBe(false);
    expect(ALL_BETS).toHaveLength(2 * 9701);
  });

  it('win on exactly the rolls counted as winning: below the target under, above it over', () => {
    for (const bet of [
      { direction: 'under', target: 100 },
      { direction: 'under', target: 5000 },
      { direction: 'over', target: 5000 },
      { direction: 'over', target: 9899 },
    ] as const) {
      let wins = 0;
      for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (diceSettle(bet, 100, roll) > 0) wins++;
      expect(wins).toBe(diceWinningRolls(bet));
    }
    expect(diceSettle({ direction: 'under', target: 5000 }, 100, 4999)).toBe(198);
    expect(diceSettle({ direction: 'under', target: 5000 }, 100, 5000)).toBe(0);
    expect(diceSettle({ direction: 'over', target: 5000 }, 100, 5000)).toBe(0);
    expect(diceSettle({ direction: 'over', target: 5000 }, 100, 5001)).toBe(198);
  });

  it('pay RTP / win chance, rounded down to the minor unit', () => {
    // 33.33% to win: 0.99 / 0.3333 = 2.970297..., so 10.00 returns 29.70.
    expect(diceSettle({ direction: 'under', target: 3333 }, 1000, 0)).toBe(2970);
    // 1% to win pays 99x.
    expect(diceSettle({ direction: 'over', target: 9899 }, 250, 9999)).toBe(24_750);
    // 98% to win pays 1.0102...x: 1.00 returns 1.01.
    expect(diceSettle({ direction: 'under', target: 9800 }, 100, 0)).toBe(101);
  });

  it('every valid bet returns exactly the stated RTP: multiplier x win chance = 99/100', () => {
    for (const bet of ALL_BETS) {
      const multiplier = diceMultiplier(bet);
      const chance = diceWinChance(bet);
      expect(multiplier.numerator * chance.numerator * DICE_RTP.denominator).toBe(
        DICE_RTP.numerator * multiplier.denominator * chance.denominator,
      );
    }
  });

  it('a payout is never more than the exact multiple and less by under one minor unit (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_BETS), fc.integer({ min: 1, max: 10_000_000 }), (bet, stake) => {
        const paid = diceSettle(bet, stake, bet.direction === 'under' ? 0 : DICE_OUTCOMES - 1);
        const exact = (stake * ratioValue(diceMultiplier(bet))) as number;
        return Number.isInteger(paid) && paid <= exact + 1e-6 && paid > exact - 1 - 1e-6;
      }),
    );
  });
});

describe('dice: simulation', () => {
  let result: SimulationResult;
  beforeAll(() => {
    result = simulateDice(1_000_000, DICE_RTP);
  }, 60_000);

  it('a million rounds over a mix of targets return the stated 99% within 0.3 points', () => {
    expect(result.rounds).toBe(1_000_000);
    expect(Math.abs(result.rtp - ratioValue(DICE_RTP))).toBeLessThan(0.003);
  });

  it('a million rolls spread evenly over 0 to 99 (chi-square)', () => {
    // 99 degrees of freedom: 148.23 is the 0.1% critical value.
    expect(chiSquare(result.buckets)).toBeLessThan(148.23);
  });
});
