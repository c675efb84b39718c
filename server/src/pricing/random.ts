/**
 * The one seeded random source of the server's simulations (the demo catalogue and the live feed).
 * Nothing that prices or simulates calls Math.random: the same seed gives the same catalogue on every
 * install and the same simulated match in every test run.
 */

/** A draw uniform in [0, 1). */
export type Random = () => number;

/**
 * A small, fast seeded generator (mulberry32) with the draws the simulations need. `draw` is the same
 * generator as a plain function, for code that only wants numbers.
 */
export class Rng {
  #state: number;
  readonly draw: Random = () => this.next();

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. The last item when no weight is positive. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const index = weightedIndex(weights, this.draw);
    return items[index < 0 ? items.length - 1 : index] as T;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  normal(mean = 0, sd = 1): number {
    return mean + sd * normalSample(this.draw);
  }

  poisson(mean: number): number {
    return poissonSample(mean, this.draw);
  }

  /** A child generator whose draws do not disturb this one's sequence. */
  fork(label: string | number): Rng {
    return new Rng(seedFrom(this.#state, label));
  }
}

/** A seeded generator as a plain function. */
export function seededRandom(seed: number): Random {
  return new Rng(seed).draw;
}

/** A Poisson-distributed count with the given mean (Knuth's method: multiply draws until below e^-mean). */
export function poissonSample(mean: number, random: Random): number {
  if (!(mean > 0)) return 0;
  // Knuth's loop grows with the mean; beyond 30 the normal approximation is exact enough.
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

/** Picks an index with probability proportional to its weight; -1 when no weight is positive. */
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

/**
 * A 32-bit seed from a seed and labels (competition id, day, a name): each part of the demo gets its own
 * stream, so adding a competition does not reshuffle the others.
 */
export function seedFrom(...parts: Array<number | string>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x7c;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 32-bit seed from two numbers (the feed's seed and an event id): each event gets its own stream. */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(b >>> 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}
