/** The event lists: pre-match and outright events, the live tree, and their cached answers. */
import type {
  CompetitionGroup,
  Event,
  EventsLiveQuery,
  EventsLiveResponse,
  EventsQuery,
  EventsResponse,
} from '@touchline/contract';
import { notFound } from '../../http/errors';
import type { CachedResponse } from './cache';
import { competitionSummary, groupBy, presentEvents, tr } from './mapping';
import { assertBookmaker, type Ctx, offeredCompetitions, type Reference, reference } from './reference';
import { eventsByIds, findEvents } from './repo';

export function sportIdsFor(
  ref: Reference,
  slug: string | undefined,
  category: string | undefined,
): number[] | undefined {
  let ids: number[] | undefined;
  if (slug) {
    const sport = ref.sportsBySlug.get(slug);
    if (!sport) throw notFound(`sport: no sport '${slug}'`);
    ids = [sport.id, ...(ref.childrenOf.get(sport.id) ?? [])];
  }
  if (category) {
    const inCategory = ref.sports.filter((s) => s.category === category).map((s) => s.id);
    ids = ids ? ids.filter((id) => inCategory.includes(id)) : inCategory;
  }
  return ids;
}

/** GET /echo/v1/events: events filtered and paged. */
export async function listEvents(ctx: Ctx, query: EventsQuery): Promise<EventsResponse> {
  assertBookmaker(query.bookmaker);
  const ref = await reference(ctx);
  let competitionIds = offeredCompetitions(ref, query.bookmaker);
  const sportIds = sportIdsFor(ref, query.sport, query.category);
  if (query.competition || query.competition_id) {
    const wanted = new Set<number>();
    if (query.competition) {
      for (const c of ref.competitionsBySlug.get(query.competition) ?? []) wanted.add(c.id);
      if (wanted.size === 0) throw notFound(`competition: no competition '${query.competition}'`);
    }
    if (query.competition_id) {
      const id = Number(query.competition_id);
      if (!Number.isSafeInteger(id) || !ref.competitionsById.has(id)) {
        throw notFound(`competition_id: no competition ${query.competition_id}`);
      }
      if (query.competition && !wanted.has(id)) wanted.clear();
      else {
        wanted.clear();
        wanted.add(id);
      }
    }
    competitionIds = competitionIds.filter((id) => wanted.has(id));
  }
  const ids = query.ids?.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const outrights = query.outrights ?? (query.ids ? undefined : false);
  const { rows, total } =
    ids && ids.length === 0
      ? { rows: [], total: 0 }
      : await findEvents(ctx.database, {
          competitionIds,
          sportIds,
          ids,
          live: query.live,
          outrights,
          from: query.from,
          to: query.to,
          sort: query.sort,
          limit: query.limit,
          offset: query.offset,
        });
  const data = await presentEvents(
    ctx,
    ref,
    rows,
    query.lang,
    query.market_types ? { types: query.market_types } : { main: true },
  );
  const competitions: CompetitionGroup[] = [];
  if (query.group_by === 'competition') {
    const groups = new Map<number, string[]>();
    for (const event of rows) {
      const list = groups.get(event.competition_id) ?? [];
      list.push(event.id);
      groups.set(event.competition_id, list);
    }
    for (const [competitionId, eventIds] of groups) {
      const competition = ref.competitionsById.get(competitionId);
      if (competition)
        competitions.push({ ...competitionSummary(ref, competition, query.lang), event_ids: eventIds });
    }
  }
  return { data, competitions, meta: { total, limit: query.limit, offset: query.offset } };
}

/** A stable cache key of a parsed query (defaults applied, keys sorted). */
export function cacheKey(name: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${name}|${JSON.stringify(entries)}`;
}

/** The events answer as cached bytes (and object), shared by HTTP and the 'events' socket request. */
export function cachedEvents(ctx: Ctx, query: EventsQuery): Promise<CachedResponse> {
  assertBookmaker(query.bookmaker);
  return ctx.catalogCache.response(cacheKey('events', query), ctx.clock.now(), () => listEvents(ctx, query));
}

/** GET /echo/v1/events-live: the in-play tree (sport, competition, event ids) and the live events. */
export async function liveEvents(ctx: Ctx, query: EventsLiveQuery): Promise<EventsLiveResponse> {
  assertBookmaker(query.bookmaker);
  const ref = await reference(ctx);
  const sportIds = sportIdsFor(ref, query.sport, query.category);
  const { rows } = await findEvents(ctx.database, {
    competitionIds: offeredCompetitions(ref, query.bookmaker),
    sportIds,
    live: true,
    sort: 'starts_at',
    limit: query.limit,
    offset: 0,
  });
  const events = await presentEvents(ctx, ref, rows, query.lang, { main: true });
  const bySport = groupBy(rows, (r) => r.sport_id);
  const tree = [...bySport.entries()]
    .map(([sportId, sportRows]) => {
      const sport = ref.sportsById.get(sportId);
      const byCompetition = groupBy(sportRows, (r) => r.competition_id);
      const competitions = [...byCompetition.entries()]
        .map(([competitionId, list]) => {
          const competition = ref.competitionsById.get(competitionId);
          const region = competition ? ref.regionsById.get(competition.region_id) : undefined;
          return {
            priority: competition?.priority ?? 0,
            node: {
              id: String(competitionId),
              slug: competition?.slug ?? 'competition',
              translated_slug: tr(competition?.slugs, query.lang) || (competition?.slug ?? 'competition'),
              name: tr(competition?.names, query.lang),
              region_name: tr(region?.names, query.lang),
              count: list.length,
              event_ids: list.map((r) => r.id),
            },
          };
        })
        .sort((a, b) => b.priority - a.priority)
        .map((c) => c.node);
      return {
        order: sport?.sort_order ?? 0,
        node: {
          id: String(sportId),
          slug: sport?.slug ?? 'sport',
          translated_slug: tr(sport?.slugs, query.lang) || (sport?.slug ?? 'sport'),
          name: tr(sport?.names, query.lang),
          category: sport?.category ?? 'sport',
          icon: sport?.icon ?? null,
          count: sportRows.length,
          competitions,
        },
      };
    })
    .sort((a, b) => a.order - b.order)
    .map((s) => s.node);
  return { tree, events };
}

/**
 * Events by id, in the order given, as every list view shows them (main market, market count, the
 * same suspension and naming rules): the home page's tabs pick their events and show them this way.
 */
export async function presentEventsInOrder(ctx: Ctx, ids: readonly string[], lang: string): Promise<Event[]> {
  if (ids.length === 0) return [];
  const ref = await reference(ctx);
  const records = await eventsByIds(ctx.database, ids.map(Number));
  const byId = new Map(records.map((record) => [String(record.id), record]));
  const ordered = ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
  return presentEvents(ctx, ref, ordered, lang, { main: true });
}

/** The live answer as cached bytes, shared by HTTP and the 'events-live' socket request. */
export function cachedLiveEvents(ctx: Ctx, query: EventsLiveQuery): Promise<CachedResponse> {
  assertBookmaker(query.bookmaker);
  return ctx.catalogCache.response(cacheKey('events-live', query), ctx.clock.now(), () =>
    liveEvents(ctx, query),
  );
}
