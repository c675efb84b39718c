/** Search over events, teams and competitions, accent- and case-insensitive. */
import type { Event, SearchQuery, SearchResponse, SearchTeam } from '@touchline/contract';
import { badRequest } from '../../http/errors';
import { competitionSummary, presentEvents, tr } from './mapping';
import { assertBookmaker, type Ctx, offeredCompetitions, reference } from './reference';
import { eventsByIds, OPEN_STATUSES, type SearchEventRecord, searchableEvents } from './repo';

/** Lower case without accents, so 'fútbol' finds 'Futbol' and 'Müller' finds 'muller'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How well `text` matches the query: exact 100, prefix 80, a word's prefix 60, inside 40, else 0. */
export function matchScore(text: string, q: string): number {
  const t = fold(text);
  if (t === q) return 100;
  if (t.startsWith(q)) return 80;
  if (t.split(/[\s\-/().]+/).some((w) => w.startsWith(q))) return 60;
  return t.includes(q) ? 40 : 0;
}

export interface SearchIndex {
  events: SearchEventRecord[];
}

export async function searchIndex(ctx: Ctx): Promise<SearchIndex> {
  return ctx.catalogCache.value('search-index', ctx.clock.now(), async () => ({
    events: await searchableEvents(ctx.database),
  }));
}

/** GET /search: events, competitions and teams matching `q` (2+ characters), best first. */
export async function search(ctx: Ctx, query: SearchQuery): Promise<SearchResponse> {
  assertBookmaker(query.bookmaker);
  const q = fold(query.q.trim());
  if (q.length < 2) throw badRequest('q: search needs at least 2 characters');
  const [ref, index] = await Promise.all([reference(ctx), searchIndex(ctx)]);
  const offered = new Set(offeredCompetitions(ref, query.bookmaker));
  const now = ctx.clock.now();
  const events = index.events.filter((e) => offered.has(e.competition_id));

  const scoredEvents = events
    .map((e) => {
      const base = Math.max(
        matchScore(e.names ? tr(e.names, query.lang) : e.name, q),
        matchScore(e.home_team ?? '', q),
        matchScore(e.away_team ?? '', q),
      );
      const soon = Math.max(0, 10 - Math.max(0, e.starts_ms - now) / 86_400_000);
      return {
        e,
        score: base === 0 ? 0 : base + (e.is_live ? 8 : 0) + soon + Math.min(10, e.popularity / 10),
      };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.e.starts_ms - b.e.starts_ms)
    .slice(0, query.limit);

  const competitions = ref.competitions
    .filter((c) => offered.has(c.id))
    .map((c) => {
      const region = ref.regionsById.get(c.region_id);
      const base = Math.max(
        matchScore(tr(c.names, query.lang), q),
        matchScore(c.names.en ?? '', q),
        Math.min(60, matchScore(tr(region?.names, query.lang), q)),
      );
      const counts = ref.counts.get(c.id);
      const open = (counts?.events ?? 0) + (counts?.outrights ?? 0);
      return { c, score: base === 0 || open === 0 ? 0 : base + c.priority / 100 };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, query.limit)
    .map((x) => competitionSummary(ref, x.c, query.lang));

  const teams = new Map<string, { team: SearchTeam; score: number; first: number }>();
  for (const e of events) {
    for (const [name, id] of [
      [e.home_team, e.home_id],
      [e.away_team, e.away_id],
    ] as const) {
      if (!name || id === null) continue;
      const score = matchScore(name, q);
      if (score === 0) continue;
      const sport = ref.sportsById.get(e.sport_id);
      const key = `${e.sport_id}|${id}`;
      const entry = teams.get(key) ?? {
        team: { name, sport_slug: sport?.slug ?? 'sport', event_ids: [] },
        score,
        first: e.starts_ms,
      };
      entry.team.event_ids.push(e.id);
      entry.first = Math.min(entry.first, e.starts_ms);
      teams.set(key, entry);
    }
  }
  const rankedTeams = [...teams.values()]
    .sort(
      (a, b) => b.score - a.score || b.team.event_ids.length - a.team.event_ids.length || a.first - b.first,
    )
    .slice(0, query.limit)
    .map((t) => t.team);

  let eventData: Event[] = [];
  if (scoredEvents.length > 0) {
    const records = await eventsByIds(
      ctx.database,
      scoredEvents.map((x) => Number(x.e.id)),
    );
    const byId = new Map(records.filter((r) => OPEN_STATUSES.includes(r.status)).map((r) => [r.id, r]));
    const ordered = scoredEvents.flatMap((x) => {
      const r = byId.get(x.e.id);
      return r ? [r] : [];
    });
    eventData = await presentEvents(ctx, ref, ordered, query.lang, { main: true });
  }
  return { events: eventData, competitions, teams: rankedTeams };
}
