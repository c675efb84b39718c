/**
 * The wheel as drawn: the engine's 50 slots, each segment's slots spread evenly around the rim so the
 * big multipliers do not sit together. The draw is the engine's (a segment); where on the rim it lands
 * among that segment's slots is only the picture.
 */
import { WHEEL_SEGMENTS, WHEEL_SLOTS } from '@touchline/casino';

/** The segment of each drawn slot, clockwise from the top. */
export const DRAWN_SLOTS: readonly number[] = WHEEL_SEGMENTS.flatMap((segment, index) =>
  Array.from({ length: segment.weight }, (_, k) => ({ index, at: (k + 0.5) / segment.weight })),
)
  .sort((a, b) => a.at - b.at || a.index - b.index)
  .map(({ index }) => index);

export const SLOT_DEGREES = 360 / WHEEL_SLOTS;

/** A multiplier in basis points as the wheel writes it: 15000 is '1.5×'. */
export const multiplierText = (bp: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 10_000)}×`;

/**
 * The wheel's rotation (degrees, always growing) that brings a slot of `segment` under the pointer at
 * the top, after at least `turns` whole turns from `from`.
 */
export function landingRotation(from: number, segment: number, pick: number, turns = 4): number {
  const slots = DRAWN_SLOTS.flatMap((drawn, slot) => (drawn === segment ? [slot] : []));
  const slot = slots[Math.abs(pick) % Math.max(1, slots.length)] ?? 0;
  // The slot's centre sits at (slot + 0.5) x SLOT_DEGREES clockwise; turning the wheel back by that
  // much brings it to the top.
  const target = (360 - (slot + 0.5) * SLOT_DEGREES) % 360;
  const base = from - (from % 360) + turns * 360;
  return base + target;
}
