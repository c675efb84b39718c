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
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { SETTLEMENT_LOCK_KEY } from '../../db/locks';
import type { BetRowStatus } from '../../db/schema';
import { bets } from '../../db/schema';
import { restoreFreeBet, taxOn } from '../bonuses';
import { writeInboxMessage } from '../inbox';
import { queuePush } from '../push';
import { credit, lockWallet } from '../wallet';
import {
  type BetLegRow,
  type BetRow,
  eventsToResult,
  legsOf,
  lockBet,
  pendingLegsOfEvent,
  resultLegs,
  settleableBetIds,
  updateBet,
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

/**
 * Settles one bet if all its legs are resulted and it is not settled yet: computes
 * the payout with the betting rules, credits it and marks the bet, in one transaction. Returns null
 * when there was nothing to do (still pending, already settled, cashed out).
 */
export async function settleBet(ctx: AppContext, betId: string): Promise<SettleOutcome | null> {
  const db = ctx.database.db;
  const [peek] = await db.select({ userId: bets.userId }).from(bets).where(eq(bets.id, betId));
  if (!peek) return null;
  const now = new Date(ctx.clock.now());
  return db.transaction(async (tx) => {
    // Wallet first, like every money path, then the bet: no two paths can deadlock.
    let wallet = await lockWallet(tx, peek.userId);
    const bet = await lockBet(tx, betId);
    if (!bet || bet.settledAt !== null) return null;
    if (bet.status !== 'open' && bet.status !== 'partially_cashed_out') return null;
    const legs = (await legsOf(tx, [betId])).get(betId) ?? [];
    if (legs.length === 0 || legs.some((leg) => leg.result === null)) return null;

    const share = bet.remainingShare;
    const allVoid = legs.every((leg) => leg.result === 'void');
    const reference = { type: 'bet', id: bet.id };
    let status: BetRowStatus;
    let payout = 0;
    if (allVoid) {
      status = 'void';
      const cash = scaled(bet.stakeCash, share);
      const bonus = scaled(bet.stakeBonus, share);
      if (cash > 0) {
        wallet = (
          await credit(
            tx,
            {
              userId: bet.userId,
              amount: cash,
              kind: 'bet_refund',
              balance: 'cash',
              reference,
              idempotencyKey: `bet:${bet.id}:refund:cash`,
              at: now,
            },
            wallet,
          )
        ).balances;
      }
      if (bonus > 0) {
        wallet = (
          await credit(
            tx,
            {
              userId: bet.userId,
              amount: bonus,
              kind: 'bet_refund',
              balance: 'bonus',
              reference,
              idempotencyKey: `bet:${bet.id}:refund:bonus`,
              at: now,
            },
            wallet,
          )
        ).balances;
      }
      if (bet.freeBetId && bet.stakeFreeBet > 0)
        await restoreFreeBet(tx, bet.freeBetId, scaled(bet.stakeFreeBet, share));
      payout = cash + bonus;
    } else {
      const full = settledReturn(termsOf(bet, legs)).total;
      const brand = brandByBookmaker(bet.bookmaker) ?? DEFAULT_BRAND;
      const gross = scaled(full, share);
      payout = gross - taxOn(brand, gross, scaled(bet.totalStake, share));
      status = full > 0 ? 'won' : 'lost';
      if (payout > 0) {
        wallet = (
          await credit(
            tx,
            {
              userId: bet.userId,
              amount: payout,
              kind: 'bet_payout',
              balance: 'cash',
              reference,
              idempotencyKey: `bet:${bet.id}:payout`,
              at: now,
            },
            wallet,
          )
        ).balances;
      }
    }
    await updateBet(tx, bet.id, { status, payout, settledAt: now });
    if (status === 'won') {
      await writeInboxMessage(
        tx,
        bet.userId,
        { kind: 'bet_won', params: { bet_id: bet.id, amount: payout, currency: bet.currency as Currency } },
        now,
      );
      // The bettor's phones hear of it too, once this transaction commits.
      await queuePush(
        tx,
        bet.userId,
        { kind: 'bet_won', params: { bet_id: bet.id, amount: payout, currency: bet.currency as Currency } },
        now,
      );
    }
    return { betId: bet.id, status, payout };
  });
}

const LEG_RESULTS: ReadonlySet<string> = new Set<LegResult>(['win', 'lose', 'void', 'place']);

/**
 * Takes the results of an event onto its pending legs and settles every bet that is now complete.
 * Safe to call again and from several servers: legs and bets settle once.
 */
export async function settleEvent(ctx: AppContext, eventId: number): Promise<SettleOutcome[]> {
  const db = ctx.database.db;
  const now = new Date(ctx.clock.now());
  const pending = await pendingLegsOfEvent(db, eventId);
  const results: Array<{ legId: number; result: LegResult; position: number | null; odds: number | null }> =
    [];
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
  if (results.length === 0) return [];
  const touched = await db.transaction((tx) => resultLegs(tx, results, now));
  const settled: SettleOutcome[] = [];
  for (const betId of touched) {
    const outcome = await settleBet(ctx, betId);
    if (outcome) settled.push(outcome);
  }
  return settled;
}

/**
 * The sweep behind the feed's notification: results the legs of every resulted,
 * cancelled or vanished event, and of events postponed beyond POSTPONED_VOID_MS, then settles every
 * complete bet, so nothing is missed when a notification was lost or another server ran the feed.
 */
export async function settleResultedEvents(
  ctx: AppContext,
  options: { maxEvents?: number; maxBets?: number } = {},
): Promise<{ events: number; settled: number }> {
  const postponedBefore = new Date(ctx.clock.now() - POSTPONED_VOID_MS);
  const events = await eventsToResult(ctx.database.db, options.maxEvents ?? 200, postponedBefore);
  let settled = 0;
  for (const eventId of events) settled += (await settleEvent(ctx, eventId)).length;
  for (const betId of await settleableBetIds(ctx.database.db, options.maxBets ?? 500)) {
    if (await settleBet(ctx, betId)) settled += 1;
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
