/** SQL of the content calls; raw SQL with explicit casts so PGlite and node-postgres return the same shapes. */
import type { Database } from '../../db/client';
import type { EventStats, MatchSummary, Translations } from '../../db/schema';
import { offeredToSql } from '../catalog';

export interface EventRow {
  id: string;
  name: string;
  names: Translations | null;
  slug: string;
  home_team: string | null;
  away_team: string | null;
  venue: string | null;
  starts_at: Date;
  status: string;
  is_live: boolean;
  live_odds: boolean;
  is_outright: boolean;
  is_virtual: boolean;
  stats: EventStats | null;
  match_summary: MatchSummary | null;
  status_description: string | null;
  sport_id: string;
  sport_slug: string;
  sport_names: Translations;
  sport_slugs: Translations;
  sport_category: 'sport' | 'esport' | 'virtual';
  competition_id: string;
  competition_slug: string;
  competition_names: Translations;
  competition_slugs: Translations;
  region_slug: string;
  region_names: Translations;
  markets_count: number;
}

const EVENT_SELECT = `
  select e.id::text as id, e.name, e.names, e.slug, e.home_team, e.away_team, e.venue, e.starts_at, e.status,
         e.is_live, e.live_odds, e.is_outright, e.is_virtual, e.stats, e.match_summary, e.status_description,
         s.id::text as sport_id, s.slug as sport_slug, s.names as sport_names, s.slugs as sport_slugs,
         s.category as sport_category,
         c.id::text as competition_id, c.slug as competition_slug, c.names as competition_names,
         c.slugs as competition_slugs, r.slug as region_slug, r.names as region_names,
         (select count(*)::int from markets m where m.event_id = e.id and m.status in ('open', 'suspended'))
           as markets_count
    from events e
    join sports s on s.id = e.sport_id
    join competitions c on c.id = e.competition_id
    join regions r on r.id = c.region_id`;

/** Competitions the brand in $1 offers. */
const OFFERED = offeredToSql('c', '$1');

/** Live events of a brand, most popular first. */
export const liveEvents = (database: Database, bookmaker: string, limit: number) =>
  database.query<EventRow>(
    `${EVENT_SELECT}
     where e.status = 'live' and not e.is_outright and ${OFFERED}
     order by e.popularity desc, e.starts_at, e.id
     limit $2`,
    [bookmaker, limit],
  );

/** Upcoming popular matches of a brand within a window. */
export const highlightEvents = (database: Database, bookmaker: string, from: Date, to: Date, limit: number) =>
  database.query<EventRow>(
    `${EVENT_SELECT}
     where e.status = 'scheduled' and not e.is_outright and not e.is_virtual
       and e.starts_at >= $2 and e.starts_at < $3 and ${OFFERED}
     order by e.popularity desc, c.priority desc, e.starts_at, e.id
     limit $4`,
    [bookmaker, from, to, limit],
  );

/** One event with its naming, for the SEO of a match page. */
export async function eventById(database: Database, id: number): Promise<EventRow | undefined> {
  const rows = await database.query<EventRow>(`${EVENT_SELECT} where e.id = $1`, [id]);
  return rows[0];
}

export interface SportRow {
  id: string;
  slug: string;
  names: Translations;
  slugs: Translations;
  icon: string | null;
  kind: string;
  category: string;
}

/** A sport by its canonical slug or its slug in any language. */
export async function sportBySlug(database: Database, slug: string): Promise<SportRow | undefined> {
  const rows = await database.query<SportRow>(
    `select s.id::text as id, s.slug, s.names, s.slugs, s.icon, s.kind, s.category
       from sports s
      where s.slug = $1 or exists (select 1 from jsonb_each_text(s.slugs) t where t.value = $1)
      order by (s.slug = $1) desc, s.id
      limit 1`,
    [slug],
  );
  return rows[0];
}

export interface CompetitionRow {
  id: string;
  slug: string;
  names: Translations;
  slugs: Translations;
  region_names: Translations;
}

/** A competition of a sport by its canonical slug or its slug in any language. */
export async function competitionBySlug(
  database: Database,
  sportId: string,
  slug: string,
): Promise<CompetitionRow | undefined> {
  const rows = await database.query<CompetitionRow>(
    `select c.id::text as id, c.slug, c.names, c.slugs, r.names as region_names
       from competitions c join regions r on r.id = c.region_id
      where c.sport_id = $1::int
        and (c.slug = $2 or exists (select 1 from jsonb_each_text(c.slugs) t where t.value = $2))
      order by (c.slug = $2) desc, c.id
      limit 1`,
    [sportId, slug],
  );
  return rows[0];
}

export interface SitemapEventRow {
  id: string;
  slug: string;
  updated_at: Date;
  sport_slug: string;
  sport_slugs: Translations;
  sport_category: 'sport' | 'esport' | 'virtual';
  sport_kind: string;
  competition_slug: string;
  competition_slugs: Translations;
}

/**
 * The live and upcoming events a brand offers, for its sitemap: every page a crawler may list (virtual
 * events, which last minutes, are left out), soonest first, at most `limit`.
 */
export const sitemapEvents = (database: Database, bookmaker: string, limit: number) =>
  database.query<SitemapEventRow>(
    `select e.id::text as id, e.slug, e.updated_at, s.slug as sport_slug, s.slugs as sport_slugs,
            s.category as sport_category, s.kind as sport_kind, c.slug as competition_slug,
            c.slugs as competition_slugs
       from events e
       join sports s on s.id = e.sport_id
       join competitions c on c.id = e.competition_id
      where e.status in ('scheduled', 'live', 'suspended') and not e.is_virtual and not s.is_virtual
        and s.category <> 'virtual' and ${OFFERED}
      order by e.starts_at, e.id
      limit $2`,
    [bookmaker, limit],
  );

export interface SportStatRow {
  sport_id: string;
  slug: string;
  names: Translations;
  slugs: Translations;
  icon: string | null;
  count: number;
}

/**
 * Sports ranked for the top stats. Until bets are recorded the rank is the number of open events
 * (scheduled or live) the brand offers, then the catalogue's own order.
 */
export const sportStats = (database: Database, bookmaker: string, limit: number) =>
  database.query<SportStatRow>(
    `select s.id::text as sport_id, s.slug, s.names, s.slugs, s.icon, count(e.id)::int as count
       from sports s
       join competitions c on c.sport_id = s.id
       join events e on e.competition_id = c.id
      where e.status in ('scheduled', 'live') and not s.is_virtual and s.category <> 'virtual' and ${OFFERED}
      group by s.id
      order by count(e.id) desc, s.sort_order, s.id
      limit $2`,
    [bookmaker, limit],
  );

export interface CompetitionStatRow {
  competition_id: string;
  slug: string;
  names: Translations;
  slugs: Translations;
  sport_slug: string;
  sport_slugs: Translations;
  icon: string | null;
  count: number;
}

/** Competitions ranked for the top stats: catalogue priority, then open event count. */
export const competitionStats = (database: Database, bookmaker: string, limit: number) =>
  database.query<CompetitionStatRow>(
    `select c.id::text as competition_id, c.slug, c.names, c.slugs, s.slug as sport_slug, s.slugs as sport_slugs,
            s.icon, count(e.id)::int as count
       from competitions c
       join sports s on s.id = c.sport_id
       join events e on e.competition_id = c.id
      where e.status in ('scheduled', 'live') and not s.is_virtual and s.category <> 'virtual' and ${OFFERED}
      group by c.id, s.id
      order by c.priority desc, count(e.id) desc, c.id
      limit $2`,
    [bookmaker, limit],
  );
