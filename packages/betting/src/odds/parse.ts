import type { OddsFormat } from '../types';

const EVENS = new Set(['evens', 'evs', 'even', 'ev']);
const DECIMAL_PATTERN = /^(\d+)(?:[.,](\d+))?$/;
const FRACTION_PATTERN = /^(\d+)\s*[/-]\s*(\d+)$/;
const AMERICAN_PATTERN = /^([+-]?)(\d+(?:\.\d+)?)$/;

const priceOrNull = (decimal: number): number | null =>
  Number.isFinite(decimal) && decimal > 1 ? decimal : null;

/** Decimal odds text ("2.50", "2,5") to a price above 1, else null. */
export function parseDecimal(text: string): number | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  return priceOrNull(Number(`${match[1]}.${match[2] ?? '0'}`));
}

/** Fractional odds text ("5/2", "5-2", "evens", "EVS") to a decimal price, else null. */
export function parseFractional(text: string): number | null {
  const trimmed = text.trim();
  if (EVENS.has(trimmed.toLowerCase())) return 2;
  const match = FRACTION_PATTERN.exec(trimmed);
  if (!match) return null;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  if (denominator === 0) return null;
  return priceOrNull(1 + numerator / denominator);
}

/**
 * American odds text ("+150", "-200", "150", "EVEN") to a decimal price, else null.
 * Magnitudes under 100 do not exist in American odds, so they are rejected rather than guessed.
 */
export function parseAmerican(text: string): number | null {
  const trimmed = text.trim();
  if (EVENS.has(trimmed.toLowerCase())) return 2;
  const match = AMERICAN_PATTERN.exec(trimmed);
  if (!match) return null;
  const magnitude = Number(match[2]);
  if (!(magnitude >= 100)) return null;
  return priceOrNull(match[1] === '-' ? 1 + 100 / magnitude : 1 + magnitude / 100);
}

/** Odds text in the given format back to a decimal price, or null when it is not a valid price. */
export function parseOdds(text: string, format: OddsFormat): number | null {
  if (typeof text !== 'string') return null;
  switch (format) {
    case 'decimal':
      return parseDecimal(text);
    case 'fractional':
      return parseFractional(text);
    case 'american':
      return parseAmerican(text);
    default:
      return null;
  }
}
