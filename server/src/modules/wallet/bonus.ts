/**
 * Playthrough bonuses: bonus money sits in the bonus balance until the required turnover has been
 * wagered, then turns into cash.
 */
import type { Playthrough } from '@touchline/contract';
import type { Executor, Tx } from '../../db/tx';
import {
  activePlaythrough,
  countPlaythroughs,
  insertPlaythrough,
  type PlaythroughRow,
  updatePlaythrough,
} from './repo';
import {
  credit,
  getBalances,
  type LedgerReference,
  lockWallet,
  transfer,
  type WalletBalances,
} from './service';

export interface GrantBonusRequest {
  userId: number;
  /** Bonus money, minor units. */
  amount: number;
  /** Turnover to wager before the bonus becomes cash, minor units. */
  wageringRequired: number;
  reference?: LedgerReference;
  idempotencyKey?: string;
  now: Date;
}

/**
 * Credits bonus money and opens its playthrough; while one runs, a new grant tops it up (amount and
 * requirement add up), so there is one active playthrough per user.
 */
export async function grantBonus(
  tx: Tx,
  request: GrantBonusRequest,
): Promise<{ playthrough: PlaythroughRow | null; balances: WalletBalances; replayed: boolean }> {
  if (!Number.isSafeInteger(request.wageringRequired) || request.wageringRequired < 0) {
    throw new RangeError(`wageringRequired must be a non-negative integer, got ${request.wageringRequired}`);
  }
  const moved = await credit(tx, { ...request, kind: 'bonus_grant', balance: 'bonus' });
  const current = await activePlaythrough(tx, request.userId, true);
  // A replayed grant added nothing, so its playthrough must not grow (or be opened) again.
  if (moved.replayed) return { playthrough: current ?? null, balances: moved.balances, replayed: true };
  const playthrough = current
    ? await updatePlaythrough(tx, current.id, {
        amount: current.amount + request.amount,
        wageringRequired: current.wageringRequired + request.wageringRequired,
      })
    : await insertPlaythrough(tx, {
        userId: request.userId,
        walletId: moved.balances.walletId,
        amount: request.amount,
        wageringRequired: request.wageringRequired,
        createdAt: request.now,
      });
  return { playthrough, balances: moved.balances, replayed: moved.replayed };
}

export interface WageringResult {
  playthrough: PlaythroughRow | null;
  /** Bonus money moved into cash because the playthrough completed (0 when it did not). */
  converted: number;
}

/**
 * Counts a wager towards the active playthrough (call it in the bet's transaction with the stake).
 * When the requirement is met the playthrough completes and the whole bonus balance becomes cash.
 * A caller holding the wallet lock passes its balances as `locked`.
 */
export async function recordWagering(
  tx: Tx,
  request: { userId: number; amount: number; reference?: LedgerReference; now: Date },
  locked?: WalletBalances,
): Promise<WageringResult> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new RangeError(`a wager is a positive integer of minor units, got ${request.amount}`);
  }
  // Wallet first: every money path takes the wallet lock before anything else, so none can deadlock.
  const wallet = locked ?? (await lockWallet(tx, request.userId));
  const current = await activePlaythrough(tx, request.userId, true);
  if (!current) return { playthrough: null, converted: 0 };
  const wagered = Math.min(current.wagered + request.amount, current.wageringRequired);
  if (wagered < current.wageringRequired) {
    return { playthrough: await updatePlaythrough(tx, current.id, { wagered }), converted: 0 };
  }
  const completed = await updatePlaythrough(tx, current.id, {
    wagered,
    status: 'completed',
    completedAt: request.now,
  });
  if (wallet.bonus === 0) return { playthrough: completed, converted: 0 };
  await transfer(
    tx,
    {
      userId: request.userId,
      amount: wallet.bonus,
      kind: 'bonus_convert',
      from: 'bonus',
      to: 'cash',
      reference: { type: 'playthrough', id: String(current.id) },
      idempotencyKey: `playthrough:${current.id}:convert`,
    },
    wallet,
  );
  return { playthrough: completed, converted: wallet.bonus };
}

/** The playthrough view (contract PlaythroughResponse): the active bonus, if any, and the history size. */
export async function playthroughOverview(
  db: Executor,
  userId: number,
): Promise<{ bonus: Playthrough | null; total: number }> {
  const [current, total, balances] = await Promise.all([
    activePlaythrough(db, userId, false),
    countPlaythroughs(db, userId),
    getBalances(db, userId),
  ]);
  return {
    bonus: current
      ? {
          id: String(current.id),
          balance: balances.bonus,
          playthrough_remaining: Math.max(current.wageringRequired - current.wagered, 0),
          playthrough_total_required: current.wageringRequired,
        }
      : null,
    total,
  };
}
