/**
 * The score model behind bet builder prices (several selections of one event combined into one bet with combined odds).
 *
 * Same-event selections are not independent: a home win and 'over 2.5' tend to come together, 'under 1.5'
 * and a 2-1 correct score never do. The model fits a distribution of final scores to the event's own
 * prices (goals sports: independent Poisson scoring per side, split by half when the first half is
 * priced; points sports: normal team scores), then reads every selection as a set of scores. The
 * probability that all selections win together is a sum over that one distribution, so dependence and
 * impossibility both come out of it: a combination no score satisfies has probability exactly 0.
 *
 * Pure: no I/O, no clock, no randomness.
 */
import {
  normalInverse,
  normalMass,
  poissonAbove,
  poissonProbabilities,
  solveMonotone,
} from '../../pricing/distributions';
import { type MarketInput, modelMarket } from '../../pricing/outcomes';

export type ModelFamily = 'goals' | 'points';

export interface ModelOutcome {
  id: string;
  code: string | null;
  odds: number;
  handicap: number | null;
}

export interface ModelMarket {
  id: string;
  type: string;
  period: string | null;
  line: number | null;
  outcomes: readonly ModelOutcome[];
}

/** One final score (and, when the halves are modelled, the first-half score) with its probability. */
export interface ScoreCell {
  p: number;
  h: number;
  a: number;
  /** First-half score; -1 when the model has no halves. */
  h1: number;
  a1: number;
}

export interface ScoreModel {
  family: ModelFamily;
  cells: readonly ScoreCell[];
  /** The period code of first-half markets this model can price ('1h', 'p1'), or null. */
  firstPeriod: string | null;
  /** Share of a level regulation score that the home side wins in overtime (match_winner incl. OT). */
  overtimeHomeShare: number;
}

export interface ModelInput {
  family: ModelFamily;
  markets: readonly ModelMarket[];
  /** Current score of a live event; null before kick-off. */
  liveScore: readonly [number, number] | null;
}

/** Period codes of first-half (first-period) markets. */
export const FIRST_PERIODS: readonly string[] = ['1h', 'p1'];

/** Poisson probabilities 0..k, k large enough that the tail is negligible. */
const poissonPmf = (mean: number) =>
  poissonProbabilities(mean, Math.ceil(mean + 12 * Math.sqrt(mean) + 12), 1e-10);

// ------------------------------------------------------------------------------ market reading

/** Markets whose outcomes are not mutually exclusive (several players can score). */
const NON_EXCLUSIVE = new Set(['anytime_goalscorer', 'anytime_touchdown']);
/** Assumed overround of a non-exclusive list, where the book cannot be normalised. */
const NON_EXCLUSIVE_MARGIN = 0.15;

/**
 * The market's fair probabilities: implied probabilities (1 / odds) with the bookmaker's margin taken
 * out proportionally, so a market's outcomes add up to 1.
 */
export function fairProbabilities(market: ModelMarket): Map<string, number> {
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

const byCode = (market: ModelMarket, code: string) => market.outcomes.find((o) => o.code === code);

function fairOf(market: ModelMarket, code: string): number | null {
  const outcome = byCode(market, code);
  if (!outcome) return null;
  return fairProbabilities(market).get(outcome.id) ?? null;
}

const fullTime = (markets: readonly ModelMarket[], type: string) =>
  markets.filter((m) => m.type === type && m.period === null);

/** Probabilities usable for fitting: the far tails carry more margin than information. */
const informative = (p: number | null): p is number => p !== null && p > 0.03 && p < 0.97;

interface ResultOdds {
  home: number;
  draw: number;
  away: number;
}

function resultProbabilities(markets: readonly ModelMarket[]): ResultOdds | null {
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
    if (home !== null && away !== null) return { home, draw: 0, away };
  }
  return null;
}

/** The total line whose price is closest to even: the line the market is most sure about. */
function balancedTotal(markets: readonly ModelMarket[]): { line: number; pOver: number } | null {
  let best: { line: number; pOver: number } | null = null;
  for (const market of markets) {
    if (market.type !== 'total' || market.line === null) continue;
    const pOver = fairOf(market, 'over');
    if (!informative(pOver)) continue;
    if (!best || Math.abs(pOver - 0.5) < Math.abs(best.pOver - 0.5)) best = { line: market.line, pOver };
  }
  return best;
}

function overtimeShare(markets: readonly ModelMarket[], result: ResultOdds | null): number {
  const two = fullTime(markets, 'match_winner')[0];
  const winnerHome = two ? fairOf(two, 'home') : null;
  if (result && result.draw > 0.01 && winnerHome !== null) {
    return Math.min(1, Math.max(0, (winnerHome - result.home) / result.draw));
  }
  if (result && result.home + result.away > 0) return result.home / (result.home + result.away);
  return 0.5;
}

// --------------------------------------------------------------------------------- goals model

/** P(home wins) - P(away wins) when each side adds Poisson goals to the current score. */
function resultEdge(lh: number, la: number, score: readonly [number, number]): number {
  const ph = poissonPmf(lh);
  const pa = poissonPmf(la);
  let edge = 0;
  for (let i = 0; i < ph.length; i++) {
    for (let j = 0; j < pa.length; j++) {
      const diff = score[0] + i - (score[1] + j);
      if (diff !== 0) edge += (diff > 0 ? 1 : -1) * (ph[i] ?? 0) * (pa[j] ?? 0);
    }
  }
  return edge;
}

/** Halves are modelled only where the grid stays small (low-scoring sports before kick-off). */
const MAX_HALVES_GOALS = 8;
const DEFAULT_FIRST_HALF_SHARE = 0.45;
const MIN_CELL = 1e-12;

function goalsModel(input: ModelInput): ScoreModel | null {
  const score = input.liveScore ?? ([0, 0] as const);
  const scored = score[0] + score[1];
  const result = resultProbabilities(input.markets);
  // A line already passed says nothing about the goals still to come.
  const total = balancedTotal(fullTime(input.markets, 'total').filter((m) => (m.line ?? 0) > scored));
  if (!result || !total) return null;
  const mu = solveMonotone((m) => poissonAbove(m, total.line - scored), total.pOver, 0.02, 120);
  const share = solveMonotone(
    (s) => resultEdge(mu * s, mu * (1 - s), score),
    result.home - result.away,
    0.02,
    0.98,
  );
  const lh = mu * share;
  const la = mu * (1 - share);
  const overtimeHomeShare = overtimeShare(input.markets, result);

  const firstPeriod = input.liveScore
    ? null
    : (FIRST_PERIODS.find((code) => input.markets.some((m) => m.period === code)) ?? null);
  const cells: ScoreCell[] = [];
  if (firstPeriod && mu <= MAX_HALVES_GOALS) {
    const halfTotal = balancedTotal(
      input.markets.filter((m) => m.type === 'total' && m.period === firstPeriod),
    );
    const halfShare = halfTotal
      ? Math.min(
          0.7,
          Math.max(
            0.25,
            solveMonotone((m) => poissonAbove(m, halfTotal.line), halfTotal.pOver, 0.01, 60) / mu,
          ),
        )
      : DEFAULT_FIRST_HALF_SHARE;
    const h1 = poissonPmf(lh * halfShare);
    const a1 = poissonPmf(la * halfShare);
    const h2 = poissonPmf(lh * (1 - halfShare));
    const a2 = poissonPmf(la * (1 - halfShare));
    for (let i = 0; i < h1.length; i++) {
      for (let j = 0; j < a1.length; j++) {
        const first = (h1[i] ?? 0) * (a1[j] ?? 0);
        if (first < MIN_CELL) continue;
        for (let k = 0; k < h2.length; k++) {
          for (let l = 0; l < a2.length; l++) {
            const p = first * (h2[k] ?? 0) * (a2[l] ?? 0);
            if (p >= MIN_CELL) cells.push({ p, h: i + k, a: j + l, h1: i, a1: j });
          }
        }
      }
    }
    return { family: 'goals', cells: normalise(cells), firstPeriod, overtimeHomeShare };
  }
  const ph = poissonPmf(lh);
  const pa = poissonPmf(la);
  for (let i = 0; i < ph.length; i++) {
    for (let j = 0; j < pa.length; j++) {
      const p = (ph[i] ?? 0) * (pa[j] ?? 0);
      if (p >= MIN_CELL) cells.push({ p, h: score[0] + i, a: score[1] + j, h1: -1, a1: -1 });
    }
  }
  return { family: 'goals', cells: normalise(cells), firstPeriod: null, overtimeHomeShare };
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

function marginPoints(markets: readonly ModelMarket[]): Array<{ x: number; q: number }> {
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

function totalPoints(markets: readonly ModelMarket[]): Array<{ x: number; q: number }> {
  const points: Array<{ x: number; q: number }> = [];
  for (const market of fullTime(markets, 'total')) {
    const q = fairOf(market, 'over');
    if (market.line !== null && informative(q)) points.push({ x: market.line, q });
  }
  return points;
}

/** Integer score probabilities of N(mean, sd) (continuity-corrected), over mean +- 5 sd. */
function discreteNormal(mean: number, sd: number, min: number): Array<{ k: number; p: number }> {
  const out: Array<{ k: number; p: number }> = [];
  const lo = Math.max(min, Math.floor(mean - 5 * sd));
  const hi = Math.max(lo, Math.ceil(mean + 5 * sd));
  for (let k = lo; k <= hi; k++) {
    const p = normalMass(k, mean, sd);
    if (p > MIN_CELL) out.push({ k, p });
  }
  return out;
}

function pointsModel(input: ModelInput): ScoreModel | null {
  const mPoints = marginPoints(input.markets);
  const tPoints = totalPoints(input.markets);
  const first = fitNormal(mPoints, null);
  const totalFit = fitNormal(tPoints, first?.sigma ?? null);
  const fallbackSigma = Math.max(2, 0.075 * (tPoints[0]?.x ?? 0));
  const margin = first ?? fitNormal(mPoints, totalFit?.sigma ?? fallbackSigma);
  const total = totalFit ?? fitNormal(tPoints, margin?.sigma ?? fallbackSigma);
  if (!margin || !total) return null;
  // With independent team scores, margin and total have the same variance: 2 x the team variance.
  const sd = Math.max(0.5, Math.sqrt((margin.sigma ** 2 + total.sigma ** 2) / 4));
  const meanHome = (total.mu + margin.mu) / 2;
  const meanAway = (total.mu - margin.mu) / 2;
  const score = input.liveScore ?? ([0, 0] as const);
  const home = discreteNormal(meanHome, sd, score[0]);
  const away = discreteNormal(meanAway, sd, score[1]);
  const cells: ScoreCell[] = [];
  for (const h of home) for (const a of away) cells.push({ p: h.p * a.p, h: h.k, a: a.k, h1: -1, a1: -1 });
  if (cells.length === 0) return null;
  return {
    family: 'points',
    cells: normalise(cells),
    firstPeriod: null,
    overtimeHomeShare: overtimeShare(input.markets, resultProbabilities(input.markets)),
  };
}

function normalise(cells: ScoreCell[]): ScoreCell[] {
  const total = cells.reduce((s, c) => s + c.p, 0);
  return total > 0 ? cells.map((c) => ({ ...c, p: c.p / total })) : cells;
}

/**
 * The score distribution of an event fitted to its own prices, or null when its markets do not carry
 * enough to fit one (no result or no total market): such an event offers no bet builder.
 */
export function buildScoreModel(input: ModelInput): ScoreModel | null {
  return input.family === 'goals' ? goalsModel(input) : pointsModel(input);
}

// ------------------------------------------------------------------------------------ selections

/** How much of a cell a selection wins (0..1; fractions only for overtime shares). */
export type CellWeight = (cell: ScoreCell) => number;

export interface LegReading {
  weight: CellWeight;
  /**
   * exact: the selection wins exactly on these cells. necessary: it can only win on these cells (a
   * player to score needs a goal), and otherwise follows its own price.
   */
  kind: 'exact' | 'necessary';
}

const isHalfLine = (line: number) => Number.isInteger(line * 2) && !Number.isInteger(line);
/**
 * What an outcome wins on, as a weight on a score: the one meaning of each outcome code that the live
 * feed also prices and results with. Null when that reading does not know the market.
 */
function scoreReading(market: ModelMarket, outcome: ModelOutcome): ((h: number, a: number) => number) | null {
  const input: MarketInput = {
    id: 0,
    type: market.type,
    line: market.line,
    period: null,
    outcomes: market.outcomes.map((o, i) => ({ id: i, code: o.code, handicap: o.handicap, name: '' })),
  };
  const model = modelMarket(input, NO_TEAMS);
  if (model.kind !== 'score') return null;
  const selector = model.selectors.get(market.outcomes.findIndex((o) => o.id === outcome.id));
  return selector ? (h, a) => (selector(h, a) === 'win' ? 1 : 0) : null;
}

const NO_TEAMS = { home: null, away: null };

/**
 * Reads a selection as the scores it wins on; null when the model cannot price it together with others
 * (a push is possible, or the market is outside the score: props, other periods, sets).
 */
export function readSelection(
  model: ScoreModel,
  market: ModelMarket,
  outcome: ModelOutcome,
): LegReading | null {
  const reading = scoreReading(market, outcome);
  const exact = (weight: CellWeight | null): LegReading | null => (weight ? { weight, kind: 'exact' } : null);
  const fullTime = reading && ((c: ScoreCell) => reading(c.h, c.a));
  if (market.period !== null) {
    if (market.period !== model.firstPeriod || !reading) return null;
    const firstHalf = (c: ScoreCell) => reading(c.h1, c.a1);
    if (market.type === 'match_result') return exact(firstHalf);
    if (market.type === 'total' && market.line !== null && isHalfLine(market.line)) return exact(firstHalf);
    return null;
  }
  switch (market.type) {
    case 'match_result':
    case 'double_chance':
      return exact(fullTime);
    case 'match_winner': {
      // A level score goes to overtime, which the home side wins with the share the prices imply.
      const share = model.overtimeHomeShare;
      if (outcome.code === 'home') return exact((c) => (c.h > c.a ? 1 : c.h === c.a ? share : 0));
      if (outcome.code === 'away') return exact((c) => (c.h < c.a ? 1 : c.h === c.a ? 1 - share : 0));
      return null;
    }
    case 'total': {
      // Whole lines can push, which a yes-or-no reading of a score cannot express.
      const line = market.line ?? outcome.handicap;
      return line !== null && isHalfLine(line) ? exact(fullTime) : null;
    }
    case 'handicap':
      return outcome.handicap !== null && isHalfLine(outcome.handicap) ? exact(fullTime) : null;
    case 'european_handicap':
      return market.line !== null && Number.isInteger(market.line) ? exact(fullTime) : null;
    case 'btts':
    case 'correct_score':
      return model.family === 'goals' ? exact(fullTime) : null;
    case 'anytime_goalscorer':
    case 'first_goalscorer':
      if (model.family !== 'goals') return null;
      if (outcome.code === 'none') return exact((c) => (c.h + c.a === 0 ? 1 : 0));
      // A player can only score when there is a goal; otherwise the leg follows its own price.
      return { weight: (c) => (c.h + c.a > 0 ? 1 : 0), kind: 'necessary' };
    default:
      return null;
  }
}

/** Probability that every weight wins together, under the model. */
export function jointProbability(model: ScoreModel, weights: readonly CellWeight[]): number {
  let sum = 0;
  for (const cell of model.cells) {
    let w = cell.p;
    for (const weight of weights) {
      w *= weight(cell);
      if (w === 0) break;
    }
    sum += w;
  }
  return sum;
}
