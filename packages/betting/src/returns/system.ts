import type { SystemOption } from '../types';

/** n choose k, exact for the sizes a slip can hold (n <= 20 gives at most 184,756). */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= m; i++) result = (result * (n - m + i)) / i;
  return Math.round(result);
}

/**
 * The system options for n selections: one per size k from 2 to n - 1 (generator lists sizes 2 to n-1). Fewer
 * than 3 selections give no option.
 */
export function systemOptions(n: number): SystemOption[] {
  const options: SystemOption[] = [];
  for (let k = 2; k <= n - 1; k++) {
    options.push({
      k,
      name: `System ${k}/${n}`,
      type: `system_${k}/${n}`,
      combinations: binomial(n, k),
    });
  }
  return options;
}

/**
 * Sum over every k-subset of `values` of the product of its members: the elementary symmetric
 * polynomial e_k. A system k/n pays stake x e_k(odds) (system bets).
 * Dynamic programming in O(n*k) time and O(k) memory, never an enumeration of the 2^n subsets.
 * Returns 0 when k is not an integer in 0..n (no such subset exists), 1 for k = 0.
 */
export function systemOddsSum(values: readonly number[], k: number): number {
  const n = values.length;
  if (!Number.isInteger(k) || k < 0 || k > n) return 0;
  // sums[j] holds e_j of the values seen so far; walking j downwards reuses last round's e_{j-1}.
  const sums = new Float64Array(k + 1);
  sums[0] = 1;
  for (let i = 0; i < n; i++) {
    const value = values[i] ?? 0;
    for (let j = Math.min(i + 1, k); j >= 1; j--) {
      sums[j] = (sums[j] ?? 0) + (sums[j - 1] ?? 0) * value;
    }
  }
  return sums[k] ?? 0;
}
