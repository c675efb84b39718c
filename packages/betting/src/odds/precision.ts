/**
 * Decimal precision helpers shared by odds display and returns. Binary floats store 1.15 as
 * 1.149999..., so a naive `Math.floor(1.15 * 100)` gives 114: every helper first snaps the scaled
 * value to 15 significant digits, which removes representation noise without touching real digits.
 */

const SIGNIFICANT_DIGITS = 15;

const snap = (value: number): number => Number(value.toPrecision(SIGNIFICANT_DIGITS));

/** Rounds half away from zero to `places` decimals, robust to float noise (1.005 gives 1.01). */
export function roundHalfUp(value: number, places: number): number {
  const factor = 10 ** places;
  const scaled = snap(Math.abs(value) * factor);
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/** Integer hundredths of a value truncated to 2 decimals, for exact string building. */
export function truncatedHundredths(value: number): number {
  return Math.trunc(snap(value * 100));
}
