import { describe, expect, expectTypeOf, it } from 'vitest';
import { examples } from '../examples';
import {
  ClientMessage,
  EventsAck,
  EventsPush,
  eventsChannel,
  PROTOCOL_VERSION,
  parseClientMessage,
  ServerMessage,
  SocketHandshake,
  stripNulls,
} from './protocol';

const bookmaker = 'touchline_ie';

describe('realtime requests events and events-live (same params as HTTP)', () => {
  it('accepts an events request with string or JSON params', () => {
    const message = { v: PROTOCOL_VERSION, type: 'events', params: { bookmaker, live: 'true', limit: 10 } };
    const parsed = ClientMessage.parse(message);
    expect(parsed.type).toBe('events');
    if (parsed.type === 'events') expect(parsed.params).toMatchObject({ live: true, limit: 10, lang: 'en' });
  });
  it('parses by Socket.IO event name', () => {
    const result = parseClientMessage('events-live', { v: 1, type: 'events-live', params: { bookmaker } });
    expect(result.success).toBe(true);
    if (result.success) expectTypeOf(result.data.type).toEqualTypeOf<'events-live'>();
  });
  it('rejects another protocol version and an unknown type', () => {
    expect(ClientMessage.safeParse({ v: 2, type: 'events', params: { bookmaker } }).success).toBe(false);
    expect(ClientMessage.safeParse({ v: 1, type: 'markets', params: { bookmaker } }).success).toBe(false);
  });
  it('rejects bad params with a reason', () => {
    const result = ClientMessage.safeParse({ v: 1, type: 'events', params: { bookmaker, limit: 'x' } });
    expect(result.error?.issues[0]?.path).toEqual(['params', 'limit']);
  });
  it('the ack is the HTTP body or the error body', () => {
    const body = { data: [examples.event], competitions: [], meta: { total: 1, limit: 100, offset: 0 } };
    expect(EventsAck.safeParse(body).success).toBe(true);
    expect(EventsAck.safeParse({ statusCode: 400, error: 'Bad Request', message: 'limit' }).success).toBe(
      true,
    );
  });
  it('removes nulls from live params', () => {
    expect(stripNulls({ bookmaker, sport: null, limit: undefined, lang: 'en' })).toEqual({
      bookmaker,
      lang: 'en',
    });
  });
  it('the handshake carries the version and bookmaker', () => {
    expect(SocketHandshake.safeParse({ v: 1, bookmaker }).success).toBe(true);
    expect(SocketHandshake.safeParse({ v: 0, bookmaker }).success).toBe(false);
  });
});

describe('{bookmaker}_events push', () => {
  const push = {
    v: 1,
    type: 'events',
    events: [
      {
        id: '1001',
        status: 'live',
        stats: { home_scores: 2 },
        odds: [
          {
            outcome_id: '9001',
            market_id: '5001',
            odds: 1.8,
            display_odds: { decimal: '1.80', fractional: '4/5', american: '-125' },
          },
        ],
        markets: [{ id: '5002', is_suspended: true }],
      },
    ],
  };
  it('names the channel after the bookmaker', () => {
    expect(eventsChannel(bookmaker)).toBe('touchline_ie_events');
  });
  it('accepts odds, partial stats, suspensions and status deltas', () => {
    expect(EventsPush.parse(push).events[0]?.stats).toEqual({ home_scores: 2 });
    expect(ServerMessage.safeParse(push).success).toBe(true);
  });
  it('rejects a delta without event id, negative odds, or an empty push', () => {
    expect(EventsPush.safeParse({ ...push, events: [{ status: 'live' }] }).success).toBe(false);
    const [delta] = push.events;
    const badOdds = [{ ...delta, odds: [{ ...delta?.odds[0], odds: -1 }] }];
    expect(EventsPush.safeParse({ ...push, events: badOdds }).success).toBe(false);
    expect(EventsPush.safeParse({ ...push, events: [] }).success).toBe(false);
  });
  it('rejects a push without version', () => {
    const { v: _v, ...withoutVersion } = push;
    expect(EventsPush.safeParse(withoutVersion).success).toBe(false);
  });
});
