/**
 * In-play pricing models of the live feed (issue 3 item 4: odds drift with the score and the clock).
 * Every model answers one question: how likely is each final score from here? Markets then read their
 * outcome probabilities off that distribution, so pricing and resulting share one definition.
 * Pure functions: no clock, no randomness.
 */

/** One possible final score and its probability. For set sports the score counts sets. */
export interface ScoreCell {
  home: number;
  away: number;
  p: number;
}
export type ScoreDistribution = ScoreCell[];

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26 erf, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse of the standard normal cdf (Acklam's rational approximation), for p in (0, 1). */
export function normalInverse(p: number): number {
  const q = Math.min(Math.max(p, 1e-12), 1 - 1e-12);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (q < low) {
    const r = Math.sqrt(-2 * Math.log(q));
    return (
      (((((c0 * r + c1) * r + c2) * r + c3) * r + c4) * r + c5) /
      ((((d0 * r + d1) * r + d2) * r + d3) * r + 1)
    );
  }
  if (q > 1 - low) {
    const r = Math.sqrt(-2 * Math.log(1 - q));
    return (
      -(((((c0 * r + c1) * r + c2) * r + c3) * r + c4) * r + c5) /
      ((((d0 * r + d1) * r + d2) * r + d3) * r + 1)
    );
  }
  const r = q - 0.5;
  const s = r * r;
  return (
    ((((((a0 * s + a1) * s + a2) * s + a3) * s + a4) * s + a5) * r) /
    (((((b0 * s + b1) * s + b2) * s + b3) * s + b4) * s + 1)
  );
}

/** Probabilities of 0..max events for a Poisson mean; the tail beyond max is folded into max. */
export function poissonPmf(mean: number, max: number): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-Math.max(mean, 0));
  let total = 0;
  for (let k = 0; k <= max; k++) {
    if (k > 0) term *= mean / k;
    pmf.push(term);
    total += term;
  }
  pmf[max] = (pmf[max] ?? 0) + Math.max(0, 1 - total);
  return pmf;
}

/** Bound on further goals per side (handball's whole match is about 30 a side); the tail goes in the last. */
const MAX_FURTHER_GOALS = 150;

/**
 * Final-score distribution of a goals sport (football, ice hockey, handball, water polo): the current
 * score plus independent Poisson goals for the time that is left. Means are for the remaining time.
 */
export function poissonDistribution(
  home: number,
  away: number,
  remainingHomeMean: number,
  remainingAwayMean: number,
): ScoreDistribution {
  // Enough further goals that what is cut off is negligible, for football and handball alike.
  const mean = Math.max(remainingHomeMean, remainingAwayMean, 0);
  const max = Math.min(MAX_FURTHER_GOALS, Math.ceil(mean + 6 * Math.sqrt(mean) + 4));
  const ph = poissonPmf(remainingHomeMean, max);
  const pa = poissonPmf(remainingAwayMean, max);
  const cells: ScoreDistribution = [];
  for (let i = 0; i <= max; i++) {
    const pi = ph[i] ?? 0;
    if (pi < 1e-12) continue;
    for (let j = 0; j <= max; j++) {
      const p = pi * (pa[j] ?? 0);
      if (p >= 1e-12) cells.push({ home: home + i, away: away + j, p });
    }
  }
  return cells;
}

/** Probability mass of the integer k under a normal law, with a continuity correction. */
function discreteNormal(k: number, mean: number, sd: number): number {
  return normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
}

/**
 * Final-score distribution of a high-scoring match (basketball, handball, rugby): the points still to
 * come have a normal margin and a normal total; scores are integers, so margin and total share parity
 * and neither side can lose points. Means and standard deviations are for the remaining time.
 */
export function normalDistribution(
  home: number,
  away: number,
  margin: { mean: number; sd: number },
  total: { mean: number; sd: number },
): ScoreDistribution {
  const marginSd = Math.max(margin.sd, 0.35);
  const totalSd = Math.max(total.sd, 0.35);
  const totalMean = Math.max(total.mean, 0);
  const cells: ScoreDistribution = [];
  const tLow = Math.max(0, Math.floor(totalMean - 4 * totalSd));
  const tHigh = Math.ceil(totalMean + 4 * totalSd);
  const dLow = Math.floor(margin.mean - 4 * marginSd);
  const dHigh = Math.ceil(margin.mean + 4 * marginSd);
  let sum = 0;
  for (let t = tLow; t <= tHigh; t++) {
    const pt = discreteNormal(t, totalMean, totalSd);
    if (pt < 1e-9) continue;
    for (let d = Math.max(dLow, -t); d <= Math.min(dHigh, t); d++) {
      if ((t + d) % 2 !== 0) continue;
      const p = pt * discreteNormal(d, margin.mean, marginSd);
      if (p < 1e-12) continue;
      cells.push({ home: home + (t + d) / 2, away: away + (t - d) / 2, p });
      sum += p;
    }
  }
  if (sum === 0) return [{ home, away, p: 1 }];
  for (const cell of cells) cell.p /= sum;
  return cells;
}

/** Home win, draw and away win probabilities of a distribution. */
export function resultProbabilities(cells: ScoreDistribution): { home: number; draw: number; away: number } {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (const cell of cells) {
    if (cell.home > cell.away) home += cell.p;
    else if (cell.home < cell.away) away += cell.p;
    else draw += cell.p;
  }
  return { home, draw, away };
}

/** What the fitted model should reproduce: the market's own result (and, if quoted, total) probabilities. */
export interface FitTarget {
  home: number;
  draw: number;
  away: number;
  /** Over probability of a goals line, when the event has a totals market. */
  over?: { line: number; p: number };
}

/**
 * Full-match goal means (home, away) that reproduce a match-result price (and a totals price when
 * given) at the current score and remaining fraction of the match: the strengths the feed carries
 * into play. Coarse grid, then a fine grid around the best point: bounded work per event.
 */
export function fitPoissonMeans(
  target: FitTarget,
  score: { home: number; away: number },
  remainingFraction: number,
  /** The sport's usual full-match means: the search is scaled to them (football 1.4, handball 27). */
  prior: { home: number; away: number } = { home: 1.45, away: 1.15 },
): { home: number; away: number } {
  const r = Math.max(remainingFraction, 0.02);
  // Coarse steps of 0.2 goals for football, proportionally larger for higher-scoring sports.
  const step = 0.2 * Math.max(1, (prior.home + prior.away) / 2.6);
  const error = (lh: number, la: number) => {
    const cells = poissonDistribution(score.home, score.away, lh * r, la * r);
    const res = resultProbabilities(cells);
    let e = (res.home - target.home) ** 2 + (res.draw - target.draw) ** 2 + (res.away - target.away) ** 2;
    if (target.over) {
      const line = target.over.line;
      let over = 0;
      for (const cell of cells) if (cell.home + cell.away > line) over += cell.p;
      e += (over - target.over.p) ** 2;
    }
    return e;
  };
  let best = { home: prior.home, away: prior.away, e: Number.POSITIVE_INFINITY };
  for (let lh = step; lh <= 20.01 * step; lh += step) {
    for (let la = step; la <= 20.01 * step; la += step) {
      const e = error(lh, la);
      if (e < best.e) best = { home: lh, away: la, e };
    }
  }
  const centre = best;
  const fine = step / 4;
  for (let lh = centre.home - step; lh <= centre.home + step + fine / 100; lh += fine) {
    for (let la = centre.away - step; la <= centre.away + step + fine / 100; la += fine) {
      if (lh <= fine || la <= fine) continue;
      const e = error(lh, la);
      if (e < best.e) best = { home: lh, away: la, e };
    }
  }
  return { home: round3(best.home), away: round3(best.away) };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Final-sets distribution of a set sport (tennis, volleyball, table tennis): `current` is the chance
 * the home side wins the set being played, `later` its chance in each set after it.
 */
export function setsDistribution(
  setsHome: number,
  setsAway: number,
  setsToWin: number,
  current: number,
  later: number,
): ScoreDistribution {
  const finals = new Map<string, ScoreCell>();
  const walk = (h: number, a: number, p: number, first: boolean) => {
    if (p < 1e-12) return;
    if (h >= setsToWin || a >= setsToWin) {
      const key = `${h}-${a}`;
      const cell = finals.get(key);
      if (cell) cell.p += p;
      else finals.set(key, { home: h, away: a, p });
      return;
    }
    const q = first ? current : later;
    walk(h + 1, a, p * q, false);
    walk(h, a + 1, p * (1 - q), false);
  };
  walk(setsHome, setsAway, 1, true);
  return [...finals.values()];
}

/** Chance to win a best-of-(2n-1) match from a per-set chance p, from a score in sets. */
export function matchFromSetChance(
  p: number,
  setsToWin: number,
  won: readonly [number, number] = [0, 0],
): number {
  return setsDistribution(won[0], won[1], setsToWin, p, p).reduce(
    (sum, c) => sum + (c.home > c.away ? c.p : 0),
    0,
  );
}

/** The per-set chance that gives a match-win chance from a score in sets (bisection; monotone). */
export function setChanceFromMatch(
  pMatch: number,
  setsToWin: number,
  won: readonly [number, number] = [0, 0],
): number {
  let low = 0.001;
  let high = 0.999;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    if (matchFromSetChance(mid, setsToWin, won) < pMatch) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
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

export const DEFAULT_OVERROUND = 1.06;
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;
/** Below this chance an outcome is treated as impossible: no price (odds 0). */
export const IMPOSSIBLE = 1e-7;

/**
 * A price from a fair probability with the market's margin: rounded to 2 decimals, between 1.01 and
 * 1000; 0 (not priced) when the outcome can no longer happen.
 */
export function priceFromProbability(p: number, margin: number): number {
  if (!(p > IMPOSSIBLE)) return 0;
  const raw = 1 / (Math.min(p, 1) * margin);
  const clamped = Math.min(Math.max(raw, MIN_ODDS), MAX_ODDS);
  return Math.round(clamped * 100) / 100;
}

/** Implied fair probabilities of a set of prices (margin removed proportionally). */
export function impliedProbabilities(odds: readonly number[]): number[] {
  const inverse = odds.map((o) => (o > 1 ? 1 / o : 0));
  const sum = inverse.reduce((s, x) => s + x, 0);
  return sum > 0 ? inverse.map((x) => x / sum) : odds.map(() => 1 / Math.max(odds.length, 1));
}
