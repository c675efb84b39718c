/** SQL of bets, their legs, cash-outs and stored idempotent answers. */
import { and, asc, count, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { executeNamed } from '../../db/named';
import { betCashoutOffers, betCashouts, betLegs, bets, type idempotentResponses } from '../../db/schema';
import { type Executor, rowsOf, type Tx } from '../../db/tx';

export type BetRow = typeof bets.$inferSelect;
export type NewBetRow = typeof bets.$inferInsert;
export type BetLegRow = typeof betLegs.$inferSelect;
export type NewBetLegRow = typeof betLegs.$inferInsert;
export type CashoutRow = typeof betCashouts.$inferSelect;
export type IdempotentRow = typeof idempotentResponses.$inferSelect;

/**
 * The inserts of a bet and its legs (legs numbered by the caller) as CTEs, to run in one statement
 * with other writes of the same placement (the stake's ledger entries, the stored answer). Plain SQL:
 * this is the hot path of every bet, and building it with the query builder cost more than running it.
 */
export function betInserts(bet: NewBetRow, legs: Omit<NewBetLegRow, 'betId'>[]): SQL {
  const legRows = JSON.stringify(
    legs.map((leg) => ({
      leg_no: leg.legNo,
      event_id: leg.eventId,
      market_id: leg.marketId,
      outcome_id: leg.outcomeId,
      outcome_list: leg.outcomeList ?? [],
      odds: leg.odds,
      ew_place: leg.ewPlace ?? null,
      ew_price: leg.ewPrice ?? null,
      is_starting_price: leg.isStartingPrice ?? false,
      combo_boost_available: leg.comboBoostAvailable ?? true,
      market_type: leg.marketType,
      outcome_name: leg.outcomeName,
      outcome_label: leg.outcomeLabel ?? null,
      market_name: leg.marketName,
      event_name: leg.eventName,
    })),
  );
  return sql`placed_bet as (
      insert into bets
        (id, user_id, bookmaker, currency, bet_type, system_k, each_way, stake, total_stake, lines, odds,
         potential_return, tax, stake_free_bet, stake_cash, stake_bonus, free_bet_id, boost_token_id,
         boost_percentage, boost_max_winnings, combo_boost_percent, combo_boost_mode, status, source, meta,
         lang, idempotency_key, placed_at)
      values (${bet.id}::text, ${bet.userId}::bigint, ${bet.bookmaker}::text, ${bet.currency}::text,
         ${bet.betType}::text, ${bet.systemK ?? null}::smallint, ${bet.eachWay ?? false}::boolean,
         ${bet.stake}::bigint, ${bet.totalStake}::bigint, ${bet.lines}::integer, ${bet.odds ?? null}::float8,
         ${bet.potentialReturn ?? null}::bigint, ${bet.tax ?? 0}::bigint, ${bet.stakeFreeBet ?? 0}::bigint,
         ${bet.stakeCash ?? 0}::bigint, ${bet.stakeBonus ?? 0}::bigint, ${bet.freeBetId ?? null}::text,
         ${bet.boostTokenId ?? null}::text, ${bet.boostPercentage ?? null}::float8,
         ${bet.boostMaxWinnings ?? null}::bigint, ${bet.comboBoostPercent ?? 0}::float8,
         ${bet.comboBoostMode ?? null}::text, ${bet.status ?? 'open'}::text, ${bet.source ?? 'betslip'}::text,
         ${bet.meta ? JSON.stringify(bet.meta) : null}::jsonb, ${bet.lang ?? null}::text,
         ${bet.idempotencyKey ?? null}::text, ${bet.placedAt.toISOString()}::timestamptz)
    ), placed_legs as (
      insert into bet_legs
        (bet_id, leg_no, event_id, market_id, outcome_id, outcome_list, odds, ew_place, ew_price,
         is_starting_price, combo_boost_available, market_type, outcome_name, outcome_label, market_name,
         event_name)
      select ${bet.id}::text, l.leg_no, l.event_id, l.market_id, l.outcome_id, l.outcome_list, l.odds,
             l.ew_place, l.ew_price, l.is_starting_price, l.combo_boost_available, l.market_type,
             l.outcome_name, l.outcome_label, l.market_name, l.event_name
        from jsonb_to_recordset(${legRows}::jsonb) as l
             (leg_no smallint, event_id bigint, market_id bigint, outcome_id bigint, outcome_list jsonb,
              odds float8, ew_place smallint, ew_price smallint, is_starting_price boolean,
              combo_boost_available boolean, market_type text, outcome_name text, outcome_label text,
              market_name text, event_name text)
    )`;
}

/** Runs CTEs of inserts (betInserts, storedAnswerInsert, ...) as one statement. */
export async function runInserts(tx: Tx, inserts: SQL): Promise<void> {
  await tx.execute(sql`with ${inserts} select 1`);
}

/** A user's bet, locked until the transaction ends. */
export async function lockBet(tx: Tx, betId: string, userId?: number): Promise<BetRow | undefined> {
  const where = userId === undefined ? eq(bets.id, betId) : and(eq(bets.id, betId), eq(bets.userId, userId));
  const [row] = await tx.select().from(bets).where(where).for('update');
  return row;
}

/** Bets locked until the transaction ends, in id order (two batches over the same bets cannot deadlock). */
export async function lockBets(tx: Tx, betIds: readonly string[]): Promise<BetRow[]> {
  if (betIds.length === 0) return [];
  return tx
    .select()
    .from(bets)
    .where(inArray(bets.id, [...betIds]))
    .orderBy(asc(bets.id))
    .for('update');
}

/** The owners of some bets. */
export async function ownersOf(db: Executor, betIds: readonly string[]): Promise<number[]> {
  if (betIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: bets.userId })
    .from(bets)
    .where(inArray(bets.id, [...betIds]));
  return rows.map((row) => row.userId);
}

/**
 * Marks bets (locked by the caller) settled with their status and payout, and drops their kept
 * cash-out offers (a settled bet has none), in one statement.
 */
export async function markSettled(
  tx: Tx,
  settled: ReadonlyArray<{ betId: string; status: string; payout: number }>,
  now: Date,
): Promise<void> {
  if (settled.length === 0) return;
  const payload = JSON.stringify(settled.map((s) => ({ id: s.betId, status: s.status, payout: s.payout })));
  await tx.execute(sql`
    with marked as (
      update bets as b set status = v.status, payout = v.payout, settled_at = ${now}
        from jsonb_to_recordset(${payload}::jsonb) as v(id text, status text, payout bigint)
       where b.id = v.id
      returning b.id)
    delete from ${betCashoutOffers} where bet_id in (select id from marked)`);
}

/** The legs of some bets, in leg order, by bet id. */
export async function legsOf(db: Executor, betIds: readonly string[]): Promise<Map<string, BetLegRow[]>> {
  const byBet = new Map<string, BetLegRow[]>();
  if (betIds.length === 0) return byBet;
  const rows = await db
    .select()
    .from(betLegs)
    .where(inArray(betLegs.betId, [...betIds]))
    .orderBy(asc(betLegs.betId), asc(betLegs.legNo));
  for (const row of rows) {
    const list = byBet.get(row.betId) ?? [];
    list.push(row);
    byBet.set(row.betId, list);
  }
  return byBet;
}

const OPEN_STATUSES = ['open', 'partially_cashed_out'] as const;

/** One page of a user's bets, newest first, and how many match. */
export async function betsPage(
  db: Executor,
  userId: number,
  filter: 'open' | 'settled' | 'all',
  limit: number,
  offset: number,
): Promise<{ rows: BetRow[]; total: number }> {
  const conditions: SQL[] = [eq(bets.userId, userId)];
  if (filter === 'open') conditions.push(inArray(bets.status, [...OPEN_STATUSES]));
  if (filter === 'settled') conditions.push(sql`${bets.status} not in ('open', 'partially_cashed_out')`);
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(bets).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** A pending leg of an event with what the catalogue says of it now. */
export interface PendingLegState {
  legId: number;
  betId: string;
  isStartingPrice: boolean;
  eventStatus: string | null;
  /** When the event is (or was last) due to start. */
  eventStartsAt: Date | null;
  outcomeResult: string | null;
  outcomePosition: number | null;
  outcomeOdds: number | null;
}

/**
 * The pending legs of an event with the state of their event and outcome now: `limit` of them after
 * leg id `afterLegId`, in leg id order (a page; the next one starts after the last id).
 */
export async function pendingLegsOfEvent(
  db: Executor,
  eventId: number,
  afterLegId = 0,
  limit = 1_000_000,
): Promise<PendingLegState[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.id, l.bet_id, l.is_starting_price, e.status as event_status, e.starts_at as event_starts_at,
             o.result as outcome_result, o.position as outcome_position, o.odds as outcome_odds
      from bet_legs l
      left join events e on e.id = l.event_id
      left join outcomes o on o.id = l.outcome_id
      where l.event_id = ${eventId} and l.result is null and l.id > ${afterLegId}
      order by l.id
      limit ${limit}`),
  );
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => ({
    legId: Number(row.id),
    betId: String(row.bet_id),
    isStartingPrice: row.is_starting_price === true,
    eventStatus:
      row.event_status === null || row.event_status === undefined ? null : String(row.event_status),
    eventStartsAt:
      row.event_starts_at === null || row.event_starts_at === undefined
        ? null
        : new Date(row.event_starts_at as string | Date),
    outcomeResult:
      row.outcome_result === null || row.outcome_result === undefined ? null : String(row.outcome_result),
    outcomePosition: num(row.outcome_position),
    outcomeOdds: num(row.outcome_odds),
  }));
}

/** Results pending legs (a leg already resulted is left alone); returns the bets touched. */
export async function resultLegs(
  tx: Tx,
  results: ReadonlyArray<{ legId: number; result: string; position: number | null; odds: number | null }>,
  now: Date,
): Promise<string[]> {
  const touched = new Set<string>();
  for (const chunk of chunks(results, 500)) {
    const payload = JSON.stringify(
      chunk.map((r) => ({ id: r.legId, result: r.result, position: r.position, odds: r.odds })),
    );
    const rows = await tx.execute(sql`
      update bet_legs as l
      set result = v.result, position = v.position, odds = coalesce(v.odds, l.odds), resulted_at = ${now}
      from jsonb_to_recordset(${payload}::jsonb) as v(id bigint, result text, position smallint, odds double precision)
      where l.id = v.id and l.result is null
      returning l.bet_id`);
    for (const row of rowsOf<{ bet_id: string }>(rows)) touched.add(row.bet_id);
  }
  return [...touched];
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Open bets whose legs are all resulted: ready to settle. */
export async function settleableBetIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(
      and(
        isNull(bets.settledAt),
        inArray(bets.status, [...OPEN_STATUSES]),
        sql`not exists (select 1 from ${betLegs} where ${betLegs.betId} = ${bets.id} and ${betLegs.result} is null)`,
      ),
    )
    .orderBy(asc(bets.placedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Events with pending legs that the catalogue has resulted, cancelled or lost, or that were postponed
 * and not played by `postponedBefore` (their scheduled start is earlier).
 */
export async function eventsToResult(db: Executor, limit: number, postponedBefore: Date): Promise<number[]> {
  const rows = rowsOf<{ event_id: string | number }>(
    await db.execute(sql`
      select distinct l.event_id from bet_legs l
      left join events e on e.id = l.event_id
      where l.result is null and (
        e.id is null or e.status in ('resulted', 'cancelled')
        or (e.status = 'postponed' and e.starts_at < ${postponedBefore})
      )
      limit ${limit}`),
  );
  return rows.map((row) => Number(row.event_id));
}

/** Changes a bet (locked by the caller) and returns it. */
export async function updateBet(tx: Tx, betId: string, change: Partial<NewBetRow>): Promise<BetRow> {
  const [row] = await tx.update(bets).set(change).where(eq(bets.id, betId)).returning();
  if (!row) throw new Error(`bet ${betId} vanished inside its own lock`);
  return row;
}

/** The open bets with a pending leg on one of these outcomes or in one of these markets, by id. */
export async function openBetsOn(
  db: Executor,
  changed: { outcomes: readonly number[]; markets: readonly number[] },
): Promise<string[]> {
  if (changed.outcomes.length === 0 && changed.markets.length === 0) return [];
  const list = (ids: readonly number[]) => `{${ids.filter(Number.isSafeInteger).join(',')}}`;
  const rows = rowsOf<{ bet_id: string }>(
    await db.execute(sql`
      select distinct l.bet_id from bet_legs l
       where l.result is null
         and (l.outcome_id = any(${list(changed.outcomes)}::bigint[])
              or l.market_id = any(${list(changed.markets)}::bigint[]))
         and exists (select 1 from bets b where b.id = l.bet_id and b.settled_at is null)
       order by l.bet_id`),
  );
  return rows.map((row) => row.bet_id);
}

/** Some bets, by id. */
export const betsById = (db: Executor, betIds: readonly string[]) =>
  db
    .select()
    .from(bets)
    .where(inArray(bets.id, [...betIds]));

/** Keeps the re-priced cash-out offers of bets (null: none offered), one statement. */
export async function storeOffers(
  db: Executor,
  offers: ReadonlyArray<{ betId: string; offer: number | null }>,
  now: Date,
): Promise<void> {
  if (offers.length === 0) return;
  const payload = JSON.stringify(offers.map((o) => ({ bet_id: o.betId, offer: o.offer })));
  await db.execute(sql`
    insert into ${betCashoutOffers} (bet_id, offer, priced_at)
    select v.bet_id, v.offer, ${now} from jsonb_to_recordset(${payload}::jsonb) as v(bet_id text, offer bigint)
    on conflict (bet_id) do update set offer = excluded.offer, priced_at = excluded.priced_at`);
}

/** Records a cash-out request, processed or rejected. */
export async function insertCashout(tx: Tx, row: typeof betCashouts.$inferInsert): Promise<CashoutRow> {
  const [inserted] = await tx.insert(betCashouts).values(row).returning();
  if (!inserted) throw new Error('cash-out insert returned no row');
  return inserted;
}

/** A user's cash-outs since a moment, newest first. */
export const recentCashouts = (db: Executor, userId: number, since: Date, limit: number) =>
  db
    .select()
    .from(betCashouts)
    .where(and(eq(betCashouts.userId, userId), gte(betCashouts.requestedAt, since)))
    .orderBy(desc(betCashouts.requestedAt), desc(betCashouts.id))
    .limit(limit);

/** The read of findIdempotent, to send with other reads in one statement (decode with idempotentOf). */
export const idempotentSelect = (userId: number, scope: string, key: string): SQL => sql`
      select user_id, scope, key, request_hash, status_code, response, created_at from idempotent_responses
       where user_id = ${userId} and scope = ${scope} and key = ${key}`;

/** The stored answer of an idempotent call, if any. */
export async function findIdempotent(
  db: Executor,
  userId: number,
  scope: string,
  key: string,
): Promise<IdempotentRow | undefined> {
  const [row] = await executeNamed(db, idempotentSelect(userId, scope, key));
  return idempotentOf(row);
}

/** A stored answer's row as a read answers it (raw columns, or the same keys from JSON). */
export function idempotentOf(row: Record<string, unknown> | undefined): IdempotentRow | undefined {
  return (
    row && {
      userId: Number(row.user_id),
      scope: String(row.scope),
      key: String(row.key),
      requestHash: String(row.request_hash),
      statusCode: Number(row.status_code),
      response: typeof row.response === 'string' ? JSON.parse(row.response) : row.response,
      createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
    }
  );
}

/** Stores the answer of an idempotent call (unique per user, scope and key). */
export async function insertIdempotent(tx: Tx, row: typeof idempotentResponses.$inferInsert): Promise<void> {
  await runInserts(tx, idempotentInsert(row));
}

/** The insert of insertIdempotent as a CTE, to run with the writes whose answer it stores. */
export const idempotentInsert = (row: typeof idempotentResponses.$inferInsert): SQL =>
  sql`stored_answer as (
      insert into idempotent_responses (user_id, scope, key, request_hash, status_code, response, created_at)
      values (${row.userId}::bigint, ${row.scope}::text, ${row.key}::text, ${row.requestHash}::text,
              ${row.statusCode}::smallint, ${JSON.stringify(row.response)}::jsonb,
              ${row.createdAt.toISOString()}::timestamptz))`;
