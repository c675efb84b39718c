import { beforeAll, describe, expect, it } from 'vitest';
import { ratioValue } from '../money';
import { chiSquare, type SimulationResult, simulateWheel } from '../test/simulation';
import {
  WHEEL_RTP,
  WHEEL_SEGMENTS,
  WHEEL_SLOTS,
  wheelBetSchema,
  wheelExpectedReturn,
  wheelOutcome,
  wheelSegmentOfSlot,
  wheelSettle,
} from './wheel';

const SERVER_SEED = '81ee36d3f3085bbc70111c95f0f82f8d9878cb55e74f05346d85a3dc9d7e0718';

describe('lucky wheel: the wheel', () => {
  it('has 50 slots and returns exactly the stated 96%', () => {
    expect(WHEEL_SLOTS).toBe(50);
    const expected = wheelExpectedReturn();
    expect(expected.numerator * WHEEL_RTP.denominator).toBe(WHEEL_RTP.numerator * expected.denominator);
  });

  it('gives each segment as many slots as its weight, in order', () => {
    const counts = WHEEL_SEGMENTS.map(() => 0);
    for (let slot = 0; slot < WHEEL_SLOTS; slot++) {
      const segment = wheelSegmentOfSlot(slot);
      counts[segment] = (counts[segment] ?? 0) + 1;
    }
    expect(counts).toEqual(WHEEL_SEGMENTS.map((segment) => segment.weight));
    expect(() => wheelSegmentOfSlot(WHEEL_SLOTS)).toThrow(RangeError);
  });

  it('takes no choice from the bettor', () => {
    expect(wheelBetSchema.safeParse({}).success).toBe(true);
    expect(wheelBetSchema.safeParse({ segment: 6 }).success).toBe(false);
  });
});

describe('lucky wheel: a spin', () => {
  it('lands on the slot the first float picks (known answers)', () => {
    expect([0, 1, 2, 3, 4].map((nonce) => wheelOutcome(SERVER_SEED, 'bettor-seed', nonce))).toEqual([
      3, 5, 0, 0, 0,
    ]);
  });

  it('pays the stake times the segment multiplier, rounded down', () => {
    expect(wheelSettle(1000, 0)).toBe(0);
    expect(wheelSettle(1001, 1)).toBe(500);
    expect(wheelSettle(1000, 2)).toBe(1000);
    expect(wheelSettle(999, 3)).toBe(1498);
    expect(wheelSettle(1000, 6)).toBe(5000);
    expect(() => wheelSettle(1000, 7)).toThrow(RangeError);
  });
});

describe('lucky wheel: simulation', () => {
  let result: SimulationResult;
  beforeAll(() => {
    result = simulateWheel(1_000_000, WHEEL_RTP);
  }, 60_000);

  it('a million spins return the stated 96% within 0.3 points', () => {
    expect(result.rounds).toBe(1_000_000);
    expect(Math.abs(result.rtp - ratioValue(WHEEL_RTP))).toBeLessThan(0.003);
  });

  it('a million spins land on each segment as often as its weight says (chi-square)', () => {
    // 6 degrees of freedom: 22.46 is the 0.1% critical value.
    expect(
      chiSquare(
        result.buckets,
        WHEEL_SEGMENTS.map(({ weight }) => weight),
      ),
    ).toBeLessThan(22.46);
  });
});
