/**
 * Bet-share tracking: a share's visit is reported once; adding its
 * selections is reported unless the slip stayed empty; a bet placed from it is reported only when the
 * ticket's outcome ids are exactly the share's. The shares this browser opened are kept locally.
 */
import type { ApiContext } from '@/shared/api/requests';
import { readJson, writeJson } from '@/shared/platform/storage';
import { trackShare } from '../api/betshare';

export const BET_SHARES_KEY = 'betShares';
/** Enough for any real use; the oldest are dropped first. */
const MAX_SHARES = 50;

export interface KnownShare {
  id: string;
  outcome_ids: string[];
  visited: boolean;
}

export function knownShares(): KnownShare[] {
  const saved = readJson<KnownShare[]>(BET_SHARES_KEY);
  return Array.isArray(saved)
    ? saved.filter((s) => typeof s?.id === 'string' && Array.isArray(s.outcome_ids))
    : [];
}

function save(shares: KnownShare[]): void {
  writeJson(BET_SHARES_KEY, shares.slice(-MAX_SHARES));
}

/** Records a visit of a share; reports it the first time only. */
export function reportVisited(ctx: ApiContext, id: string, outcomeIds: readonly string[]): void {
  const shares = knownShares();
  const known = shares.find((s) => s.id === id);
  if (known?.visited) return;
  save([...shares.filter((s) => s.id !== id), { id, outcome_ids: [...outcomeIds], visited: true }]);
  trackShare(ctx, id, 'visited');
}

/** Reports that a share's selections went into the slip; not when the slip is empty. */
export function reportAdded(ctx: ApiContext, id: string, slipSize: number): void {
  if (slipSize === 0) return;
  trackShare(ctx, id, 'added_to_betslip');
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** The share a placed ticket copies: the known share with exactly the ticket's outcome ids. */
export function shareOfTicket(outcomeIds: readonly string[]): KnownShare | null {
  return knownShares().find((s) => sameSet(s.outcome_ids, outcomeIds)) ?? null;
}

export function reportPlacedFromShare(ctx: ApiContext, betId: string, outcomeIds: readonly string[]): void {
  const share = shareOfTicket(outcomeIds);
  if (share) trackShare(ctx, share.id, 'placed_bet', betId);
}
