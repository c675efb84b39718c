/**
 * Finishing orders of a field (a race, an outright): win chances from hidden strengths, forecasts and
 * tricasts by the Harville formula, top-N chances by simulation, and each-way terms by field size.
 */

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
