/**
 * The fractional odds ladder (display_odds per format).
 * A bookmaker-style ladder of traditional UK fractions from 1/100 (1.01) to 400/1 (401): the classic
 * steps (4/6, 8/11, 10/11, 6/4, 100/30 written 10/3, 85/40 ...) plus tenths and fifths in the
 * busy 2.0-10.0 range so that exchange-like prices still land on a close step.
 * The fraction strings are the data; decimals are derived from them so the two can never disagree.
 */

/** One step of the ladder: the fraction as shown and its exact decimal price. */
export interface LadderStep {
  readonly fraction: string;
  readonly decimal: number;
}

// biome-ignore format: the ladder reads as a table, ten steps a row
const FRACTIONS: readonly string[] = [
  // odds-on
  '1/100', '1/80', '1/66', '1/50', '1/40', '1/33', '1/30', '1/28', '1/25', '1/22',
  '1/20', '1/18', '1/16', '1/15', '1/14', '1/13', '1/12', '1/11', '1/10', '1/9',
  '2/17', '1/8', '2/15', '1/7', '2/13', '1/6', '2/11', '1/5', '2/9', '1/4',
  '2/7', '3/10', '1/3', '7/20', '4/11', '3/8', '2/5', '40/95', '4/9', '40/85',
  '1/2', '8/15', '11/20', '4/7', '3/5', '8/13', '5/8', '4/6', '7/10', '8/11',
  '3/4', '4/5', '5/6', '17/20', '7/8', '9/10', '10/11', '19/20',
  // evens to 3/1
  '1/1', '21/20', '11/10', '23/20', '6/5', '5/4', '13/10', '11/8', '7/5', '29/20',
  '6/4', '8/5', '13/8', '17/10', '7/4', '9/5', '15/8', '19/10', '2/1', '21/10',
  '85/40', '11/5', '9/4', '23/10', '95/40', '12/5', '5/2', '13/5', '27/10', '11/4',
  '14/5', '29/10', '3/1',
  // 3/1 to 9/1
  '31/10', '16/5', '10/3', '17/5', '7/2', '18/5', '37/10', '19/5', '39/10', '4/1',
  '21/5', '22/5', '9/2', '23/5', '24/5', '5/1', '26/5', '11/2', '28/5', '29/5',
  '6/1', '31/5', '13/2', '33/5', '34/5', '7/1', '36/5', '15/2', '38/5', '8/1',
  '41/5', '17/2', '43/5', '9/1',
  // long prices
  '19/2', '10/1', '21/2', '11/1', '23/2', '12/1', '25/2', '13/1', '27/2', '14/1',
  '29/2', '15/1', '16/1', '17/1', '18/1', '19/1', '20/1', '21/1', '22/1', '23/1',
  '25/1', '26/1', '28/1', '30/1', '33/1', '35/1', '40/1', '45/1', '50/1', '55/1',
  '60/1', '66/1', '70/1', '75/1', '80/1', '90/1', '100/1', '110/1', '125/1', '150/1',
  '175/1', '200/1', '225/1', '250/1', '300/1', '350/1', '400/1',
];

function toStep(fraction: string): LadderStep {
  const [numerator, denominator] = fraction.split('/').map(Number);
  return { fraction, decimal: 1 + (numerator ?? 0) / (denominator ?? 1) };
}

/** The full ladder, strictly increasing in decimal price. */
export const FRACTIONAL_LADDER: readonly LadderStep[] = FRACTIONS.map(toStep);

/** Two prices closer than this are a tie: float noise, not a real difference. */
const TIE_EPSILON = 1e-9;

/**
 * Index of the ladder step nearest to a decimal price (display_odds).
 * Prices below the first step give 0; above the last step give the last index (751 shows 400/1).
 * Tie rule: a price exactly halfway between two steps takes the LOWER step, so a tie never shows
 * the bettor a better price than the one offered.
 */
export function nearestLadderIndex(decimal: number): number {
  const last = FRACTIONAL_LADDER.length - 1;
  let low = 0;
  let high = last;
  // Binary search for the first step at or above the price.
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((FRACTIONAL_LADDER[mid]?.decimal ?? Number.POSITIVE_INFINITY) < decimal) low = mid + 1;
    else high = mid;
  }
  if (low === 0) return 0;
  const above = FRACTIONAL_LADDER[low]?.decimal ?? Number.POSITIVE_INFINITY;
  const below = FRACTIONAL_LADDER[low - 1]?.decimal ?? Number.NEGATIVE_INFINITY;
  if (decimal > above) return last;
  return above - decimal < decimal - below - TIE_EPSILON ? low : low - 1;
}
