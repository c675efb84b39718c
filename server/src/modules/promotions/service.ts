/**
 * Promotion leaderboards: the
 * results of a board, opting in (a failure answers NOT_OPTED_IN), and whether a player may take part.
 *
 * isLimitedUser reads "the board is limited to selected users"; isUserAllowed says whether this player
 * is one of them (and on the board's brand, with an active account).
 */
import type {
  BoardSummary,
  LeaderboardResponse,
  OptInResult,
  PromotionOptIn,
  UserAllowedResponse,
} from '@touchline/contract';
import { BRANDS, resolveBrand } from '../../brands';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { UserRow } from '../auth';
import { tr } from '../betbuilder';
import { boardId, DEMO_BOARDS, maskUsername, periodWindow } from './boards';
import {
  allowDemoUsers,
  type BoardRow,
  boardsOf,
  findBoard,
  findOptIn,
  insertBoards,
  insertOptIn,
  isOnAllowList,
  standings,
} from './repo';

/** Rows of a leaderboard answer (the caller's own row is added when it is further down). */
export const LEADERBOARD_SIZE = 20;

/**
 * Creates the demo boards of every brand (those missing) and puts the demo accounts on the limited
 * boards' lists. Idempotent.
 */
export async function ensureDemoBoards(ctx: Pick<AppContext, 'database' | 'clock'>): Promise<void> {
  const db = ctx.database.db;
  const now = new Date(ctx.clock.now());
  const rows = BRANDS.flatMap((brand) =>
    DEMO_BOARDS.map((board) => ({
      id: boardId(brand.BOOKMAKER, board.key),
      bookmaker: brand.BOOKMAKER,
      titles: board.titles,
      descriptions: board.descriptions,
      period: board.period,
      optInRequired: board.optInRequired,
      limitedUsers: board.limitedUsers,
      createdAt: now,
    })),
  );
  await insertBoards(db, rows);
  for (const row of rows) if (row.limitedUsers) await allowDemoUsers(db, row.id, row.bookmaker, now);
}

async function board(ctx: AppContext, id: string): Promise<BoardRow> {
  const row = await findBoard(ctx.database.db, id);
  if (!row?.active) throw notFound(`id_board: no promotion board '${id.slice(0, 60)}'`);
  return row;
}

/** Why a player may not take part in a board, or null when they may. */
async function participationProblem(ctx: AppContext, row: BoardRow, user: UserRow): Promise<string | null> {
  if (user.bookmaker !== row.bookmaker) return 'the board belongs to another brand';
  if (user.status !== 'active') return 'the account is not active';
  if (row.limitedUsers && !(await isOnAllowList(ctx.database.db, row.id, user.id))) {
    return 'the board is for invited players only';
  }
  return null;
}

async function standing(ctx: AppContext, row: BoardRow, user: UserRow): Promise<PromotionOptIn> {
  const optedIn = row.optInRequired
    ? (await findOptIn(ctx.database.db, row.id, user.id)) !== undefined
    : (await participationProblem(ctx, row, user)) === null;
  return {
    opt_in_status: optedIn ? 'OPTED_IN' : 'NOT_OPTED_IN',
    is_optIn_required: row.optInRequired,
    is_limited_users: row.limitedUsers,
    id_user: String(user.id),
  };
}

/** The brand's active boards with their titles in the language and current windows. */
export async function listBoards(ctx: AppContext, bookmaker: string, lang: string): Promise<BoardSummary[]> {
  const brand = resolveBrand({ bookmaker });
  const now = ctx.clock.now();
  return (await boardsOf(ctx.database.db, brand.BOOKMAKER)).map((row) => {
    const window = periodWindow(row.period, now);
    return {
      id_board: row.id,
      title: tr(row.titles, lang),
      description: tr(row.descriptions, lang),
      period: row.period,
      starts_at: window.from.toISOString(),
      ends_at: window.to.toISOString(),
      is_optIn_required: row.optInRequired,
      is_limited_users: row.limitedUsers,
    };
  });
}

/** GET results: the board's leaderboard for its current window; the caller's standing when logged in. */
export async function results(
  ctx: AppContext,
  user: UserRow | null,
  id: string,
): Promise<LeaderboardResponse> {
  const row = await board(ctx, id);
  const window = periodWindow(row.period, ctx.clock.now());
  const rows = await standings(ctx.database, row, window, LEADERBOARD_SIZE, user?.id ?? null);
  return {
    results: rows.map((r) => {
      const isMe = user !== null && Number(r.user_id) === user.id;
      return {
        rank: Number(r.rank),
        username: isMe ? r.username : maskUsername(r.username),
        points: Number(r.wagered) / 100,
        is_me: isMe,
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    opt_in: user ? await standing(ctx, row, user) : null,
  };
}

/** POST opt-in: OPTED_IN when the player takes part (now or already); NOT_OPTED_IN with the reason otherwise. */
export async function optIn(ctx: AppContext, user: UserRow, id: string): Promise<OptInResult> {
  const row = await findBoard(ctx.database.db, id);
  if (!row?.active) return { result: 'NOT_OPTED_IN', reason: 'no such promotion board' };
  const problem = await participationProblem(ctx, row, user);
  if (problem) return { result: 'NOT_OPTED_IN', reason: problem };
  await insertOptIn(ctx.database.db, row.id, user.id, new Date(ctx.clock.now()));
  return { result: 'OPTED_IN', reason: null };
}

/** GET is-user-allowed: whether the board needs an opt-in, is limited to selected players, and admits this one. */
export async function isUserAllowed(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<UserAllowedResponse> {
  const row = await board(ctx, id);
  return {
    is_optIn_required: row.optInRequired,
    isLimitedUser: row.limitedUsers,
    isUserAllowed: (await participationProblem(ctx, row, user)) === null,
  };
}
