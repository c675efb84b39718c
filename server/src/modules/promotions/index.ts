/** Promotion leaderboards: a brand's boards, their results, opting in and who may take part. */
import fp from 'fastify-plugin';
import { promotionsRoutes } from './routes';

export { ensureDemoBoards } from './service';

export const promotionsPlugin = fp(
  async (app) => {
    await app.register(promotionsRoutes);
  },
  { name: 'promotions', dependencies: ['context', 'auth', 'content'] },
);
