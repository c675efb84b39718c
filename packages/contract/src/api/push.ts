/**
 * Push notifications of the native app. After login the app registers the device's push token for the
 * bettor (one bettor may have several devices; a token that comes back under another bettor moves to
 * them), then sets the device's push properties: its language and country site, and the topics the
 * bettor opted in to. The brand and currency are the account's, never the app's say. The server sends
 * through a provider (by default a local outbox, like e-mail); a message carries its kind and facts,
 * and the server writes the text in the device's language.
 */
import { z } from 'zod';
import { Country, Currency, Language, MinorUnits } from '../entities/common';
import { defineCall } from './define';

const MODULE = 'push';

export const PUSH_PLATFORMS = ['ios', 'android'] as const;
export const PushPlatform = z.enum(PUSH_PLATFORMS).describe('The operating system the token belongs to');
export type PushPlatform = z.infer<typeof PushPlatform>;

/** Bounds of a push token: an APNs token is 64 hex digits, an FCM registration token about 160 characters. */
export const PUSH_TOKEN_MIN_LENGTH = 32;
export const PUSH_TOKEN_MAX_LENGTH = 1024;

/** A device's push token (APNs hex or FCM registration token): letters, digits and _ : . - only. */
export const PushToken = z
  .string()
  .min(PUSH_TOKEN_MIN_LENGTH, `a push token has at least ${PUSH_TOKEN_MIN_LENGTH} characters`)
  .max(PUSH_TOKEN_MAX_LENGTH, `a push token has at most ${PUSH_TOKEN_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_:.-]+$/, 'a push token is letters, digits, _ : . or -');
export type PushToken = z.infer<typeof PushToken>;

/**
 * What a bettor can opt in to. bet_results is service (the bettor's own bets settling) and on unless
 * turned off; promotions is marketing and off until the bettor opts in.
 */
export const PUSH_TOPICS = ['bet_results', 'promotions'] as const;
export const PushTopic = z.enum(PUSH_TOPICS);
export type PushTopic = z.infer<typeof PushTopic>;
export const DEFAULT_PUSH_TOPICS: readonly PushTopic[] = ['bet_results'];

const topicList = z
  .array(PushTopic)
  .max(PUSH_TOPICS.length)
  .refine((topics) => new Set(topics).size === topics.length, 'topics: each topic once');

export const RegisterPushDeviceBody = z.object({ token: PushToken, platform: PushPlatform });
export type RegisterPushDeviceBody = z.infer<typeof RegisterPushDeviceBody>;

/** A device as the server keeps it for the bettor. */
export const PushDevice = z.object({
  token: PushToken,
  platform: PushPlatform,
  lang: Language.nullable().describe('null until the app sets the properties'),
  country: Country.nullable().describe('The country site the app runs; null until set'),
  bookmaker: z.string().describe("The account's brand"),
  currency: Currency.describe("The account's currency"),
  topics: z.array(PushTopic),
  registered_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const registerPushDevice = defineCall({
  method: 'POST',
  path: '/v1/push/devices',
  module: MODULE,
  summary:
    "Register the device's push token for the bettor (idempotent; a token registered by another bettor moves)",
  auth: 'required',
  body: RegisterPushDeviceBody,
  response: PushDevice,
});

export const UnregisterPushDeviceBody = z.object({ token: PushToken });
export type UnregisterPushDeviceBody = z.infer<typeof UnregisterPushDeviceBody>;

export const unregisterPushDevice = defineCall({
  method: 'POST',
  path: '/v1/push/devices/unregister',
  module: MODULE,
  summary: "Stop pushing to this device (only the bettor's own token; an unknown one is no error)",
  auth: 'required',
  body: UnregisterPushDeviceBody,
  response: z.object({ removed: z.boolean().describe('false when the bettor had no such device') }),
});

export const PushPropertiesBody = z.object({
  token: PushToken,
  lang: Language,
  country: Country,
  topics: topicList
    .optional()
    .describe("The topics the bettor opted in to, the others off; left out, the device's stay as they are"),
});
export type PushPropertiesBody = z.infer<typeof PushPropertiesBody>;

export const setPushProperties = defineCall({
  method: 'PUT',
  path: '/v1/push/properties',
  module: MODULE,
  summary: "Set a registered device's language, country site and topics (after login)",
  auth: 'required',
  body: PushPropertiesBody,
  response: PushDevice,
});

/** The messages the server pushes, with their facts. */
export const PUSH_MESSAGE_KINDS = ['bet_won'] as const;
export const PushMessageKind = z.enum(PUSH_MESSAGE_KINDS);
export type PushMessageKind = z.infer<typeof PushMessageKind>;

export const PushBetWonParams = z.object({ bet_id: z.string(), amount: MinorUnits, currency: Currency });
export type PushBetWonParams = z.infer<typeof PushBetWonParams>;

/** The topic each kind of message belongs to: a device gets it only when opted in to that topic. */
export const PUSH_TOPIC_OF: Readonly<Record<PushMessageKind, PushTopic>> = { bet_won: 'bet_results' };

/** One notification as the provider was handed it. */
export const SentPush = z.object({
  id: z.string(),
  token: z.string(),
  platform: PushPlatform,
  kind: PushMessageKind,
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.string()).describe('Key/value data the app reads when opened by the message'),
  date: z.iso.datetime(),
});
export type SentPush = z.infer<typeof SentPush>;

export const PushOutboxQuery = z.object({
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  token: PushToken.optional().describe('Only messages to this device'),
});
export type PushOutboxQuery = z.infer<typeof PushOutboxQuery>;

/** Served only outside production. */
export const getPushOutbox = defineCall({
  method: 'GET',
  path: '/dev/push-outbox',
  module: 'dev',
  summary: 'Latest push notifications in the local outbox (development only), newest first',
  auth: 'none',
  querystring: PushOutboxQuery,
  response: z.object({ messages: z.array(SentPush) }),
});

export const pushCalls = {
  registerPushDevice,
  unregisterPushDevice,
  setPushProperties,
  getPushOutbox,
} as const;
