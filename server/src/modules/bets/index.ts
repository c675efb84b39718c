/**
 * Placed bets: placing one inside the caller's transaction, My Bets, cash-out, and settlement (on the
 * catalogue's result notifications, plus a periodic sweep while the feed runs). The betslip and the bet
 * builder place through what this file exports.
 */
import fp from 'fastify-plugin';
import { betsRoutes } from './routes';

export {
  type AnswerEntry,
  answerInsert,
  findIdempotent,
  insertIdempotent,
  isUniqueViolation,
  requestHash,
  type StoredAnswer,
  storeAnswer,
  storedAnswer,
  storedAnswerOf,
  storedAnswerRead,
} from './idempotency';
export { loadSelections, type SelectionState, selectionStates, selectionsRead } from './prices';
export { combinedOdds, potentialReturn, type ReturnTerms, ticketLines } from './returns';
export { asBetRefusal, betRefusal, placeBetInTx } from './service';
export { settleEvent } from './settlement';

export const betsPlugin = fp(
  async (app) => {
    await app.register(betsRoutes);
  },
  { name: 'bets', dependencies: ['context', 'auth'] },
);
