/**
 * SQL of the chat: its conversations and messages, and the read-only lookups its tools make in the
 * catalogue and in one bettor's account. Every account read takes the user id as a parameter and
 * filters on it: the tools pass the id of the session that asks, never one read from a message.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Translations } from '../../db/schema';
import {
  betLegs,
  bets,
  boostTokens,
  type ChatExtraRow,
  chatConversations,
  chatMessages,
  competitions,
  events,
  freeBets,
  markets,
  outcomes,
  participants,
  sports,
} from '../../db/schema';
import type { Executor } from '../../db/tx';
import { offeredToCondition } from '../catalog';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findConversation(db: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function insertConversation(
  db: Executor,
  row: typeof chatConversations.$inferInsert,
): Promise<void> {
  await db.insert(chatConversations).values(row);
}

/** Binds a guest's conversation to the bettor who logged in, and records the widget's language and zone. */
export async function updateConversation(
  db: Executor,
  id: string,
  change: Partial<Pick<ConversationRow, 'userId' | 'lang' | 'timeZone' | 'updatedAt'>>,
): Promise<void> {
  await db.update(chatConversations).set(change).where(eq(chatConversations.id, id));
}

export async function listMessages(db: Executor, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
}

export async function countQuestions(db: Executor, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.role, 'user')));
  return Number(row?.n ?? 0);
}

export async function insertMessage(
  db: Executor,
  conversationId: string,
  role: 'user' | 'assistant',
  message: string,
  extra: ChatExtraRow | null,
  at: Date,
): Promise<void> {
  await db.insert(chatMessages).values({ conversationId, role, message, extra, createdAt: at });
}

/** Deletes guests' conversations unused since `before`, with their messages; answers how many. */
export async function deleteIdleGuestConversations(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(chatConversations)
    .where(and(isNull(chatConversations.userId), lt(chatConversations.updatedAt, before)))
    .returning({ id: chatConversations.id });
  return deleted.length;
}

/** Deletes every conversation of a bettor, with its messages (logout). */
export async function deleteConversationsOf(db: Executor, userId: number): Promise<string[]> {
  const deleted = await db
    .delete(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .returning({ id: chatConversations.id });
  return deleted.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// The catalogue

export interface NameRows {
  sports: Array<{ id: number; slug: string; names: Translations; category: string }>;
  competitions: Array<{ id: number; sportId: number; names: Translations }>;
  participants: Array<{ id: number; sportId: number; name: string }>;
}

/** Names the fuzzy matcher searches: sports, the brand's competitions and their participants. */
export async function catalogueNames(db: Executor, bookmaker: string): Promise<NameRows> {
  const sportRows = await db
    .select({ id: sports.id, slug: sports.slug, names: sports.names, category: sports.category })
    .from(sports);
  const competitionRows = await db
    .select({
      id: competitions.id,
      sportId: competitions.sportId,
      names: competitions.names,
      participantIds: competitions.participantIds,
    })
    .from(competitions)
    .where(offeredToCondition(bookmaker));
  const ids = [...new Set(competitionRows.flatMap((row) => row.participantIds))];
  // Participants of events on offer too: fixtures may hold teams the competition list does not name.
  const fromEvents = await db
    .selectDistinct({ home: events.homeId, away: events.awayId })
    .from(events)
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .where(and(offeredToCondition(bookmaker), inArray(events.status, ['scheduled', 'live', 'suspended'])));
  for (const row of fromEvents) {
    if (row.home !== null) ids.push(row.home);
    if (row.away !== null) ids.push(row.away);
  }
  const unique = [...new Set(ids)];
  const participantRows =
    unique.length === 0
      ? []
      : await db
          .select({ id: participants.id, sportId: participants.sportId, name: participants.name })
          .from(participants)
          .where(inArray(participants.id, unique));
  return {
    sports: sportRows,
    competitions: competitionRows.map(({ id, sportId, names }) => ({ id, sportId, names })),
    participants: participantRows,
  };
}

export interface EventRow {
  id: number;
  name: string;
  names: Translations | null;
  homeTeam: string | null;
  awayTeam: string | null;
  homeId: number | null;
  awayId: number | null;
  startsAt: Date;
  status: string;
  isLive: boolean;
  stats: { home_scores: number | null; away_scores: number | null; time: string | null } | null;
  competitionNames: Translations;
  sportNames: Translations;
  sportId: number;
}

export interface EventFilter {
  bookmaker: string;
  eventId?: number | undefined;
  participantId?: number | undefined;
  competitionId?: number | undefined;
  sportId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  liveOnly?: boolean | undefined;
  /** Simulated virtual events are left out unless asked for by their sport. */
  includeVirtual?: boolean | undefined;
  limit: number;
}

/** Events on offer to the brand that are not over, soonest first. */
export async function findEvents(db: Executor, filter: EventFilter): Promise<EventRow[]> {
  const conditions: SQL[] = [
    offeredToCondition(filter.bookmaker),
    inArray(events.status, filter.liveOnly ? ['live', 'suspended'] : ['scheduled', 'live', 'suspended']),
    eq(events.isOutright, false),
  ];
  if (!filter.includeVirtual) conditions.push(eq(events.isVirtual, false));
  if (filter.eventId !== undefined) conditions.push(eq(events.id, filter.eventId));
  if (filter.participantId !== undefined) {
    const team = or(eq(events.homeId, filter.participantId), eq(events.awayId, filter.participantId));
    if (team) conditions.push(team);
  }
  if (filter.competitionId !== undefined) conditions.push(eq(events.competitionId, filter.competitionId));
  if (filter.sportId !== undefined) conditions.push(eq(events.sportId, filter.sportId));
  if (filter.liveOnly) conditions.push(eq(events.isLive, true));
  if (filter.from) conditions.push(gte(events.startsAt, filter.from));
  if (filter.to) conditions.push(lt(events.startsAt, filter.to));
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      names: events.names,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
      homeId: events.homeId,
      awayId: events.awayId,
      startsAt: events.startsAt,
      status: events.status,
      isLive: events.isLive,
      stats: events.stats,
      competitionNames: competitions.names,
      sportNames: sports.names,
      sportId: events.sportId,
    })
    .from(events)
    .innerJoin(competitions, eq(competitions.id, events.competitionId))
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(and(...conditions))
    .orderBy(desc(events.isLive), asc(events.startsAt), desc(events.popularity), asc(events.id))
    .limit(filter.limit);
  return rows as EventRow[];
}

export interface OutcomeRowLite {
  id: number;
  eventId: number;
  marketId: number;
  marketNames: Translations;
  names: Translations;
  code: string | null;
  odds: number;
  participantId: number | null;
  isMain: boolean;
}

/** Open, priced outcomes of open markets of the events; with `mainOnly`, of their main market only. */
export async function pricedOutcomes(
  db: Executor,
  eventIds: readonly number[],
  mainOnly: boolean,
  limit = 200,
): Promise<OutcomeRowLite[]> {
  if (eventIds.length === 0) return [];
  const conditions: SQL[] = [
    inArray(outcomes.eventId, [...eventIds]),
    eq(markets.status, 'open'),
    eq(markets.isSuspended, false),
    gt(outcomes.odds, 1),
    isNull(outcomes.result),
  ];
  if (mainOnly) conditions.push(eq(markets.isMain, true));
  return db
    .select({
      id: outcomes.id,
      eventId: outcomes.eventId,
      marketId: outcomes.marketId,
      marketNames: markets.names,
      names: outcomes.names,
      code: outcomes.code,
      odds: outcomes.odds,
      participantId: outcomes.participantId,
      isMain: markets.isMain,
    })
    .from(outcomes)
    .innerJoin(markets, eq(markets.id, outcomes.marketId))
    .where(and(...conditions))
    .orderBy(
      desc(markets.isMain),
      asc(markets.sortOrder),
      asc(markets.id),
      asc(outcomes.sortOrder),
      asc(outcomes.id),
    )
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// One bettor's account (the user id always comes from the asking session)

export interface OpenBetRow {
  id: string;
  betType: string;
  totalStake: number;
  currency: string;
  potentialReturn: number | null;
  placedAt: Date;
  legs: Array<{ eventId: number; outcomeId: number; eventName: string; outcomeName: string; odds: number }>;
}

export async function openBetsOf(db: Executor, userId: number, limit: number): Promise<OpenBetRow[]> {
  const rows = await db
    .select({
      id: bets.id,
      betType: bets.betType,
      totalStake: bets.totalStake,
      currency: bets.currency,
      potentialReturn: bets.potentialReturn,
      placedAt: bets.placedAt,
    })
    .from(bets)
    .where(and(eq(bets.userId, userId), inArray(bets.status, ['open', 'partially_cashed_out'])))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const legs = await db
    .select({
      betId: betLegs.betId,
      eventId: betLegs.eventId,
      outcomeId: betLegs.outcomeId,
      eventName: betLegs.eventName,
      outcomeName: sql<string>`coalesce(${betLegs.outcomeLabel}, ${betLegs.outcomeName})`,
      odds: betLegs.odds,
    })
    .from(betLegs)
    .innerJoin(bets, eq(bets.id, betLegs.betId))
    .where(
      and(
        eq(bets.userId, userId),
        inArray(
          betLegs.betId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(betLegs.betId), asc(betLegs.legNo));
  return rows.map((row) => ({
    ...row,
    legs: legs.filter((leg) => leg.betId === row.id).map(({ betId: _betId, ...leg }) => leg),
  }));
}

export interface RewardRows {
  freeBets: Array<{
    id: string;
    name: string;
    amountRemaining: number;
    currency: string;
    expiresAt: Date | null;
  }>;
  boostTokens: Array<{
    id: string;
    name: string;
    percentage: number;
    maxWinnings: number;
    expiresAt: Date | null;
  }>;
}

/** The bettor's free bets and boost tokens still usable at `now`, soonest to expire first. */
export async function activeRewardsOf(db: Executor, userId: number, now: Date): Promise<RewardRows> {
  const free = await db
    .select({
      id: freeBets.id,
      name: freeBets.name,
      amountRemaining: freeBets.amountRemaining,
      currency: freeBets.currency,
      expiresAt: freeBets.expiresAt,
    })
    .from(freeBets)
    .where(
      and(
        eq(freeBets.userId, userId),
        eq(freeBets.status, 'active'),
        gt(freeBets.amountRemaining, 0),
        or(isNull(freeBets.expiresAt), gt(freeBets.expiresAt, now)),
      ),
    )
    .orderBy(sql`${freeBets.expiresAt} asc nulls last`, asc(freeBets.id));
  const boosts = await db
    .select({
      id: boostTokens.id,
      name: boostTokens.name,
      percentage: boostTokens.percentage,
      maxWinnings: boostTokens.maxWinnings,
      expiresAt: boostTokens.expiresAt,
    })
    .from(boostTokens)
    .where(
      and(
        eq(boostTokens.userId, userId),
        eq(boostTokens.status, 'active'),
        or(isNull(boostTokens.expiresAt), gt(boostTokens.expiresAt, now)),
      ),
    )
    .orderBy(sql`${boostTokens.expiresAt} asc nulls last`, asc(boostTokens.id));
  return { freeBets: free, boostTokens: boosts };
}

/** Live events of the teams the bettor has open bets on (through the events of their pending legs). */
export async function liveEventsOfBettorsTeams(
  db: Executor,
  userId: number,
  bookmaker: string,
): Promise<Array<{ team: string; event: EventRow }>> {
  const legEvents = await db
    .selectDistinct({
      homeId: events.homeId,
      awayId: events.awayId,
      homeTeam: events.homeTeam,
      awayTeam: events.awayTeam,
    })
    .from(betLegs)
    .innerJoin(bets, eq(bets.id, betLegs.betId))
    .innerJoin(events, eq(events.id, betLegs.eventId))
    .where(and(eq(bets.userId, userId), inArray(bets.status, ['open', 'partially_cashed_out'])))
    .limit(50);
  const teams = new Map<number, string>();
  for (const row of legEvents) {
    if (row.homeId !== null && row.homeTeam) teams.set(row.homeId, row.homeTeam);
    if (row.awayId !== null && row.awayTeam) teams.set(row.awayId, row.awayTeam);
  }
  const found: Array<{ team: string; event: EventRow }> = [];
  for (const [id, team] of teams) {
    const [event] = await findEvents(db, { bookmaker, participantId: id, liveOnly: true, limit: 1 });
    if (event) found.push({ team, event });
    if (found.length >= 3) break;
  }
  return found;
}
