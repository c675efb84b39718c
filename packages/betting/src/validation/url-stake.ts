import { truncatedDecimal } from './decimal';

const URL_STAKE = /^(\d*)(?:\.(\d*))?$/;

/**
 * A stake pre-filled from the URL:
 * parsed as a decimal with a period; a trailing dot discards it ("10." gives null); more than two
 * decimals are truncated, not rounded ("2.999" gives 2.99). Anything else, and zero, gives null.
 */
export function parseUrlStake(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const match = URL_STAKE.exec(raw.trim());
  if (!match) return null;
  const [, intDigits = '', fracDigits] = match;
  // fracDigits is '' for "10." (trailing dot) and undefined when there is no dot at all.
  if (fracDigits === '' || (intDigits === '' && fracDigits === undefined)) return null;
  const value = truncatedDecimal(intDigits, fracDigits ?? '');
  return Number.isFinite(value) && value > 0 ? value : null;
}
