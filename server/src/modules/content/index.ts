/**
 * Content: navigation, the home page (kept in the catalog's cache, so it is dropped when the catalogue
 * changes), top stats, translations, SEO and global content with banners, and what crawlers read of
 * the sportsbook: each page's head and status, robots.txt and the sitemap.
 */
import fp from 'fastify-plugin';
import { contentRoutes } from './routes';
import { ContentService } from './service';
import { SitePages } from './site-pages';

export { renderHead } from './page-head';
export { seedDemoBanners } from './service';
export type { PageRequest, RenderedHead, SitePages } from './site-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The head and status of each page of the sportsbook, its robots.txt and sitemap. */
    sitePages: SitePages;
  }
}

export const contentPlugin = fp(
  async (app) => {
    const content = new ContentService(app.ctx, app.catalog);
    // The sportsbook's pages are served outside this module (static-sites.ts): they read their heads here.
    const sitePages = new SitePages(app.ctx, content);
    app.decorate('sitePages', sitePages);
    await app.register(contentRoutes, { content, sitePages });
  },
  { name: 'content', dependencies: ['context', 'auth', 'catalog'] },
);
