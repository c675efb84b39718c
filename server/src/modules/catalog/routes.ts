/**
 * Catalog calls over HTTP and their socket twins ('events', 'events-live'), with the contract's
 * schemas for validation and OpenAPI. The list calls send pre-serialized bytes from the catalog
 * cache: Fastify passes a Buffer straight through, so the zod serializer never walks megabytes.
 */
import { catalogCalls, type ErrorBody, EventsLiveQuery, EventsQuery, refusingNul } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodyOf, HttpError } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { type CachedResponse, sendCached } from './cache';
import type { Ctx } from './reference';
import {
  cachedEvents,
  cachedLiveEvents,
  cachedSports,
  competitionInfo,
  currentSelections,
  eventInfo,
  eventMarkets,
  refreshSelections,
  search,
  selectionsByOutcomeIds,
  validateSelections,
} from './service';

function invalid(error: z.ZodError): ErrorBody {
  const reason = error.issues
    .map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`)
    .join('; ');
  return { statusCode: 400, error: 'Bad Request', message: reason };
}

/**
 * A socket request handler answering exactly what the HTTP call answers for the same parameters;
 * a bad payload gets the standard 400 body, and nothing it receives can throw into the socket.
 */
function socketHandler<S extends z.ZodType>(
  schema: S,
  answer: (query: z.output<S>) => Promise<CachedResponse>,
  log: (error: unknown) => void,
): (payload: unknown) => Promise<unknown> {
  return async (payload) => {
    const parsed = refusingNul(schema).safeParse(payload ?? {});
    if (!parsed.success) return invalid(parsed.error);
    try {
      return (await answer(parsed.data)).payload;
    } catch (error) {
      if (!(error instanceof HttpError)) log(error);
      return errorBodyOf(error);
    }
  };
}

/** The catalog module: serves the catalog calls over HTTP and the socket. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: Ctx = { database: app.ctx.database, clock: app.ctx.clock, catalogCache: app.catalog.cache };
  const { socketRequests } = app.ctx;
  socketRequests.register(
    'events',
    socketHandler(
      EventsQuery,
      (query) => cachedEvents(ctx, query),
      (error) => app.log.error({ err: error }, 'socket events failed'),
    ),
  );
  socketRequests.register(
    'events-live',
    socketHandler(
      EventsLiveQuery,
      (query) => cachedLiveEvents(ctx, query),
      (error) => app.log.error({ err: error }, 'socket events-live failed'),
    ),
  );

  const c = catalogCalls;

  callRoute(app, c.getEvents, {}, async (request, reply) =>
    sendCached(reply, await cachedEvents(ctx, request.query)),
  );

  callRoute(app, c.getEventsLive, {}, async (request, reply) =>
    sendCached(reply, await cachedLiveEvents(ctx, request.query)),
  );

  callRoute(app, c.getMarkets, {}, async (request) => eventMarkets(ctx, request.query));

  callRoute(app, c.postSelections, {}, async (request) =>
    selectionsByOutcomeIds(ctx, request.body.outcome_ids, request.query),
  );

  callRoute(app, c.getCurrentSelections, {}, async (request) =>
    currentSelections(ctx, request.query.ids, request.query),
  );

  callRoute(app, c.refreshSelections, {}, async (request) =>
    refreshSelections(ctx, request.query.ids, request.query),
  );

  callRoute(app, c.validateSelections, {}, async (request) =>
    validateSelections(ctx, request.query.selections, request.query),
  );

  callRoute(app, c.getSports, {}, async (request, reply) =>
    sendCached(reply, await cachedSports(ctx, request.query)),
  );

  callRoute(app, c.getEventInfo, {}, async (request) => eventInfo(ctx, request.query.id, request.query));

  callRoute(app, c.getCompetitionInfo, {}, async (request) =>
    competitionInfo(ctx, request.query.id, request.query),
  );

  callRoute(app, c.search, {}, async (request) => search(ctx, request.query));
};
