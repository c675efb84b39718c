/** Live streams: which events stream, the stream links, and the demo HLS stream. */
import fp from 'fastify-plugin';
import { streamsRoutes } from './routes';

export { assetsRoot } from './assets';

export const streamsPlugin = fp(
  async (app) => {
    await app.register(streamsRoutes);
  },
  { name: 'streams', dependencies: ['context', 'auth'] },
);
