/** Bet builder calls (betting-core.md section 7 "Bet builder") and the builder page the modal frames. */
import {
  BetBuilderTicketQuery,
  calculateBetBuilder,
  ErrorBody,
  getBetBuilderTicket,
  Language,
  routeSchema,
  submitBetBuilder,
} from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../brands';
import type { AppContext } from '../../context';
import type { UserRow } from '../auth/repo';
import { authFor } from '../auth/service';
import {
  BuilderFrameQuery,
  BuilderSubmitResponse,
  PrecannedQuery,
  PrecannedResponse,
  StoreTicketBody,
  StoreTicketResponse,
} from './schemas';
import { builderPage, calculate, getTicket, precanned, storeTicket, submit } from './service';

const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

/** GET /v1/betbuilder/ticket also takes the language to name the ticket in. */
const TicketQuery = BetBuilderTicketQuery.extend({ lang: Language.optional() });

export const betBuilderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = authFor(ctx);
  // The user is looked up before validation, so a guest hears 401 whatever the body says.
  const users = new WeakMap<FastifyRequest, UserRow>();

  app.post(calculateBetBuilder.path, { schema: routeSchema(calculateBetBuilder) }, async (request) =>
    calculate(ctx, request.body),
  );

  app.post(
    submitBetBuilder.path,
    {
      schema: { ...routeSchema(submitBetBuilder), response: { 200: BuilderSubmitResponse, ...errors } },
      onRequest: async (request) => {
        users.set(request, (await auth.requireUser(request)).user);
      },
    },
    async (request) => {
      const user = users.get(request) ?? (await auth.requireUser(request)).user;
      const { response } = await submit(ctx, user, request.body, request.headers['idempotency-key']);
      return response;
    },
  );

  app.get(
    getBetBuilderTicket.path,
    { schema: { ...routeSchema(getBetBuilderTicket), querystring: TicketQuery } },
    async (request) => getTicket(ctx, request.query, request.query.lang),
  );

  app.get(
    '/v1/betbuilder/precanned',
    {
      schema: {
        summary: 'Popular bet builder combinations of an event, priced',
        tags: ['betbuilder'],
        querystring: PrecannedQuery,
        response: { 200: PrecannedResponse, ...errors },
      },
    },
    async (request) => precanned(ctx, request.query),
  );

  app.post(
    '/v1/betbuilder/tickets',
    {
      schema: {
        summary: 'Store a bet builder ticket; answers the betslip id the builder page posts',
        tags: ['betbuilder'],
        body: StoreTicketBody,
        response: { 200: StoreTicketResponse, ...errors },
      },
    },
    async (request) => storeTicket(ctx, request.body),
  );

  app.get(
    '/betbuilder/frame',
    {
      schema: {
        summary: "The bet builder page framed by the 'Create YourBet' modal (HTML)",
        tags: ['betbuilder'],
        querystring: BuilderFrameQuery,
      },
    },
    async (request, reply) => {
      const referrer = request.headers.referer;
      const page = await builderPage(ctx, request.query, {
        referrer: typeof referrer === 'string' ? referrer : undefined,
        ownOrigin: publicOrigin({ ...ctx.config, PUBLIC_URL: undefined }, request),
      });
      return reply
        .header('content-security-policy', page.policy)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
