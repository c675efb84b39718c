/**
 * Lucky Wheel, the mini-game: one spin lands on one of 50 equally likely slots, grouped into segments by
 * multiplier. A segment's weight is its number of slots; the wheel's expected return, the sum of
 * weight x multiplier over the total weight, is the stated RTP exactly (see `wheelExpectedReturn`).
 */
import { z } from 'zod';
import { floatToIndex, type SeedPairRandom, seedPair } from '../fair/outcome';
import { payout, type Ratio, ratio } from '../money';

export const WHEEL_RTP: Ratio = ratio(96, 100);

export interface WheelSegment {
  /** What landing here pays per unit staked, in basis points (10,000 is 1x, the stake back). */
  readonly multiplierBp: number;
  /** The segment's number of slots on the wheel. */
  readonly weight: number;
}

/** The wheel, segment by segment; a slot's segment is found by counting weights in this order. */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { multiplierBp: 0, weight: 10 },
  { multiplierBp: 5_000, weight: 12 },
  { multiplierBp: 10_000, weight: 14 },
  { multiplierBp: 15_000, weight: 8 },
  { multiplierBp: 20_000, weight: 4 },
  { multiplierBp: 30_000, weight: 1 },
  { multiplierBp: 50_000, weight: 1 },
];

export const WHEEL_SLOTS = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);

/** The wheel's exact expected return per unit staked. */
export function wheelExpectedReturn(segments: readonly WheelSegment[] = WHEEL_SEGMENTS): Ratio {
  const slots = segments.reduce((sum, segment) => sum + segment.weight, 0);
  const returned = segments.reduce((sum, segment) => sum + segment.weight * segment.multiplierBp, 0);
  return ratio(returned, slots * 10_000);
}

/** A spin takes only a stake: there is nothing to choose. */
export const wheelBetSchema = z.object({}).strict();
export type WheelBet = z.infer<typeof wheelBetSchema>;

/** The segment (its index in `WHEEL_SEGMENTS`) of the slot the round's first float picks. */
export const wheelOutcome = (serverSeed: string, clientSeed: string, nonce: number): number =>
  wheelOutcomeFrom(seedPair(serverSeed, clientSeed), nonce);

export function wheelOutcomeFrom(random: SeedPairRandom, nonce: number): number {
  return wheelSegmentOfSlot(floatToIndex(random.float(nonce, 0), WHEEL_SLOTS));
}

/** The segment holding slot `slot` (0 to WHEEL_SLOTS - 1). */
export function wheelSegmentOfSlot(slot: number): number {
  let end = 0;
  for (const [index, segment] of WHEEL_SEGMENTS.entries()) {
    end += segment.weight;
    if (slot < end) return index;
  }
  throw new RangeError(`the wheel has no slot ${slot}`);
}

export const wheelMultiplier = (segment: number): Ratio => {
  const found = WHEEL_SEGMENTS[segment];
  if (!found) throw new RangeError(`the wheel has no segment ${segment}`);
  return ratio(found.multiplierBp, 10_000);
};

/** The payout in minor units: the stake times the segment's multiplier, rounded down. */
export const wheelSettle = (stake: number, segment: number): number =>
  payout(stake, wheelMultiplier(segment));
