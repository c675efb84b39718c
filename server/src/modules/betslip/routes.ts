/** The betslip calls: calculate and submit. */
import { calculateBetslip, submitBetslip } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf, claimsOf } from '../../http/auth';
import { callRoute } from '../../http/routes';
import { calculateSlip, submitTicket } from './service';

/**
 * Refusals of a well-formed ticket (odds changed, balance, suspended, ...) answer 200 with the
 * code in `status`, as the slip reads them per ticket; 400 is a malformed request, 401 a guest,
 * 409 a reused idempotency key.
 */
export const betslipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  callRoute(app, calculateBetslip, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return calculateSlip(ctx, bettorOf(request).user, request.body);
  });

  // The hot path of every bet: its session is read with the submit's first statement, not by the hook.
  callRoute(app, submitBetslip, { config: { session: 'in-transaction' } }, async (request, reply) => {
    const answer = await submitTicket(ctx, {
      session: app.auth.sessionCheck(claimsOf(request)),
      body: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    });
    return reply.status(answer.statusCode).send(answer.response);
  });
};
