/**
 * Realtime deltas written into cached payloads. Pure: a payload and the deltas in, the patched payload out;
 * untouched parts keep their identity so only the rows that changed re-render.
 */
import type { Event, EventDelta, Market } from '@touchline/contract';

export type DeltaIndex = ReadonlyMap<string, EventDelta>;

/** The deltas by event id; a later delta of the same event is merged over an earlier one. */
export function indexDeltas(deltas: readonly EventDelta[]): DeltaIndex {
  const index = new Map<string, EventDelta>();
  for (const delta of deltas) {
    const before = index.get(delta.id);
    if (!before) {
      index.set(delta.id, delta);
      continue;
    }
    index.set(delta.id, {
      ...before,
      ...delta,
      stats:
        delta.stats === undefined
          ? before.stats
          : delta.stats === null
            ? null
            : { ...before.stats, ...delta.stats },
      odds: [...(before.odds ?? []), ...(delta.odds ?? [])],
      markets: [...(before.markets ?? []), ...(delta.markets ?? [])],
    });
  }
  return index;
}

/** One market with the delta's prices and suspension applied. */
export function applyToMarket(market: Market, delta: EventDelta): Market {
  let next = market;
  for (const change of delta.markets ?? []) {
    if (change.id === market.id && change.is_suspended !== next.is_suspended) {
      next = { ...next, is_suspended: change.is_suspended };
    }
  }
  const prices = (delta.odds ?? []).filter((change) => change.market_id === market.id);
  if (prices.length === 0) return next;
  const byOutcome = new Map(prices.map((change) => [change.outcome_id, change]));
  let changed = false;
  const outcomes = next.outcomes.map((outcome) => {
    const change = byOutcome.get(outcome.id);
    if (!change || change.odds === outcome.odds) return outcome;
    changed = true;
    return { ...outcome, odds: change.odds, display_odds: change.display_odds };
  });
  return changed ? { ...next, outcomes } : next;
}

/** One event with a delta applied (scores merge field by field; absent fields stay). */
export function applyToEvent(event: Event, delta: EventDelta): Event {
  let next: Event = event;
  const set = <K extends keyof Event>(key: K, value: Event[K] | undefined) => {
    if (value !== undefined && value !== next[key]) next = { ...next, [key]: value };
  };
  set('status', delta.status);
  set('status_description', delta.status_description);
  set('is_live', delta.is_live);
  set('matchSummary', delta.matchSummary);
  if (delta.stats === null) set('stats', null);
  else if (delta.stats) {
    const base = next.stats ?? {
      home_scores: null,
      away_scores: null,
      home_set: null,
      away_set: null,
      server: null,
      time: null,
    };
    const merged = { ...base, ...delta.stats };
    if (JSON.stringify(merged) !== JSON.stringify(next.stats)) next = { ...next, stats: merged };
  }
  if (next.markets && ((delta.odds?.length ?? 0) > 0 || (delta.markets?.length ?? 0) > 0)) {
    const markets = next.markets.map((market) => applyToMarket(market, delta));
    if (markets.some((market, i) => market !== next.markets?.[i])) next = { ...next, markets };
  }
  return next;
}

function patchEvents(events: readonly Event[], index: DeltaIndex, dropRemoved: boolean): Event[] | null {
  let changed = false;
  const out: Event[] = [];
  for (const event of events) {
    const delta = index.get(event.id);
    if (!delta) {
      out.push(event);
      continue;
    }
    if (delta.removed && dropRemoved) {
      changed = true;
      continue;
    }
    const next = applyToEvent(event, delta);
    if (next !== event) changed = true;
    out.push(next);
  }
  return changed ? out : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isEventList = (value: unknown): value is Event[] =>
  Array.isArray(value) &&
  (value.length === 0 || (isRecord(value[0]) && 'starts_at' in value[0] && 'sport' in value[0]));

/**
 * A cached catalogue payload with the deltas applied: event lists (`data`, `events`, home tabs), a
 * single `event`, and the markets of an event page (`data` of markets). Unknown shapes pass unchanged.
 */
export function patchPayload<T>(payload: T, index: DeltaIndex): T {
  if (!isRecord(payload) || index.size === 0) return payload;
  let next: Record<string, unknown> = payload;
  const replace = (key: string, value: unknown) => {
    next = next === payload ? { ...payload, [key]: value } : { ...next, [key]: value };
  };
  for (const key of ['data', 'events'] as const) {
    const list = payload[key];
    if (isEventList(list)) {
      const patched = patchEvents(list, index, key === 'events');
      if (patched) replace(key, patched);
    }
  }
  const single = payload.event;
  if (isRecord(single) && typeof single.id === 'string') {
    const delta = index.get(single.id);
    if (delta) {
      const event = applyToEvent(single as unknown as Event, delta);
      if (event !== single) replace('event', event);
      const markets = payload.data;
      if (Array.isArray(markets) && markets.length > 0 && isRecord(markets[0]) && 'outcomes' in markets[0]) {
        const patched = (markets as Market[]).map((market) => applyToMarket(market, delta));
        if (patched.some((market, i) => market !== markets[i])) replace('data', patched);
      }
    }
  }
  const tabs = payload.tabs;
  if (isRecord(tabs)) {
    let tabsNext: Record<string, unknown> = tabs;
    for (const [name, tab] of Object.entries(tabs)) {
      if (!isRecord(tab) || !isEventList(tab.events)) continue;
      const patched = patchEvents(tab.events, index, name === 'live');
      if (patched) tabsNext = { ...tabsNext, [name]: { ...tab, events: patched } };
    }
    if (tabsNext !== tabs) replace('tabs', tabsNext);
  }
  return next as T;
}
