/**
 * Realtime (Socket.IO) protocol of the sportsbook data.
 *
 * The client connects with `auth: SocketHandshake`; a server on another protocol version refuses
 * the connection, and the client falls back to HTTP. Requests are emitted under their `type` as
 * the Socket.IO event name and answered by ack with the body the twin HTTP call returns (or the
 * standard error body). Pushes arrive on `{bookmaker}_events` once subscribed.
 */
import { z } from 'zod';
import { EventsLiveQuery, EventsLiveResponse, EventsQuery, EventsResponse } from '../api/catalog';
import { ErrorBody } from '../api/define';
import { Bookmaker, DecimalOdds, DisplayOdds, Id } from '../entities/common';
import { EventStats, EventStatus, MatchSummary } from '../entities/event';

/** Bumped on any breaking change of a socket or frame message. */
export const PROTOCOL_VERSION = 1;
export const ProtocolVersion = z.literal(PROTOCOL_VERSION);

export const SocketHandshake = z.object({ v: ProtocolVersion, bookmaker: Bookmaker });
export type SocketHandshake = z.infer<typeof SocketHandshake>;

/** The `{bookmaker}_events` channel of event pushes. */
export const eventsChannel = (bookmaker: Bookmaker): `${string}_events` => `${bookmaker}_events`;

/** The spec sends live params with nulls removed; this drops null and undefined values. */
export const stripNulls = <T extends Record<string, unknown>>(
  params: T,
): { [K in keyof T]?: NonNullable<T[K]> } =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

// ------------------------------------------------------------------------ client -> server

export const EventsRequest = z.object({ v: ProtocolVersion, type: z.literal('events'), params: EventsQuery });
export const EventsLiveRequest = z.object({
  v: ProtocolVersion,
  type: z.literal('events-live'),
  params: EventsLiveQuery,
});
export const SubscribeRequest = z.object({
  v: ProtocolVersion,
  type: z.literal('subscribe'),
  channel: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,39}_events$/, 'a channel is {bookmaker}_events'),
});
export const UnsubscribeRequest = SubscribeRequest.extend({ type: z.literal('unsubscribe') });

/** Everything a client sends; `type` is also the Socket.IO event name. */
export const ClientMessage = z.discriminatedUnion('type', [
  EventsRequest,
  EventsLiveRequest,
  SubscribeRequest,
  UnsubscribeRequest,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type ClientMessageType = ClientMessage['type'];

export const EventsAck = z.union([EventsResponse, ErrorBody]);
export type EventsAck = z.infer<typeof EventsAck>;
export const EventsLiveAck = z.union([EventsLiveResponse, ErrorBody]);
export type EventsLiveAck = z.infer<typeof EventsLiveAck>;
export const SubscriptionAck = z.union([z.object({ ok: z.literal(true), channel: z.string() }), ErrorBody]);
export type SubscriptionAck = z.infer<typeof SubscriptionAck>;

/** Request and ack schema of each client message type. */
export const socketRequests = {
  events: { request: EventsRequest, ack: EventsAck },
  'events-live': { request: EventsLiveRequest, ack: EventsLiveAck },
  subscribe: { request: SubscribeRequest, ack: SubscriptionAck },
  unsubscribe: { request: UnsubscribeRequest, ack: SubscriptionAck },
} as const satisfies Record<ClientMessageType, { request: z.ZodType; ack: z.ZodType }>;

// ------------------------------------------------------------------------ server -> client

export const OddsChange = z.object({
  outcome_id: Id,
  market_id: Id,
  odds: DecimalOdds,
  display_odds: DisplayOdds,
});
export type OddsChange = z.infer<typeof OddsChange>;

export const MarketChange = z.object({ id: Id, is_suspended: z.boolean() });
export type MarketChange = z.infer<typeof MarketChange>;

/** What changed on one event; absent fields did not change. */
export const EventDelta = z.object({
  id: Id,
  status: EventStatus.optional(),
  status_description: z.string().nullable().optional(),
  is_live: z.boolean().optional(),
  stats: EventStats.partial().nullable().optional().describe('Changed stats fields only'),
  matchSummary: MatchSummary.nullable().optional(),
  odds: z.array(OddsChange).optional(),
  markets: z.array(MarketChange).optional().describe('Market suspensions and re-openings'),
  removed: z.boolean().optional().describe('true: the event left the lists (ended, cancelled)'),
});
export type EventDelta = z.infer<typeof EventDelta>;

export const EventsPush = z.object({
  v: ProtocolVersion,
  type: z.literal('events'),
  events: z.array(EventDelta).min(1),
});
export type EventsPush = z.infer<typeof EventsPush>;

/** Everything the server pushes on the sportsbook socket. */
export const ServerMessage = z.discriminatedUnion('type', [EventsPush]);
export type ServerMessage = z.infer<typeof ServerMessage>;

/** Typed Socket.IO maps: `new Server<ClientToServerEvents, ServerToClientEvents>()`. */
export interface ClientToServerEvents {
  events: (message: z.input<typeof EventsRequest>, ack: (answer: EventsAck) => void) => void;
  'events-live': (message: z.input<typeof EventsLiveRequest>, ack: (answer: EventsLiveAck) => void) => void;
  subscribe: (message: z.input<typeof SubscribeRequest>, ack: (answer: SubscriptionAck) => void) => void;
  unsubscribe: (message: z.input<typeof UnsubscribeRequest>, ack: (answer: SubscriptionAck) => void) => void;
}

export interface ServerToClientEvents {
  [channel: `${string}_events`]: (message: EventsPush) => void;
}

/** Checks a 'events' / 'events-live' request under its Socket.IO event name. */
export const parseClientMessage = <T extends ClientMessageType>(type: T, payload: unknown) =>
  socketRequests[type].request.safeParse(payload) as z.ZodSafeParseResult<
    Extract<ClientMessage, { type: T }>
  >;
