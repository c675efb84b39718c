import { encodeFrameMessage, type GlobalToSportMessage } from '@touchline/contract';
import { describe, expect, it, vi } from 'vitest';
import { connectFrame, type MessageHost, type MessageTarget, originOf } from './transport';

const ORIGIN = 'http://account.test:8081';

function fakeWindow() {
  let listener: ((event: MessageEvent) => void) | null = null;
  const host: MessageHost = {
    addEventListener: (_type, next) => {
      listener = next;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  const frame: MessageTarget & { sent: [string, string][] } = {
    sent: [],
    postMessage(message, origin) {
      this.sent.push([message, origin]);
    },
  };
  const deliver = (data: unknown, origin = ORIGIN, source: unknown = frame) =>
    listener?.({ data, origin, source } as MessageEvent);
  return { host, frame, deliver, listening: () => listener !== null };
}

function connect() {
  const win = fakeWindow();
  const received: GlobalToSportMessage[] = [];
  const transport = connectFrame({
    host: win.host,
    origin: ORIGIN,
    target: () => win.frame,
    onMessage: (m) => received.push(m),
  });
  return { ...win, transport, received };
}

const appReady = JSON.stringify({ v: 1, source: 'global', event: 'app_ready', details: {} });

describe('frame transport', () => {
  it('accepts a JSON string from the account origin', () => {
    const t = connect();
    t.deliver(appReady);
    expect(t.received.map((m) => m.event)).toEqual(['app_ready']);
    expect(t.transport.dropped()).toBe(0);
  });

  it('accepts base64 JSON', () => {
    const t = connect();
    t.deliver(encodeFrameMessage({ source: 'global', event: 'iframe_hidden', details: {} }, 'base64'));
    expect(t.received.map((m) => m.event)).toEqual(['iframe_hidden']);
  });

  it('drops and counts a message from another origin', () => {
    const t = connect();
    t.deliver(appReady, 'https://evil.example');
    t.deliver(appReady, 'http://account.test:9999');
    expect(t.received).toEqual([]);
    expect(t.transport.dropped()).toBe(2);
  });

  it('drops a message from another window of the right origin', () => {
    const t = connect();
    t.deliver(appReady, ORIGIN, {});
    expect(t.received).toEqual([]);
    expect(t.transport.dropped()).toBe(1);
  });

  it('drops everything while its frame is not there, even from the right origin', () => {
    const win = fakeWindow();
    const received: GlobalToSportMessage[] = [];
    const transport = connectFrame({
      host: win.host,
      origin: ORIGIN,
      target: () => null,
      onMessage: (m) => received.push(m),
    });
    win.deliver(appReady, ORIGIN, {});
    win.deliver(appReady, ORIGIN, null);
    expect(received).toEqual([]);
    expect(transport.dropped()).toBe(2);
  });

  it('accepts strings only: objects, numbers and null are dropped, never thrown', () => {
    const t = connect();
    for (const data of [{ v: 1, source: 'global', event: 'app_ready', details: {} }, 42, null, undefined]) {
      expect(() => t.deliver(data)).not.toThrow();
    }
    expect(t.received).toEqual([]);
    expect(t.transport.dropped()).toBe(4);
  });

  it('drops another version, unknown events, the wrong direction and garbage', () => {
    const t = connect();
    t.deliver(JSON.stringify({ v: 2, source: 'global', event: 'app_ready', details: {} }));
    t.deliver(JSON.stringify({ v: 1, source: 'global', event: 'self_destruct', details: {} }));
    t.deliver(JSON.stringify({ v: 1, source: 'sport', event: 'logged_in', details: {} }));
    t.deliver('{not json');
    t.deliver('');
    expect(t.received).toEqual([]);
    expect(t.transport.dropped()).toBe(5);
  });

  it('a failing handler is reported, not thrown into the page', () => {
    const win = fakeWindow();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    connectFrame({
      host: win.host,
      origin: ORIGIN,
      target: () => win.frame,
      onMessage: () => {
        throw new Error('boom');
      },
    });
    expect(() => win.deliver(appReady)).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('sends strings with version and source to the account origin only', () => {
    const t = connect();
    t.transport.send({ event: 'show', details: { path: '/login' } });
    expect(t.frame.sent).toHaveLength(1);
    const [text, origin] = t.frame.sent[0] ?? ['', ''];
    expect(origin).toBe(ORIGIN);
    expect(JSON.parse(text)).toEqual({ v: 1, source: 'sport', event: 'show', details: { path: '/login' } });
  });

  it('stops listening when disposed', () => {
    const t = connect();
    t.transport.dispose();
    expect(t.listening()).toBe(false);
  });

  it('reads the origin of the configured account URL', () => {
    expect(originOf('https://global.touchline.ie/sport/')).toBe('https://global.touchline.ie');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
