import type { Event, EventDelta, Market } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { applyToEvent, indexDeltas, patchPayload } from './deltas';

const market: Market = {
  id: 'm1',
  event_id: 'e1',
  name: 'Match Result',
  type: '1x2',
  layout: 'three_way',
  ew_price: null,
  ew_place: null,
  is_suspended: false,
  outcomes: [
    {
      id: 'o1',
      market_id: 'm1',
      name: 'Home',
      fullname: 'Home',
      odds: 2,
      display_odds: { decimal: '2.00', fractional: '1/1', american: '+100' },
      is_each_way: false,
      has_ew: false,
      place_odds: null,
      is_starting_price: false,
      combo_boost_available: true,
      items: null,
    },
  ],
};

const event = {
  id: 'e1',
  name: 'A v B',
  is_live: true,
  status: 'live',
  starts_at: '2025-01-01T12:00:00Z',
  sport: { id: '1', slug: 'football', name: 'Football', category: 'sport' },
  stats: { home_scores: 0, away_scores: 0, home_set: null, away_set: null, server: null, time: "12'" },
  markets: [market],
} as unknown as Event;

describe('live updates written into the cache', () => {
  it('merges score fields and keeps the rest', () => {
    const next = applyToEvent(event, { id: 'e1', stats: { home_scores: 1 } });
    expect(next.stats?.home_scores).toBe(1);
    expect(next.stats?.time).toBe("12'");
    expect(next.markets).toBe(event.markets);
  });
  it('reprices outcomes and suspends markets', () => {
    const delta: EventDelta = {
      id: 'e1',
      odds: [
        {
          outcome_id: 'o1',
          market_id: 'm1',
          odds: 2.5,
          display_odds: { decimal: '2.50', fractional: '6/4', american: '+150' },
        },
      ],
      markets: [{ id: 'm1', is_suspended: true }],
    };
    const next = applyToEvent(event, delta);
    expect(next.markets?.[0]?.outcomes[0]?.odds).toBe(2.5);
    expect(next.markets?.[0]?.is_suspended).toBe(true);
  });
  it('returns the same object when nothing changes', () => {
    expect(applyToEvent(event, { id: 'e1', is_live: true })).toBe(event);
    const payload = { data: [event], competitions: [], meta: { total: 1, limit: 10, offset: 0 } };
    expect(patchPayload(payload, indexDeltas([{ id: 'other', is_live: false }]))).toBe(payload);
  });
  it('drops removed events from live lists and patches home tabs and event pages', () => {
    const live = { tree: [], events: [event] };
    expect(patchPayload(live, indexDeltas([{ id: 'e1', removed: true }])).events).toHaveLength(0);
    const home = { tabs: { live: { events: [event] }, highlights: { events: [event] } } };
    const patched = patchPayload(home, indexDeltas([{ id: 'e1', stats: { away_scores: 3 } }]));
    expect(patched.tabs.highlights.events[0]?.stats?.away_scores).toBe(3);
    const page = { event, data: [market] };
    const repriced = patchPayload(
      page,
      indexDeltas([
        {
          id: 'e1',
          odds: [
            {
              outcome_id: 'o1',
              market_id: 'm1',
              odds: 3,
              display_odds: { decimal: '3.00', fractional: '2/1', american: '+200' },
            },
          ],
        },
      ]),
    );
    expect(repriced.data[0]?.outcomes[0]?.odds).toBe(3);
  });
  it('merges two deltas of one event in order', () => {
    const index = indexDeltas([
      { id: 'e1', stats: { home_scores: 1 } },
      { id: 'e1', stats: { away_scores: 2 } },
    ]);
    expect(index.get('e1')?.stats).toEqual({ home_scores: 1, away_scores: 2 });
  });
});
