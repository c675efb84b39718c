/** The logged-in player: details, wallet sync, playthrough, keep-session and the dynamic config. */
import fp from 'fastify-plugin';
import { playerRoutes } from './routes';

export const playerPlugin = fp(
  async (app) => {
    await app.register(playerRoutes);
  },
  { name: 'player', dependencies: ['context', 'auth'] },
);
