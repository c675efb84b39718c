import type { BetType } from '../types';
import { parseUrlStake } from '../validation/url-stake';
import { selectionQuery, stakeQuery, withQuery } from './build';
import { firstValue, type QueryInput, queryEntries, uniqueIds } from './query';

/** Query key of one selection: exactly LineID or LineID[n]. */
export const SELECTION_QUERY_KEY = /^LineID(?:\[\d+\])?$/;
/** Query keys the slip link reads besides the selections. */
export const SLIP_LINK_QUERY_KEYS = { betType: 'bettype', stake: 'stake' } as const;

export interface SlipLink {
  /** Outcome ids in link order, without duplicates. */
  selections: string[];
  betType: BetType;
  /** Stake from the link, see parseUrlStake; null when absent or discarded. */
  stake: number | null;
}

const BET_TYPES: readonly BetType[] = ['single', 'combi', 'system'];

/** Whether a query key names a selection: LineID or LineID[n], nothing else. */
export function isSelectionQueryKey(key: string): boolean {
  return SELECTION_QUERY_KEY.test(key);
}

/** The outcome ids of the LineID / LineID[n] keys of a query, in order, without duplicates. */
export function selectionIdsFromQuery(query: QueryInput): string[] {
  return uniqueIds(
    queryEntries(query)
      .filter(([key]) => isSelectionQueryKey(key))
      .map(([, value]) => value),
  );
}

/**
 * Reads a betslip deep link: only
 * LineID or LineID[n] keys are selections, and none means nothing happens (null); one selection
 * gives single; several use the bettype query (single, combi or system), else combi; the stake
 * query is read with parseUrlStake.
 */
export function parseSlipLink(query: QueryInput): SlipLink | null {
  const selections = selectionIdsFromQuery(query);
  if (selections.length === 0) return null;
  const requested = firstValue(query, SLIP_LINK_QUERY_KEYS.betType)?.toLowerCase();
  const betType: BetType =
    selections.length === 1 ? 'single' : (BET_TYPES.find((t) => t === requested) ?? 'combi');
  return { selections, betType, stake: parseUrlStake(firstValue(query, SLIP_LINK_QUERY_KEYS.stake)) };
}

/**
 * The deep link for a slip, for the testers' 'Copy Deep Link' button:
 * the query parseSlipLink reads back to the same link. Returns the query alone, or `base?query`.
 */
export function buildSlipLink(
  link: { selections: readonly string[]; betType?: BetType | null; stake?: number | null },
  base?: string,
): string {
  const parts = selectionQuery(link.selections);
  if (parts.length > 1 && link.betType) parts.push(`${SLIP_LINK_QUERY_KEYS.betType}=${link.betType}`);
  parts.push(...stakeQuery(link.stake));
  return withQuery(base, parts.join('&'));
}
