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
 * The system options for n selections: one per size k from 2 to n - 1 (betting-core.md section 9,
 * "generator lists sizes 2 to n-1"). Fewer than 3 selections give no option.
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
