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
import { isHttpError, notFound } from '../../http/errors';
import type { UserRow } from '../auth';
import { tr } from '../betbuilder';
import { type ContentAdmin, claimSeeding, DEMO_SEEDER } from '../content';
import { boardId, DEMO_BOARDS, maskUsername, periodWindow } from './boards';
import {
  allowDemoUsers,
  type BoardRow,
  findOptIn,
  insertOptIn,
  isOnAllowList,
  promotionBoardEntries,
  standings,
} from './repo';

/** Rows of a leaderboard answer (the caller's own row is added when it is further down). */
export const LEADERBOARD_SIZE = 20;

const DEMO_BOARDS_FLAG = 'promotions.demo_boards_seeded';

/**
 * Creates the demo boards of every brand once per database, through the operator's calls (so they are
 * audited, and may be edited or removed like any other); a board already there is left as it is. The
 * first server to claim the flag writes them. On every start the demo accounts are put on the lists of
 * the limited demo boards that still exist. Idempotent.
 */
export async function ensureDemoBoards(ctx: AppContext, admin: ContentAdmin): Promise<void> {
  const db = ctx.database.db;
  const now = new Date(ctx.clock.now());
  if (await claimSeeding(ctx, DEMO_BOARDS_FLAG)) {
    for (const brand of BRANDS) {
      for (const board of DEMO_BOARDS) {
        try {
          await admin.create(promotionBoardEntries, DEMO_SEEDER, {
            id: boardId(brand.BOOKMAKER, board.key),
            bookmaker: brand.BOOKMAKER,
            titles: board.titles,
            descriptions: board.descriptions,
            period: board.period,
            is_optIn_required: board.optInRequired,
            is_limited_users: board.limitedUsers,
            active: true,
          });
        } catch (error) {
          // A database from before boards were operator content has them already.
          if (!isHttpError(error, 'CONTENT_EXISTS')) throw error;
        }
      }
    }
  }
  const demoIds = new Set(
    BRANDS.flatMap((brand) => DEMO_BOARDS.map((board) => boardId(brand.BOOKMAKER, board.key))),
  );
  for (const row of await admin.entries(promotionBoardEntries)) {
    if (row.bookmaker !== null && row.is_limited_users && demoIds.has(row.id)) {
      await allowDemoUsers(db, row.id, row.bookmaker, now);
    }
  }
}

/** A board from the content store (what the operator last saved). */
async function findBoard(admin: ContentAdmin, id: string): Promise<BoardRow | undefined> {
  return (await admin.entries(promotionBoardEntries)).find((row) => row.id === id);
}

async function board(admin: ContentAdmin, id: string): Promise<BoardRow> {
  const row = await findBoard(admin, id);
  if (!row?.active) throw notFound(`id_board: no promotion board '${id.slice(0, 60)}'`);
  return row;
}

/** Why a player may not take part in a board, or null when they may. */
async function participationProblem(ctx: AppContext, row: BoardRow, user: UserRow): Promise<string | null> {
  if (row.bookmaker !== null && user.bookmaker !== row.bookmaker) return 'the board belongs to another brand';
  if (user.status !== 'active') return 'the account is not active';
  if (row.is_limited_users && !(await isOnAllowList(ctx.database.db, row.id, user.id))) {
    return 'the board is for invited players only';
  }
  return null;
}

async function standing(ctx: AppContext, row: BoardRow, user: UserRow): Promise<PromotionOptIn> {
  const optedIn = row.is_optIn_required
    ? (await findOptIn(ctx.database.db, row.id, user.id)) !== undefined
    : (await participationProblem(ctx, row, user)) === null;
  return {
    opt_in_status: optedIn ? 'OPTED_IN' : 'NOT_OPTED_IN',
    is_optIn_required: row.is_optIn_required,
    is_limited_users: row.is_limited_users,
    id_user: String(user.id),
  };
}

/** The brand's active boards (its own and every brand's) with their titles in the language and current windows. */
export async function listBoards(
  ctx: AppContext,
  admin: ContentAdmin,
  bookmaker: string,
  lang: string,
): Promise<BoardSummary[]> {
  const brand = resolveBrand({ bookmaker });
  const now = ctx.clock.now();
  const rows = (await admin.entries(promotionBoardEntries)).filter(
    (row) => row.active && (row.bookmaker === null || row.bookmaker === brand.BOOKMAKER),
  );
  return rows.map((row) => {
    const window = periodWindow(row.period, now);
    return {
      id_board: row.id,
      title: tr(row.titles, lang),
      description: tr(row.descriptions, lang),
      period: row.period,
      starts_at: window.from.toISOString(),
      ends_at: window.to.toISOString(),
      is_optIn_required: row.is_optIn_required,
      is_limited_users: row.is_limited_users,
    };
  });
}

/** GET results: the board's leaderboard for its current window; the caller's standing when logged in. */
export async function results(
  ctx: AppContext,
  admin: ContentAdmin,
  user: UserRow | null,
  id: string,
): Promise<LeaderboardResponse> {
  const row = await board(admin, id);
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
export async function optIn(
  ctx: AppContext,
  admin: ContentAdmin,
  user: UserRow,
  id: string,
): Promise<OptInResult> {
  const row = await findBoard(admin, id);
  if (!row?.active) return { result: 'NOT_OPTED_IN', reason: 'no such promotion board' };
  const problem = await participationProblem(ctx, row, user);
  if (problem) return { result: 'NOT_OPTED_IN', reason: problem };
  await insertOptIn(ctx.database.db, row.id, user.id, new Date(ctx.clock.now()));
  return { result: 'OPTED_IN', reason: null };
}

/** GET is-user-allowed: whether the board needs an opt-in, is limited to selected players, and admits this one. */
export async function isUserAllowed(
  ctx: AppContext,
  admin: ContentAdmin,
  user: UserRow,
  id: string,
): Promise<UserAllowedResponse> {
  const row = await board(admin, id);
  return {
    is_optIn_required: row.is_optIn_required,
    isLimitedUser: row.is_limited_users,
    isUserAllowed: (await participationProblem(ctx, row, user)) === null,
  };
}
