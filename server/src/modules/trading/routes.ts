/** The operator's trading calls, behind the operator token of the configuration. */
import { setMarketSuspension as setMarketSuspensionCall } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { isOperator, setMarketSuspension } from './service';

export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const token = ctx.config.OPERATOR_TOKEN;
  callRoute(
    app,
    setMarketSuspensionCall,
    {
      // Checked before validation: without the token nothing about the call is revealed.
      onRequest: async (request, reply) => {
        if (!token) return reply.callNotFound();
        if (!isOperator(request.headers.authorization, token)) throw unauthorized('operator token required');
      },
    },
    async (request) => setMarketSuspension(ctx, Number(request.params.market_id), request.body.suspended),
  );
};
