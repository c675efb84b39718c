/**
 * Cash-out: offers priced from current
 * odds, full and partial cash-out re-priced at the moment of execution, paid into the ledger in the
 * transaction that changes the bet.
 *
 * Choices where the spec is silent:
 * - Offered on singles and combis that are not each-way, not free bets and not bet builder bets, on
 *   brands with cashout_enabled; never while any pending leg's market is suspended or unpriced.
 * - Boosts are not part of the offer: it prices the stake and odds struck only.
 * - The request's `amount` is what to cash out now; `offer` (optional) is the full offer the bettor
 *   saw. Without `offer` the request is a full cash-out accepting at least `amount`. When the
 *   current offer is below what the bettor saw the request is rejected (status rejected, amount =
 *   the current offer) so the slip can ask again; when it is higher the bettor gets the better price.
 * - A partial cash-out pays `amount` and keeps (offer - amount) / offer of the stake riding; a rest
 *   worth under 0.10 is cashed out whole.
 */
import type { Cashout } from '@touchline/contract';
import { brandByBookmaker, DEFAULT_BRAND } from '@touchline/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { paced } from '../../db/pace';
import type { Tx } from '../../db/tx';
import { HttpError, notFound } from '../../http/errors';
import { credit, lockWallet, type WalletBalances } from '../wallet';
import { isUniqueViolation, requestHash, type StoredAnswer, storeAnswer, storedAnswer } from './idempotency';
import { loadSelections, type SelectionState } from './prices';
import {
  type BetLegRow,
  type BetRow,
  betsById,
  insertCashout,
  legsOf,
  lockBet,
  openBetsOn,
  storeOffers,
  updateBet,
} from './repo';
import { cashoutOffer, potentialReturn } from './returns';
import { FULL_SHARE, termsOf } from './settlement';

/** The smallest cash-out paid, and the smallest rest a partial cash-out leaves, minor units. */
export const MIN_CASHOUT = 10;

const scaled = (amount: number, share: number) =>
  share >= FULL_SHARE ? amount : Math.floor((amount * share) / FULL_SHARE);

/** Whether a bet can ever be cashed out (its shape and brand), whatever the prices. */
export function cashoutEligible(bet: BetRow): boolean {
  const brand = brandByBookmaker(bet.bookmaker) ?? DEFAULT_BRAND;
  return (
    brand.operator.cashout_enabled &&
    (bet.status === 'open' || bet.status === 'partially_cashed_out') &&
    bet.settledAt === null &&
    (bet.betType === 'combi' || (bet.betType === 'single' && bet.lines === 1)) &&
    !bet.eachWay &&
    bet.stakeFreeBet === 0 &&
    bet.remainingShare > 0
  );
}

/** The current full cash-out offer of a bet, minor units, or null when none is made. */
export function offerFor(
  bet: BetRow,
  legs: readonly BetLegRow[],
  prices: ReadonlyMap<number, SelectionState>,
): number | null {
  if (!cashoutEligible(bet)) return null;
  const terms = termsOf(bet, legs);
  const base = potentialReturn({ ...terms, boostToken: null, comboBoost: null, freeBet: false });
  if (!base) return null;
  const offer = cashoutOffer({
    stake: scaled(bet.totalStake, bet.remainingShare),
    cap: scaled(base.total, bet.remainingShare),
    legs: legs.map((leg) => {
      const price = prices.get(leg.outcomeId);
      const open = price && !price.suspended && !price.unavailable && !price.isStartingPrice;
      return { odds: leg.odds, result: leg.result, currentOdds: open ? price.odds : null };
    }),
  });
  return offer !== null && offer >= MIN_CASHOUT ? offer : null;
}

/** Offers for many bets at once (one price lookup), by bet id. */
export async function offersFor(
  db: Parameters<typeof loadSelections>[0],
  bets: readonly BetRow[],
  legsByBet: ReadonlyMap<string, BetLegRow[]>,
): Promise<Map<string, number>> {
  const eligible = bets.filter(cashoutEligible);
  // Prices are read per brand: a leg the bet's brand no longer offers has no price, so no offer.
  const byBrand = new Map<string, BetRow[]>();
  for (const bet of eligible) {
    const list = byBrand.get(bet.bookmaker) ?? [];
    list.push(bet);
    byBrand.set(bet.bookmaker, list);
  }
  const offers = new Map<string, number>();
  for (const [bookmaker, brandBets] of byBrand) {
    const ids = brandBets.flatMap((bet) =>
      (legsByBet.get(bet.id) ?? []).filter((leg) => leg.result === null).map((leg) => leg.outcomeId),
    );
    const prices = await loadSelections(db, ids, bookmaker);
    for (const bet of brandBets) {
      const offer = offerFor(bet, legsByBet.get(bet.id) ?? [], prices);
      if (offer !== null) offers.set(bet.id, offer);
    }
  }
  return offers;
}

/** Open bets re-priced per round of reads (bets, legs, prices) and one write of their offers. */
export const REPRICE_PAGE = 1_000;

/** What a price change touched: outcomes whose price or result changed, markets suspended or reopened. */
export interface PriceChange {
  outcomes: readonly number[];
  markets: readonly number[];
}

/**
 * Re-prices the cash-out offer of every open bet with a pending leg on a changed outcome or market
 * (all of them, page by page) and keeps it in bet_cashout_offers, null when none is offered now.
 * Returns how many bets were re-priced.
 */
export async function repriceCashouts(database: Database, change: PriceChange, now: Date): Promise<number> {
  const db = database.db;
  const ids = await openBetsOn(db, change);
  for (let i = 0; i < ids.length; i += REPRICE_PAGE) {
    const page = ids.slice(i, i + REPRICE_PAGE);
    // Page by page, giving a shared database to bettors between pages when they call.
    await paced(database, async () => {
      const [rows, legs] = await Promise.all([betsById(db, page), legsOf(db, page)]);
      const offers = await offersFor(db, rows, legs);
      await storeOffers(
        db,
        rows.map((bet) => ({ betId: bet.id, offer: offers.get(bet.id) ?? null })),
        now,
      );
    });
  }
  return ids.length;
}

/**
 * Re-prices cash-out offers after price changes, one run at a time: changes that arrive while a run
 * goes are gathered into the next, so a burst of ticks costs one run per burst, not one per tick.
 */
export function cashoutRepricer(ctx: AppContext, onError: (error: unknown) => void) {
  let outcomes = new Set<number>();
  let markets = new Set<number>();
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  const run = async () => {
    queued = false;
    const change = { outcomes: [...outcomes], markets: [...markets] };
    outcomes = new Set();
    markets = new Set();
    await repriceCashouts(ctx.database, change, new Date(ctx.clock.now()));
  };
  return {
    add(change: PriceChange): void {
      for (const id of change.outcomes) outcomes.add(id);
      for (const id of change.markets) markets.add(id);
      if (queued) return;
      queued = true;
      running = running.then(run).catch(onError);
    },
    /** Resolves when every change added so far is re-priced. */
    idle: () => running,
  };
}

export interface CashoutRequest {
  userId: number;
  betId: string;
  /** What to cash out now, minor units. */
  amount: number;
  /** The full offer the bettor saw, minor units; absent for a full cash-out. */
  offer?: number | undefined;
  idempotencyKey: string;
}

export type CashoutAnswer = StoredAnswer<{ cashout: Cashout }>;

/** Runs under the wallet lock the caller holds (`wallet`: its balances). */
async function executeCashout(
  tx: Tx,
  request: CashoutRequest,
  now: Date,
  wallet: WalletBalances,
): Promise<{ cashout: Cashout }> {
  const bet = await lockBet(tx, request.betId, request.userId);
  if (!bet) throw notFound(`no bet ${request.betId} of yours`, 'BET_NOT_FOUND');
  if (!cashoutEligible(bet)) {
    throw new HttpError(
      409,
      'CASHOUT_UNAVAILABLE',
      'this bet cannot be cashed out (settled, cashed out or not offered)',
    );
  }
  const legs = (await legsOf(tx, [bet.id])).get(bet.id) ?? [];
  const prices = await loadSelections(
    tx,
    legs.filter((leg) => leg.result === null).map((leg) => leg.outcomeId),
    bet.bookmaker,
  );
  const offer = offerFor(bet, legs, prices);
  if (offer === null) {
    const suspended = legs.some(
      (leg) => leg.result === null && prices.get(leg.outcomeId)?.suspended === true,
    );
    throw new HttpError(
      409,
      suspended ? 'MARKET_SUSPENDED' : 'CASHOUT_UNAVAILABLE',
      suspended
        ? 'a market of this bet is suspended: cash-out is not offered now'
        : 'no cash-out is offered for this bet now',
    );
  }
  const expected = request.offer ?? request.amount;
  const view = (status: Cashout['status'], amount: number): { cashout: Cashout } => ({
    cashout: { bet_id: bet.id, status, amount, requested_at: now.toISOString() },
  });
  if (offer < expected) {
    await insertCashout(tx, {
      betId: bet.id,
      userId: bet.userId,
      amount: offer,
      share: 0,
      status: 'rejected',
      idempotencyKey: request.idempotencyKey,
      requestBody: { amount: request.amount, offer: request.offer ?? null },
      requestedAt: now,
    });
    return view('rejected', offer);
  }
  const partial = request.offer !== undefined && request.amount < offer;
  let paid = offer;
  let remaining = 0;
  if (partial) {
    remaining = Math.floor((bet.remainingShare * (offer - request.amount)) / offer);
    // A rest too small to be worth keeping is cashed out with the rest.
    if (
      Math.floor((offer * remaining) / bet.remainingShare) >= MIN_CASHOUT &&
      request.amount >= MIN_CASHOUT
    ) {
      paid = request.amount;
    } else {
      remaining = 0;
    }
  }
  const row = await insertCashout(tx, {
    betId: bet.id,
    userId: bet.userId,
    amount: paid,
    share: bet.remainingShare - remaining,
    status: 'processed',
    idempotencyKey: request.idempotencyKey,
    requestBody: { amount: request.amount, offer: request.offer ?? null },
    requestedAt: now,
  });
  await credit(
    tx,
    {
      userId: bet.userId,
      amount: paid,
      kind: 'cashout',
      balance: 'cash',
      reference: { type: 'bet', id: bet.id },
      idempotencyKey: `bet:${bet.id}:cashout:${row.id}`,
      at: now,
    },
    wallet,
  );
  await updateBet(
    tx,
    bet.id,
    remaining > 0
      ? { remainingShare: remaining, cashedOut: bet.cashedOut + paid, status: 'partially_cashed_out' }
      : {
          remainingShare: 0,
          cashedOut: bet.cashedOut + paid,
          status: 'cashed_out',
          payout: 0,
          settledAt: now,
        },
  );
  return view('processed', paid);
}

/**
 * Cashes a bet out: re-prices it under the wallet and bet locks, pays the offer
 * (kind cashout) or rejects a moved offer; idempotent by key. Throws an HttpError for refusals.
 */
export async function requestCashout(ctx: AppContext, request: CashoutRequest): Promise<CashoutAnswer> {
  const db = ctx.database.db;
  const hash = requestHash({ bet_id: request.betId, amount: request.amount, offer: request.offer ?? null });
  const scope = 'bets.cashout' as const;
  const stored = await storedAnswer<{ cashout: Cashout }>(
    db,
    request.userId,
    scope,
    request.idempotencyKey,
    hash,
  );
  if (stored) return stored;
  const now = new Date(ctx.clock.now());
  try {
    return await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, request.userId);
      const again = await storedAnswer<{ cashout: Cashout }>(
        tx,
        request.userId,
        scope,
        request.idempotencyKey,
        hash,
      );
      if (again) return again;
      const response = await executeCashout(tx, request, now, wallet);
      await storeAnswer(tx, {
        userId: request.userId,
        scope,
        key: request.idempotencyKey,
        hash,
        statusCode: 200,
        response,
        now,
      });
      return { statusCode: 200, response };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await storedAnswer<{ cashout: Cashout }>(
      db,
      request.userId,
      scope,
      request.idempotencyKey,
      hash,
    );
    if (raced) return raced;
    throw error;
  }
}
