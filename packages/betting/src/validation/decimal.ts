/**
 * Exact decimal truncation for money. Internal to validation and links: works on the decimal text,
 * never on `value * 100`, because binary floats turn 0.29 * 100 into 28.999... and a floor would
 * then lose a cent the bettor typed.
 */

/** Digits before and after the decimal point, cut to `places` decimals, as a number. */
export function truncatedDecimal(intDigits: string, fracDigits: string, places = 2): number {
  const kept = fracDigits.slice(0, places);
  const whole = intDigits === '' ? '0' : intDigits;
  return Number(kept === '' ? whole : `${whole}.${kept}`);
}

/** The shortest decimal text of a non-negative finite number, never in exponent form below 1e21. */
function plainText(value: number): string {
  const text = String(value);
  if (!text.includes('e') || value >= 1e21) return text;
  // Only tiny values reach here (below 1e-6); 20 fixed digits keep the first two decimals exact.
  return value.toFixed(20);
}

/** A number truncated (towards zero) to 2 decimals as it is written: 1.999 -> 1.99, 0.29 -> 0.29. */
export function truncateToCents(value: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  const [intDigits = '0', fracDigits = ''] = plainText(Math.abs(value)).split('.');
  const truncated = truncatedDecimal(intDigits, fracDigits);
  return value < 0 && truncated !== 0 ? -truncated : truncated;
}

/** Text for a stake with at most 2 decimals and no trailing zeros (10 -> "10", 10.5 -> "10.5"). */
export function stakeText(value: number): string {
  const cents = truncateToCents(value);
  if (!Number.isFinite(cents)) return 'NaN';
  return `${cents < 0 ? '-' : ''}${plainText(Math.abs(cents))}`;
}
