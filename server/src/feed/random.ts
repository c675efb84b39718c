/**
 * A seeded random source for the feed simulator: the simulation must be reproducible in tests,
 * so nothing in the feed calls Math.random.
 */
export type Random = () => number;

/** A small, fast seeded generator (mulberry32): uniform in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Poisson-distributed count with the given mean (Knuth's method; the feed's means are small). */
export function poissonSample(mean: number, random: Random): number {
  if (!(mean > 0)) return 0;
  // Large means (a long, fast-forwarded interval) would loop for long: a normal approximation is exact enough.
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normalSample(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count++;
    product *= random();
  }
  return count;
}

/** A standard normal sample (Box-Muller). */
export function normalSample(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Picks an index with probability proportional to its weight; -1 when every weight is 0. */
export function weightedIndex(weights: readonly number[], random: Random): number {
  const total = weights.reduce((sum, w) => sum + Math.max(w, 0), 0);
  if (!(total > 0)) return -1;
  let target = random() * total;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] ?? 0;
    if (w <= 0) continue;
    target -= w;
    if (target < 0) return i;
  }
  for (let i = weights.length - 1; i >= 0; i--) if ((weights[i] ?? 0) > 0) return i;
  return -1;
}

/** Hash of a number into a 32-bit seed, so each event gets its own stable stream of randomness. */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(b >>> 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}
