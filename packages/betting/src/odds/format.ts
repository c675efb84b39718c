import type { OddsFormat } from '../types';
import { FRACTIONAL_LADDER, nearestLadderIndex } from './ladder';
import { roundHalfUp, truncatedHundredths } from './precision';

/** Shown for a price that cannot be displayed (NaN, infinite, at or below 1), as the slip shows '-'. */
export const INVALID_ODDS_TEXT = '-';

/** A price as shown in each odds format (display_odds). */
export type OddsDisplay = Record<OddsFormat, string>;

/** True for a displayable decimal price: finite and above 1 (tip lock rule). */
export function isDisplayableOdds(decimal: number): boolean {
  return typeof decimal === 'number' && Number.isFinite(decimal) && decimal > 1;
}

/** Decimal odds truncated (never rounded) to 2 places, always with 2 digits: 1.919 shows "1.91". */
export function formatDecimalOdds(decimal: number): string {
  if (!isDisplayableOdds(decimal)) return INVALID_ODDS_TEXT;
  const hundredths = truncatedHundredths(decimal);
  const whole = Math.trunc(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, '0');
  return `${whole}.${cents}`;
}

/** Fractional odds: the nearest step of the bookmaker ladder (ties go to the lower step). */
export function formatFractionalOdds(decimal: number): string {
  if (!isDisplayableOdds(decimal)) return INVALID_ODDS_TEXT;
  return FRACTIONAL_LADDER[nearestLadderIndex(decimal)]?.fraction ?? INVALID_ODDS_TEXT;
}

/** American odds: "+" and the profit per 100 from 2.00 up, else "-" and the stake to win 100. */
export function formatAmericanOdds(decimal: number): string {
  if (!isDisplayableOdds(decimal)) return INVALID_ODDS_TEXT;
  if (decimal >= 2) return `+${roundHalfUp((decimal - 1) * 100, 0)}`;
  return `-${roundHalfUp(100 / (decimal - 1), 0)}`;
}

/** A decimal price in the bettor's chosen odds format (Settings oddsFormat). */
export function formatOdds(decimal: number, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return formatDecimalOdds(decimal);
    case 'fractional':
      return formatFractionalOdds(decimal);
    case 'american':
      return formatAmericanOdds(decimal);
    default:
      return INVALID_ODDS_TEXT;
  }
}

/** The display_odds triple of a price (Outcome display_odds). */
export function displayOdds(decimal: number): OddsDisplay {
  return {
    decimal: formatDecimalOdds(decimal),
    fractional: formatFractionalOdds(decimal),
    american: formatAmericanOdds(decimal),
  };
}
