/**
 * Settlement: when the feed results an event, its pending legs take the outcome
 * results; a bet whose legs are all resulted is settled and paid in one transaction with its
 * status change, exactly once (settled_at guard under the bet row lock, and one ledger idempotency
 * key per bet).
 *
 * Choices where the spec is silent:
 * - A leg whose event was cancelled or deleted, or whose outcome got no result when the event was
 *   resulted, is void. So is a leg whose event was postponed and is still not played 48 hours after its
 *   scheduled start (POSTPONED_VOID_MS; an event played within that time keeps its bets). A starting-price leg is settled at the outcome's last price; none is void.
 * - A void bet gives the stake back where it came from: cash to cash, bonus to bonus, and the free
 *   bet's amount back to the free bet. Winnings are paid into cash.
 * - After a partial cash-out the payout is the remaining share of what the whole bet pays, rounded down.
 */
import { brandByBookmaker, type Currency, DEFAULT_BRAND } from '@touchline/contract';
import type { AppContext } from '../../context';
import { SETTLEMENT_LOCK_KEY } from '../../db/locks';
import { paced } from '../../db/pace';
import type { BetRowStatus } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { restoreFreeBet, taxOn } from '../bonuses';
import { writeInboxMessages } from '../inbox';
import { queuePushes } from '../push';
import { credit, lockWallets, type WalletBalances } from '../wallet';
import {
  type BetLegRow,
  type BetRow,
  eventsToResult,
  legsOf,
  lockBets,
  markSettled,
  ownersOf,
  type PendingLegState,
  pendingLegsOfEvent,
  resultLegs,
  settleableBetIds,
} from './repo';
import { type LegResult, type ReturnTerms, settledReturn } from './returns';

/** A postponed event's bets stand this long after its scheduled start, then its pending legs are void. */
export const POSTPONED_VOID_MS = 48 * 60 * 60 * 1000;

/** Shares are kept in millionths of the original stake. */
export const FULL_SHARE = 1_000_000;

/** The return terms of a placed bet, for pricing, cash-out and settlement. */
export function termsOf(bet: BetRow, legs: readonly BetLegRow[]): ReturnTerms {
  return {
    type: bet.betType,
    k: bet.systemK,
    eachWay: bet.eachWay,
    stake: bet.stake,
    combinedOdds: bet.odds,
    freeBet: bet.stakeFreeBet > 0,
    boostToken:
      bet.boostPercentage !== null
        ? { percentage: bet.boostPercentage, maxWinnings: bet.boostMaxWinnings ?? 0 }
        : null,
    comboBoost:
      bet.comboBoostPercent > 0 && bet.comboBoostMode
        ? { percentage: bet.comboBoostPercent, mode: bet.comboBoostMode }
        : null,
    legs: legs.map((leg) => ({
      odds: leg.odds,
      ewPrice: leg.ewPrice,
      ewPlace: leg.ewPlace,
      startingPrice: leg.isStartingPrice,
      result: leg.result,
      position: leg.position,
    })),
  };
}

const scaled = (amount: number, share: number) =>
  share >= FULL_SHARE ? amount : Math.floor((amount * share) / FULL_SHARE);

export interface SettleOutcome {
  betId: string;
  status: BetRowStatus;
  payout: number;
}

/** How many bets one settlement transaction settles, and how many legs one step results. */
export const SETTLEMENT_BATCH = 250;

export interface SettleOptions {
  /** Bets per settlement transaction (and legs per resulting step); SETTLEMENT_BATCH by default. */
  batchSize?: number;
  /** Told after each committed batch: how many bets it settled. */
  onBatch?: (settled: number) => void | Promise<void>;
}

/**
 * Pays one settled bet (locked, all legs resulted) into its owner's wallet (locked): a void bet's
 * stake back where it came from, a winning bet's return (after tax) into cash. Each ledger entry has
 * its key per bet, so a bet is paid once whatever runs it again.
 */
async function payBet(
  tx: Tx,
  bet: BetRow,
  legs: readonly BetLegRow[],
  locked: WalletBalances,
  now: Date,
): Promise<{ outcome: SettleOutcome; wallet: WalletBalances }> {
  let wallet = locked;
  const share = bet.remainingShare;
  const reference = { type: 'bet', id: bet.id };
  const pay = async (
    amount: number,
    kind: 'bet_refund' | 'bet_payout',
    balance: 'cash' | 'bonus',
    key: string,
  ) => {
    if (amount <= 0) return;
    wallet = (
      await credit(
        tx,
        { userId: bet.userId, amount, kind, balance, reference, idempotencyKey: key, at: now },
        wallet,
      )
    ).balances;
  };
  if (legs.every((leg) => leg.result === 'void')) {
    const cash = scaled(bet.stakeCash, share);
    const bonus = scaled(bet.stakeBonus, share);
    await pay(cash, 'bet_refund', 'cash', `bet:${bet.id}:refund:cash`);
    await pay(bonus, 'bet_refund', 'bonus', `bet:${bet.id}:refund:bonus`);
    if (bet.freeBetId && bet.stakeFreeBet > 0)
      await restoreFreeBet(tx, bet.freeBetId, scaled(bet.stakeFreeBet, share));
    return { outcome: { betId: bet.id, status: 'void', payout: cash + bonus }, wallet };
  }
  const full = settledReturn(termsOf(bet, legs)).total;
  const brand = brandByBookmaker(bet.bookmaker) ?? DEFAULT_BRAND;
  const gross = scaled(full, share);
  const payout = gross - taxOn(brand, gross, scaled(bet.totalStake, share));
  await pay(payout, 'bet_payout', 'cash', `bet:${bet.id}:payout`);
  return { outcome: { betId: bet.id, status: full > 0 ? 'won' : 'lost', payout }, wallet };
}

/**
 * Settles a batch of bets in one transaction: each bet whose legs are all resulted and that is not
 * settled yet is paid and marked, with its ledger entries and balance, all or none. Wallets are locked
 * first (in one order), then the bets, like every money path, so no two paths can deadlock. A bet
 * already settled, cashed out or still pending is left alone: running a batch again pays nobody twice.
 */
export async function settleBets(ctx: AppContext, betIds: readonly string[]): Promise<SettleOutcome[]> {
  const db = ctx.database.db;
  const owners = await ownersOf(db, betIds);
  if (owners.length === 0) return [];
  const now = new Date(ctx.clock.now());
  return db.transaction(async (tx) => {
    const wallets = await lockWallets(tx, owners);
    const ready = (await lockBets(tx, betIds)).filter(
      (bet) => bet.settledAt === null && (bet.status === 'open' || bet.status === 'partially_cashed_out'),
    );
    const legsByBet = await legsOf(
      tx,
      ready.map((bet) => bet.id),
    );
    const outcomes: SettleOutcome[] = [];
    for (const bet of ready) {
      const legs = legsByBet.get(bet.id) ?? [];
      if (legs.length === 0 || legs.some((leg) => leg.result === null)) continue;
      const wallet = wallets.get(bet.userId);
      if (!wallet) throw new Error(`the owner of bet ${bet.id} has no wallet`);
      const paid = await payBet(tx, bet, legs, wallet, now);
      wallets.set(bet.userId, paid.wallet);
      outcomes.push(paid.outcome);
    }
    await markSettled(tx, outcomes, now);
    const byId = new Map(ready.map((bet) => [bet.id, bet]));
    const wins = outcomes.flatMap((won) => {
      const bet = byId.get(won.betId);
      if (won.status !== 'won' || !bet) return [];
      const params = { bet_id: bet.id, amount: won.payout, currency: bet.currency as Currency };
      return [{ userId: bet.userId, entry: { kind: 'bet_won' as const, params } }];
    });
    await writeInboxMessages(tx, wins, now);
    // The bettor's phones hear of it too, once this transaction commits.
    await queuePushes(tx, wins, now);
    return outcomes;
  });
}

/**
 * Settles one bet if all its legs are resulted and it is not settled yet (see settleBets). Returns
 * null when there was nothing to do (still pending, already settled, cashed out).
 */
export async function settleBet(ctx: AppContext, betId: string): Promise<SettleOutcome | null> {
  return (await settleBets(ctx, [betId]))[0] ?? null;
}

/** Settles bets in batches of `size`, one transaction each, telling `onBatch` after each commit. */
async function settleInBatches(
  ctx: AppContext,
  betIds: readonly string[],
  options: SettleOptions,
): Promise<SettleOutcome[]> {
  const size = options.batchSize ?? SETTLEMENT_BATCH;
  const settled: SettleOutcome[] = [];
  for (let i = 0; i < betIds.length; i += size) {
    const batch = await settleBets(ctx, betIds.slice(i, i + size));
    settled.push(...batch);
    await options.onBatch?.(batch.length);
  }
  return settled;
}

const LEG_RESULTS: ReadonlySet<string> = new Set<LegResult>(['win', 'lose', 'void', 'place']);

type LegOutcome = { legId: number; result: LegResult; position: number | null; odds: number | null };

/** What each pending leg now settles as; a leg whose event and outcome have no result yet is left out. */
function legOutcomes(pending: readonly PendingLegState[], now: Date): LegOutcome[] {
  const results: LegOutcome[] = [];
  for (const leg of pending) {
    const abandoned =
      leg.eventStatus === 'postponed' &&
      leg.eventStartsAt !== null &&
      leg.eventStartsAt.getTime() < now.getTime() - POSTPONED_VOID_MS;
    const gone = leg.eventStatus === null || leg.eventStatus === 'cancelled' || abandoned;
    if (gone) {
      results.push({ legId: leg.legId, result: 'void', position: null, odds: null });
      continue;
    }
    if (leg.outcomeResult !== null && LEG_RESULTS.has(leg.outcomeResult)) {
      let result = leg.outcomeResult as LegResult;
      let odds: number | null = null;
      if (leg.isStartingPrice) {
        if (leg.outcomeOdds !== null && leg.outcomeOdds > 1) odds = leg.outcomeOdds;
        else result = 'void';
      }
      results.push({ legId: leg.legId, result, position: leg.outcomePosition, odds });
      continue;
    }
    if (leg.eventStatus === 'resulted')
      results.push({ legId: leg.legId, result: 'void', position: null, odds: null });
  }
  return results;
}

/**
 * Takes the results of an event onto its pending legs and settles every bet that is now complete,
 * step by step: a page of legs is resulted (one transaction), then the bets it completed are settled in
 * batches (one transaction each), so no transaction grows with the size of the event. Safe to call
 * again, from several servers and after a crash: legs and bets settle once. A crash between a page's
 * legs and its bets leaves complete, unsettled bets, which the sweep (settleResultedEvents) settles.
 */
export async function settleEvent(
  ctx: AppContext,
  eventId: number,
  options: SettleOptions = {},
): Promise<SettleOutcome[]> {
  const db = ctx.database.db;
  const size = options.batchSize ?? SETTLEMENT_BATCH;
  const settled: SettleOutcome[] = [];
  let after = 0;
  for (let more = true; more; ) {
    more = await paced(ctx.database, async () => {
      const now = new Date(ctx.clock.now());
      const pending = await pendingLegsOfEvent(db, eventId, after, size);
      const last = pending.at(-1);
      if (!last) return false;
      after = last.legId;
      const results = legOutcomes(pending, now);
      if (results.length > 0) {
        const touched = await db.transaction((tx) => resultLegs(tx, results, now));
        settled.push(...(await settleInBatches(ctx, touched, options)));
      }
      return pending.length === size;
    });
  }
  return settled;
}

/**
 * The sweep behind the feed's notification: results the legs of every resulted,
 * cancelled or vanished event, and of events postponed beyond POSTPONED_VOID_MS, then settles every
 * complete bet (up to `maxBets`), so nothing is missed when a notification was lost, another server
 * ran the feed, or settlement stopped midway.
 */
export async function settleResultedEvents(
  ctx: AppContext,
  options: { maxEvents?: number; maxBets?: number } & SettleOptions = {},
): Promise<{ events: number; settled: number }> {
  const postponedBefore = new Date(ctx.clock.now() - POSTPONED_VOID_MS);
  const events = await eventsToResult(ctx.database.db, options.maxEvents ?? 200, postponedBefore);
  let settled = 0;
  for (const eventId of events) settled += (await settleEvent(ctx, eventId, options)).length;
  const maxBets = options.maxBets ?? 100_000;
  const size = options.batchSize ?? SETTLEMENT_BATCH;
  for (let swept = 0; swept < maxBets; ) {
    const ready = await settleableBetIds(ctx.database.db, Math.min(size, maxBets - swept));
    if (ready.length === 0) break;
    const batch = await paced(ctx.database, () => settleBets(ctx, ready));
    await options.onBatch?.(batch.length);
    settled += batch.length;
    swept += ready.length;
    // Bets that stay settleable but were not settled (a fault) must not loop forever.
    if (batch.length === 0) break;
  }
  return { events: events.length, settled };
}

/**
 * Runs settleResultedEvents every `intervalMs` on the one server holding the settlement lock
 * (settlement runs once); the others keep asking for the lock, so one
 * takes over when the runner goes. Returns the function that stops it.
 */
export function startSettlementSweep(
  ctx: AppContext,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let leadership: Awaited<ReturnType<AppContext['database']['tryLead']>> = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = async () => {
    if (!leadership) {
      leadership = await ctx.database.tryLead(SETTLEMENT_LOCK_KEY);
      void leadership?.lost.then(() => {
        leadership = null;
      });
    }
    if (leadership && !stopped) await settleResultedEvents(ctx);
  };
  const timer = setInterval(() => {
    running = running.then(round).catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await leadership?.release();
    leadership = null;
  };
}
