/**
 * Prices from probabilities, and probabilities back from prices. A price is 1 / (probability x
 * overround): the overround (above 1) is the bookmaker's margin, so a market's implied probabilities add
 * up to more than 1. Each user rounds the way its prices are quoted: the demo catalogue down to a
 * trader's ladder, the live feed to the nearest cent, the bet builder down to the cent (a combined price
 * is never rounded in the bettor's favour).
 */

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;
/** Below this chance an outcome is treated as impossible: no price (odds 0). */
export const IMPOSSIBLE = 1e-7;
/** The margin of a market whose own prices do not tell one. */
export const DEFAULT_OVERROUND = 1.06;

/** Decimal odds rounded down to a quoted step (1.01-1.99 by 0.01, 2-3 by 0.02, ... 100+ by 10 or 50). */
export function niceOdds(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 1.01) return 1.01;
  if (raw >= 1001) return 1001;
  const steps: Array<[number, number]> = [
    [2, 0.01],
    [3, 0.02],
    [4, 0.05],
    [6, 0.1],
    [10, 0.2],
    [20, 0.5],
    [30, 1],
    [50, 2],
    [100, 5],
    [300, 10],
    [1001, 50],
  ];
  for (const [limit, step] of steps) {
    if (raw < limit) {
      const value = Math.floor(raw / step + 1e-9) * step;
      return Math.max(1.01, Math.round(value * 100) / 100);
    }
  }
  return 1001;
}

/**
 * Prices a book of mutually exclusive outcomes (probabilities summing to about 1) with a margin:
 * the implied probabilities then sum to about 1 + margin.
 */
export function priceBook(probabilities: readonly number[], margin: number): number[] {
  const total = probabilities.reduce((a, b) => a + b, 0) || 1;
  return probabilities.map((p) => {
    const fair = Math.max(p / total, 1e-6);
    return niceOdds(1 / (fair * (1 + margin)));
  });
}

/** Prices one yes-style outcome of an event (each at its own margin, e.g. anytime scorer, top 10). */
export function priceSingle(probability: number, margin: number): number {
  const p = Math.min(Math.max(probability, 1e-6), 0.995);
  return niceOdds(1 / (p * (1 + margin)));
}

/**
 * A live price from a fair probability with the market's overround: rounded to the nearest cent, at
 * least 1.01; 0 (not priced) when the outcome can no longer happen or is so unlikely that its price
 * would pass the 1000 ceiling. A trader takes such an outcome off the board rather than quote a capped
 * 1000.00 that no longer says anything about its chance (a side three goals down with a minute left).
 */
export function priceFromProbability(p: number, overround: number): number {
  if (!(p > IMPOSSIBLE)) return 0;
  const raw = 1 / (Math.min(p, 1) * overround);
  if (raw > MAX_ODDS + 0.005) return 0;
  const clamped = Math.min(Math.max(raw, MIN_ODDS), MAX_ODDS);
  return Math.round(clamped * 100) / 100;
}

/** A price cut (never rounded up) to the cent, between 1.01 and 1000; 0 when the probability is 0. */
export function priceRoundedDown(p: number, overround: number): number {
  if (!(p > 0)) return 0;
  const raw = 1 / (p * overround);
  const cut = Math.floor(raw * 100 + 1e-9) / 100;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, cut));
}

/**
 * A market's margin, kept when prices move: the sum of its implied probabilities over the number of its
 * outcomes that win together (2 in a double chance, where each result is covered twice; the places
 * paid in a top-N market), so every outcome keeps the margin it was priced with.
 */
export function overround(odds: readonly number[], winners = 1): number {
  const priced = odds.filter((o) => o > 1);
  if (priced.length < 2) return DEFAULT_OVERROUND;
  const sum = priced.reduce((s, o) => s + 1 / o, 0) / Math.max(1, winners);
  return Math.min(Math.max(sum, 1), 1.35);
}

/** Implied fair probabilities of a set of prices (margin removed proportionally). */
export function impliedProbabilities(odds: readonly number[]): number[] {
  const inverse = odds.map((o) => (o > 1 ? 1 / o : 0));
  const sum = inverse.reduce((s, x) => s + x, 0);
  return sum > 0 ? inverse.map((x) => x / sum) : odds.map(() => 1 / Math.max(odds.length, 1));
}
