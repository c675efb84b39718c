import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ratioValue } from '../money';
import { chiSquare, type SimulationResult, simulateMines } from '../test/simulation';
import {
  binomial,
  MINES_RTP,
  minesBetSchema,
  minesMultiplier,
  minesOutcome,
  minesRoundSchema,
  minesSettle,
} from './mines';

const SERVER_SEED = '81ee36d3f3085bbc70111c95f0f82f8d9878cb55e74f05346d85a3dc9d7e0718';

describe('mines: the layout', () => {
  it('is the first mines of a Fisher-Yates shuffle driven by the floats (known answers)', () => {
    expect([0, 1, 2].map((nonce) => minesOutcome(SERVER_SEED, 'bettor-seed', nonce, 3))).toEqual([
      [18, 10, 4],
      [24, 22, 2],
      [1, 19, 18],
    ]);
    // Ten mines take floats from a second block.
    expect(minesOutcome(SERVER_SEED, 'bettor-seed', 7, 10)).toEqual([22, 11, 23, 24, 15, 8, 7, 10, 1, 6]);
    // 24 mines leave one safe tile, and a grid with fewer mines holds a prefix of the same draw.
    const full = minesOutcome(SERVER_SEED, 'bettor-seed', 0, 24);
    expect(full).toEqual([
      18, 10, 4, 1, 3, 24, 16, 23, 22, 13, 9, 12, 7, 19, 5, 2, 8, 0, 14, 15, 17, 11, 20, 6,
    ]);
  });

  it('places as many distinct mines as asked, on the grid (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.nat({ max: 1_000_000 }), (mines, nonce) => {
        const layout = minesOutcome(SERVER_SEED, 'property', nonce, mines);
        return (
          layout.length === mines &&
          new Set(layout).size === mines &&
          layout.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < 25)
        );
      }),
    );
  });

  it('refuses a count of mines off the range', () => {
    expect(() => minesOutcome(SERVER_SEED, 'bettor-seed', 0, 0)).toThrow(RangeError);
    expect(() => minesOutcome(SERVER_SEED, 'bettor-seed', 0, 25)).toThrow(RangeError);
    expect(minesBetSchema.safeParse({ mines: 0 }).success).toBe(false);
    expect(minesBetSchema.safeParse({ mines: 24 }).success).toBe(true);
    expect(minesBetSchema.safeParse({ mines: 2.5 }).success).toBe(false);
  });
});

describe('mines: cashing out', () => {
  it('pays RTP x C(25, k) / C(25 - m, k) after k safe tiles', () => {
    // One mine, one safe tile: 0.99 x 25/24.
    expect(minesMultiplier(1, 1)).toEqual({ numerator: 99 * 25, denominator: 100 * 24 });
    // 24 mines, the one safe tile: 0.99 x 25.
    expect(ratioValue(minesMultiplier(24, 1))).toBeCloseTo(24.75, 12);
    // Three mines, five safe tiles: 0.99 x 53130 / 26334.
    expect(ratioValue(minesMultiplier(3, 5))).toBeCloseTo((0.99 * 53130) / 26334, 12);
    expect(() => minesMultiplier(3, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
  });

  it('every cash-out point of every mine count returns exactly the stated RTP', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let picks = 1; picks <= 25 - mines; picks++) {
        const multiplier = minesMultiplier(mines, picks);
        // Chance of k safe tiles in a row: C(25 - m, k) / C(25, k).
        const numerator = multiplier.numerator * binomial(25 - mines, picks);
        const denominator = multiplier.denominator * binomial(25, picks);
        expect(numerator * MINES_RTP.denominator).toBe(MINES_RTP.numerator * denominator);
      }
    }
  });

  it('loses the stake when any pick is a mine, and rounds a cash-out down to the minor unit', () => {
    const layout = [18, 10, 4];
    expect(minesSettle({ mines: 3 }, 1000, [0, 1, 18], layout)).toBe(0);
    expect(minesSettle({ mines: 3 }, 1000, [4], layout)).toBe(0);
    // 0.99 x 25/22 = 1.125: 10.00 returns 11.25.
    expect(minesSettle({ mines: 3 }, 1000, [0], layout)).toBe(1125);
    // 0.99 x 300/231 = 1.285714...: 10.00 returns 12.85.
    expect(minesSettle({ mines: 3 }, 1000, [0, 1], layout)).toBe(1285);
  });

  it('validates a round: distinct tiles on the grid, at least one, no more than the safe tiles', () => {
    expect(minesRoundSchema.safeParse({ bet: { mines: 3 }, picks: [0, 1, 2] }).success).toBe(true);
    expect(minesRoundSchema.safeParse({ bet: { mines: 3 }, picks: [] }).success).toBe(false);
    expect(minesRoundSchema.safeParse({ bet: { mines: 3 }, picks: [1, 1] }).success).toBe(false);
    expect(minesRoundSchema.safeParse({ bet: { mines: 3 }, picks: [25] }).success).toBe(false);
    const allTiles = Array.from({ length: 23 }, (_, tile) => tile);
    expect(minesRoundSchema.safeParse({ bet: { mines: 3 }, picks: allTiles }).success).toBe(false);
    expect(minesRoundSchema.safeParse({ bet: { mines: 3 }, picks: allTiles.slice(0, 22) }).success).toBe(
      true,
    );
  });
});

describe('mines: simulation', () => {
  let result: SimulationResult;
  beforeAll(() => {
    result = simulateMines(1_000_000, MINES_RTP);
  }, 60_000);

  it('a million rounds over a mix of mine counts and cash-out points return the stated 99% within 0.3 points', () => {
    expect(result.rounds).toBe(1_000_000);
    expect(Math.abs(result.rtp - ratioValue(MINES_RTP))).toBeLessThan(0.003);
  });

  it('a million layouts draw their first mine on every tile about equally often (chi-square)', () => {
    // 24 degrees of freedom: 51.18 is the 0.1% critical value.
    expect(chiSquare(result.buckets)).toBeLessThan(51.18);
  });
});
