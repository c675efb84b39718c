/** Liveness (/healthz), readiness (/readyz) and the operators' metrics (/metrics). */
import fp from 'fastify-plugin';
import { systemRoutes } from './routes';

export const systemPlugin = fp(
  async (app) => {
    await app.register(systemRoutes);
  },
  { name: 'system', dependencies: ['context'] },
);
