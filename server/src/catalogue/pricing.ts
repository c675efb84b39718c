/**
 * Probability models behind the demo prices: a joint distribution of final scores (Poisson goals or
 * normal points), best-of-N set scores, finishing orders for races and outrights. Prices carry a
 * bookmaker margin and are rounded to the steps a trader would quote.
 * The live feed can reuse these to re-price markets as the score and the clock move.
 */

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

export function poissonPmf(k: number, lambda: number): number {
  if (lambda <= 0) return k === 0 ? 1 : 0;
  let logP = -lambda + k * Math.log(lambda);
  for (let i = 2; i <= k; i++) logP -= Math.log(i);
  return Math.exp(logP);
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 26.2.17, error < 7.5e-8). */
export function normCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - p : p;
}

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
    const ph = Array.from({ length: rows }, (_, k) => poissonPmf(k, lambdaHome));
    const pa = Array.from({ length: cols }, (_, k) => poissonPmf(k, lambdaAway));
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
        return normCdf((x + 0.5 - mean) / sd) - normCdf((x - 0.5 - mean) / sd);
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

/** Win probabilities of a field from hidden strengths (softmax; `sharpness` spreads favourites from outsiders). */
export function fieldProbabilities(strengths: readonly number[], sharpness: number): number[] {
  const max = Math.max(...strengths);
  const w = strengths.map((s) => Math.exp((s - max) * sharpness));
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}

/** P(i first, j second) under the Harville model. */
export function forecastProbability(p: readonly number[], i: number, j: number): number {
  const pi = p[i] ?? 0;
  const pj = p[j] ?? 0;
  return pi * (pj / Math.max(1 - pi, 1e-9));
}

/** P(i first, j second, k third) under the Harville model. */
export function tricastProbability(p: readonly number[], i: number, j: number, k: number): number {
  const pi = p[i] ?? 0;
  const pj = p[j] ?? 0;
  const pk = p[k] ?? 0;
  return pi * (pj / Math.max(1 - pi, 1e-9)) * (pk / Math.max(1 - pi - pj, 1e-9));
}

/**
 * P(finishing in the top n) for each runner of a field, by a seeded Plackett-Luce simulation
 * (closed forms grow too fast for fields of 70 golfers).
 */
export function topNProbabilities(
  p: readonly number[],
  n: number,
  draws: () => number,
  runs = 1500,
): number[] {
  const counts = new Float64Array(p.length);
  const order = p.map((_, i) => i);
  for (let r = 0; r < runs; r++) {
    const left = order.slice();
    let mass = 1;
    for (let place = 0; place < n && left.length > 0; place++) {
      let x = draws() * mass;
      let pickAt = left.length - 1;
      for (let k = 0; k < left.length; k++) {
        x -= p[left[k] as number] ?? 0;
        if (x < 0) {
          pickAt = k;
          break;
        }
      }
      const chosen = left[pickAt] as number;
      counts[chosen] = (counts[chosen] ?? 0) + 1;
      mass -= p[chosen] ?? 0;
      left.splice(pickAt, 1);
    }
  }
  return Array.from(counts, (c) => Math.min(0.99, (c + 0.5) / (runs + 1)));
}

/** Each-way terms by field size: 8+ runners 3 places at 1/5, 5-7 runners 2 at 1/4, big handicaps 4 at 1/4. */
export function eachWayTerms(
  runners: number,
  bigHandicap = false,
): { places: number; fraction: number } | null {
  if (runners >= 16 && bigHandicap) return { places: 4, fraction: 4 };
  if (runners >= 8) return { places: 3, fraction: 5 };
  if (runners >= 5) return { places: 2, fraction: 4 };
  return null;
}

/** Place price of an each-way bet: 1 + (odds - 1) / ew_price. */
export function placeOdds(odds: number, ewPrice: number): number {
  return Math.floor((1 + (odds - 1) / ewPrice) * 100) / 100;
}
