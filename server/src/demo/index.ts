/**
 * The demo: everything `npm start` adds to the API so that a fresh install is a sportsbook to play
 * with. One plugin, registered by the composition root after the API; the API never needs it.
 *
 * - the demo accounts (one per brand, funded through the demo cashier), their free bets and boost
 *   tokens, the welcome banners, global texts and promotion boards (written through the operator's
 *   content calls, once per database; the limited boards list the demo accounts);
 * - the demo catalogue, generated on a first start and topped up on later ones;
 * - the live feed simulator, which plays that catalogue and keeps it stocked (FEED=on).
 *
 * Everything is idempotent, so every server of a deployment registers it and the first one wins.
 */
import fp from 'fastify-plugin';
import { feedPlugin } from '../feed/plugin';
import { seedDemoRewards } from '../modules/bonuses';
import { seedDemoContent } from '../modules/content';
import { ensureDemoBoards } from '../modules/promotions';
import { demoBanner, seedDemoAccounts } from './accounts';
import { ensureCatalogue, topUpCatalogue } from './seed';

export { DEMO_PASSWORD, demoAccounts } from './accounts';

export const demoPlugin = fp(
  async (app) => {
    const { ctx } = app;
    // The accounts come first: their rewards and the limited boards' allow lists are given to them.
    const created = await seedDemoAccounts(ctx, app.auth);
    if (created > 0) app.log.info({ created }, 'demo accounts created');
    await seedDemoContent(ctx, app.contentAdmin);
    const granted = await seedDemoRewards(ctx);
    if (granted > 0) app.log.info({ granted }, 'demo free bets and boost tokens granted');
    await ensureDemoBoards(ctx, app.contentAdmin);
    // The catalogue is there before the first request: seeded on a first start, topped up after.
    await ensureCatalogue(ctx, (message) => app.log.info(message));
    await app.register(feedPlugin, {
      feed: { restock: async (now) => (await topUpCatalogue(ctx, now)).added },
    });
    app.addHook('onListen', async () => {
      if (ctx.config.NODE_ENV !== 'test') process.stdout.write(demoBanner());
    });
  },
  {
    name: 'demo',
    // Accounts open through app.auth with their wallet and welcome message (the wallet's and the
    // inbox's opening steps); the demo fills the bonuses', content's and promotions' tables; the feed
    // publishes through the realtime plugin.
    dependencies: ['context', 'auth', 'wallet', 'inbox', 'bonuses', 'content', 'promotions', 'realtime'],
  },
);
