/**
 * The one score model: a distribution of final scores. Every match market (result, totals, handicaps,
 * both to score, correct score) reads its outcome probabilities off such a distribution, so a market's
 * prices agree with each other and with how the market is resulted. The demo catalogue prices from it,
 * the live feed reprices from it and the bet builder combines selections over it. Goals sports use
 * independent Poisson goals per side (optionally split by half), points sports a normal margin and
 * total, set sports a chain of set wins. Pure functions: no clock, no randomness.
 */
import { normalMass, poissonAbove, poissonProbabilities, solveMonotone } from './distributions';

/** A score: goals, points, or (for set sports) sets won by each side. */
export interface Score {
  home: number;
  away: number;
}

/** One possible final score and its probability. */
export interface ScoreCell extends Score {
  p: number;
  /** The first-half (first-period) score on the way to this one, where the distribution has halves. */
  firstHalf?: Score;
}
/** The distribution: possible final scores with probabilities adding up to (about) 1. */
export type ScoreDistribution = ScoreCell[];

// ----------------------------------------------------------------------------------- reading

/** Sums the probability of the scores where `test` holds. */
export function chanceOf(cells: ScoreDistribution, test: (home: number, away: number) => boolean): number {
  let total = 0;
  for (const cell of cells) if (test(cell.home, cell.away)) total += cell.p;
  return total;
}

/** Home win, draw and away win probabilities of a distribution. */
export function resultProbabilities(cells: ScoreDistribution): { home: number; draw: number; away: number } {
  const { home, push, away } = handicapChances(cells, 0);
  return { home, draw: push, away };
}

/** Probability that the total score is above `line`. */
export function overChance(cells: ScoreDistribution, line: number): number {
  return chanceOf(cells, (home, away) => home + away > line);
}

/** Home wins on the handicap (home score + line beats away); push mass returned separately. */
export function handicapChances(
  cells: ScoreDistribution,
  line: number,
): { home: number; push: number; away: number } {
  let home = 0;
  let push = 0;
  let away = 0;
  for (const cell of cells) {
    const h = cell.home + line;
    if (h > cell.away) home += cell.p;
    else if (h === cell.away) push += cell.p;
    else away += cell.p;
  }
  return { home, push, away };
}

/** Expected total and expected margin (home minus away) of the final score. */
export function expectedScore(cells: ScoreDistribution): { total: number; margin: number } {
  let total = 0;
  let margin = 0;
  for (const cell of cells) {
    total += cell.p * (cell.home + cell.away);
    margin += cell.p * (cell.home - cell.away);
  }
  return { total, margin };
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
export function bestOfScores(p: number, need: number, won = 0, lost = 0): ScoreDistribution {
  const out: ScoreDistribution = [];
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
/** Scores less likely than this are left out of a distribution. */
const NEGLIGIBLE = 1e-12;

/**
 * Probabilities of 0..max further goals for each side, max large enough for the larger mean that what
 * is cut off is negligible (football and handball alike); the tail beyond max is folded into max.
 */
function furtherGoals(homeMean: number, awayMean: number): [number[], number[]] {
  const mean = Math.max(homeMean, awayMean, 0);
  const max = Math.min(MAX_FURTHER_GOALS, Math.ceil(mean + 6 * Math.sqrt(mean) + 4));
  return [withTail(poissonProbabilities(homeMean, max)), withTail(poissonProbabilities(awayMean, max))];
}

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
  const [ph, pa] = furtherGoals(remainingHomeMean, remainingAwayMean);
  const cells: ScoreDistribution = [];
  for (let i = 0; i < ph.length; i++) {
    const pi = ph[i] ?? 0;
    if (pi < NEGLIGIBLE) continue;
    for (let j = 0; j < pa.length; j++) {
      const p = pi * (pa[j] ?? 0);
      if (p >= NEGLIGIBLE) cells.push({ home: home + i, away: away + j, p });
    }
  }
  return cells;
}

/**
 * A goals sport's distribution before kick-off with the halves kept apart: independent Poisson goals
 * per side and half, the first half taking `firstHalfShare` of each side's mean. Every cell carries
 * its first-half score, so first-half markets read from the same distribution as full-time ones.
 */
export function poissonHalvesDistribution(
  homeMean: number,
  awayMean: number,
  firstHalfShare: number,
): ScoreDistribution {
  const [h1, a1] = furtherGoals(homeMean * firstHalfShare, awayMean * firstHalfShare);
  const [h2, a2] = furtherGoals(homeMean * (1 - firstHalfShare), awayMean * (1 - firstHalfShare));
  const cells: ScoreDistribution = [];
  for (let i = 0; i < h1.length; i++) {
    for (let j = 0; j < a1.length; j++) {
      const first = (h1[i] ?? 0) * (a1[j] ?? 0);
      if (first < NEGLIGIBLE) continue;
      const firstHalf: Score = { home: i, away: j };
      for (let k = 0; k < h2.length; k++) {
        const upToK = first * (h2[k] ?? 0);
        if (upToK < NEGLIGIBLE) continue;
        for (let l = 0; l < a2.length; l++) {
          const p = upToK * (a2[l] ?? 0);
          if (p >= NEGLIGIBLE) cells.push({ home: i + k, away: j + l, p, firstHalf });
        }
      }
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
      if (p < NEGLIGIBLE) continue;
      cells.push({ home: home + (t + d) / 2, away: away + (t - d) / 2, p });
      sum += p;
    }
  }
  if (sum === 0) return [{ home, away, p: 1 }];
  for (const cell of cells) cell.p /= sum;
  return cells;
}

/**
 * Final-score distribution of a points sport from independent normal team scores (each with spread
 * `sd`), discretised to whole points: the current score plus the points still to come, whose means and
 * spread are for the remaining time. Each side's further points run over its mean +- 4.5 sd, at least 0.
 */
export function teamNormalDistribution(
  home: number,
  away: number,
  remainingHomeMean: number,
  remainingAwayMean: number,
  sd: number,
): ScoreDistribution {
  const further = (mean: number) => {
    const lo = Math.max(0, Math.floor(mean - 4.5 * sd));
    const hi = Math.max(lo, Math.ceil(mean + 4.5 * sd));
    return Array.from({ length: hi - lo + 1 }, (_, k) => ({ k: lo + k, p: normalMass(lo + k, mean, sd) }));
  };
  const ph = further(remainingHomeMean);
  const pa = further(remainingAwayMean);
  const cells: ScoreDistribution = [];
  let sum = 0;
  for (const h of ph) {
    for (const a of pa) {
      const p = h.p * a.p;
      sum += p;
      if (p > 0) cells.push({ home: home + h.k, away: away + a.k, p });
    }
  }
  if (!(sum > 0)) return [{ home, away, p: 1 }];
  for (const cell of cells) cell.p /= sum;
  return cells;
}

// ----------------------------------------------------------------------------------- fitting

/** What the fitted model should reproduce: the market's own result (and, if quoted, total) probabilities. */
export interface FitTarget {
  home: number;
  /**
   * Draw chance of a three-way result. Without it the result is two-way (a level score is played off):
   * then the share of decided matches the home side wins, home / (home + away), is what is fitted.
   */
  draw?: number;
  away: number;
  /** Over probability of a goals line on the final score, when the event has a totals market. */
  over?: { line: number; p: number };
}

/** Squared error of Poisson means against a target, straight from the per-side goal probabilities. */
function fitError(target: FitTarget, score: Score, remainingHome: number, remainingAway: number): number {
  const [ph, pa] = furtherGoals(remainingHome, remainingAway);
  const lead = score.home - score.away;
  const scored = score.home + score.away;
  const overLine = target.over ? target.over.line - scored : Number.POSITIVE_INFINITY;
  let home = 0;
  let draw = 0;
  let over = 0;
  for (let i = 0; i < ph.length; i++) {
    const pi = ph[i] ?? 0;
    if (pi < NEGLIGIBLE) continue;
    for (let j = 0; j < pa.length; j++) {
      const p = pi * (pa[j] ?? 0);
      const margin = lead + i - j;
      if (margin > 0) home += p;
      else if (margin === 0) draw += p;
      if (i + j > overLine) over += p;
    }
  }
  const away = Math.max(0, 1 - home - draw);
  let e: number;
  if (target.draw === undefined) {
    // Counted for both sides, as the three-way error counts each of its outcomes.
    const decided =
      (home + away > 0 ? home / (home + away) : 0.5) - target.home / (target.home + target.away);
    e = 2 * decided ** 2;
  } else {
    e = (home - target.home) ** 2 + (draw - target.draw) ** 2 + (away - target.away) ** 2;
  }
  if (target.over) e += (over - target.over.p) ** 2;
  return e;
}

/** Fitted means are kept to this many goals; smaller steps would not move a price. */
const MEAN_PRECISION = 1e-3;
/** Bound on the pattern search's rounds (it needs about 20 from the best starting point). */
const MAX_REFINEMENTS = 100;
/** Home shares of the total tried for a starting point when a totals price fixes the total. */
const SPLITS = 40;

/**
 * Full-match goal means (home, away) that reproduce a match-result price (and a totals price when
 * given) at the current score and remaining fraction of the match, by least squares: the strengths the
 * feed carries into play, and (with remainingFraction 1) the remaining means the bet builder's model
 * of an event is built from. A starting point is searched widely (a narrow valley of good fits cannot
 * be missed), then a pattern search halves its step down to MEAN_PRECISION: bounded work per event.
 */
export function fitPoissonMeans(
  target: FitTarget,
  score: Score,
  remainingFraction: number,
  /** The sport's usual full-match means: the search is scaled to them (football 1.4, handball 27). */
  prior: Score = { home: 1.45, away: 1.15 },
): Score {
  const r = Math.max(remainingFraction, 0.02);
  // Steps of 0.2 goals for football, proportionally larger for higher-scoring sports.
  const step = 0.2 * Math.max(1, (prior.home + prior.away) / 2.6);
  const error = (lh: number, la: number) => fitError(target, score, lh * r, la * r);
  let best = { home: prior.home, away: prior.away, e: Number.POSITIVE_INFINITY };
  const consider = (home: number, away: number) => {
    const e = error(home, away);
    if (e < best.e) best = { home, away, e };
  };
  if (target.over) {
    // Further goals add up to a Poisson count whatever the split, so the over price alone fixes the
    // total mean; the split is then searched along that total.
    const left = target.over.line - (score.home + score.away);
    const mean =
      solveMonotone((m) => poissonAbove(m, left), target.over.p, 1e-3, 3 * Math.max(left, 1) + 10) / r;
    for (let k = 1; k < SPLITS; k++) consider((mean * k) / SPLITS, (mean * (SPLITS - k)) / SPLITS);
  } else {
    for (let lh = step; lh <= 20.01 * step; lh += step)
      for (let la = step; la <= 20.01 * step; la += step) consider(lh, la);
  }
  const floor = MEAN_PRECISION / r;
  let tries = MAX_REFINEMENTS;
  for (let move = step / 2; move >= MEAN_PRECISION / 2 && tries-- > 0; ) {
    let moved = false;
    // Along the axes, and along and across the lines of equal total (where good fits often lie).
    for (const [dh, da] of [
      [move, 0],
      [-move, 0],
      [0, move],
      [0, -move],
      [move, -move],
      [-move, move],
      [move, move],
      [-move, -move],
    ] as const) {
      const before = best.e;
      consider(Math.max(floor, best.home + dh), Math.max(floor, best.away + da));
      if (best.e < before) moved = true;
    }
    if (!moved) move /= 2;
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
