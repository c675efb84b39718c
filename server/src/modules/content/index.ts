/**
 * Content: navigation, the home page (kept in the catalog's cache, so it is dropped when the catalogue
 * changes), top stats, translations, SEO and global content with banners; the operator's calls that
 * change that content without a deploy, audited, and the store the public calls read it through.
 */
import fp from 'fastify-plugin';
import { ContentAdmin } from './operator';
import { contentOperatorRoutes } from './operator-routes';
import { contentRoutes } from './routes';

export { type EntryStore, tableEntryStore } from './entries';
export { type ContentAdmin, claimSeeding, DEMO_SEEDER, serveEntries } from './operator';
export { seedDemoContent } from './service';

export const contentPlugin = fp(
  async (app) => {
    app.decorate('contentAdmin', new ContentAdmin(app.ctx));
    await app.register(contentRoutes);
    await app.register(contentOperatorRoutes);
  },
  { name: 'content', dependencies: ['context', 'auth', 'catalog'] },
);
