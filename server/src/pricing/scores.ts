/**
 * Distributions of the final score. Every match market (result, totals, handicaps, both to score,
 * correct score) reads its outcome probabilities off one such distribution, so a market's prices agree
 * with each other and with how the market is resulted. Goals sports use independent Poisson goals per
 * side, points sports a normal law, set sports a chain of set wins.
 */
import { normalMass, poissonProbabilities, solveMonotone } from './distributions';

/** One possible final score and its probability. For set sports the score counts sets. */
export interface ScoreCell {
  home: number;
  away: number;
  p: number;
}
export type ScoreDistribution = ScoreCell[];

/**
 * A joint distribution of the final score: p(home, away) for home in [h0, h0 + rows), away in
 * [a0, a0 + cols). Every match market (result, totals, handicaps, both to score, correct score)
 * reads from it.
 */
export class ScoreGrid {
  constructor(
    readonly h0: number,
    readonly a0: number,
    readonly cells: Float64Array,
    readonly rows: number,
    readonly cols: number,
  ) {}

  /** Independent Poisson goals on top of the current score (elapsed part of the match already played). */
  static poisson(lambdaHome: number, lambdaAway: number, current: [number, number] = [0, 0]): ScoreGrid {
    const max = (l: number) => Math.max(6, Math.ceil(l + 6 * Math.sqrt(l + 0.5)));
    const rows = max(lambdaHome) + 1;
    const cols = max(lambdaAway) + 1;
    const ph = poissonProbabilities(lambdaHome, rows - 1);
    const pa = poissonProbabilities(lambdaAway, cols - 1);
    const cells = new Float64Array(rows * cols);
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++) cells[i * cols + j] = (ph[i] ?? 0) * (pa[j] ?? 0);
    return new ScoreGrid(current[0], current[1], cells, rows, cols).normalised();
  }

  /** Independent normal team scores, discretised to whole points. */
  static normal(
    meanHome: number,
    meanAway: number,
    sd: number,
    current: [number, number] = [0, 0],
  ): ScoreGrid {
    const span = (m: number) => [Math.max(0, Math.floor(m - 4.5 * sd)), Math.ceil(m + 4.5 * sd)] as const;
    const [hLo, hHi] = span(meanHome);
    const [aLo, aHi] = span(meanAway);
    const rows = hHi - hLo + 1;
    const cols = aHi - aLo + 1;
    const mass = (lo: number, mean: number, n: number) =>
      Array.from({ length: n }, (_, k) => {
        const x = lo + k;
        return normalMass(x, mean, sd);
      });
    const ph = mass(hLo, meanHome, rows);
    const pa = mass(aLo, meanAway, cols);
    const cells = new Float64Array(rows * cols);
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < cols; j++) cells[i * cols + j] = (ph[i] ?? 0) * (pa[j] ?? 0);
    return new ScoreGrid(current[0] + hLo, current[1] + aLo, cells, rows, cols).normalised();
  }

  private normalised(): ScoreGrid {
    let total = 0;
    for (const v of this.cells) total += v;
    if (total > 0) for (let i = 0; i < this.cells.length; i++) this.cells[i] = (this.cells[i] ?? 0) / total;
    return this;
  }

  /** Sums p(home, away) over the scores where `test` holds. */
  sum(test: (home: number, away: number) => boolean): number {
    let total = 0;
    for (let i = 0; i < this.rows; i++) {
      for (let j = 0; j < this.cols; j++) {
        const p = this.cells[i * this.cols + j] ?? 0;
        if (p > 0 && test(this.h0 + i, this.a0 + j)) total += p;
      }
    }
    return total;
  }

  p(home: number, away: number): number {
    const i = home - this.h0;
    const j = away - this.a0;
    if (i < 0 || j < 0 || i >= this.rows || j >= this.cols) return 0;
    return this.cells[i * this.cols + j] ?? 0;
  }

  result(): { home: number; draw: number; away: number } {
    const { home, push, away } = this.handicap(0);
    return { home, draw: push, away };
  }

  over(line: number): number {
    return this.sum((h, a) => h + a > line);
  }

  /** Home wins on the handicap (home score + line beats away); push mass returned separately. */
  handicap(line: number): { home: number; push: number; away: number } {
    let home = 0;
    let push = 0;
    let away = 0;
    for (let i = 0; i < this.rows; i++) {
      const h = this.h0 + i + line;
      for (let j = 0; j < this.cols; j++) {
        const p = this.cells[i * this.cols + j] ?? 0;
        const a = this.a0 + j;
        if (h > a) home += p;
        else if (h === a) push += p;
        else away += p;
      }
    }
    return { home, push, away };
  }

  expectedTotal(): number {
    let total = 0;
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < this.cols; j++)
        total += (this.cells[i * this.cols + j] ?? 0) * (this.h0 + i + this.a0 + j);
    return total;
  }

  expectedMargin(): number {
    let total = 0;
    for (let i = 0; i < this.rows; i++)
      for (let j = 0; j < this.cols; j++)
        total += (this.cells[i * this.cols + j] ?? 0) * (this.h0 + i - (this.a0 + j));
    return total;
  }
}

/** The half-point line nearest to a value (2.5, -1.5, 163.5, ...). */
export function halfLine(value: number): number {
  return Math.floor(value) + 0.5;
}

/** Probability of winning a best-of-(2n-1) contest with per-unit probability p, from a running score. */
export function bestOfWin(p: number, need: number, won = 0, lost = 0): number {
  const a = need - won;
  const b = need - lost;
  if (a <= 0) return 1;
  if (b <= 0) return 0;
  // P(reach a wins before b losses) = sum_{k=0}^{b-1} C(a-1+k, k) p^a (1-p)^k
  let total = 0;
  let coef = 1;
  for (let k = 0; k < b; k++) {
    if (k > 0) coef = (coef * (a - 1 + k)) / k;
    total += coef * p ** a * (1 - p) ** k;
  }
  return total;
}

/** Final set (map, frame, leg) scores of a first-to-`need` contest with their probabilities. */
export function bestOfScores(
  p: number,
  need: number,
  won = 0,
  lost = 0,
): Array<{ home: number; away: number; p: number }> {
  const out: Array<{ home: number; away: number; p: number }> = [];
  const a = need - won;
  const b = need - lost;
  if (a <= 0 || b <= 0) return [{ home: won, away: lost, p: 1 }];
  let coef = 1;
  for (let k = 0; k < b; k++) {
    if (k > 0) coef = (coef * (a - 1 + k)) / k;
    out.push({ home: need, away: lost + k, p: coef * p ** a * (1 - p) ** k });
  }
  coef = 1;
  for (let k = 0; k < a; k++) {
    if (k > 0) coef = (coef * (b - 1 + k)) / k;
    out.push({ home: won + k, away: need, p: coef * (1 - p) ** b * p ** k });
  }
  return out;
}

/** Folds the mass beyond the last count into it, so nothing is lost by cutting the list. */
function withTail(pmf: number[]): number[] {
  const total = pmf.reduce((sum, p) => sum + p, 0);
  pmf[pmf.length - 1] = (pmf[pmf.length - 1] ?? 0) + Math.max(0, 1 - total);
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
  const ph = withTail(poissonProbabilities(remainingHomeMean, max));
  const pa = withTail(poissonProbabilities(remainingAwayMean, max));
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
    const pt = normalMass(t, totalMean, totalSd);
    if (pt < 1e-9) continue;
    for (let d = Math.max(dLow, -t); d <= Math.min(dHigh, t); d++) {
      if ((t + d) % 2 !== 0) continue;
      const p = pt * normalMass(d, margin.mean, marginSd);
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
  return solveMonotone((p) => matchFromSetChance(p, setsToWin, won), pMatch, 0.001, 0.999, 40);
}
