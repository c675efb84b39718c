/** Tips calls. */
import { z } from 'zod';
import { Bookmaker, Country, Id, IsoDateTime, Language, Slug } from '../entities/common';
import { ProcessedTip, RawTip, TipsFixture } from '../entities/tip';
import { commonQueryFields, defineCall } from './define';

const MODULE = 'tips';

export const TipsFixturesQuery = z.object({
  ...commonQueryFields,
  event_id: Id.optional().describe('From the match route slug'),
  competition_slug: Slug.optional(),
  sport_slug: Slug.optional(),
  time: IsoDateTime.optional().describe('Only fixtures starting at or after'),
});
export type TipsFixturesQuery = z.infer<typeof TipsFixturesQuery>;

/** What the tips service is asked: fixtures plus the request context. */
export const TipsServiceRequest = z.object({
  bookmaker: Bookmaker,
  lang: Language,
  country: Country.nullable(),
  fixtures: z.array(TipsFixture).max(50),
});
export type TipsServiceRequest = z.infer<typeof TipsServiceRequest>;

export const TipsFixturesResponse = z.object({
  params: TipsServiceRequest.describe('Ready to post to the tips service'),
});
export type TipsFixturesResponse = z.infer<typeof TipsFixturesResponse>;

export const getTipsFixtures = defineCall({
  method: 'GET',
  path: '/v1/tips/fixtures',
  module: MODULE,
  summary: 'Fixtures to ask the tips service about',
  auth: 'none',
  querystring: TipsFixturesQuery,
  response: TipsFixturesResponse,
});

/** The tips service takes a fixed bearer credential (the scheme's name in any case, as HTTP has it). */
export const TipsServiceHeaders = z.looseObject({
  authorization: z.string().regex(/^Bearer\s+\S+$/i, 'expected "Bearer {token}"'),
});
export type TipsServiceHeaders = z.infer<typeof TipsServiceHeaders>;

export const TipsServiceResponse = z.object({ tips: z.array(RawTip) });
export type TipsServiceResponse = z.infer<typeof TipsServiceResponse>;

/** The tips service (third party in the spec; this path when the server hosts it). */
export const generateTips = defineCall({
  method: 'POST',
  path: '/tips-service/v1/tips',
  module: MODULE,
  summary: 'Write tips for fixtures (bearer credential); Authorization: Bearer {TIPS_SERVICE_TOKEN}',
  auth: 'none',
  headers: TipsServiceHeaders,
  body: TipsServiceRequest,
  response: TipsServiceResponse,
});

export const ProcessTipsBody = z.object({
  ...commonQueryFields,
  tips: z.array(RawTip).max(50),
});
export type ProcessTipsBody = z.infer<typeof ProcessTipsBody>;

export const ProcessTipsResponse = z.object({ tips: z.array(ProcessedTip) });
export type ProcessTipsResponse = z.infer<typeof ProcessTipsResponse>;

export const processTips = defineCall({
  method: 'POST',
  path: '/v1/tips/process',
  module: MODULE,
  summary: 'Attach events and prices to raw tips',
  auth: 'none',
  body: ProcessTipsBody,
  response: ProcessTipsResponse,
});

export const tipsCalls = { getTipsFixtures, generateTips, processTips } as const;
