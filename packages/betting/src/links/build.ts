import { stakeText } from '../validation/decimal';
import { parseUrlStake } from '../validation/url-stake';
import { uniqueIds } from './query';

/** Appends a query string to a base address, which may already carry a query. */
export function withQuery(base: string | undefined, query: string): string {
  if (base === undefined) return query;
  if (query === '') return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** `LineID[0]=a&LineID[1]=b...`, brackets left readable, ids encoded. */
export function selectionQuery(selections: readonly string[]): string[] {
  return uniqueIds(selections).map((id, i) => `LineID[${i}]=${encodeURIComponent(id)}`);
}

/** `stake=...` when the stake is a positive amount, written with at most 2 decimals. */
export function stakeQuery(stake: number | null | undefined): string[] {
  if (typeof stake !== 'number' || !Number.isFinite(stake) || stake <= 0) return [];
  const text = stakeText(stake);
  return parseUrlStake(text) === null ? [] : [`stake=${text}`];
}
