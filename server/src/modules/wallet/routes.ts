import { randomUUID } from 'node:crypto';
import {
  APPLE_PAY_METHOD,
  applePayDeposit,
  applePayMerchantSession,
  type Currency,
  cashierDeposit,
  cashierPayments,
  cashierTransactions,
  cashierWithdraw,
  deposit as depositCall,
  CashierIdempotencyKey as IdempotencyKey,
} from '@touchline/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { type CashierOutcome, deposit, merchantSession, withdraw } from './payments';
import { DEMO_METHOD } from './provider';
import { ledgerPage, type PaymentRow, paymentPage } from './repo';
import { toPlayerBalance } from './service';

const paymentView = (payment: PaymentRow) => ({
  id: String(payment.id),
  direction: payment.direction,
  method: payment.method,
  amount: payment.amount,
  currency: payment.currency as Currency,
  status: payment.status,
  failure_code: payment.failureCode,
  failure_message: payment.failureMessage,
  provider_reference: payment.providerReference,
  created_at: payment.createdAt.toISOString(),
});

/** HTTP status of a cashier outcome: completed 200, declined by the provider 402, refused by us 422. */
const outcomeStatus = (payment: PaymentRow): 200 | 402 | 422 =>
  payment.status === 'declined' ? 402 : payment.status === 'refused' ? 422 : 200;

function sendOutcome(reply: FastifyReply, outcome: CashierOutcome) {
  const { payment } = outcome;
  const ok = payment.status === 'completed';
  return reply.status(outcomeStatus(payment)).send({
    status: ok ? ('success' as const) : ('error' as const),
    message: ok ? null : payment.failureMessage,
    code: ok ? null : payment.failureCode,
    replayed: outcome.replayed,
    payment: paymentView(payment),
    balance: toPlayerBalance(outcome.balances),
  });
}

/** The key of a cashier request: the body's idempotency_key or the Idempotency-Key header. */
function idempotencyKeyOf(
  body: { idempotency_key?: string | undefined },
  headers: Record<string, unknown>,
): string {
  const header = headers['idempotency-key'];
  const raw = body.idempotency_key ?? (typeof header === 'string' ? header : undefined);
  if (raw === undefined)
    throw badRequest('idempotency_key: required (in the body or the Idempotency-Key header)');
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) throw badRequest(`idempotency_key: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/**
 * The cashier (demo payment provider) and the mock deposit of the sportsbook: every movement is a
 * payment row plus a ledger entry.
 */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const now = () => new Date(ctx.clock.now());

  callRoute(app, depositCall, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    const header = request.headers['idempotency-key'];
    const outcome = await deposit(db, {
      userId: user.id,
      amount: request.body.amount,
      method: DEMO_METHOD,
      idempotencyKey:
        typeof header === 'string' ? idempotencyKeyOf({}, request.headers) : `mock-deposit:${randomUUID()}`,
      now: now(),
    });
    return reply.status(200).send({
      status: outcome.payment.status === 'completed' ? ('success' as const) : ('error' as const),
      balance: toPlayerBalance(outcome.balances),
    });
  });

  for (const [call, direction] of [
    [cashierDeposit, 'deposit'],
    [cashierWithdraw, 'withdrawal'],
  ] as const) {
    callRoute(app, call, {}, async (request, reply) => {
      const { user } = bettorOf(request);
      const body = request.body;
      const cashierRequest = {
        userId: user.id,
        amount: body.amount,
        method: body.method,
        idempotencyKey: idempotencyKeyOf(body, request.headers),
        card: body.card,
        now: now(),
      };
      const outcome =
        direction === 'deposit' ? await deposit(db, cashierRequest) : await withdraw(db, cashierRequest);
      return sendOutcome(reply, outcome);
    });
  }

  // Apple Pay: the sportsbook's page runs the sheet and asks for these two on the cashier's behalf.
  callRoute(app, applePayMerchantSession, {}, async (request) => {
    bettorOf(request);
    return {
      merchant_session: merchantSession({
        validationUrl: request.body.validation_url,
        domain: request.body.domain,
        now: now(),
      }),
    };
  });

  callRoute(app, applePayDeposit, {}, async (request, reply) => {
    const { user } = bettorOf(request);
    const body = request.body;
    const outcome = await deposit(db, {
      userId: user.id,
      amount: body.amount,
      method: APPLE_PAY_METHOD,
      idempotencyKey: body.idempotency_key,
      applePayToken: body.token,
      currency: body.currency,
      now: now(),
    });
    return sendOutcome(reply, outcome);
  });

  callRoute(app, cashierTransactions, {}, async (request) => {
    const { user } = bettorOf(request);
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await ledgerPage(db, user.id, page, perPage);
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        kind: row.kind,
        balance_kind: row.balanceKind,
        amount: row.amount,
        balance_after: row.balanceAfter,
        currency: row.currency as Currency,
        reference_type: row.referenceType,
        reference_id: row.referenceId,
        created_at: row.createdAt.toISOString(),
      })),
      page,
      per_page: perPage,
      total,
    };
  });

  callRoute(app, cashierPayments, {}, async (request) => {
    const { user } = bettorOf(request);
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await paymentPage(db, user.id, page, perPage);
    return { data: rows.map(paymentView), page, per_page: perPage, total };
  });
};
