/**
 * Content: navigation, the home page (kept in the catalog's cache, so it is dropped when the catalogue
 * changes), top stats, translations, SEO and global content with banners.
 */
import fp from 'fastify-plugin';
import { contentRoutes } from './routes';

export { seedDemoBanners } from './service';

export const contentPlugin = fp(
  async (app) => {
    await app.register(contentRoutes);
  },
  { name: 'content', dependencies: ['context', 'auth', 'catalog'] },
);
