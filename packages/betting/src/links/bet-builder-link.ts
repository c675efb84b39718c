import { parseUrlStake } from '../validation/url-stake';
import { selectionQuery, stakeQuery, withQuery } from './build';
import { firstValue, type QueryInput } from './query';
import { parseSlipLink, type SlipLink, selectionIdsFromQuery } from './slip-link';

/** Query key of the event of a bet-builder link. */
export const BET_BUILDER_EVENT_QUERY_KEY = 'eventid';

export interface BetBuilderLink {
  eventId: string;
  /** Outcome ids from LineID / LineID[n] keys, in order, without duplicates; may be empty. */
  selections: string[];
  stake: number | null;
}

/**
 * Reads a bet-builder deep link: it needs an eventid, otherwise it is
 * ignored (null). Selections use the same LineID / LineID[n] keys as the slip link.
 */
export function parseBetBuilderLink(query: QueryInput): BetBuilderLink | null {
  const eventId = firstValue(query, BET_BUILDER_EVENT_QUERY_KEY);
  if (eventId === null) return null;
  return {
    eventId,
    selections: selectionIdsFromQuery(query),
    stake: parseUrlStake(firstValue(query, 'stake')),
  };
}

/**
 * The deep link of a bet-builder slip, for the testers' 'Copy Deep Link' button; parseBetBuilderLink reads it
 * back to the same link.
 */
export function buildBetBuilderLink(
  link: { eventId: string; selections: readonly string[]; stake?: number | null },
  base?: string,
): string {
  const parts = [
    `${BET_BUILDER_EVENT_QUERY_KEY}=${encodeURIComponent(link.eventId.trim())}`,
    ...selectionQuery(link.selections),
    ...stakeQuery(link.stake),
  ];
  return withQuery(base, parts.join('&'));
}

export type DeepLink = { kind: 'betbuilder'; link: BetBuilderLink } | { kind: 'slip'; link: SlipLink };

/**
 * The deep link a page query carries: a bet-builder link when an eventid is present, else a slip
 * link when LineID keys are present, else null.
 */
export function parseDeepLink(query: QueryInput): DeepLink | null {
  const builder = parseBetBuilderLink(query);
  if (builder) return { kind: 'betbuilder', link: builder };
  const slip = parseSlipLink(query);
  return slip ? { kind: 'slip', link: slip } : null;
}
