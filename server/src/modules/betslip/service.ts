/**
 * The betslip calls: calculate builds and
 * prices the tickets of a slip; submit places one ticket, re-priced from the database, in one
 * transaction under the wallet lock, idempotent by key.
 */
import { randomUUID } from 'node:crypto';
import type { AcceptOdds } from '@touchline/betting';
import type {
  AcceptOddsWire,
  BetErrorCode,
  CalculateBody,
  CalculateResponse,
  SubmitBody,
  SubmitResponse,
} from '@touchline/contract';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/named';
import type { Executor, Tx } from '../../db/tx';
import type { SessionCheck, UserRow } from '../auth';
import { brandOfUser } from '../auth';
import {
  type AnswerEntry,
  answerInsert,
  asBetRefusal,
  isUniqueViolation,
  loadSelections,
  placeBetInTx,
  requestHash,
  type SelectionState,
  type StoredAnswer,
  selectionStates,
  selectionsRead,
  storeAnswer,
  storedAnswer,
  storedAnswerOf,
  storedAnswerRead,
} from '../bets';
import { findBoostToken, findFreeBet, lockBoostToken, lockFreeBet } from '../bonuses';
import { type LossLimitRow, lossLimitOf, lossLimitsRead } from '../limits';
import {
  isBalanceInsufficient,
  isStaleWrite,
  lockedWallet,
  versionedWallet,
  type WalletBalances,
  walletLockRead,
  walletVersionRead,
} from '../wallet';
import { BET_ERROR_MESSAGES, type DraftTicket, type PricedTicket, priceTicket } from './tickets';

const ACCEPT: Readonly<Record<AcceptOddsWire, AcceptOdds>> = {
  ACCEPT_ANY: 'all',
  ACCEPT_HIGHER: 'higher',
  ACCEPT_NONE: 'none',
};

/** k and n of 'system_k/n', or null when it does not read. */
export function parseSystemType(value: string | null): { k: number; n: number } | null {
  const match = value?.match(/^system_(\d{1,2})\/(\d{1,2})$/);
  return match ? { k: Number(match[1]), n: Number(match[2]) } : null;
}

const outcomeIdsOf = (selections: ReadonlyArray<{ outcome_id: string }>) =>
  selections.map((s) => (/^\d{1,15}$/.test(s.outcome_id) ? Number(s.outcome_id) : Number.NaN));

async function rewardsOf(db: Executor, userId: number, freeBetId: string | null, tokenId: string | null) {
  return {
    freeBet: freeBetId ? await findFreeBet(db, userId, freeBetId) : undefined,
    boostToken: tokenId ? await findBoostToken(db, userId, tokenId) : undefined,
  };
}

/**
 * POST /v1/betslip/calculate: one ticket per selection for singles,
 * one combi or one system k/n otherwise, each priced from the database, with per-selection errors.
 */
export async function calculateSlip(
  ctx: AppContext,
  user: UserRow,
  body: CalculateBody,
): Promise<CalculateResponse> {
  const db = ctx.database.db;
  const now = new Date(ctx.clock.now());
  const brand = brandOfUser(user);
  const states = await loadSelections(db, outcomeIdsOf(body.selections), user.bookmaker, body.lang);
  const rewards = await rewardsOf(db, user.id, body.freebet, body.boost_token_id);
  const selections = body.selections.map((s) => ({
    eventId: s.event_id,
    marketId: s.market_id,
    outcomeId: s.outcome_id,
    outcomeList: s.outcome_list,
    odds: s.odds,
  }));
  const base = { freeBetId: body.freebet, boostTokenId: body.boost_token_id };
  const drafts: DraftTicket[] =
    body.type === 'single'
      ? body.selections.map((s, i) => ({
          ...base,
          betType: 'single',
          system: null,
          eachWay: s.each_way,
          stake: body.stakes[s.outcome_id] ?? s.stake ?? body.stake,
          selections: selections.slice(i, i + 1),
        }))
      : [
          {
            ...base,
            betType: body.type,
            system: body.type === 'system' ? parseSystemType(body.system_type) : null,
            eachWay: body.each_way,
            stake: body.stake,
            selections,
          },
        ];
  // A free bet with no stake typed (or more than it holds) stakes what it has left.
  const remaining = rewards.freeBet?.amountRemaining ?? 0;
  for (const draft of drafts) {
    if (draft.freeBetId !== null && remaining > 0 && (draft.stake === 0 || draft.stake > remaining)) {
      draft.stake = remaining;
    }
  }
  const priced = drafts.map((draft) =>
    priceTicket(draft, {
      brand,
      acceptOdds: ACCEPT[body.accept_odds],
      states,
      ...rewards,
      slipSize: body.selections.length,
      now,
    }),
  );
  const seen = new Set<string>();
  const selectionErrors = priced
    .flatMap((p) => p.selectionErrors)
    .filter((e) => {
      const key = `${e.outcome_id}:${e.error}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const failed = priced.find((p) => p.status !== null);
  return {
    status: failed ? 'error' : 'success',
    message: failed?.status ?? null,
    tickets: priced.map((p) => p.ticket),
    selection_errors: selectionErrors,
  };
}

const refusal = (
  code: BetErrorCode,
  meta: Record<string, string> | null,
  message?: string,
): SubmitResponse => ({
  status: code,
  uuid: null,
  bet: null,
  message: message ?? BET_ERROR_MESSAGES[code],
  meta: { error: meta && Object.keys(meta).length > 0 ? meta : null },
});

export interface SubmitRequest {
  /** The caller's session, checked in the submit's own transaction. */
  session: SessionCheck;
  body: SubmitBody;
  idempotencyKey: string;
}

/** A submit whose session check has admitted its bettor. */
interface AdmittedSubmit {
  user: UserRow;
  body: SubmitBody;
  idempotencyKey: string;
}

/** An answer to a submit, and whether it was stored already (with the bet it placed). */
interface TicketAnswer {
  response: SubmitResponse;
  stored: boolean;
}

/**
 * Prices and places one ticket inside the transaction that holds the wallet lock (`wallet`: the
 * locked balances; `states`: the selections as read with it). The free bet or boost token the ticket
 * names is locked here, once, and handed to pricing and placing alike. A placed bet's answer is
 * stored in the statement that writes the bet.
 */
async function placeTicket(
  tx: Tx,
  request: AdmittedSubmit,
  wallet: WalletBalances,
  states: Map<number, SelectionState>,
  answer: (response: SubmitResponse) => AnswerEntry,
  now: Date,
  lossLimits: readonly LossLimitRow[],
): Promise<TicketAnswer> {
  const { user, body } = request;
  const { ticket } = body;
  const brand = brandOfUser(user);
  const draft: DraftTicket = {
    betType: ticket.bet_type,
    system: ticket.bet_type === 'system' ? parseSystemType(ticket.system_type) : null,
    eachWay: ticket.each_way,
    stake: ticket.stake,
    selections: ticket.selections.map((s) => ({
      eventId: s.event_id,
      marketId: s.market_id,
      outcomeId: s.outcome_id,
      outcomeList: s.outcome_list,
      odds: s.odds,
    })),
    freeBetId: ticket.freebet_id,
    boostTokenId: ticket.boost_token_id,
  };
  const freeBet = ticket.freebet_id ? await lockFreeBet(tx, user.id, ticket.freebet_id) : undefined;
  const boostToken = ticket.boost_token_id
    ? await lockBoostToken(tx, user.id, ticket.boost_token_id)
    : undefined;
  const priced: PricedTicket = priceTicket(draft, {
    brand,
    acceptOdds: ACCEPT[body.accept_odds],
    states,
    freeBet,
    boostToken,
    now,
  });
  const placement = priced.placement;
  const refused = (response: SubmitResponse): TicketAnswer => ({ response, stored: false });
  if (priced.status !== null || !placement) {
    return refused(refusal(priced.status ?? 'INVALID_TICKET', priced.ticket.error_meta));
  }
  if (ticket.total_stake !== placement.totalStake) {
    return refused(
      refusal('INVALID_TICKET', {
        total_stake: `stake x bets${ticket.each_way ? ' x 2' : ''} is ${(placement.totalStake / 100).toFixed(2)}`,
      }),
    );
  }
  const id = randomUUID();
  const response: SubmitResponse = {
    status: 'PROCESSED',
    uuid: id,
    bet: { potential_return: placement.potentialReturn, tax: { amount: placement.tax } },
    message: null,
    meta: { error: null },
  };
  try {
    await placeBetInTx(tx, {
      id,
      lossLimits,
      wallet,
      userId: user.id,
      bookmaker: user.bookmaker,
      currency: user.currency,
      betType: draft.betType,
      systemK: draft.system?.k ?? null,
      eachWay: draft.eachWay,
      stake: draft.stake,
      lines: placement.lines,
      totalStake: placement.totalStake,
      odds: placement.odds,
      potentialReturn: placement.potentialReturn,
      tax: placement.tax,
      freeBetId: ticket.freebet_id,
      freeBet,
      boostTokenId: ticket.boost_token_id,
      boostToken,
      comboBoost:
        placement.comboBoostPercent > 0
          ? { percent: placement.comboBoostPercent, mode: brand.combo_boost.winnings_calc_mode }
          : null,
      legs: placement.legs.map(({ state, draft: selection }) => ({
        eventId: state.eventId,
        marketId: state.marketId,
        outcomeId: state.outcomeId,
        outcomeList: selection.outcomeList.length > 0 ? selection.outcomeList : state.items,
        odds: state.odds,
        ewPlace: state.ewPlace,
        ewPrice: state.ewPrice,
        isStartingPrice: state.isStartingPrice,
        comboBoostAvailable: state.comboBoostAvailable,
        marketType: state.marketType,
        outcomeName: state.outcomeName,
        outcomeLabel: state.outcomeLabel,
        marketName: state.marketName,
        eventName: state.eventName,
      })),
      idempotencyKey: request.idempotencyKey,
      source: 'betslip',
      lang: body.lang,
      now,
      alongside: answerInsert(answer(response)),
    });
    return { response, stored: true };
  } catch (error) {
    if (isBalanceInsufficient(error)) {
      return refused(
        refusal('BALANCE_INSUFFICIENT', {
          stake: (placement.totalStake / 100).toFixed(2),
          balance: (error.meta.available / 100).toFixed(2),
        }),
      );
    }
    const refusedBet = asBetRefusal(error);
    if (refusedBet) return refused(refusal(refusedBet.code, refusedBet.meta, refusedBet.message));
    throw error;
  }
}

const SUBMIT_SCOPE = 'betslip.submit' as const;

/**
 * What a submit reads in its first statement: the session, the wallet (`wallet`: locked, or with its
 * version), the stored answer of its key, the prices of its selections and the loss limits.
 */
const submitReads = (db: Executor, request: SubmitRequest, wallet: SQL) =>
  readTogether(db, {
    session: request.session.read,
    wallet,
    answer: storedAnswerRead(request.session.claims.userId, SUBMIT_SCOPE, request.idempotencyKey),
    selections: selectionsRead(
      outcomeIdsOf(request.body.ticket.selections),
      request.session.claims.bookmaker,
    ),
    lossLimits: lossLimitsRead(request.session.claims.userId),
  });

/**
 * The common bet, a ticket of money alone (no free bet, no boost token, no bonus balance), placed in
 * two statements with no transaction around them. The first reads what the locked path reads, the
 * wallet without its lock but with its row version; the second writes the stake, the bet and the
 * stored answer, and only while the wallet row is still that version: any movement of the bettor's
 * money since (another bet, a deposit, a payout) undoes the whole statement, and the locked path
 * starts again. So a bet is still accepted once, from a balance that was the balance when it was
 * taken. A refusal is likewise decided again, and stored, under the lock. Null: take the locked path.
 */
async function placeUnlocked(
  db: Db,
  request: SubmitRequest,
  hash: string,
  answerOf: (response: SubmitResponse) => AnswerEntry,
  now: Date,
): Promise<{ answer: StoredAnswer<SubmitResponse>; fresh: SubmitResponse | null } | null> {
  const { body } = request;
  if (body.ticket.freebet_id || body.ticket.boost_token_id) return null;
  const userId = request.session.claims.userId;
  const read = await submitReads(db, request, walletVersionRead(userId));
  const { user } = request.session.admit(read.session);
  const again = storedAnswerOf<SubmitResponse>(read.answer[0], hash);
  if (again) return { answer: again, fresh: null };
  const wallet = versionedWallet(userId, read.wallet[0]);
  if (wallet.bonus > 0) return null;
  try {
    // One statement is a transaction of its own: it is what `tx` stands for here.
    const placed = await placeTicket(
      db as unknown as Tx,
      { user, body, idempotencyKey: request.idempotencyKey },
      wallet,
      selectionStates(read.selections, body.lang),
      answerOf,
      now,
      read.lossLimits.map(lossLimitOf),
    );
    if (!placed.stored) return null;
    return { answer: { statusCode: 200, response: placed.response }, fresh: placed.response };
  } catch (error) {
    if (isStaleWrite(error)) return null;
    throw error;
  }
}

/**
 * POST /v1/betslip/submit: the same key and body replay the first answer, another body is refused
 * (409). Every answer, refusal or not, is stored with its key. The common bet is placed without the
 * wallet lock (placeUnlocked); anything else, or a bet whose wallet moved while it was priced, takes
 * the wallet lock first, so one user's locked submits run one at a time.
 *
 * Under the lock, the first statement checks the session (the caller's token is only verified by
 * then), locks the wallet and reads the stored answer and the selections with it (one round trip). A
 * session that is not live answers 401 before anything else, a replay included, and the transaction
 * rolls back. The reads other than the session's are keyed by the token's claims, which a live
 * session confirms.
 *
 * A retry that waited for the lock behind the first call of its key read the answer as it was before
 * that call committed: its own answer then collides with the stored one on the unique key, the
 * transaction rolls back and the stored answer is replayed, so a ticket is still placed once.
 */
export async function submitTicket(
  ctx: AppContext,
  request: SubmitRequest,
): Promise<StoredAnswer<SubmitResponse>> {
  const db = ctx.database.db;
  const scope = SUBMIT_SCOPE;
  const userId = request.session.claims.userId;
  const key = request.idempotencyKey;
  const hash = requestHash(request.body);
  const now = new Date(ctx.clock.now());
  const answerOf = (response: SubmitResponse): AnswerEntry => ({
    userId,
    scope,
    key,
    hash,
    statusCode: 200,
    response,
    now,
  });
  try {
    const quick = await placeUnlocked(db, request, hash, answerOf, now);
    if (quick) {
      if (quick.fresh) ctx.metrics.countSubmit('betslip', null);
      return quick.answer;
    }
    let fresh: SubmitResponse | null = null;
    const answer = await db.transaction(async (tx) => {
      const { body } = request;
      const read = await submitReads(tx, request, walletLockRead(userId));
      const { user } = request.session.admit(read.session);
      const wallet = lockedWallet(userId, read.wallet[0]);
      const again = storedAnswerOf<SubmitResponse>(read.answer[0], hash);
      if (again) return again;
      const states = selectionStates(read.selections, body.lang);
      const placed = await placeTicket(
        tx,
        { user, body, idempotencyKey: key },
        wallet,
        states,
        answerOf,
        now,
        read.lossLimits.map(lossLimitOf),
      );
      if (!placed.stored) await storeAnswer(tx, answerOf(placed.response));
      fresh = placed.response;
      return { statusCode: 200, response: placed.response };
    });
    // Counted once committed, and not again for a replayed answer.
    const counted = fresh as SubmitResponse | null;
    if (counted) ctx.metrics.countSubmit('betslip', counted.status === 'PROCESSED' ? null : counted.status);
    return answer;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await storedAnswer<SubmitResponse>(db, userId, scope, key, hash);
    if (raced) return raced;
    throw error;
  }
}
