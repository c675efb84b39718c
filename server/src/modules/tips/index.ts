/** Tips: the fixtures tipsters may tip, and the tips service's calls. */
import fp from 'fastify-plugin';
import { tipsRoutes } from './routes';

export { tipsServiceToken } from './service';

export const tipsPlugin = fp(
  async (app) => {
    await app.register(tipsRoutes);
  },
  { name: 'tips', dependencies: ['context', 'auth'] },
);
