/**
 * The operator's trading calls: suspend a market (no bets are taken on it, slips show it as suspended)
 * and reopen it. They answer to the operator's bearer token from the server's configuration, never to
 * a bettor's login, and are off when no token is configured.
 */
import { z } from 'zod';
import { Id } from '../entities/common';
import { defineCall } from './define';

const MODULE = 'trading';

export const OperatorHeaders = z.looseObject({
  authorization: z.string().min(1).describe('Bearer {OPERATOR_TOKEN}'),
});
export type OperatorHeaders = z.infer<typeof OperatorHeaders>;

export const MarketIdParams = z.object({ market_id: z.string().regex(/^\d{1,15}$/) });
export type MarketIdParams = z.infer<typeof MarketIdParams>;

export const MarketSuspensionBody = z.object({
  suspended: z.boolean().describe('true suspends the market, false reopens it'),
});
export type MarketSuspensionBody = z.infer<typeof MarketSuspensionBody>;

export const MarketSuspensionResponse = z.object({
  market_id: Id,
  event_id: Id,
  is_suspended: z.boolean(),
});
export type MarketSuspensionResponse = z.infer<typeof MarketSuspensionResponse>;

export const setMarketSuspension = defineCall({
  method: 'POST',
  path: '/v1/trading/markets/:market_id/suspension',
  module: MODULE,
  summary: 'Suspend or reopen a market (operator token)',
  auth: 'operator',
  headers: OperatorHeaders,
  params: MarketIdParams,
  body: MarketSuspensionBody,
  response: MarketSuspensionResponse,
});

export const tradingCalls = { setMarketSuspension } as const;
