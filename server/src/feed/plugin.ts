/**
 * Runs the live feed inside the server when FEED is on; only the server holding the
 * feed lock actually ticks. Register after the realtime plugin, so changes reach the sockets.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { createFeed, type FeedOptions, type LiveFeed } from './feed';

const feeds = new WeakMap<AppContext, LiveFeed>();

/**
 * The feed of an app (started or not), so other modules can listen: settlement calls
 * `feedFor(ctx)?.onResulted(...)`, caches `onChanged(...)`.
 */
export function feedFor(ctx: AppContext): LiveFeed | undefined {
  return feeds.get(ctx);
}

export interface FeedPluginOptions {
  ctx: AppContext;
  feed?: FeedOptions;
}

export const feedPlugin: FastifyPluginAsync<FeedPluginOptions> = async (app, { ctx, feed: options }) => {
  const feed = createFeed(ctx, { logger: app.log, ...options });
  feeds.set(ctx, feed);
  if (!ctx.config.FEED) return;
  app.addHook('onReady', async () => {
    feed.start();
  });
  app.addHook('preClose', async () => {
    await feed.stop();
  });
};
