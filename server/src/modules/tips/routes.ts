/** Tips calls and the tips service this server hosts. */
import {
  ErrorBody,
  generateTips,
  getTipsFixtures,
  processTips as processTipsCall,
  routeSchema,
  TipsServiceRequest,
  TipsServiceResponse,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors';
import { isTipsCredential, processTips, tipsFixtures, tipsServiceToken, writeTips } from './service';

export const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const token = tipsServiceToken();

  app.get(getTipsFixtures.path, { schema: routeSchema(getTipsFixtures) }, async (request) =>
    tipsFixtures(ctx, request.query),
  );

  app.post(
    generateTips.path,
    {
      schema: {
        summary: `${generateTips.summary}; Authorization: Bearer {TIPS_SERVICE_TOKEN}`,
        tags: [generateTips.module],
        body: TipsServiceRequest,
        response: { 200: TipsServiceResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
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

  app.post(processTipsCall.path, { schema: routeSchema(processTipsCall) }, async (request) =>
    processTips(ctx, request.body),
  );
};
