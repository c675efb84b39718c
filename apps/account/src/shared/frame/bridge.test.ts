import { encodeFrameMessage, PROTOCOL_VERSION } from '@touchline/contract';
import { describe, expect, it, vi } from 'vitest';
import { FrameBridge } from './bridge';

const SPORTSBOOK = 'https://sport.ie.touchline.example';

function setUp(origin: string | null = SPORTSBOOK) {
  const host = new EventTarget();
  const posted: { message: string; origin: string }[] = [];
  const target = {
    postMessage: (message: string, targetOrigin: string) => posted.push({ message, origin: targetOrigin }),
  };
  const bridge = new FrameBridge({
    host: host as unknown as Window,
    target,
    origin,
  });
  const deliver = (data: unknown, from = SPORTSBOOK) =>
    host.dispatchEvent(new MessageEvent('message', { data, origin: from }));
  return { bridge, posted, deliver };
}

describe('frame bridge: outgoing messages', () => {
  it('announces app_ready on start, as a JSON string to the sportsbook origin only', () => {
    const { bridge, posted } = setUp();
    bridge.start();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.origin).toBe(SPORTSBOOK);
    expect(typeof posted[0]?.message).toBe('string');
    expect(JSON.parse(posted[0]?.message ?? '')).toEqual({
      v: PROTOCOL_VERSION,
      source: 'global',
      event: 'app_ready',
      details: {},
    });
  });

  it('sends events with their details', () => {
    const { bridge, posted } = setUp();
    bridge.send({ event: 'page_ready', details: { url: '/registration' } });
    bridge.send({ event: 'action_done', details: { action: 'login' } });
    expect(posted.map((entry) => JSON.parse(entry.message))).toMatchObject([
      { event: 'page_ready', details: { url: '/registration' } },
      { event: 'action_done', details: { action: 'login' } },
    ]);
  });

  it('posts nothing when opened on its own (no sportsbook origin)', () => {
    const { bridge, posted } = setUp(null);
    bridge.start();
    expect(bridge.send({ event: 'iframe_hidden' })).toBe(false);
    expect(bridge.connected).toBe(false);
    expect(posted).toEqual([]);
  });
});

describe('frame bridge: incoming messages', () => {
  it('accepts a JSON string from the sportsbook origin that parses as a sportsbook message', () => {
    const { bridge, deliver } = setUp();
    const heard = vi.fn();
    bridge.on('logged_out', heard);
    bridge.start();
    deliver(encodeFrameMessage({ source: 'sport', event: 'logged_out', details: {} }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('accepts base64 JSON', () => {
    const { bridge, deliver } = setUp();
    const heard = vi.fn();
    bridge.on('sport_token', heard);
    bridge.start();
    deliver(
      encodeFrameMessage({ source: 'sport', event: 'sport_token', details: { token: 'abc' } }, 'base64'),
    );
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ details: { token: 'abc' } }));
  });

  it('drops and counts messages from another origin', () => {
    const { bridge, deliver } = setUp();
    const heard = vi.fn();
    bridge.subscribe(heard);
    bridge.start();
    deliver(
      encodeFrameMessage({ source: 'sport', event: 'logged_out', details: {} }),
      'https://evil.example',
    );
    expect(heard).not.toHaveBeenCalled();
    expect(bridge.dropped.origin).toBe(1);
  });

  it('drops and counts objects: only strings are accepted', () => {
    const { bridge, deliver } = setUp();
    const heard = vi.fn();
    bridge.subscribe(heard);
    bridge.start();
    deliver({ v: PROTOCOL_VERSION, source: 'sport', event: 'logged_out', details: {} });
    expect(heard).not.toHaveBeenCalled();
    expect(bridge.dropped.not_string).toBe(1);
  });

  it('drops and counts malformed text, unknown events, frame-side events and other versions', () => {
    const { bridge, deliver } = setUp();
    const heard = vi.fn();
    bridge.subscribe(heard);
    bridge.start();
    deliver('not json at all {');
    deliver(JSON.stringify({ source: 'sport', event: 'format_disk', details: {} }));
    deliver(JSON.stringify({ source: 'global', event: 'app_ready', details: {} }));
    deliver(JSON.stringify({ v: PROTOCOL_VERSION + 1, source: 'sport', event: 'logged_out', details: {} }));
    expect(heard).not.toHaveBeenCalled();
    expect(bridge.dropped.invalid).toBe(4);
  });

  it('never throws, even when a listener does', () => {
    const { bridge, deliver } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    bridge.subscribe(() => {
      throw new Error('broken screen');
    });
    bridge.subscribe(second);
    bridge.start();
    expect(() =>
      deliver(encodeFrameMessage({ source: 'sport', event: 'update_freebets', details: {} })),
    ).not.toThrow();
    expect(second).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('hears nothing after stop', () => {
    const { bridge, deliver } = setUp();
    const heard = vi.fn();
    bridge.subscribe(heard);
    bridge.start();
    bridge.stop();
    deliver(encodeFrameMessage({ source: 'sport', event: 'logged_in', details: {} }));
    expect(heard).not.toHaveBeenCalled();
  });
});
