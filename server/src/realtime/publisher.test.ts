import type { EventDelta, EventsPush } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { BatchingPublisher, mergeDeltas } from './publisher';

function harness(windowMs = 100) {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
  const pushes: Array<{ channel: string; message: EventsPush; at: number }> = [];
  const invalid: unknown[] = [];
  const publisher = new BatchingPublisher({
    emit: (channel, message) => pushes.push({ channel, message, at: now }),
    bookmakers: () => ['touchline_ie', 'touchline_gb'],
    windowMs,
    now: () => now,
    schedule: (run, ms) => {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    onInvalid: (change) => invalid.push(change),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (!timer.cancelled && timer.at <= now) {
        timer.cancelled = true;
        timer.run();
      }
    }
  };
  return { publisher, pushes, invalid, advance };
}

describe('realtime: the {bookmaker}_events channel', () => {
  it('a burst of changes becomes one push per channel, coalesced per event', () => {
    const h = harness();
    for (let i = 0; i < 100; i++) {
      h.publisher.publishEventChanges('all', [
        {
          id: String(i % 10),
          odds: [
            {
              outcome_id: `${i % 10}1`,
              market_id: 'm',
              odds: 1 + i / 100,
              display_odds: { decimal: 'x', fractional: 'x', american: 'x' },
            },
          ],
        },
      ]);
    }
    h.advance(0);
    expect(h.pushes.map((p) => p.channel).sort()).toEqual(['touchline_gb_events', 'touchline_ie_events']);
    const events = h.pushes[0]?.message.events ?? [];
    expect(events).toHaveLength(10);
    expect(events.find((e) => e.id === '3')?.odds?.[0]?.odds).toBeCloseTo(1.93, 9);
    expect(h.pushes[0]?.message).toMatchObject({ v: 1, type: 'events' });
  });

  it('changes within the window wait for its end; after a quiet window they go at once', () => {
    const h = harness(100);
    h.publisher.publishEventChanges(['touchline_ie'], [{ id: '1', status: 'live' }]);
    h.advance(0);
    expect(h.pushes).toHaveLength(1);
    h.advance(30);
    h.publisher.publishEventChanges(['touchline_ie'], [{ id: '1', is_live: true }]);
    h.advance(30);
    h.publisher.publishEventChanges(['touchline_ie'], [{ id: '2', status: 'live' }]);
    h.advance(0);
    expect(h.pushes).toHaveLength(1);
    h.advance(40);
    expect(h.pushes).toHaveLength(2);
    expect(h.pushes[1]?.at).toBe(100);
    expect(h.pushes[1]?.message.events.map((e) => e.id)).toEqual(['1', '2']);
    h.advance(500);
    h.publisher.publishEventChanges(['touchline_ie'], [{ id: '3', status: 'live' }]);
    h.advance(0);
    expect(h.pushes).toHaveLength(3);
  });

  it('changes for some brands go to those brands only, merged with changes for all', () => {
    const h = harness();
    h.publisher.publishEventChanges(['touchline_gb'], [{ id: '7', status: 'live' }]);
    h.publisher.publishEventChanges('all', [{ id: '8', status: 'live' }]);
    h.advance(0);
    const byChannel = Object.fromEntries(
      h.pushes.map((p) => [p.channel, p.message.events.map((e) => e.id).sort()]),
    );
    expect(byChannel).toEqual({ touchline_gb_events: ['7', '8'], touchline_ie_events: ['8'] });
  });

  it('changes that do not match the protocol are dropped and reported', () => {
    const h = harness();
    h.publisher.publishEventChanges('all', [{ nope: true }, { id: 5 }]);
    h.advance(1000);
    expect(h.pushes).toHaveLength(0);
    expect(h.invalid).toHaveLength(2);
  });

  it('after close nothing is pushed', () => {
    const h = harness();
    h.publisher.publishEventChanges('all', [{ id: '1' }]);
    h.publisher.close();
    h.publisher.publishEventChanges('all', [{ id: '2' }]);
    h.advance(1000);
    expect(h.pushes).toHaveLength(0);
  });
});

describe('live odds: deltas of one event merge', () => {
  it('later fields win, stats merge by field, prices and suspensions by id, removal sticks', () => {
    const a: EventDelta = {
      id: '1',
      status: 'live',
      stats: { home_scores: 1, time: "10'" },
      markets: [{ id: 'm1', is_suspended: true }],
      odds: [
        {
          outcome_id: 'o1',
          market_id: 'm1',
          odds: 2,
          display_odds: { decimal: '2.00', fractional: '1/1', american: '+100' },
        },
      ],
    };
    const b: EventDelta = {
      id: '1',
      stats: { time: "11'" },
      markets: [{ id: 'm1', is_suspended: false }],
      odds: [
        {
          outcome_id: 'o2',
          market_id: 'm1',
          odds: 3,
          display_odds: { decimal: '3.00', fractional: '2/1', american: '+200' },
        },
      ],
      removed: true,
    };
    const merged = mergeDeltas(a, b);
    expect(merged.status).toBe('live');
    expect(merged.stats).toEqual({ home_scores: 1, time: "11'" });
    expect(merged.markets).toEqual([{ id: 'm1', is_suspended: false }]);
    expect(merged.odds?.map((o) => o.outcome_id)).toEqual(['o1', 'o2']);
    expect(merged.removed).toBe(true);
  });
});
