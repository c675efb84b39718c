/**
 * Free bets and boost tokens: granting, the bettor's lists, and the rules placing and settling a bet
 * apply to them (tax on winnings too).
 */
import fp from 'fastify-plugin';
import { bonusesRoutes } from './routes';

export {
  type BoostTokenRow,
  boostTokenProblem,
  DEMO_BOOST_TOKENS,
  DEMO_FREE_BETS,
  type FreeBetRow,
  findBoostToken,
  findFreeBet,
  freeBetProblem,
  grantBoostToken,
  grantFreeBet,
  lockBoostToken,
  lockFreeBet,
  restoreFreeBet,
  seedDemoRewards,
  spendBoostToken,
  spendFreeBet,
  taxOn,
} from './service';

export const bonusesPlugin = fp(
  async (app) => {
    await app.register(bonusesRoutes);
  },
  { name: 'bonuses', dependencies: ['context', 'auth'] },
);
