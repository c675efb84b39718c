/** SQL of promotion leaderboards: boards (operator content), opt-ins, allow lists and standings from the bets table. */
import type { PromotionEntry, PromotionInput } from '@touchline/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotionAllowedUsers, promotionBoards, promotionOptIns, users } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { tableEntryStore } from '../content';

export type OptInRow = typeof promotionOptIns.$inferSelect;
type BoardDbRow = typeof promotionBoards.$inferSelect;

/** A board as the operator calls and the leaderboards read it. */
export type BoardRow = PromotionEntry;

const boardEntry = (row: BoardDbRow): PromotionEntry => ({
  id: row.id,
  bookmaker: row.bookmaker,
  titles: row.titles,
  descriptions: row.descriptions,
  period: row.period,
  is_optIn_required: row.optInRequired,
  is_limited_users: row.limitedUsers,
  active: row.active,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const boardValues = (input: PromotionInput) => ({
  bookmaker: input.bookmaker,
  titles: input.titles as Record<string, string>,
  descriptions: input.descriptions as Record<string, string>,
  period: input.period,
  optInRequired: input.is_optIn_required,
  limitedUsers: input.is_limited_users,
  active: input.active,
});

/** Promotion boards as operator content: what the operator calls and the leaderboards read and write. */
export const promotionBoardEntries = tableEntryStore<PromotionInput, PromotionEntry, typeof promotionBoards>({
  kind: 'promotion',
  table: promotionBoards,
  order: [asc(promotionBoards.id)],
  entry: boardEntry,
  values: boardValues,
});

/** Puts the brand's demo accounts on a limited board's allow list. */
export async function allowDemoUsers(
  db: Executor,
  boardId: string,
  bookmaker: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into ${promotionAllowedUsers} (board_id, user_id, added_at)
    select ${boardId}, ${users.id}, ${now} from ${users}
    where ${users.isDemo} and ${users.bookmaker} = ${bookmaker}
    on conflict do nothing`);
}

export async function allowUser(db: Executor, boardId: string, userId: number, now: Date): Promise<void> {
  await db.insert(promotionAllowedUsers).values({ boardId, userId, addedAt: now }).onConflictDoNothing();
}

export async function findOptIn(
  db: Executor,
  boardId: string,
  userId: number,
): Promise<OptInRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionOptIns)
    .where(and(eq(promotionOptIns.boardId, boardId), eq(promotionOptIns.userId, userId)));
  return row;
}

export async function insertOptIn(db: Executor, boardId: string, userId: number, now: Date): Promise<void> {
  await db.insert(promotionOptIns).values({ boardId, userId, optedInAt: now }).onConflictDoNothing();
}

export async function isOnAllowList(db: Executor, boardId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: promotionAllowedUsers.userId })
    .from(promotionAllowedUsers)
    .where(and(eq(promotionAllowedUsers.boardId, boardId), eq(promotionAllowedUsers.userId, userId)));
  return row !== undefined;
}

export interface StandingRow {
  user_id: string | number;
  username: string;
  wagered: string | number;
  rank: string | number;
  total: string | number;
}

/**
 * The board's standings in a window: cash and bonus staked (free-bet stakes and void bets do not count)
 * by the brand's players (every brand's for a board of every brand), only after they opted in where the board asks for it, only allowed players on
 * a limited board. Answers the top `limit` plus the row of `me`.
 */
export async function standings(
  database: Database,
  board: BoardRow,
  window: { from: Date; to: Date },
  limit: number,
  me: number | null,
): Promise<StandingRow[]> {
  return database.query<StandingRow>(
    `with wagers as (
       select u.id as user_id, u.username, sum(b.total_stake - b.stake_free_bet) as wagered
       from bets b
       join users u on u.id = b.user_id
       left join promotion_opt_ins o on o.board_id = $1 and o.user_id = u.id
       where ($2::text is null or u.bookmaker = $2) and b.placed_at >= $3 and b.placed_at < $4 and b.status <> 'void'
         and (not $5::boolean or (o.user_id is not null and b.placed_at >= o.opted_in_at))
         and (not $6::boolean or exists (
           select 1 from promotion_allowed_users a where a.board_id = $1 and a.user_id = u.id))
       group by u.id, u.username
       having sum(b.total_stake - b.stake_free_bet) > 0
     ), ranked as (
       select *, row_number() over (order by wagered desc, user_id asc) as rank, count(*) over () as total
       from wagers
     )
     select user_id, username, wagered, rank, total from ranked
     where rank <= $7 or user_id = $8
     order by rank`,
    [
      board.id,
      board.bookmaker,
      window.from.toISOString(),
      window.to.toISOString(),
      board.is_optIn_required,
      board.is_limited_users,
      limit,
      me ?? -1,
    ],
  );
}
