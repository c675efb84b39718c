/**
 * My Bets and cash-out, and the
 * settlement hooks: the catalogue's result notification plus a periodic sweep.
 */
import { getBets, getCashouts, requestCashout as requestCashoutCall } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { cashoutRepricer, offersFor, requestCashout } from './cashout';
import { betsPage, legsOf, recentCashouts } from './repo';
import { settleEvent, startSettlementSweep } from './settlement';
import { placedBetView } from './views';

/** How far back GET /v1/bets/cashouts reports cash-outs. */
export const CASHOUT_HISTORY_MS = 24 * 60 * 60_000;
/** How often the elected server sweeps for resulted events with unsettled bets (when the feed runs). */
export const SETTLEMENT_SWEEP_MS = 15_000;

export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;

  callRoute(app, getBets, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    const { status, limit, offset } = request.query;
    const page = await betsPage(db, user.id, status, limit, offset);
    const legs = await legsOf(
      db,
      page.rows.map((bet) => bet.id),
    );
    const offers = await offersFor(db, page.rows, legs);
    reply.header('cache-control', 'no-store');
    return {
      bets: page.rows.map((bet) => placedBetView(bet, legs.get(bet.id) ?? [], offers.get(bet.id) ?? null)),
      total: page.total,
    };
  });

  callRoute(app, getCashouts, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    const since = new Date(ctx.clock.now() - CASHOUT_HISTORY_MS);
    const rows = await recentCashouts(db, user.id, since, 100);
    reply.header('cache-control', 'no-store');
    return {
      cashouts: rows.map((row) => ({
        bet_id: row.betId,
        status: row.status,
        amount: row.amount,
        requested_at: row.requestedAt.toISOString(),
      })),
    };
  });

  callRoute(app, requestCashoutCall, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    const answer = await requestCashout(ctx, {
      userId: user.id,
      betId: request.params.bet_id,
      amount: request.body.amount,
      offer: request.body.offer,
      idempotencyKey: request.headers['idempotency-key'],
    });
    return reply.status(200).send(answer.response);
  });

  // Whatever results an event (the live feed) says so on the catalogue's events; settlement follows.
  const unsubscribe = ctx.catalogue.onResulted(async (event) => {
    await settleEvent(ctx, event.eventId);
  });
  // Price changes the writer names re-price the cash-out offer of every open bet they touch.
  const repricer = cashoutRepricer(ctx, (error) => {
    app.log.error({ err: error }, 'cash-out re-pricing failed');
  });
  const stopRepricing = ctx.catalogue.onChanged((change) => {
    if (change) repricer.add(change);
  });
  let stopSweep: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (!ctx.config.FEED) return;
    stopSweep = startSettlementSweep(ctx, SETTLEMENT_SWEEP_MS, (error) => {
      app.log.error({ err: error }, 'settlement sweep failed');
    });
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    stopRepricing();
    await repricer.idle();
    await stopSweep?.();
  });
};
