/** SQL of the tips: which fixtures to ask about. */
import { and, asc, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { competitions, events, regions, sports, type Translations } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { offeredToCondition } from '../catalog';

export interface FixtureRow {
  id: number;
  homeTeam: string | null;
  awayTeam: string | null;
  startsAt: Date;
  sportSlug: string;
  competitionNames: Translations;
  regionNames: Translations;
}

export interface FixtureFilter {
  bookmaker: string;
  eventId?: number | undefined;
  competitionSlug?: string | undefined;
  sportSlug?: string | undefined;
  from: Date;
  limit: number;
}

/** A slug column or any of its translations equals the value (routes carry translated slugs). */
const slugMatches = (slug: AnyPgColumn, slugs: AnyPgColumn, value: string): SQL =>
  or(
    eq(slug, value),
    sql`exists (select 1 from jsonb_each_text(${slugs}) as t(lang, v) where t.v = ${value})`,
  ) as SQL;

/**
 * Upcoming head-to-head fixtures offered on a brand, most popular first: one event, a competition's,
 * a sport's, or the whole book's.
 */
export async function findFixtures(db: Executor, filter: FixtureFilter): Promise<FixtureRow[]> {
  const conditions: SQL[] = [
    eq(events.isOutright, false),
    isNotNull(events.homeTeam),
    isNotNull(events.awayTeam),
    eq(sports.kind, 'match'),
    offeredToCondition(filter.bookmaker),
  ];
  if (filter.eventId !== undefined) {
    conditions.push(eq(events.id, filter.eventId), inArray(events.status, ['scheduled', 'live']));
  } else {
    conditions.push(eq(events.status, 'scheduled'), gte(events.startsAt, filter.from));
  }
  if (filter.competitionSlug !== undefined) {
    conditions.push(slugMatches(competitions.slug, competitions.slugs, filter.competitionSlug));
  }
  if (filter.sportSlug !== undefined) {
    conditions.push(slugMatches(sports.slug, sports.slugs, filter.sportSlug));
  }
  const rows = await db
    .select({
      id: events.id,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      startsAt: events.startsAt,
      sportSlug: sports.slug,
      competitionNames: competitions.names,
      regionNames: regions.names,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .innerJoin(regions, eq(regions.id, competitions.regionId))
    .where(and(...conditions))
    .orderBy(desc(events.popularity), asc(events.startsAt), asc(events.id))
    .limit(filter.limit);
  return rows;
}
