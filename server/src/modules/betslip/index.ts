/** The betslip: calculate tickets and submit one (re-priced, on the wallet's ledger, idempotent). */
import fp from 'fastify-plugin';
import { betslipRoutes } from './routes';

export const betslipPlugin = fp(
  async (app) => {
    await app.register(betslipRoutes);
  },
  { name: 'betslip', dependencies: ['context', 'auth'] },
);
