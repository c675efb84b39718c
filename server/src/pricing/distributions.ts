/**
 * The probability laws every price is built from: Poisson counts (goals), the normal law (points,
 * margins) and a bisection solver to fit either to a price. Pure functions: no clock, no randomness.
 */

/**
 * Probabilities of 0..max events for a Poisson mean. With a `tolerance`, the list stops early once
 * it holds all but that much of the mass (and has passed the mean), so callers that sum over it do
 * not walk a long, empty tail.
 */
export function poissonProbabilities(mean: number, max: number, tolerance = 0): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-Math.max(mean, 0));
  let total = 0;
  for (let k = 0; k <= max; k++) {
    if (k > 0) term = (term * mean) / k;
    pmf.push(term);
    total += term;
    if (tolerance > 0 && total > 1 - tolerance && k >= mean) break;
  }
  return pmf;
}

/** P(X > x) for X ~ Poisson(mean). */
export function poissonAbove(mean: number, x: number): number {
  const pmf = poissonProbabilities(mean, Math.ceil(mean + 12 * Math.sqrt(mean) + 12), 1e-10);
  let atOrBelow = 0;
  for (let k = 0; k < pmf.length && k <= x; k++) atOrBelow += pmf[k] ?? 0;
  return Math.max(0, 1 - atOrBelow);
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - p : p;
}

/** Probability mass of the integer k under a normal law, with a continuity correction. */
export function normalMass(k: number, mean: number, sd: number): number {
  return normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
}

/** Inverse of the standard normal cdf (Acklam's rational approximation); p is clamped into (0, 1). */
export function normalInverse(p: number): number {
  const q = Math.min(Math.max(p, 1e-12), 1 - 1e-12);
  const [a0, a1, a2, a3, a4, a5] = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const [b0, b1, b2, b3, b4] = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const [c0, c1, c2, c3, c4, c5] = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const [d0, d1, d2, d3] = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (r: number) =>
    (((((c0 * r + c1) * r + c2) * r + c3) * r + c4) * r + c5) / ((((d0 * r + d1) * r + d2) * r + d3) * r + 1);
  const low = 0.02425;
  if (q < low) return tail(Math.sqrt(-2 * Math.log(q)));
  if (q > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - q)));
  const r = q - 0.5;
  const s = r * r;
  return (
    ((((((a0 * s + a1) * s + a2) * s + a3) * s + a4) * s + a5) * r) /
    (((((b0 * s + b1) * s + b2) * s + b3) * s + b4) * s + 1)
  );
}

/**
 * Solves f(x) = target for a monotone f on [lo, hi] by bisection (each step halves the interval);
 * clamps to the bounds.
 */
export function solveMonotone(
  f: (x: number) => number,
  target: number,
  lo: number,
  hi: number,
  steps = 60,
): number {
  const increasing = f(hi) >= f(lo);
  let a = lo;
  let b = hi;
  for (let i = 0; i < steps; i++) {
    const mid = (a + b) / 2;
    const below = f(mid) < target;
    if (below === increasing) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
