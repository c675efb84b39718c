/**
 * Wallets and their ledger: balances, credits and debits inside the caller's transaction, bonus money
 * and its playthrough, and the cashier. Opening an account opens its wallet, in the same transaction (a
 * step this plugin adds to `app.auth`).
 */
import type { Currency } from '@touchline/contract';
import fp from 'fastify-plugin';
import { walletRoutes } from './routes';
import { ensureWallet } from './service';

export { grantBonus, playthroughOverview, recordWagering } from './bonus';
export { DEPOSIT_MAX, DEPOSIT_MIN, depositInTransaction } from './payments';
export { DEMO_METHOD } from './provider';
export { isStaleWrite } from './repo';
export {
  balanceInsufficient,
  checkLedger,
  credit,
  debit,
  ensureWallet,
  getBalances,
  isBalanceInsufficient,
  lockedWallet,
  lockWallet,
  lockWallets,
  splitCashThenBonus,
  toPlayerBalance,
  versionedWallet,
  type WalletBalances,
  walletLockRead,
  walletVersionRead,
} from './service';

export const walletPlugin = fp(
  async (app) => {
    app.auth.onAccountOpened(async (tx, user) => {
      await ensureWallet(tx, user.id, user.currency as Currency);
    });
    await app.register(walletRoutes);
  },
  { name: 'wallet', dependencies: ['context', 'auth'] },
);
