/**
 * Runs the live feed inside the server when FEED is on; only the server holding the feed lock actually
 * ticks. The feed publishes through the publisher the realtime plugin installs, so it comes after it.
 */
import fp from 'fastify-plugin';
import { createFeed, type FeedOptions, type LiveFeed } from './feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live feed (started or not): tests tick it by hand. */
    feed: LiveFeed;
  }
}

export interface FeedPluginOptions {
  feed?: FeedOptions;
}

export const feedPlugin = fp<FeedPluginOptions>(
  async (app, { feed: options }) => {
    const feed = createFeed(app.ctx, { logger: app.log, ...options });
    app.decorate('feed', feed);
    if (!app.ctx.config.FEED) return;
    app.addHook('onReady', async () => {
      feed.start();
    });
    app.addHook('preClose', async () => {
      await feed.stop();
    });
  },
  { name: 'feed', dependencies: ['context', 'realtime'] },
);
