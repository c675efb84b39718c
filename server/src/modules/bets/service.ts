/**
 * Placing a bet: the bet, its legs and the stake's ledger debit in the caller's transaction, under the
 * wallet lock the caller took. The betslip and the bet builder both place through here.
 *
 *   await ctx.database.db.transaction(async (tx) => {
 *     const wallet = await lockWallet(tx, userId);   // first: serializes the user's placements
 *     const freeBet = await lockFreeBet(...);         // the rewards the ticket names, locked once
 *     ...re-price, validate...
 *     const placed = await placeBetInTx(tx, { wallet, freeBet, userId, betType: 'betbuilder', ... });
 *   });
 *
 * The caller owns the locks and passes the locked rows down; nothing here locks them again. A stake
 * paid with money costs one statement: the debit, its ledger entries, the bet, its legs and whatever
 * the caller sends along (its stored answer) are written together.
 *
 * placeBetInTx throws a bet refusal (BALANCE_INSUFFICIENT from the wallet; LOSS_LIMIT_EXCEEDED; free
 * bet or boost token not usable, bad amounts) BEFORE it writes anything, so a caller may catch it and
 * still commit.
 */
import { randomUUID } from 'node:crypto';
import { BetErrorCode, type Currency } from '@touchline/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { BetKind, ComboBoostMode } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { HttpError } from '../../http/errors';
import {
  type BoostTokenRow,
  boostTokenProblem,
  type FreeBetRow,
  freeBetProblem,
  spendBoostToken,
  spendFreeBet,
} from '../bonuses';
import { assertStakeAllowed, isLossLimitRefusal, type LossLimitRow } from '../limits';
import {
  balanceInsufficient,
  debit,
  recordWagering,
  splitCashThenBonus,
  type WalletBalances,
} from '../wallet';
import { type BetLegRow, type BetRow, betInserts, runInserts } from './repo';

export type { BetLegRow, BetRow };

/** One selection of a bet as it was accepted. */
export interface PlaceBetLeg {
  eventId: number;
  marketId: number;
  outcomeId: number;
  /** Runner outcome ids of a forecast/tricast, in order. */
  outcomeList?: string[];
  /** Decimal odds accepted (0 for a starting price not yet known). */
  odds: number;
  ewPlace?: number | null;
  ewPrice?: number | null;
  isStartingPrice?: boolean;
  comboBoostAvailable?: boolean;
  marketType: string;
  outcomeName: string;
  /** The outcome as the slip showed it (the team, the signed handicap); the short name when absent. */
  outcomeLabel?: string | null;
  marketName: string;
  eventName: string;
}

export interface PlaceBetInput {
  /** The bet id (a UUID); generated when absent. */
  id?: string;
  /** The bettor's wallet, locked by the caller (its balances as they are now). */
  wallet: WalletBalances;
  userId: number;
  bookmaker: string;
  currency: string;
  betType: BetKind;
  /** k of a system k/n. */
  systemK?: number | null;
  eachWay?: boolean;
  /** Stake per line (per way for each-way), minor units. */
  stake: number;
  lines: number;
  /** stake x lines (x 2 each-way), minor units: what is debited (or what the free bet funds). */
  totalStake: number;
  /** Combined decimal odds accepted; null for system and starting price. */
  odds: number | null;
  potentialReturn: number | null;
  tax?: number;
  /** The free bet that funds the whole stake; checked and spent here. */
  freeBetId?: string | null;
  /** That free bet's row, locked by the caller (undefined when the bettor has no such free bet). */
  freeBet?: FreeBetRow | undefined;
  /** The boost token used; checked and spent here, its terms copied onto the bet. */
  boostTokenId?: string | null;
  /** That token's row, locked by the caller (undefined when the bettor has no such token). */
  boostToken?: BoostTokenRow | undefined;
  /** The caller's own writes (CTEs, e.g. its stored answer) to send in the statement that writes the bet. */
  alongside?: SQL;
  comboBoost?: { percent: number; mode: ComboBoostMode } | null;
  legs: PlaceBetLeg[];
  /** The placement's idempotency key, unique per user (the stored answer lives with the caller). */
  idempotencyKey?: string | null;
  /** 'betslip', 'betbuilder', ... */
  source?: string;
  meta?: Record<string, unknown> | null;
  lang?: string | null;
  now: Date;
  /** The bettor's loss limits when the caller read them in its own statement (else they are read here). */
  lossLimits?: readonly LossLimitRow[];
}

export interface PlacedBetResult {
  betId: string;
  /** Balances after the stake (unchanged for a free bet). */
  balances: WalletBalances;
}

/**
 * A bet refused for a reason the slip shows, with the facts it shows beside
 * the message; nothing was written. A malformed ticket is a 400, anything else a 409.
 */
export type BetRefusal = HttpError<BetErrorCode, Readonly<Record<string, string>>>;

export const betRefusal = (
  code: BetErrorCode,
  message: string,
  meta: Record<string, string> = {},
): BetRefusal => new HttpError(code === 'INVALID_TICKET' ? 400 : 409, code, message, meta);

/** The error as a bet refusal, when its code is one the slip shows; otherwise null. */
export function asBetRefusal(error: unknown): (BetRefusal & { code: BetErrorCode }) | null {
  return error instanceof HttpError && BetErrorCode.safeParse(error.code).success
    ? (error as BetRefusal & { code: BetErrorCode })
    : null;
}

const isMinor = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * Places a bet inside the caller's transaction, under the wallet lock the caller holds: checks and
 * spends the free bet or boost token, debits the stake from cash then bonus (ledger kind bet_stake,
 * idempotency key `bet:{id}:stake`), counts it towards the playthrough while the player holds bonus
 * money, and inserts bet and legs.
 */
export async function placeBetInTx(tx: Tx, input: PlaceBetInput): Promise<PlacedBetResult> {
  if (
    !isMinor(input.stake) ||
    !isMinor(input.totalStake) ||
    !Number.isInteger(input.lines) ||
    input.lines < 1
  ) {
    throw betRefusal('INVALID_TICKET', 'stake, total stake and lines must be positive integers');
  }
  if (input.legs.length === 0) throw betRefusal('INVALID_TICKET', 'a bet needs at least one selection');
  if (input.freeBetId && input.boostTokenId) {
    throw betRefusal('INVALID_TICKET', 'a free bet and a boost token cannot be used together');
  }
  const id = input.id ?? randomUUID();
  const eachWay = input.eachWay === true;
  const rewardTicket = {
    betType: input.betType === 'betbuilder' ? ('combi' as const) : input.betType,
    selectionCount: input.legs.length,
    eachWay,
    odds: input.odds,
    totalStake: input.totalStake,
    selections: input.legs.map((leg) => ({
      marketType: leg.marketType,
      isStartingPrice: leg.isStartingPrice === true,
    })),
  };

  const freeBet = input.freeBetId ? input.freeBet : undefined;
  if (input.freeBetId) {
    const problem = freeBet ? freeBetProblem(freeBet, rewardTicket, input.now) : 'no such free bet';
    if (problem) throw betRefusal('FREEBET_INVALID', problem, { freebet: problem });
  }
  const token = input.boostTokenId ? input.boostToken : undefined;
  if (input.boostTokenId) {
    const problem = token ? boostTokenProblem(token, rewardTicket, input.now) : 'no such boost token';
    if (problem) throw betRefusal('BOOST_TOKEN_INVALID', problem, { boost_token: problem });
  }

  // Money pays what a free bet does not: cash first, then bonus. Refused here, before any write.
  const paid = freeBet ? { cash: 0, bonus: 0 } : splitCashThenBonus(input.wallet, input.totalStake);
  if (!freeBet && paid.cash + paid.bonus < input.totalStake) {
    const available = input.wallet.cash + input.wallet.bonus;
    throw balanceInsufficient(input.totalStake, available);
  }
  // A stake of money counts towards the bettor's loss limits (a free bet stakes none).
  if (!freeBet) await assertLossAllowed(tx, input);
  if (freeBet) await spendFreeBet(tx, freeBet.id, input.totalStake);
  if (token) await spendBoostToken(tx, token.id, id);

  const inserts = betInserts(
    {
      id,
      userId: input.userId,
      bookmaker: input.bookmaker,
      currency: input.currency,
      betType: input.betType,
      systemK: input.systemK ?? null,
      eachWay,
      stake: input.stake,
      totalStake: input.totalStake,
      lines: input.lines,
      odds: input.odds,
      potentialReturn: input.potentialReturn,
      tax: input.tax ?? 0,
      stakeFreeBet: freeBet ? input.totalStake : 0,
      stakeCash: paid.cash,
      stakeBonus: paid.bonus,
      freeBetId: freeBet?.id ?? null,
      boostTokenId: token?.id ?? null,
      boostPercentage: token?.percentage ?? null,
      boostMaxWinnings: token?.maxWinnings ?? null,
      comboBoostPercent: input.comboBoost?.percent ?? 0,
      comboBoostMode: input.comboBoost && input.comboBoost.percent > 0 ? input.comboBoost.mode : null,
      status: 'open',
      source: input.source ?? 'betslip',
      meta: input.meta ?? null,
      lang: input.lang ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      placedAt: input.now,
    },
    input.legs.map((leg, legNo) => ({
      legNo,
      eventId: leg.eventId,
      marketId: leg.marketId,
      outcomeId: leg.outcomeId,
      outcomeList: leg.outcomeList ?? [],
      odds: leg.odds,
      ewPlace: leg.ewPlace ?? null,
      ewPrice: leg.ewPrice ?? null,
      isStartingPrice: leg.isStartingPrice === true,
      comboBoostAvailable: leg.comboBoostAvailable !== false,
      marketType: leg.marketType,
      outcomeName: leg.outcomeName,
      outcomeLabel: leg.outcomeLabel ?? null,
      marketName: leg.marketName,
      eventName: leg.eventName,
    })),
  );
  const writes = input.alongside ? sql`${inserts}, ${input.alongside}` : inserts;
  if (freeBet) {
    await runInserts(tx, writes);
    return { betId: id, balances: input.wallet };
  }
  // One statement: the stake's ledger entries, the bet, its legs and the caller's writes.
  const moved = await debit(
    tx,
    {
      userId: input.userId,
      amount: input.totalStake,
      kind: 'bet_stake',
      balance: 'cash_then_bonus',
      reference: { type: 'bet', id },
      idempotencyKey: `bet:${id}:stake`,
      at: input.now,
    },
    input.wallet,
    writes,
  );
  let balances = moved.balances;
  // Without bonus money there is nothing a playthrough could turn into cash, so the two queries of
  // counting the wager are saved on the common path of a cash-only player.
  if (input.wallet.bonus > 0) {
    const { converted } = await recordWagering(
      tx,
      { userId: input.userId, amount: input.totalStake, reference: { type: 'bet', id }, now: input.now },
      balances,
    );
    // A completed playthrough moved the whole bonus balance into cash.
    if (converted > 0) balances = { ...balances, cash: balances.cash + converted, bonus: 0 };
  }
  return { betId: id, balances };
}

/** A loss limit's refusal as a bet refusal the slip shows, with the limit and what may still be staked. */
async function assertLossAllowed(tx: Tx, input: PlaceBetInput): Promise<void> {
  try {
    await assertStakeAllowed(tx, {
      userId: input.userId,
      amount: input.totalStake,
      currency: input.currency as Currency,
      now: input.now,
      ...(input.lossLimits ? { limits: input.lossLimits } : {}),
    });
  } catch (error) {
    if (!isLossLimitRefusal(error)) throw error;
    const breach = error.meta.loss_limit;
    const money = (minor: number) => `${(minor / 100).toFixed(2)} ${breach.currency}`;
    throw betRefusal('LOSS_LIMIT_EXCEEDED', error.message, {
      loss_limit: money(breach.limit),
      remaining: money(breach.remaining),
    });
  }
}
