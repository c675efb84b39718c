/** Tips calls and the tips service this server hosts. */
import { generateTips, getTipsFixtures, processTips as processTipsCall } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { isTipsCredential, processTips, tipsFixtures, tipsServiceToken, writeTips } from './service';

export const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const token = tipsServiceToken();

  callRoute(app, getTipsFixtures, {}, async (request) => tipsFixtures(ctx, request.query));

  callRoute(
    app,
    generateTips,
    {
      // The credential is checked before the body, so a caller without it learns nothing else.
      onRequest: async (request) => {
        const header = request.headers.authorization;
        if (!isTipsCredential(typeof header === 'string' ? header : undefined, token)) {
          throw unauthorized('authorization: expected "Bearer {tips service token}"');
        }
      },
    },
    async (request) => writeTips(ctx, request.body),
  );

  callRoute(app, processTipsCall, {}, async (request) => processTips(ctx, request.body));
};
