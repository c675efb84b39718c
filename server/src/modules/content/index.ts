/**
 * Content: navigation, the home page (kept in the catalog's cache, so it is dropped when the catalogue
 * changes), top stats, translations, SEO and global content with banners; the operator's calls that
 * change that content without a deploy, audited, and the store the public calls read it through; and
 * what crawlers read of the sportsbook: each page's head and status, robots.txt and the sitemap.
 */
import fp from 'fastify-plugin';
import { ContentAdmin } from './operator';
import { contentOperatorRoutes } from './operator-routes';
import { contentRoutes } from './routes';
import { ContentService } from './service';
import { SitePages } from './site-pages';

export { type EntryStore, tableEntryStore } from './entries';
export { type ContentAdmin, claimSeeding, DEMO_SEEDER, serveEntries } from './operator';
export { renderHead } from './page-head';
export { seedDemoContent } from './service';
export type { PageRequest, RenderedHead, SitePages } from './site-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The head and status of each page of the sportsbook, its robots.txt and sitemap. */
    sitePages: SitePages;
  }
}

export const contentPlugin = fp(
  async (app) => {
    app.decorate('contentAdmin', new ContentAdmin(app.ctx));
    const content = new ContentService(app.ctx, app.catalog, app.contentAdmin);
    // The sportsbook's pages are served outside this module (static-sites.ts): they read their heads here.
    const sitePages = new SitePages(app.ctx, content);
    app.decorate('sitePages', sitePages);
    await app.register(contentRoutes, { content, sitePages });
    await app.register(contentOperatorRoutes);
  },
  { name: 'content', dependencies: ['context', 'auth', 'catalog'] },
);
