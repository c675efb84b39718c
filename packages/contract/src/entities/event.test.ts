import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { Event, EventStats } from './event';

const event = () => structuredClone(examples.event);

describe('Event', () => {
  it('accepts a live football event with stats and match summary', () => {
    expect(Event.parse(event())).toEqual(examples.event);
  });
  it('accepts a pre-match event without stats', () => {
    const prematch = { ...event(), status: 'not_started', is_live: false, stats: null, matchSummary: null };
    expect(Event.safeParse(prematch).success).toBe(true);
  });
  it('accepts an outright without teams', () => {
    expect(Event.safeParse({ ...event(), home_team: null, away_team: null, is_outright: true }).success).toBe(
      true,
    );
  });
  it('rejects an unknown status', () => {
    expect(Event.safeParse({ ...event(), status: 'in_play' }).success).toBe(false);
  });
  it('rejects a missing id', () => {
    const { id: _id, ...withoutId } = event();
    expect(Event.safeParse(withoutId).success).toBe(false);
  });
  it('rejects a start time that is not ISO 8601', () => {
    expect(Event.safeParse({ ...event(), starts_at: '03/05/2025 16:30' }).success).toBe(false);
  });
  it('rejects a sport category outside sport, esport, virtual', () => {
    expect(Event.safeParse({ ...event(), sport: { ...event().sport, category: 'racing' } }).success).toBe(
      false,
    );
  });
});

describe('Event stats: server 1 or 2', () => {
  const stats = { home_scores: 2, away_scores: 1, home_set: 4, away_set: 3, server: 1, time: '2nd set' };
  it('accepts a tennis serve indicator', () => {
    expect(EventStats.parse(stats).server).toBe(1);
    expect(EventStats.parse({ ...stats, server: 2 }).server).toBe(2);
  });
  it('rejects a server other than 1 or 2', () => {
    expect(EventStats.safeParse({ ...stats, server: 3 }).success).toBe(false);
  });
  it('rejects a negative score', () => {
    expect(EventStats.safeParse({ ...stats, home_scores: -1 }).success).toBe(false);
  });
});
