/**
 * Frame protocol between the sportsbook and the account (global) site in its frame (the native-app
 * messages are in app/messages.ts).
 *
 * Frame messages are `{ v, source, event, details }`; app messages are `{ v, source, action, data }`.
 * One discriminated union per direction. Every message travels as a string (JSON, or base64
 * JSON): receivers drop anything else.
 *
 * The session handover between the two sides:
 * - The sportsbook loads the account site in a hidden frame at start-up and queues what it sends (one
 *   slot) until the account site posts app_ready.
 * - A sport_token message carries only a single-use token from POST /auth/sport-token, never an
 *   access token; the receiver exchanges it with GET /auth/loginWithToken for a session of its own in
 *   the sender's family.
 * - On app_ready the sportsbook sends sport_token with a single-use token of the session it holds (if
 *   any), so the account site acts for the same session, then get_sport_token.
 * - The account site answers get_sport_token with sport_token: a single-use token of the session it
 *   holds, or an empty token when it holds no session (the sportsbook then logs out).
 * - After a login in the frame the account site posts sport_token, then action_done {action: 'login'}.
 * - Opening a page: the sportsbook posts show {path}; the account site routes there and posts
 *   page_ready {url}. The frame is visible only after that. Escape or a close control inside the
 *   account site posts iframe_hidden.
 * - A deposit posts balance_update; the sportsbook reloads the balance from the server.
 * - Apple Pay runs in the sportsbook's page for the cashier: apple_pay_check / apple_pay_support,
 *   apple_pay_start, apple_pay_progress, apple_pay_result (frame/apple-pay.ts).
 */
import { z } from 'zod';
import { Count, Currency, Href, MinorUnits } from '../entities/common';
import { PROTOCOL_VERSION } from '../realtime/protocol';
import { ApplePayProgress, ApplePayResult, ApplePayStart, ApplePaySupport } from './apple-pay';
import { decodeStringMessage, encodeStringMessage } from './encoding';

/** Messages without `v` are read as the current version; another version is refused. */
const v = z.literal(PROTOCOL_VERSION).default(PROTOCOL_VERSION);
const NoDetails = z.object({}).default({});

/** A path of the account site, e.g. /registration, /cashier/deposit, /help/contact-us. */
export const FramePath = z
  .string()
  .max(500)
  .regex(/^\/[^\s]*$/, 'a frame path starts with / and has no spaces');

export const FrameSource = z.enum(['sport', 'global', 'app']);
export type FrameSource = z.infer<typeof FrameSource>;

// ---------------------------------------------------------------- account frame -> sportsbook

const fromGlobal = <E extends string, D extends z.ZodType>(event: E, details: D) =>
  z.object({ v, source: z.literal('global'), event: z.literal(event), details });

export const GlobalToSportMessage = z.discriminatedUnion('event', [
  fromGlobal('app_ready', NoDetails),
  fromGlobal('page_ready', z.object({ url: Href.describe('Page now shown in the frame') })),
  fromGlobal('show', z.object({ path: FramePath.optional() }).default({})),
  fromGlobal('show_help', z.object({ path: FramePath.optional() }).default({})),
  fromGlobal('show_cashier', z.object({ path: FramePath.optional() }).default({})),
  fromGlobal('show_popup', z.object({ popup: z.string().min(1).describe("e.g. 'popup-logged-out'") })),
  fromGlobal('iframe_hidden', NoDetails),
  fromGlobal(
    'action_done',
    z.object({ action: z.string().min(1).describe("'login' logs in; anything else is a registration") }),
  ),
  fromGlobal('log_out', NoDetails),
  fromGlobal('logout', NoDetails),
  fromGlobal(
    'sport_token',
    z.object({ token: z.string().nullable().describe('Single-use sport token; empty or null logs out') }),
  ),
  fromGlobal(
    'keep_session',
    NoDetails.describe('The bettor was active in the frame: keep the session alive'),
  ),
  fromGlobal('show_restricted_region_popup', NoDetails),
  fromGlobal(
    'gtm_push_action',
    z.looseObject({ event: z.string().min(1).describe("Tag manager event, e.g. 'registration_abandoned'") }),
  ),
  fromGlobal('balance_update', z.object({ cash: MinorUnits })),
  fromGlobal(
    'user_data',
    z.object({
      isLoggedIn: z.boolean(),
      currency: Currency.nullable(),
      username: z.string().nullable(),
      profile: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  fromGlobal('inbox_count', z.object({ new: Count, total: Count })),
  fromGlobal(
    'go_back',
    z.object({
      url: Href.describe(
        "The sportsbook page to return to: the deposit's backUrl with success and request_id (quick deposit)",
      ),
    }),
  ),
  fromGlobal('apple_pay_check', NoDetails.describe('Can the sportsbook page make Apple Pay payments?')),
  fromGlobal('apple_pay_start', ApplePayStart),
]);
export type GlobalToSportMessage = z.infer<typeof GlobalToSportMessage>;
export type GlobalEvent = GlobalToSportMessage['event'];

// ---------------------------------------------------------------- sportsbook -> account frame

const toGlobal = <E extends string, D extends z.ZodType>(event: E, details: D) =>
  z.object({ v, source: z.literal('sport'), event: z.literal(event), details });

export const SportToGlobalMessage = z.discriminatedUnion('event', [
  toGlobal('show', z.object({ path: FramePath.describe('Account page to open, e.g. /registration') })),
  toGlobal('get_sport_token', NoDetails),
  toGlobal(
    'sport_token',
    z.object({
      token: z.string().min(1).describe('Single-use token of the session held, sent on app_ready'),
    }),
  ),
  toGlobal('keep_session', NoDetails),
  toGlobal('sportLoginFinished', NoDetails),
  toGlobal('sportRegistrationFinished', NoDetails),
  toGlobal('logged_in', NoDetails),
  toGlobal('logged_out', NoDetails),
  toGlobal('update_freebets', NoDetails),
  toGlobal('apple_pay_support', ApplePaySupport),
  toGlobal('apple_pay_progress', ApplePayProgress),
  toGlobal('apple_pay_result', ApplePayResult),
]);
export type SportToGlobalMessage = z.infer<typeof SportToGlobalMessage>;
export type SportEvent = SportToGlobalMessage['event'];

/**
 * What the sportsbook window receives by postMessage: frame events from the account site only. The
 * native app's messages never travel that way (they come through the shell's plugin, app/messages.ts),
 * so an app message posted to the window by any page is not one.
 */
export const SportInboundMessage = GlobalToSportMessage;
export type SportInboundMessage = z.infer<typeof SportInboundMessage>;

// -------------------------------------------------------------------------------- encoding

/**
 * Reads a posted message (strings only, JSON or base64 JSON).
 * Without a schema it reads what the sportsbook receives; the account site passes
 * SportToGlobalMessage. Anything else, malformed or of another version gives null.
 */
export function parseFrameMessage(data: unknown): SportInboundMessage | null;
export function parseFrameMessage<S extends z.ZodType>(data: unknown, schema: S): z.output<S> | null;
export function parseFrameMessage(data: unknown, schema: z.ZodType = SportInboundMessage): unknown {
  const decoded = decodeStringMessage(data);
  if (decoded === undefined) return null;
  const result = schema.safeParse(decoded);
  return result.success ? result.data : null;
}

type FrameOutbound = z.input<typeof SportToGlobalMessage> | z.input<typeof GlobalToSportMessage>;

/** Serializes a message for postMessage, always with its version (strings only). */
export const encodeFrameMessage = (message: FrameOutbound, encoding: 'json' | 'base64' = 'json'): string =>
  encodeStringMessage({ ...message, v: PROTOCOL_VERSION }, encoding);
