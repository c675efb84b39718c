/** Bet-share tracking calls. */
import { z } from 'zod';
import { BetShare, BetShareAction, BetShareId } from '../entities/betshare';
import { BetType, Id, Platform } from '../entities/common';
import { bookmakerField, defineCall } from './define';

const MODULE = 'betshare';

const IpAddress = z.union([z.ipv4(), z.ipv6()]);

export const StoreSharedBody = z.object({
  ...bookmakerField,
  bet_id: z.string().min(1).describe('uuid of the placed bet being shared'),
  meta: z.object({ ip_address: IpAddress.nullable(), platform: Platform }),
});
export type StoreSharedBody = z.infer<typeof StoreSharedBody>;

export const storeSharedBet = defineCall({
  method: 'POST',
  path: '/v1/bet-share/store-shared',
  module: MODULE,
  summary: 'Record that a bet was shared; returns the share',
  auth: 'required',
  body: StoreSharedBody,
  response: BetShare,
});

export const StoreCopiedBody = z
  .object({
    ...bookmakerField,
    shared_bet_id: BetShareId,
    copied_bet_id: z.string().min(1).nullable().describe('uuid of the bet placed from the share'),
    meta: z.object({
      ip_address: IpAddress.nullable(),
      platform: Platform,
      referrer: z.string().max(2048).nullable(),
      action: BetShareAction,
    }),
  })
  .refine((body) => (body.meta.action === 'placed_bet') === (body.copied_bet_id !== null), {
    message: 'copied_bet_id is set for placed_bet only',
    path: ['copied_bet_id'],
  });
export type StoreCopiedBody = z.infer<typeof StoreCopiedBody>;

export const StoredResponse = z.object({ stored: z.boolean() });
export type StoredResponse = z.infer<typeof StoredResponse>;

export const storeCopiedBet = defineCall({
  method: 'POST',
  path: '/v1/bet-share/store-copied',
  module: MODULE,
  summary: 'Record a visit, a slip add or a bet placed from a share',
  auth: 'optional',
  body: StoreCopiedBody,
  response: StoredResponse,
});

/** One selection of a shared bet, as placed: enough to rebuild the slip from a /betshare/ link. */
export const SharedSelection = z.object({
  event_id: Id,
  market_id: Id,
  outcome_id: Id,
  event_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  market_type: z.string(),
});
export type SharedSelection = z.infer<typeof SharedSelection>;

export const BetShareDetails = BetShare.extend({
  bet_type: z.union([BetType, z.literal('betbuilder')]),
  selections: z
    .array(SharedSelection)
    .min(1)
    .describe('As placed; current prices come from the selections call'),
});
export type BetShareDetails = z.infer<typeof BetShareDetails>;

export const BetShareParams = z.object({ id: BetShareId });
export type BetShareParams = z.infer<typeof BetShareParams>;

export const getBetShare = defineCall({
  method: 'GET',
  path: '/v1/bet-share/:id',
  module: MODULE,
  summary: 'The outcomes of a shared bet, to load a /betshare/ link',
  auth: 'none',
  params: BetShareParams,
  response: BetShareDetails,
});

export const betshareCalls = { storeSharedBet, storeCopiedBet, getBetShare } as const;
