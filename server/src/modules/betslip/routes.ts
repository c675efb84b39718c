/** The betslip calls: calculate and submit. */
import {
  AuthHeaders,
  CalculateBody,
  CalculateResponse,
  calculateBetslip,
  ErrorBody,
  PlacementHeaders,
  SubmitBody,
  SubmitResponse,
  submitBetslip,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireLogin, sessionOf } from '../../http/auth';
import { calculateSlip, submitTicket } from './service';

const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

/**
 * Refusals of a well-formed ticket (odds changed, balance, suspended, ...) answer 200 with the
 * code in `status`, as the slip reads them per ticket; 400 is a malformed request, 401 a guest,
 * 409 a reused idempotency key.
 */
export const betslipRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onRequest = requireLogin(ctx);

  app.post(
    calculateBetslip.path,
    {
      onRequest,
      schema: {
        summary: calculateBetslip.summary,
        tags: ['betslip'],
        headers: AuthHeaders,
        body: CalculateBody,
        response: { 200: CalculateResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return calculateSlip(ctx, sessionOf(request).user, request.body);
    },
  );

  app.post(
    submitBetslip.path,
    {
      onRequest,
      schema: {
        summary: submitBetslip.summary,
        tags: ['betslip'],
        headers: PlacementHeaders,
        body: SubmitBody,
        response: { 200: SubmitResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await submitTicket(ctx, {
        user: sessionOf(request).user,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(answer.statusCode).send(answer.response);
    },
  );
};
