/** Bet builder calls and the builder page the sportsbook's 'Create YourBet' modal frames. */
import { join } from 'node:path';
import {
  calculateBetBuilder,
  getBetBuilderTicket,
  getBuilderFrame,
  getPrecanned,
  storeBetBuilderTicket,
  submitBetBuilder,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../brands';
import type { AppContext } from '../../context';
import { bettorOf } from '../../http/auth';
import { callRoute, serveFiles } from '../../http/routes';
import { builderPolicy } from '../../security-headers';
import { BRAND_SPORT_SITES, loadBuilderShell, renderBuilderPage } from './page';
import { builderPage, calculate, getTicket, precanned, storeTicket, submit } from './service';

export interface BetBuilderRouteOptions {
  ctx: AppContext;
  /** The built bet builder page (apps/betbuilder/dist); without it the frame says it is not built. */
  builderDist?: string;
}

export const betBuilderRoutes: FastifyPluginAsyncZod<BetBuilderRouteOptions> = async (
  app,
  { ctx, builderDist },
) => {
  callRoute(app, calculateBetBuilder, {}, async (request) => calculate(ctx, request.body));

  callRoute(app, submitBetBuilder, {}, async (request) => {
    const { user } = bettorOf(request);
    const { response } = await submit(ctx, user, request.body, request.headers['idempotency-key']);
    return response;
  });

  callRoute(app, getBetBuilderTicket, {}, async (request) =>
    getTicket(ctx, request.query, request.query.lang),
  );

  callRoute(app, getPrecanned, {}, async (request) => precanned(ctx, request.query));

  callRoute(app, storeBetBuilderTicket, {}, async (request) => storeTicket(ctx, request.body));

  const shell = loadBuilderShell(builderDist);
  if (!shell.built) app.log.warn({ builderDist }, 'bet builder page not built: run `npm run build`');
  const policy = builderPolicy(ctx.config, shell.html, BRAND_SPORT_SITES);
  if (shell.built && builderDist) {
    // The page's built files: named by their content hash, so cached for a year.
    await serveFiles(app, {
      root: join(builderDist, 'assets'),
      prefix: '/betbuilder/assets/',
      decorateReply: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  }

  callRoute(app, getBuilderFrame, {}, async (request, reply) => {
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
  });
};
