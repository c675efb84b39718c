/**
 * The catalogue calls. The plugin keeps the app's cache of catalog answers (`app.catalog.cache`),
 * dropped whenever the catalogue changes, answers the 'events' and 'events-live' socket requests and
 * serves the catalog routes. Other modules show events as the lists do and test what a brand offers
 * through what this file exports.
 */
import type { Event } from '@touchline/contract';
import fp from 'fastify-plugin';
import { CatalogCache } from './cache';
import { presentEventsInOrder } from './events';
import { catalogRoutes } from './routes';

export { isOfferedTo, offeredToCondition, offeredToSql } from './availability';
export { type CachedResponse, CatalogCache, sendCached } from './cache';
export { teamOutcomeName } from './mapping';

/** What the catalog module offers the rest of the app. */
export interface Catalog {
  /** Answers built from catalogue rows (other modules may keep theirs here), dropped on every change. */
  readonly cache: CatalogCache;
  /** Events by id, in the order given, each shown as the list calls show it. */
  presentEventsInOrder(ids: readonly string[], lang: string): Promise<Event[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog;
  }
}

export const catalogPlugin = fp(
  async (app) => {
    const { database, clock, catalogue } = app.ctx;
    const cache = new CatalogCache();
    catalogue.onChanged(() => cache.invalidate());
    const ctx = { database, clock, catalogCache: cache };
    app.decorate('catalog', {
      cache,
      presentEventsInOrder: (ids: readonly string[], lang: string) => presentEventsInOrder(ctx, ids, lang),
    } satisfies Catalog);
    await app.register(catalogRoutes);
  },
  { name: 'catalog', dependencies: ['context', 'auth'] },
);
