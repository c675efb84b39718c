/**
 * The casino wallet a game server calls for every money movement of a game. Each call runs in one
 * database transaction that first locks the bettor's wallet, so all calls of one bettor queue there:
 * the lookup of an earlier call with the same transaction id, the checks, the ledger entries, the round
 * and the stored answer commit together or not at all.
 *
 * A repeated transaction id answers the stored answer of its first call, refusals of a bet or a win
 * included (a refusal moved no money, and answering it again keeps the game server's view whole). A
 * rollback that found nothing to return is not stored: the bet may still arrive, and a later rollback
 * must then find it.
 *
 * A session's expiry stops new bets only: a round already staked must still be able to pay out or be
 * rolled back, or the bettor's money would be stuck in it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  CasinoBalance,
  CasinoBetBody,
  CasinoLaunch,
  CasinoRecoveryReport,
  CasinoRefusalCode,
  CasinoRollbackBody,
  CasinoTransactionAnswer,
  CasinoWinBody,
  LaunchCasinoBody,
} from '@touchline/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { CASINO_RECOVERY_LOCK_KEY } from '../../db/locks';
import type { Tx } from '../../db/tx';
import { HttpError, isHttpError } from '../../http/errors';
import { isUniqueViolation } from '../bets';
import { assertPlayAllowed } from '../limits';
import { balanceInsufficient, credit, debit, getBalances, lockWallet, type WalletBalances } from '../wallet';
import {
  type CasinoRoundRow,
  type CasinoSessionRow,
  type CasinoTransactionRow,
  extendSession,
  insertRound,
  insertSession,
  insertTransaction,
  lockRound,
  lockRoundById,
  openBetsOf,
  sessionByTokenHash,
  staleRounds,
  transactionOf,
  updateRound,
} from './repo';

/** How long a session takes new bets after its launch or its last bet. */
export const CASINO_SESSION_TTL_MS = 30 * 60_000;
/** Rounds one recovery run rolls back at most (the next run takes the rest). */
const RECOVERY_BATCH = 500;

/** The answer stored with a transaction: what the call answered, to answer it again. */
type StoredAnswer =
  | { ok: true; body: CasinoTransactionAnswer }
  | { ok: false; status: number; code: string; message: string; meta: Record<string, unknown> };

const refusal = (status: number, code: CasinoRefusalCode, message: string) =>
  new HttpError(status, code, message);

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The provider whose secret an Authorization header carries, or null. Every secret is compared, in
 * constant time over digests of equal length, so the answer's timing tells nothing of any of them.
 */
export function providerOf(header: string | undefined, providers: Record<string, string>): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  let found: string | null = null;
  for (const [name, secret] of Object.entries(providers)) {
    const expected = createHash('sha256').update(secret).digest();
    if (timingSafeEqual(given, expected) && match) found = name;
  }
  return found;
}

/**
 * Runs a call's transaction; when two first calls raced on a unique key (the same round or transaction
 * id through two wallets' locks), runs it once more, and it then finds what the winner wrote.
 */
async function once<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.database.db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return ctx.database.db.transaction(work);
  }
}

/** Answers a stored answer: its body, or its refusal thrown again. */
function answerOf(stored: StoredAnswer): CasinoTransactionAnswer {
  if (stored.ok) return stored.body;
  throw new HttpError(stored.status, stored.code, stored.message, stored.meta);
}

const refusalAnswer = (error: HttpError): StoredAnswer => ({
  ok: false,
  status: error.statusCode,
  code: error.code ?? 'REFUSED',
  message: error.message,
  meta: { ...error.meta },
});

/** The session of a token, or a refusal; `live` also refuses an expired one. */
async function sessionOf(tx: Tx, token: string): Promise<CasinoSessionRow> {
  const session = await sessionByTokenHash(tx, hashToken(token));
  if (!session) throw refusal(401, 'CASINO_SESSION_NOT_FOUND', 'unknown casino session');
  return session;
}

function assertLive(session: CasinoSessionRow, now: number): void {
  if (session.expiresAt.getTime() <= now)
    throw refusal(401, 'CASINO_SESSION_EXPIRED', 'the casino session has expired');
}

function assertReal(session: CasinoSessionRow): void {
  if (session.mode !== 'real') throw refusal(409, 'CASINO_DEMO_SESSION', 'a demo session moves no money');
}

const balanceOf = (wallet: WalletBalances): CasinoBalance => ({
  cash: wallet.cash,
  bonus: wallet.bonus,
  currency: wallet.currency,
});

/**
 * An earlier call with this transaction id, answered again; a refusal when the id was used by another
 * bettor or for another kind of call.
 */
function replay(prior: CasinoTransactionRow, kind: 'bet' | 'win', userId: number): CasinoTransactionAnswer {
  if (prior.userId !== userId || prior.kind !== kind) {
    throw refusal(
      409,
      'CASINO_TRANSACTION_CONFLICT',
      `transaction id already used for another ${prior.kind}`,
    );
  }
  return answerOf(prior.answer as StoredAnswer);
}

const ledgerKey = (provider: string, kind: string, transactionId: string) =>
  `casino:${provider}:${kind}:${transactionId}`;

export class CasinoWallet {
  constructor(private readonly ctx: AppContext) {}

  #now(): Date {
    return new Date(this.ctx.clock.now());
  }

  /** Opens a session for a game; a real-money one is refused during a time-out or self-exclusion. */
  async launch(user: { id: number }, body: LaunchCasinoBody): Promise<CasinoLaunch> {
    const now = this.#now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + CASINO_SESSION_TTL_MS);
    await this.ctx.database.db.transaction(async (tx) => {
      if (body.mode === 'real') await assertPlayAllowed(tx, { userId: user.id, now });
      await insertSession(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        game: body.game,
        mode: body.mode,
        createdAt: now,
        expiresAt,
      });
    });
    return { token, game: body.game, mode: body.mode, expires_at: expiresAt.toISOString() };
  }

  /**
   * Who a session's token was launched for: the bettor, the game and the mode, or null for an unknown
   * token. The operator's own game server (the studio) reads it as an aggregator receives the launch.
   */
  async launchOf(
    token: string,
  ): Promise<{ userId: number; game: string; mode: 'real' | 'demo'; expiresAt: Date } | null> {
    const session = await sessionByTokenHash(this.ctx.database.db, hashToken(token));
    if (!session) return null;
    return { userId: session.userId, game: session.game, mode: session.mode, expiresAt: session.expiresAt };
  }

  async balance(token: string): Promise<CasinoBalance> {
    const db = this.ctx.database.db;
    const session = await sessionByTokenHash(db, hashToken(token));
    if (!session) throw refusal(401, 'CASINO_SESSION_NOT_FOUND', 'unknown casino session');
    assertLive(session, this.ctx.clock.now());
    assertReal(session);
    return balanceOf(await getBalances(db, session.userId));
  }

  /** Takes a stake from the bettor's cash for a round (opening the round on its first bet). */
  async bet(provider: string, body: CasinoBetBody): Promise<CasinoTransactionAnswer> {
    const now = this.#now();
    const stored = await once(this.ctx, async (tx): Promise<StoredAnswer> => {
      const session = await sessionOf(tx, body.session);
      const wallet = await lockWallet(tx, session.userId);
      const prior = await transactionOf(tx, provider, body.transaction_id, ['bet', 'win']);
      if (prior) return { ok: true, body: replay(prior, 'bet', session.userId) };

      const round = await lockRound(tx, provider, body.round_id);
      const refuse = async (error: HttpError): Promise<StoredAnswer> => {
        const answer = refusalAnswer(error);
        await insertTransaction(tx, {
          provider,
          transactionId: body.transaction_id,
          kind: 'bet',
          roundId: round && round.userId === session.userId ? round.id : null,
          userId: session.userId,
          amount: body.amount,
          answer,
          ledgerKey: null,
          createdAt: now,
        });
        return answer;
      };
      try {
        assertLive(session, now.getTime());
        assertReal(session);
        if (round && round.userId !== session.userId)
          throw refusal(404, 'CASINO_ROUND_NOT_FOUND', 'no such round for this session');
        if (round && round.status !== 'open')
          throw refusal(409, 'CASINO_ROUND_CLOSED', `the round is ${round.status}`);
        await assertPlayAllowed(tx, { userId: session.userId, now });
        if (wallet.cash < body.amount) throw balanceInsufficient(body.amount, wallet.cash);
      } catch (error) {
        if (isHttpError(error) && error.statusCode < 500) return refuse(error);
        throw error;
      }

      const open =
        round ??
        (await insertRound(tx, {
          provider,
          roundId: body.round_id,
          sessionId: session.id,
          userId: session.userId,
          game: session.game,
          createdAt: now,
          updatedAt: now,
        }));
      const key = ledgerKey(provider, 'bet', body.transaction_id);
      const moved = await debit(
        tx,
        {
          userId: session.userId,
          amount: body.amount,
          kind: 'casino_bet',
          balance: 'cash',
          reference: { type: 'casino_round', id: String(open.id) },
          idempotencyKey: key,
        },
        wallet,
      );
      const updated = await updateRound(tx, open.id, { stakeDelta: body.amount, updatedAt: now });
      await extendSession(tx, session.id, new Date(now.getTime() + CASINO_SESSION_TTL_MS));
      const answer: StoredAnswer = {
        ok: true,
        body: this.#answer(body.transaction_id, updated, moved.balances, moved.entries),
      };
      await insertTransaction(tx, {
        provider,
        transactionId: body.transaction_id,
        kind: 'bet',
        roundId: open.id,
        userId: session.userId,
        amount: body.amount,
        answer,
        ledgerKey: key,
        createdAt: now,
      });
      return answer;
    });
    return answerOf(stored);
  }

  /** Pays a round (0 records a loss) and, on its end, settles it. */
  async win(provider: string, body: CasinoWinBody): Promise<CasinoTransactionAnswer> {
    const now = this.#now();
    const stored = await once(this.ctx, async (tx): Promise<StoredAnswer> => {
      const session = await sessionOf(tx, body.session);
      assertReal(session);
      const wallet = await lockWallet(tx, session.userId);
      const prior = await transactionOf(tx, provider, body.transaction_id, ['bet', 'win']);
      if (prior) return { ok: true, body: replay(prior, 'win', session.userId) };

      const round = await lockRound(tx, provider, body.round_id);
      const mine = round && round.userId === session.userId ? round : undefined;
      const problem = !mine
        ? refusal(404, 'CASINO_ROUND_NOT_FOUND', 'no such round for this session')
        : mine.status !== 'open'
          ? refusal(409, 'CASINO_ROUND_CLOSED', `the round is ${mine.status}`)
          : null;
      if (problem || !mine) {
        const answer = refusalAnswer(problem ?? refusal(404, 'CASINO_ROUND_NOT_FOUND', 'no such round'));
        await insertTransaction(tx, {
          provider,
          transactionId: body.transaction_id,
          kind: 'win',
          roundId: mine?.id ?? null,
          userId: session.userId,
          amount: body.amount,
          answer,
          ledgerKey: null,
          createdAt: now,
        });
        return answer;
      }

      const key = ledgerKey(provider, 'win', body.transaction_id);
      const moved =
        body.amount > 0
          ? await credit(
              tx,
              {
                userId: session.userId,
                amount: body.amount,
                kind: 'casino_win',
                balance: 'cash',
                reference: { type: 'casino_round', id: String(mine.id) },
                idempotencyKey: key,
              },
              wallet,
            )
          : { balances: wallet, entries: [] };
      const updated = await updateRound(tx, mine.id, {
        payoutDelta: body.amount,
        updatedAt: now,
        ...(body.round_end ? { status: 'settled' as const, endedAt: now } : {}),
      });
      const answer: StoredAnswer = {
        ok: true,
        body: this.#answer(body.transaction_id, updated, moved.balances, moved.entries),
      };
      await insertTransaction(tx, {
        provider,
        transactionId: body.transaction_id,
        kind: 'win',
        roundId: mine.id,
        userId: session.userId,
        amount: body.amount,
        answer,
        ledgerKey: body.amount > 0 ? key : null,
        createdAt: now,
      });
      return answer;
    });
    return answerOf(stored);
  }

  /** Returns a bet's stake, once; the round ends rolled back when none of its bets stands. */
  async rollback(provider: string, body: CasinoRollbackBody): Promise<CasinoTransactionAnswer> {
    const now = this.#now();
    const stored = await once(this.ctx, async (tx): Promise<StoredAnswer> => {
      const session = await sessionOf(tx, body.session);
      assertReal(session);
      const wallet = await lockWallet(tx, session.userId);
      const prior = await transactionOf(tx, provider, body.transaction_id, ['rollback']);
      if (prior && prior.userId === session.userId) return prior.answer as StoredAnswer;
      const bet = await transactionOf(tx, provider, body.transaction_id, ['bet']);
      if (!bet || bet.userId !== session.userId || bet.ledgerKey === null || bet.roundId === null) {
        throw refusal(404, 'CASINO_TRANSACTION_NOT_FOUND', 'no such bet to roll back');
      }
      const round = await lockRoundById(tx, bet.roundId);
      if (!round) throw refusal(404, 'CASINO_TRANSACTION_NOT_FOUND', 'no such bet to roll back');
      if (round.status === 'settled') throw refusal(409, 'CASINO_ROUND_CLOSED', 'the round is settled');
      const [result] = await this.#returnStakes(tx, provider, round, [bet], wallet, now);
      if (!result) throw new Error('a rollback returned nothing');
      return result;
    });
    return answerOf(stored);
  }

  /**
   * Returns the stakes of bets (each once, under its rollback's ledger key) and writes their rollbacks;
   * the round ends rolled back when no bet of it stands any more.
   */
  async #returnStakes(
    tx: Tx,
    provider: string,
    round: CasinoRoundRow,
    bets: CasinoTransactionRow[],
    locked: WalletBalances,
    now: Date,
  ): Promise<StoredAnswer[]> {
    let wallet = locked;
    const moves: Array<{ bet: CasinoTransactionRow; key: string; entries: Array<{ id: number }> }> = [];
    for (const bet of bets) {
      const key = ledgerKey(provider, 'rollback', bet.transactionId);
      const moved = await credit(
        tx,
        {
          userId: bet.userId,
          amount: bet.amount,
          kind: 'casino_rollback',
          balance: 'cash',
          reference: { type: 'casino_round', id: String(round.id) },
          idempotencyKey: key,
        },
        wallet,
      );
      wallet = moved.balances;
      moves.push({ bet, key, entries: moved.entries });
    }
    const returned = bets.reduce((sum, bet) => sum + bet.amount, 0);
    const standing = (await openBetsOf(tx, round.id)).length - bets.length;
    const updated = await updateRound(tx, round.id, {
      stakeDelta: -returned,
      updatedAt: now,
      ...(standing <= 0 ? { status: 'rolled_back' as const, endedAt: now } : {}),
    });
    const answers: StoredAnswer[] = [];
    for (const { bet, key, entries } of moves) {
      const answer: StoredAnswer = {
        ok: true,
        body: this.#answer(bet.transactionId, updated, wallet, entries),
      };
      await insertTransaction(tx, {
        provider,
        transactionId: bet.transactionId,
        kind: 'rollback',
        roundId: round.id,
        userId: bet.userId,
        amount: bet.amount,
        answer,
        ledgerKey: key,
        createdAt: now,
      });
      answers.push(answer);
    }
    return answers;
  }

  /**
   * Ends every open round whose last call is older than `olderThanMs`: its standing bets' stakes return
   * and the round ends rolled back, or, when it has paid out already, it ends settled as it stands. Servers running it at once queue on one advisory lock, and
   * each round is decided under its own lock, so a round is rolled back once.
   */
  async recover(olderThanMs: number): Promise<CasinoRecoveryReport> {
    const now = this.#now();
    const cutoff = new Date(now.getTime() - olderThanMs);
    return this.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CASINO_RECOVERY_LOCK_KEY})`);
      let rounds = 0;
      let refunded = 0;
      let settled = 0;
      for (const due of await staleRounds(tx, cutoff, RECOVERY_BATCH)) {
        // The wallet before the round, as every call takes them, so recovery and a bet never deadlock.
        const wallet = await lockWallet(tx, due.userId);
        const round = await lockRoundById(tx, due.id);
        if (round?.status !== 'open' || round.updatedAt.getTime() >= cutoff.getTime()) continue;
        // A round that has paid out already is closed as it stands: returning its stakes as well
        // would hand the bettor both the win and the stake.
        if (round.payoutTotal > 0) {
          await updateRound(tx, round.id, { status: 'settled', updatedAt: now, endedAt: now });
          settled += 1;
          continue;
        }
        const bets = await openBetsOf(tx, round.id);
        if (bets.length === 0) {
          await updateRound(tx, round.id, { status: 'rolled_back', updatedAt: now, endedAt: now });
        } else {
          await this.#returnStakes(tx, round.provider, round, bets, wallet, now);
        }
        rounds += 1;
        refunded += bets.reduce((sum, bet) => sum + bet.amount, 0);
      }
      return { rounds, refunded, settled };
    });
  }

  #answer(
    transactionId: string,
    round: CasinoRoundRow,
    wallet: WalletBalances,
    entries: Array<{ id: number }>,
  ): CasinoTransactionAnswer {
    return {
      transaction_id: transactionId,
      round_id: round.roundId,
      round_status: round.status,
      ...balanceOf(wallet),
      ledger_ids: entries.map((entry) => entry.id),
    };
  }
}
