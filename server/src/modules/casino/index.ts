/**
 * The casino wallet: the seamless-wallet calls game servers make (balance, bet, win, rollback), each
 * moving money through the wallet's ledger in the transaction that records the round, and the launch of
 * a game session for a logged-in bettor (ended by that login's logout). Decorates `app.casino`. On start, and every minute after it,
 * rounds left without an end (a game server or this server stopped mid-round) are rolled back.
 */
import fp from 'fastify-plugin';
import { casinoRoutes } from './routes';
import { CasinoWallet } from './service';

export { CASINO_SESSION_TTL_MS, CasinoWallet, providerOf } from './service';

/** How often the recovery looks for rounds left without an end. */
export const CASINO_RECOVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The casino wallet (tests and the recovery call it directly). */
    casino: CasinoWallet;
  }
}

export const casinoPlugin = fp(
  async (app) => {
    const { ctx } = app;
    const wallet = new CasinoWallet(ctx);
    const roundTimeoutMs = ctx.config.CASINO_ROUND_TIMEOUT_S * 1000;
    app.decorate('casino', wallet);
    // A logout ends the game sessions that login launched: the auth module only announces the logout.
    app.auth.onLoggedOut((bettor) => wallet.endSessionsOf(bettor.session.familyId));
    await app.register(casinoRoutes, { wallet, roundTimeoutMs });

    const recover = () =>
      wallet
        .recover(roundTimeoutMs)
        .then((report) => {
          if (report.rounds > 0) app.log.warn(report, 'casino rounds without an end rolled back');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'casino recovery failed'));
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      running = recover();
      await running;
      // Tests run the recovery by hand after this, so what they read does not depend on a timer.
      if (ctx.config.NODE_ENV === 'test') return;
      timer = setInterval(() => {
        running = running.then(recover);
      }, CASINO_RECOVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'casino', dependencies: ['context', 'auth', 'wallet', 'limits'] },
);
