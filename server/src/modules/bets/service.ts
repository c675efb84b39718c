/**
 * Placing a bet (issue 4 item 3): the bet, its legs and the stake's ledger debit in the caller's
 * transaction, under the wallet lock. The betslip and the bet builder both place through here.
 *
 *   await ctx.database.db.transaction(async (tx) => {
 *     await lockWallet(tx, userId);                 // first: serializes the user's placements
 *     ...re-price, validate...
 *     const placed = await placeBetInTx(tx, { userId, bookmaker, currency, betType: 'betbuilder', ... });
 *   });
 *
 * placeBetInTx throws a bet refusal (BALANCE_INSUFFICIENT from the wallet; free bet or boost token not
 * usable, bad amounts) BEFORE it writes anything, so a caller may catch it and still commit.
 */
import { randomUUID } from 'node:crypto';
import { BetErrorCode } from '@touchline/contract';
import type { BetKind, ComboBoostMode } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { HttpError } from '../../http/errors';
import { lockBoostToken, lockFreeBet, spendBoostToken, spendFreeBet } from '../bonuses/repo';
import { boostTokenProblem, freeBetProblem } from '../bonuses/service';
import { recordWagering } from '../wallet/bonus';
import { debit, lockWallet, type WalletBalances } from '../wallet/service';
import { type BetLegRow, type BetRow, insertBet } from './repo';

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
  marketName: string;
  eventName: string;
}

export interface PlaceBetInput {
  /** The bet id (a UUID); generated when absent. */
  id?: string;
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
  /** The boost token used; checked and spent here, its terms copied onto the bet. */
  boostTokenId?: string | null;
  comboBoost?: { percent: number; mode: ComboBoostMode } | null;
  legs: PlaceBetLeg[];
  /** The placement's idempotency key, unique per user (the stored answer lives with the caller). */
  idempotencyKey?: string | null;
  /** 'betslip', 'betbuilder', ... */
  source?: string;
  meta?: Record<string, unknown> | null;
  lang?: string | null;
  now: Date;
}

export interface PlacedBetResult {
  bet: BetRow;
  legs: BetLegRow[];
  /** Balances after the stake (unchanged for a free bet). */
  balances: WalletBalances;
}

/**
 * A bet refused for a reason the slip shows (betting-core.md section 8), with the facts it shows beside
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
 * Places a bet inside the caller's transaction (issue 4 item 3): locks the wallet, checks and spends
 * the free bet or boost token, debits the stake from cash then bonus (ledger kind bet_stake,
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
  // Wallet before reward rows, as on every money path; without rewards the debit takes it.
  const rewardsUsed = Boolean(input.freeBetId || input.boostTokenId);
  let balances: WalletBalances | null = rewardsUsed ? await lockWallet(tx, input.userId) : null;
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

  const freeBet = input.freeBetId ? await lockFreeBet(tx, input.userId, input.freeBetId) : undefined;
  if (input.freeBetId) {
    const problem = freeBet ? freeBetProblem(freeBet, rewardTicket, input.now) : 'no such free bet';
    if (problem) throw betRefusal('FREEBET_INVALID', problem, { freebet: problem });
  }
  const token = input.boostTokenId ? await lockBoostToken(tx, input.userId, input.boostTokenId) : undefined;
  if (input.boostTokenId) {
    const problem = token ? boostTokenProblem(token, rewardTicket, input.now) : 'no such boost token';
    if (problem) throw betRefusal('BOOST_TOKEN_INVALID', problem, { boost_token: problem });
  }

  let stakeCash = 0;
  let stakeBonus = 0;
  let bonusBefore = 0;
  if (!freeBet) {
    // The debit is the last thing that can refuse, and it refuses before writing.
    const moved = await debit(tx, {
      userId: input.userId,
      amount: input.totalStake,
      kind: 'bet_stake',
      balance: 'cash_then_bonus',
      reference: { type: 'bet', id },
      idempotencyKey: `bet:${id}:stake`,
    });
    balances = moved.balances;
    for (const entry of moved.entries) {
      if (entry.balanceKind === 'cash') stakeCash -= entry.amount;
      if (entry.balanceKind === 'bonus') stakeBonus -= entry.amount;
    }
    bonusBefore = moved.balances.bonus + stakeBonus;
  }
  balances ??= await lockWallet(tx, input.userId);
  if (freeBet) await spendFreeBet(tx, freeBet.id, input.totalStake);
  if (token) await spendBoostToken(tx, token.id, id);

  const placed = await insertBet(
    tx,
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
      stakeCash,
      stakeBonus,
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
      marketName: leg.marketName,
      eventName: leg.eventName,
    })),
  );

  const wagered = stakeCash + stakeBonus;
  // Without bonus money there is nothing a playthrough could turn into cash, so the two queries of
  // counting the wager are saved on the common path of a cash-only player.
  if (wagered > 0 && bonusBefore > 0) {
    const wagering = await recordWagering(tx, {
      userId: input.userId,
      amount: wagered,
      reference: { type: 'bet', id },
      now: input.now,
    });
    if (wagering.converted > 0) balances = await lockWallet(tx, input.userId);
  }
  return { bet: placed.bet, legs: placed.legs, balances };
}
