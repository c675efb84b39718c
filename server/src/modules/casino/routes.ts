/** The casino calls: the bettor's launch, and the wallet calls of the game servers (provider secret). */
import {
  casinoBalance,
  casinoBet,
  casinoRollback,
  casinoWin,
  launchCasinoGame,
  recoverCasinoRounds,
} from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettorOf } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { type CasinoWallet, providerOf } from './service';

export const casinoRoutes: FastifyPluginAsyncZod<{ wallet: CasinoWallet; roundTimeoutMs: number }> = async (
  app,
  options,
) => {
  const { wallet } = options;
  const providers = app.ctx.config.CASINO_PROVIDERS;
  const configured = Object.keys(providers).length > 0;

  /** The provider the request's secret belongs to (the hook has refused any other request). */
  const provider = (request: FastifyRequest): string => {
    const name = providerOf(request.headers.authorization, providers);
    if (!name) throw unauthorized('casino provider secret required');
    return name;
  };
  const gameServer = {
    // Checked before validation: without a secret nothing about the call is revealed.
    onRequest: async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      if (!configured) return reply.callNotFound();
      provider(request);
    },
  };

  callRoute(app, launchCasinoGame, {}, async (request) => {
    const bettor = bettorOf(request);
    return wallet.launch(bettor.user, request.body, bettor.session.familyId);
  });
  callRoute(app, casinoBalance, gameServer, async (request) => wallet.balance(request.body.session));
  callRoute(app, casinoBet, gameServer, async (request) => wallet.bet(provider(request), request.body));
  callRoute(app, casinoWin, gameServer, async (request) => wallet.win(provider(request), request.body));
  callRoute(app, casinoRollback, gameServer, async (request) =>
    wallet.rollback(provider(request), request.body),
  );
  callRoute(app, recoverCasinoRounds, gameServer, async () => wallet.recover(options.roundTimeoutMs));
};
