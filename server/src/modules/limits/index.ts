/**
 * Safe gambling: deposit and loss limits, the reality check and exclusions. Decorates `app.limits`,
 * which ends every session of a bettor who takes an exclusion (through `app.auth`); the wallet asks
 * `assertDepositAllowed` before a deposit, bet placement and the casino wallet `assertStakeAllowed`
 * before a stake.
 */
import fp from 'fastify-plugin';
import { limitsRoutes } from './routes';
import { LimitsService } from './service';

export { type LossLimitRow, lossLimitOf, lossLimitsRead } from './repo';

export {
  assertDepositAllowed,
  assertPlayAllowed,
  assertStakeAllowed,
  isLossLimitRefusal,
  type LimitRefusal,
  LimitsService,
  type LossLimitRefusal,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The safe-gambling tools of the app. */
    limits: LimitsService;
  }
}

export const limitsPlugin = fp(
  async (app) => {
    app.decorate('limits', new LimitsService(app.ctx, app.auth));
    await app.register(limitsRoutes);
  },
  { name: 'limits', dependencies: ['context', 'auth'] },
);
