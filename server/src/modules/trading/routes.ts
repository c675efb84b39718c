/** The operator's trading calls, behind the operator token of the configuration. */
import {
  ErrorBody,
  MarketIdParams,
  MarketSuspensionBody,
  MarketSuspensionResponse,
  OperatorHeaders,
  setMarketSuspension as setMarketSuspensionCall,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors';
import { isOperator, setMarketSuspension } from './service';

const errors = { '4xx': ErrorBody, '5xx': ErrorBody };

export const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const token = ctx.config.OPERATOR_TOKEN;
  app.post(
    setMarketSuspensionCall.path,
    {
      // Checked before validation: without the token nothing about the call is revealed.
      onRequest: async (request, reply) => {
        if (!token) return reply.callNotFound();
        if (!isOperator(request.headers.authorization, token)) throw unauthorized('operator token required');
      },
      schema: {
        summary: setMarketSuspensionCall.summary,
        tags: ['trading'],
        headers: OperatorHeaders,
        params: MarketIdParams,
        body: MarketSuspensionBody,
        response: { 200: MarketSuspensionResponse, ...errors },
      },
    },
    async (request) => setMarketSuspension(ctx, Number(request.params.market_id), request.body.suspended),
  );
};
