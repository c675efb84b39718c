/** The statistics page of an event (/stats/:event_id), rendered by the server. */
import fp from 'fastify-plugin';
import { statsRoutes } from './routes';

export const statsPlugin = fp(
  async (app) => {
    await app.register(statsRoutes);
  },
  { name: 'stats', dependencies: ['context', 'auth'] },
);
