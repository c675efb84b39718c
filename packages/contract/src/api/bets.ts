/** My Bets and cash-out calls. */
import { z } from 'zod';
import { Cashout, PlacedBet } from '../entities/bets';
import { Count, MinorUnits } from '../entities/common';
import { PlacementHeaders } from './betslip';
import { AuthHeaders, bookmakerField, defineCall, queryInt } from './define';

const MODULE = 'bets';

export const BetsQuery = z.object({
  ...bookmakerField,
  status: z.enum(['open', 'settled', 'all']).default('open'),
  limit: queryInt().min(1).max(100).default(50),
  offset: queryInt().min(0).default(0),
});
export type BetsQuery = z.infer<typeof BetsQuery>;

export const BetsResponse = z.object({
  bets: z.array(PlacedBet).describe('Newest first'),
  total: Count.describe('Bets matching the status filter (the open-bet badge count)'),
});
export type BetsResponse = z.infer<typeof BetsResponse>;

export const getBets = defineCall({
  method: 'GET',
  path: '/v1/bets',
  module: MODULE,
  summary: "The user's bets",
  auth: 'required',
  headers: AuthHeaders,
  querystring: BetsQuery,
  response: BetsResponse,
});

export const CashoutsQuery = z.object(bookmakerField);
export type CashoutsQuery = z.infer<typeof CashoutsQuery>;

export const CashoutsResponse = z.object({
  cashouts: z.array(Cashout).describe('Pending cash-outs and those settled since the last poll'),
});
export type CashoutsResponse = z.infer<typeof CashoutsResponse>;

export const getCashouts = defineCall({
  method: 'GET',
  path: '/v1/bets/cashouts',
  module: MODULE,
  summary: 'Cash-outs of the user (polled every 3 s while any is pending)',
  auth: 'required',
  headers: AuthHeaders,
  querystring: CashoutsQuery,
  response: CashoutsResponse,
});

export const BetIdParams = z.object({ bet_id: z.string().min(1) });
export type BetIdParams = z.infer<typeof BetIdParams>;

export const CashoutBody = z.object({
  ...bookmakerField,
  amount: MinorUnits.min(1).describe(
    'What to cash out now, minor units (the whole offer for a full cash-out)',
  ),
  offer: MinorUnits.min(1)
    .optional()
    .describe('The full offer the bettor saw, minor units; with amount below it the cash-out is partial'),
});
export type CashoutBody = z.infer<typeof CashoutBody>;

export const CashoutResponse = z.object({ cashout: Cashout });
export type CashoutResponse = z.infer<typeof CashoutResponse>;

export const requestCashout = defineCall({
  method: 'POST',
  path: '/v1/bets/:bet_id/cashout',
  module: MODULE,
  summary: 'Cash a bet out at the accepted offer (idempotent by key)',
  auth: 'required',
  headers: PlacementHeaders,
  params: BetIdParams,
  body: CashoutBody,
  response: CashoutResponse,
});

export const betsCalls = { getBets, getCashouts, requestCashout } as const;
