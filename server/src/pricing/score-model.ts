/**
 * The score model of one event fitted to the event's own quoted prices: a distribution of final scores
 * (see scores.ts) that reproduces the result and totals prices (goals sports: Poisson means fitted by
 * fitPoissonMeans, split by half when the first half is priced; points sports: a normal margin and
 * total fitted to the handicap and totals lines). The bet builder combines same-event selections over
 * it, so dependence and impossibility both come out of one distribution.
 *
 * Pure: no I/O, no clock, no randomness.
 */
import { normalInverse, poissonAbove, solveMonotone } from './distributions';
import {
  type FitTarget,
  fitPoissonMeans,
  normalDistribution,
  poissonDistribution,
  poissonHalvesDistribution,
  type ScoreDistribution,
} from './scores';

/** The score law of a sport: Poisson goals, or normal points. */
export type ScoreFamily = 'goals' | 'points';

/** One priced outcome of a market, as quoted to the bettor. */
export interface QuotedOutcome {
  id: string;
  code: string | null;
  odds: number;
  handicap: number | null;
}

/** A market of an event with its quoted prices. */
export interface QuotedMarket {
  id: string;
  type: string;
  period: string | null;
  line: number | null;
  outcomes: readonly QuotedOutcome[];
}

/** An event's fitted score model. */
export interface ScoreModel {
  family: ScoreFamily;
  cells: ScoreDistribution;
  /** The period code of first-half markets the cells' first-half scores price ('1h', 'p1'), or null. */
  firstPeriod: string | null;
  /** Share of a level regulation score that the home side wins in overtime (match_winner incl. OT). */
  overtimeHomeShare: number;
}

export interface ScoreModelInput {
  family: ScoreFamily;
  markets: readonly QuotedMarket[];
  /** Current score of a live event; null before kick-off. */
  liveScore: readonly [number, number] | null;
}

/** Period codes of first-half (first-period) markets. */
export const FIRST_PERIODS: readonly string[] = ['1h', 'p1'];

// ------------------------------------------------------------------------------ reading prices

/** Markets whose outcomes are not mutually exclusive (several players can score). */
const NON_EXCLUSIVE = new Set(['anytime_goalscorer', 'anytime_touchdown']);
/** Assumed overround of a non-exclusive list, where the book cannot be normalised. */
const NON_EXCLUSIVE_MARGIN = 0.15;

/**
 * The market's fair chances by outcome id: implied probabilities (1 / odds) with the bookmaker's margin
 * taken out proportionally, so a market's outcomes add up to 1.
 */
export function fairChances(market: QuotedMarket): Map<string, number> {
  const out = new Map<string, number>();
  const priced = market.outcomes.filter((o) => o.odds > 1);
  if (NON_EXCLUSIVE.has(market.type)) {
    for (const o of priced) out.set(o.id, Math.min(0.99, 1 / o.odds / (1 + NON_EXCLUSIVE_MARGIN)));
    return out;
  }
  const book = priced.reduce((sum, o) => sum + 1 / o.odds, 0);
  for (const o of priced) out.set(o.id, 1 / o.odds / Math.max(book, 1));
  return out;
}

const byCode = (market: QuotedMarket, code: string) => market.outcomes.find((o) => o.code === code);

function fairOf(market: QuotedMarket, code: string): number | null {
  const outcome = byCode(market, code);
  if (!outcome) return null;
  return fairChances(market).get(outcome.id) ?? null;
}

const fullTime = (markets: readonly QuotedMarket[], type: string) =>
  markets.filter((m) => m.type === type && m.period === null);

/** Probabilities usable for fitting: the far tails carry more margin than information. */
const informative = (p: number | null): p is number => p !== null && p > 0.03 && p < 0.97;

/** Fair chances of the full-time result as quoted: three-way, or two-way (draw null) without one. */
interface QuotedResult {
  home: number;
  draw: number | null;
  away: number;
}

function quotedResult(markets: readonly QuotedMarket[]): QuotedResult | null {
  const three = fullTime(markets, 'match_result')[0];
  if (three) {
    const home = fairOf(three, 'home');
    const draw = fairOf(three, 'draw');
    const away = fairOf(three, 'away');
    if (home !== null && draw !== null && away !== null) return { home, draw, away };
  }
  const two = fullTime(markets, 'match_winner')[0];
  if (two) {
    const home = fairOf(two, 'home');
    const away = fairOf(two, 'away');
    if (home !== null && away !== null) return { home, draw: null, away };
  }
  return null;
}

/** The total line whose price is closest to even: the line the market is most sure about. */
function balancedTotal(markets: readonly QuotedMarket[]): { line: number; pOver: number } | null {
  let best: { line: number; pOver: number } | null = null;
  for (const market of markets) {
    if (market.type !== 'total' || market.line === null) continue;
    const pOver = fairOf(market, 'over');
    if (!informative(pOver)) continue;
    if (!best || Math.abs(pOver - 0.5) < Math.abs(best.pOver - 0.5)) best = { line: market.line, pOver };
  }
  return best;
}

function overtimeShare(markets: readonly QuotedMarket[], result: QuotedResult | null): number {
  const two = fullTime(markets, 'match_winner')[0];
  const winnerHome = two ? fairOf(two, 'home') : null;
  if (result?.draw && result.draw > 0.01 && winnerHome !== null) {
    return Math.min(1, Math.max(0, (winnerHome - result.home) / result.draw));
  }
  if (result && result.home + result.away > 0) return result.home / (result.home + result.away);
  return 0.5;
}

// --------------------------------------------------------------------------------- goals model

/** Halves are modelled only where the distribution stays small (low-scoring sports before kick-off). */
const MAX_HALVES_GOALS = 8;
const DEFAULT_FIRST_HALF_SHARE = 0.45;

function goalsModel(input: ScoreModelInput): ScoreModel | null {
  const [home, away] = input.liveScore ?? [0, 0];
  const scored = home + away;
  const result = quotedResult(input.markets);
  // A line already passed says nothing about the goals still to come.
  const total = balancedTotal(fullTime(input.markets, 'total').filter((m) => (m.line ?? 0) > scored));
  if (!result || !total) return null;
  const target: FitTarget = {
    home: result.home,
    away: result.away,
    ...(result.draw === null ? {} : { draw: result.draw }),
    over: { line: total.line, p: total.pOver },
  };
  // Means of the goals still to come; the search is scaled to the goals the total line expects.
  const expected = Math.max(total.line - scored, 0.5) / 2;
  const means = fitPoissonMeans(target, { home, away }, 1, { home: expected, away: expected });
  const mu = means.home + means.away;
  const overtimeHomeShare = overtimeShare(input.markets, result);

  const firstPeriod = input.liveScore
    ? null
    : (FIRST_PERIODS.find((code) => input.markets.some((m) => m.period === code)) ?? null);
  if (firstPeriod && mu <= MAX_HALVES_GOALS) {
    const halfTotal = balancedTotal(
      input.markets.filter((m) => m.type === 'total' && m.period === firstPeriod),
    );
    const share = halfTotal
      ? Math.min(
          0.7,
          Math.max(
            0.25,
            solveMonotone((m) => poissonAbove(m, halfTotal.line), halfTotal.pOver, 0.01, 60) / mu,
          ),
        )
      : DEFAULT_FIRST_HALF_SHARE;
    const cells = poissonHalvesDistribution(means.home, means.away, share);
    return { family: 'goals', cells, firstPeriod, overtimeHomeShare };
  }
  const cells = poissonDistribution(home, away, means.home, means.away);
  return { family: 'goals', cells, firstPeriod: null, overtimeHomeShare };
}

// -------------------------------------------------------------------------------- points model

interface Normal {
  mu: number;
  sigma: number;
}

/**
 * Fits X ~ N(mu, sigma) to points "P(X > x) = q" by least squares on the probit scale
 * (quantile(q) = (mu - x) / sigma is linear in x). One point needs a sigma from elsewhere.
 */
function fitNormal(points: ReadonlyArray<{ x: number; q: number }>, sigmaHint: number | null): Normal | null {
  if (points.length === 0) return null;
  const zs = points.map((p) => ({ x: p.x, z: normalInverse(p.q) }));
  const distinct = new Set(zs.map((p) => p.x)).size;
  if (distinct >= 2) {
    const mx = zs.reduce((s, p) => s + p.x, 0) / zs.length;
    const mz = zs.reduce((s, p) => s + p.z, 0) / zs.length;
    const sxx = zs.reduce((s, p) => s + (p.x - mx) ** 2, 0);
    const sxz = zs.reduce((s, p) => s + (p.x - mx) * (p.z - mz), 0);
    const slope = sxz / sxx;
    if (slope < 0) {
      const sigma = -1 / slope;
      return { mu: (mz - slope * mx) * sigma, sigma };
    }
  }
  if (sigmaHint === null) return null;
  const mean = zs.reduce((s, p) => s + p.x + sigmaHint * p.z, 0) / zs.length;
  return { mu: mean, sigma: sigmaHint };
}

/** Points "P(final margin > x) = q" read off the result and handicap prices. */
function marginPoints(markets: readonly QuotedMarket[]): Array<{ x: number; q: number }> {
  const points: Array<{ x: number; q: number }> = [];
  const three = fullTime(markets, 'match_result')[0];
  if (three) {
    const home = fairOf(three, 'home');
    const away = fairOf(three, 'away');
    if (informative(home)) points.push({ x: 0.5, q: home });
    if (informative(away)) points.push({ x: -0.5, q: 1 - away });
  } else {
    const two = fullTime(markets, 'match_winner')[0];
    const home = two ? fairOf(two, 'home') : null;
    if (informative(home)) points.push({ x: 0, q: home });
  }
  for (const market of fullTime(markets, 'handicap')) {
    const home = byCode(market, 'home');
    const handicap = home?.handicap ?? market.line;
    const q = fairOf(market, 'home');
    if (handicap !== null && informative(q)) points.push({ x: -handicap, q });
  }
  return points;
}

/** Points "P(final total > x) = q" read off the totals prices. */
function totalPoints(markets: readonly QuotedMarket[]): Array<{ x: number; q: number }> {
  const points: Array<{ x: number; q: number }> = [];
  for (const market of fullTime(markets, 'total')) {
    const q = fairOf(market, 'over');
    if (market.line !== null && informative(q)) points.push({ x: market.line, q });
  }
  return points;
}

function pointsModel(input: ScoreModelInput): ScoreModel | null {
  const mPoints = marginPoints(input.markets);
  const tPoints = totalPoints(input.markets);
  const first = fitNormal(mPoints, null);
  const totalFit = fitNormal(tPoints, first?.sigma ?? null);
  const fallbackSigma = Math.max(2, 0.075 * (tPoints[0]?.x ?? 0));
  const margin = first ?? fitNormal(mPoints, totalFit?.sigma ?? fallbackSigma);
  const total = totalFit ?? fitNormal(tPoints, margin?.sigma ?? fallbackSigma);
  if (!margin || !total) return null;
  const [home, away] = input.liveScore ?? [0, 0];
  // The fitted laws are of the final score; the distribution adds what is still to come to the score.
  const cells = normalDistribution(
    home,
    away,
    { mean: margin.mu - (home - away), sd: margin.sigma },
    { mean: total.mu - (home + away), sd: total.sigma },
  );
  return {
    family: 'points',
    cells,
    firstPeriod: null,
    overtimeHomeShare: overtimeShare(input.markets, quotedResult(input.markets)),
  };
}

/**
 * The score distribution of an event fitted to its own prices, or null when its markets do not carry
 * enough to fit one (no result or no total market).
 */
export function fitScoreModel(input: ScoreModelInput): ScoreModel | null {
  return input.family === 'goals' ? goalsModel(input) : pointsModel(input);
}
