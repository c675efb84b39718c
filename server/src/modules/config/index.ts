/** The brand's runtime configuration and the caller's country (/v1/config, /ip/*). */
import fp from 'fastify-plugin';
import { configRoutes } from './routes';

export const configPlugin = fp(
  async (app) => {
    await app.register(configRoutes);
  },
  { name: 'config', dependencies: ['context', 'auth'] },
);
