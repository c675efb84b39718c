/** Selections by outcome id: the betslip's look-ups, re-pricing and validation against the current prices. */
import { displayOdds } from '@touchline/betting';
import type {
  CurrentSelectionsResponse,
  OutcomeEventPair,
  RefreshedSelection,
  SelectionDetail,
  SelectionsResponse,
} from '@touchline/contract';
import { BETTABLE, marketSuspended, toEvent, toMarket, toOutcome } from './mapping';
import { assertBookmaker, type Ctx, isOffered, type Reference, reference, type Scope } from './reference';
import {
  type EventRecord,
  eventsByIds,
  type MarketRecord,
  marketCounts,
  marketsByIds,
  type OutcomeRecord,
  outcomesByIds,
} from './repo';

export interface Loaded {
  outcome: OutcomeRecord;
  market: MarketRecord;
  event: EventRecord;
}

export const numericIds = (ids: readonly string[]) =>
  [...new Set(ids)]
    .filter((id) => /^\d{1,15}$/.test(id))
    .map(Number)
    .filter(Number.isSafeInteger);

/** Outcomes with their market and event, for the brand; unknown or not offered ids are left out. */
export async function loadOutcomes(
  ctx: Ctx,
  ref: Reference,
  ids: readonly string[],
  bookmaker: string,
): Promise<Map<string, Loaded>> {
  const outcomes = await outcomesByIds(ctx.database, numericIds(ids));
  const [markets, events] = await Promise.all([
    marketsByIds(ctx.database, [...new Set(outcomes.map((o) => Number(o.market_id)))]),
    eventsByIds(ctx.database, [...new Set(outcomes.map((o) => Number(o.event_id)))]),
  ]);
  const marketById = new Map(markets.map((m) => [m.id, m]));
  const eventById = new Map(events.map((e) => [e.id, e]));
  const out = new Map<string, Loaded>();
  for (const outcome of outcomes) {
    const market = marketById.get(outcome.market_id);
    const event = eventById.get(outcome.event_id);
    if (!market || !event || !isOffered(ref.competitionsById.get(event.competition_id), bookmaker)) continue;
    out.set(outcome.id, { outcome, market, event });
  }
  return out;
}

/** Still on offer: the event is not over and the market not settled (it may be suspended for now). */
export function isOpen(l: Loaded): boolean {
  return (
    BETTABLE.has(l.event.status) &&
    (l.market.status === 'open' || l.market.status === 'suspended') &&
    l.outcome.result === null
  );
}

export function toSelection(
  ref: Reference,
  l: Loaded,
  lang: string,
  counts: Map<string, number>,
): SelectionDetail {
  const market = toMarket(l.market, l.event, [], lang);
  const { outcomes: _omitted, ...summary } = market;
  return {
    event: toEvent(ref, l.event, lang, counts.get(l.event.id) ?? 0),
    market: summary,
    outcome: toOutcome(l.outcome, l.market, l.event, lang),
  };
}

/**
 * Selections (event, market, outcome) for outcome ids, in the order asked; `missing` lists the ids
 * that are unknown, not offered to the brand, or no longer open.
 */
export async function selectionsByOutcomeIds(
  ctx: Ctx,
  ids: readonly string[],
  scope: Scope,
): Promise<SelectionsResponse> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const loaded = await loadOutcomes(ctx, ref, ids, scope.bookmaker);
  const counts = await marketCounts(ctx.database, [
    ...new Set([...loaded.values()].map((l) => Number(l.event.id))),
  ]);
  const selections: SelectionDetail[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const l = loaded.get(id);
    if (l && isOpen(l)) selections.push(toSelection(ref, l, scope.lang, counts));
    else missing.push(id);
  }
  return { selections, missing };
}

/** GET /echo/v1/selections/current: the current state of the slip's selections. */
export async function currentSelections(
  ctx: Ctx,
  ids: readonly string[],
  scope: Scope,
): Promise<CurrentSelectionsResponse> {
  const { selections } = await selectionsByOutcomeIds(ctx, ids, scope);
  return { selections };
}

/** GET /echo/v1/selections/refresh: fresh price and suspension of each [outcome_id, event_id] pair. */
export async function refreshSelections(
  ctx: Ctx,
  pairs: readonly OutcomeEventPair[],
  scope: Scope,
): Promise<{ selections: RefreshedSelection[] }> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const loaded = await loadOutcomes(
    ctx,
    ref,
    pairs.map((p) => p.outcome_id),
    scope.bookmaker,
  );
  const selections: RefreshedSelection[] = [];
  const seen = new Set<string>();
  for (const pair of pairs) {
    const l = loaded.get(pair.outcome_id);
    if (!l || l.event.id !== pair.event_id || seen.has(pair.outcome_id)) continue;
    seen.add(pair.outcome_id);
    const odds = Number(l.outcome.odds) || 0;
    selections.push({
      id: l.outcome.id,
      event_id: l.event.id,
      market_id: l.market.id,
      odds,
      display_odds: displayOdds(odds),
      is_suspended: !isOpen(l) || marketSuspended(l.market, l.event),
      combo_boost_available: l.outcome.combo_boost_available,
    });
  }
  return { selections };
}

/**
 * GET v1/betslip/validate-selections: of the outcome ids (from a link or a shared bet), the ones that
 * can go into a slip; unknown, not offered and closed ones are left out, suspended ones come back
 * flagged by market.is_suspended.
 */
export async function validateSelections(
  ctx: Ctx,
  ids: readonly string[],
  scope: Scope,
): Promise<{ data: SelectionDetail[] }> {
  const { selections } = await selectionsByOutcomeIds(ctx, ids, scope);
  return { data: selections };
}
