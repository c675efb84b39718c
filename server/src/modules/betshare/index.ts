/** Shared bets: store a shared or copied betslip, read one back. */
import fp from 'fastify-plugin';
import { betShareRoutes } from './routes';

export const betSharePlugin = fp(
  async (app) => {
    await app.register(betShareRoutes);
  },
  { name: 'betshare', dependencies: ['context', 'auth'] },
);
