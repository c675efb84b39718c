/** Bet builder calls and the builder page the sportsbook's 'Create YourBet' modal frames. */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BetBuilderTicketQuery,
  BuilderFrameQuery,
  BuilderSubmitResponse,
  calculateBetBuilder,
  ErrorBody,
  getBetBuilderTicket,
  Language,
  PrecannedQuery,
  PrecannedResponse,
  routeSchema,
  StoreTicketBody,
  StoreTicketResponse,
  submitBetBuilder,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../brands';
import type { AppContext } from '../../context';
import { bettorOf } from '../../http/auth';
import { builderPolicy } from '../../security-headers';
import { BRAND_SPORT_SITES, loadBuilderShell, renderBuilderPage } from './page';
import { builderPage, calculate, getTicket, precanned, storeTicket, submit } from './service';

const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

/** GET /v1/betbuilder/ticket also takes the language to name the ticket in. */
const TicketQuery = BetBuilderTicketQuery.extend({ lang: Language.optional() });

export interface BetBuilderRouteOptions {
  ctx: AppContext;
  /** The built bet builder page (apps/betbuilder/dist); without it the frame says it is not built. */
  builderDist?: string;
}

export const betBuilderRoutes: FastifyPluginAsyncZod<BetBuilderRouteOptions> = async (
  app,
  { ctx, builderDist },
) => {
  app.post(calculateBetBuilder.path, { schema: routeSchema(calculateBetBuilder) }, async (request) =>
    calculate(ctx, request.body),
  );

  app.post(
    submitBetBuilder.path,
    {
      schema: { ...routeSchema(submitBetBuilder), response: { 200: BuilderSubmitResponse, ...errors } },
      config: { auth: submitBetBuilder.auth },
    },
    async (request) => {
      const { user } = bettorOf(request);
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

  const shell = loadBuilderShell(builderDist);
  if (!shell.built) app.log.warn({ builderDist }, 'bet builder page not built: run `npm run build`');
  const policy = builderPolicy(ctx.config, shell.html, BRAND_SPORT_SITES);
  if (shell.built && builderDist) {
    // The page's built files: named by their content hash, so cached for a year.
    await app.register(fastifyStatic, {
      root: join(builderDist, 'assets'),
      prefix: '/betbuilder/assets/',
      decorateReply: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

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
      const data = await builderPage(ctx, request.query, {
        referrer: typeof referrer === 'string' ? referrer : undefined,
        ownOrigin: publicOrigin({ ...ctx.config, PUBLIC_URL: undefined }, request),
      });
      return reply
        .header('content-security-policy', policy)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderBuilderPage(shell.html, data));
    },
  );
};
