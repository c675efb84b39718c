/** SQL of the bet builder: the event with its markets, and stored builder tickets. */
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import {
  builderTickets,
  competitions,
  events,
  markets,
  outcomes,
  regions,
  sports,
  type Translations,
} from '../../db/schema';
import type { Executor } from '../../db/tx';

export type EventRow = typeof events.$inferSelect;
export type MarketRow = typeof markets.$inferSelect;
export type OutcomeRow = typeof outcomes.$inferSelect;
export type BuilderTicketRow = typeof builderTickets.$inferSelect;

export interface EventWithContext {
  event: EventRow;
  sportSlug: string;
  sportKind: string;
  competitionNames: Translations;
  /** The brands the event's competition is offered to (null: every brand). */
  competitionBrands: string[] | null;
  regionNames: Translations;
}

/** An event with its sport, competition and region names; undefined when unknown. */
export async function findEvent(db: Executor, eventId: number): Promise<EventWithContext | undefined> {
  const [row] = await db
    .select({
      event: events,
      sportSlug: sports.slug,
      sportKind: sports.kind,
      competitionNames: competitions.names,
      competitionBrands: competitions.brands,
      regionNames: regions.names,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .innerJoin(regions, eq(regions.id, competitions.regionId))
    .where(eq(events.id, eventId));
  return row;
}

/** The markets of an event with their outcomes still open (not yet resulted). */
export async function marketsOfEvent(
  db: Executor,
  eventId: number,
): Promise<{ markets: MarketRow[]; outcomes: OutcomeRow[] }> {
  const [marketRows, outcomeRows] = await Promise.all([
    db
      .select()
      .from(markets)
      .where(eq(markets.eventId, eventId))
      .orderBy(asc(markets.sortOrder), asc(markets.id)),
    db
      .select()
      .from(outcomes)
      .where(and(eq(outcomes.eventId, eventId), isNull(outcomes.result)))
      .orderBy(asc(outcomes.sortOrder), asc(outcomes.id)),
  ]);
  return { markets: marketRows, outcomes: outcomeRows };
}

/** Which event each of these outcome ids belongs to (unknown ids are absent). */
export async function eventsOfOutcomes(db: Executor, ids: readonly number[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: outcomes.id, eventId: outcomes.eventId })
    .from(outcomes)
    .where(inArray(outcomes.id, [...ids]));
  return new Map(rows.map((row) => [String(row.id), String(row.eventId)]));
}

export async function insertBuilderTicket(
  db: Executor,
  row: typeof builderTickets.$inferInsert,
): Promise<void> {
  await db.insert(builderTickets).values(row);
}

/** A stored builder ticket that has not expired at `now`. */
export async function findBuilderTicket(
  db: Executor,
  id: string,
  now: Date,
): Promise<BuilderTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(builderTickets)
    .where(and(eq(builderTickets.id, id), gt(builderTickets.expiresAt, now)));
  return row;
}

/** Removes tickets that expired before `before` (called as new tickets are stored). */
export async function deleteExpiredBuilderTickets(db: Executor, before: Date): Promise<void> {
  await db.delete(builderTickets).where(lt(builderTickets.expiresAt, before));
}
