/** The operator's trading calls: suspend or reopen a market. */
import fp from 'fastify-plugin';
import { tradingRoutes } from './routes';

export const tradingPlugin = fp(
  async (app) => {
    await app.register(tradingRoutes);
  },
  { name: 'trading', dependencies: ['context', 'auth'] },
);
