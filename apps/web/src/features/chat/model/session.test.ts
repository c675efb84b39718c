import type { ChatHandshake, ChatMessage, ChatQuestion, ChatStartBody } from '@touchline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatSocket, ChatSocketEvent } from '../api/chat-socket';
import { CHAT_COUNT_KEY, CHAT_UUID_KEY, clearChat, storedUuid } from '../persist';
import { ANSWER_TIMEOUT_MS, type ChatContext, type ChatFailure, createChatSession } from './session';

const UUID = '8f9c2f7e-6a61-4d2e-9a3b-2f1f3c4d5e6f';
const OTHER = '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d';

type Handler = (payload: unknown) => void;

class FakeSocket implements ChatSocket {
  connected = false;
  active = true;
  readonly emitted: ChatQuestion[] = [];
  private readonly handlers = new Map<string, Handler[]>();
  constructor(readonly auth: ChatHandshake) {}
  on(event: ChatSocketEvent, listener: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(_event: 'question', message: ChatQuestion): void {
    this.emitted.push(message);
  }
  disconnect(): void {
    this.connected = false;
  }
  fire(event: string, payload?: unknown): void {
    for (const listener of this.handlers.get(event) ?? []) listener(payload);
  }
  open(): void {
    this.connected = true;
    this.fire('connect');
  }
}

const guest: ChatContext = {
  bookmaker: 'touchline_ie',
  lang: 'en',
  country: 'IE',
  token: null,
  tz: 'Europe/Dublin',
};
const bettor: ChatContext = { ...guest, token: 'jwt-of-the-bettor' };

const delta = (content: string, finish: 'stop' | 'error' | null = null, uuid = UUID) => ({
  v: 1,
  type: 'delta',
  uuid,
  delta: { content },
  finish_reason: finish,
});

function setUp(history: ChatMessage[] = []) {
  const sockets: FakeSocket[] = [];
  const starts: ChatStartBody[] = [];
  const failures: ChatFailure[] = [];
  let startFails = false;
  const session = createChatSession({
    start: async (body) => {
      starts.push(body);
      if (startFails) throw new Error('CONNECTION_ERROR');
      return { uuid: UUID, messages: history };
    },
    connect: async (auth) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket;
    },
    fail: (failure) => failures.push(failure),
  });
  const socket = () => sockets[sockets.length - 1] as FakeSocket;
  /** Starts the session and lets its socket connect. */
  const ready = async (ctx: ChatContext = guest) => {
    session.ensure(ctx);
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    socket().open();
    expect(session.store.getState().status).toBe('ready');
  };
  return {
    session,
    sockets,
    starts,
    failures,
    socket,
    ready,
    failStart: () => {
      startFails = true;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the chat session', () => {
  it('starts with POST /chat/start, stores the uuid and connects with the handshake of the contract', async () => {
    const history: ChatMessage[] = [{ role: 'user', message: 'Hello there', extra: null }];
    const t = setUp(history);
    await t.ready(bettor);
    expect(t.starts).toEqual([
      { bookmaker: 'touchline_ie', lang: 'en', country: 'IE', uuid: null, tz: 'Europe/Dublin' },
    ]);
    expect(t.socket().auth).toEqual({
      v: 1,
      bookmaker: 'touchline_ie',
      uuid: UUID,
      jwt: 'jwt-of-the-bettor',
    });
    expect(storedUuid()).toBe(UUID);
    expect(t.session.store.getState().messages).toEqual(history);
  });

  it('resumes the stored session, and a guest handshake carries no token', async () => {
    localStorage.setItem(CHAT_UUID_KEY, OTHER);
    const t = setUp();
    await t.ready(guest);
    expect(t.starts[0]?.uuid).toBe(OTHER);
    expect(t.socket().auth).not.toHaveProperty('jwt');
  });

  it('starts again with the same session when the bettor logs in', async () => {
    const t = setUp();
    await t.ready(guest);
    t.session.ensure(bettor);
    await vi.waitFor(() => expect(t.sockets).toHaveLength(2));
    expect(t.starts[1]?.uuid).toBe(UUID);
    expect(t.socket().auth.jwt).toBe('jwt-of-the-bettor');
    expect(t.sockets[0]?.connected).toBe(false);
  });

  it('sends the trimmed question, streams the answer in deltas until stop, then takes the message list', async () => {
    const t = setUp();
    await t.ready();
    expect(await t.session.ask('  When do Arsenal play next?  ')).toBe(true);
    expect(t.socket().emitted).toEqual([
      { v: 1, type: 'question', uuid: UUID, question: 'When do Arsenal play next?' },
    ]);
    expect(t.session.store.getState()).toMatchObject({ loading: true, streaming: '' });
    t.socket().fire('delta', delta('Arsenal play '));
    t.socket().fire('delta', delta('Chelsea on Saturday.'));
    expect(t.session.store.getState().streaming).toBe('Arsenal play Chelsea on Saturday.');
    t.socket().fire('delta', delta('', 'stop'));
    const afterStop = t.session.store.getState();
    expect(afterStop.loading).toBe(false);
    expect(afterStop.streaming).toBeNull();
    expect(afterStop.messages.map((m) => m.message)).toEqual([
      'When do Arsenal play next?',
      'Arsenal play Chelsea on Saturday.',
    ]);
    const list: ChatMessage[] = [
      { role: 'user', message: 'When do Arsenal play next?', extra: null },
      {
        role: 'assistant',
        message: 'Arsenal play Chelsea on Saturday.',
        extra: { tags: [], status: null, event_id: '42', outcome_id: '4201' },
      },
    ];
    t.socket().fire('message_list', { v: 1, type: 'message_list', uuid: UUID, messages: list });
    expect(t.session.store.getState().messages).toEqual(list);
  });

  it('ignores messages of another session and messages that break the contract', async () => {
    const t = setUp();
    await t.ready();
    await t.session.ask('What is on tonight?');
    t.socket().fire('delta', delta('not ours', null, OTHER));
    t.socket().fire('delta', { type: 'delta', delta: '<b>bad</b>' });
    t.socket().fire('message_list', { v: 1, type: 'message_list', uuid: OTHER, messages: [] });
    expect(t.session.store.getState().streaming).toBe('');
    expect(t.session.store.getState().messages).toHaveLength(1);
  });

  it('never sends empty, whitespace-only or too short text', async () => {
    const t = setUp();
    await t.ready();
    expect(await t.session.ask('')).toBe(false);
    expect(await t.session.ask('    ')).toBe(false);
    expect(await t.session.ask(' hi ')).toBe(false);
    expect(t.socket().emitted).toEqual([]);
  });

  it('counts a guest’s messages, keeps the count on the browser and blocks the fourth', async () => {
    const t = setUp();
    await t.ready(guest);
    for (const question of ['first question', 'second question', 'third question']) {
      expect(await t.session.ask(question)).toBe(true);
      t.socket().fire('delta', delta('ok', 'stop'));
    }
    expect(localStorage.getItem(CHAT_COUNT_KEY)).toBe('3');
    expect(t.session.blocked()).toBe(true);
    expect(await t.session.ask('fourth question')).toBe(false);
    expect(t.socket().emitted).toHaveLength(3);
    // A new page load remembers the count.
    const again = setUp();
    await again.ready(guest);
    expect(again.session.store.getState().sentAsGuest).toBe(3);
    expect(again.session.blocked()).toBe(true);
  });

  it('lets a logged-in bettor send without limit and does not count their messages', async () => {
    localStorage.setItem(CHAT_COUNT_KEY, '3');
    const t = setUp();
    await t.ready(bettor);
    expect(t.session.blocked()).toBe(false);
    expect(await t.session.ask('my open bets please')).toBe(true);
    expect(localStorage.getItem(CHAT_COUNT_KEY)).toBe('3');
  });

  it('shows the login prompt when the server answers LOGIN_REQUIRED, until the bettor logs in', async () => {
    const t = setUp();
    await t.ready(guest);
    await t.session.ask('What is on tonight?');
    t.socket().fire('chat_error', { v: 1, type: 'chat_error', code: 'LOGIN_REQUIRED', message: 'log in' });
    expect(t.session.store.getState()).toMatchObject({ loginRequired: true, loading: false });
    expect(t.session.blocked()).toBe(true);
    t.session.ensure(bettor);
    expect(t.session.store.getState().loginRequired).toBe(false);
  });

  it('turns chat errors into toasts and stops the loading state', async () => {
    const t = setUp();
    await t.ready(bettor);
    await t.session.ask('What is on tonight?');
    t.socket().fire('chat_error', { v: 1, type: 'chat_error', code: 'RATE_LIMITED', message: 'slow down' });
    expect(t.session.store.getState().loading).toBe(false);
    await t.session.ask('What is on tonight?');
    t.socket().fire('chat_error', { v: 1, type: 'chat_error', code: 'SERVER_ERROR', message: 'boom' });
    await t.session.ask('What is on tonight?');
    t.socket().fire('delta', delta('half an answer', 'error'));
    expect(t.failures).toEqual(['rateLimited', 'server', 'server']);
    expect(t.session.store.getState()).toMatchObject({ loading: false, streaming: null });
  });

  it('starts a new session when the server no longer knows the old one', async () => {
    localStorage.setItem(CHAT_UUID_KEY, OTHER);
    const t = setUp();
    await t.ready(guest);
    await t.session.ask('What is on tonight?');
    t.socket().fire('chat_error', { v: 1, type: 'chat_error', code: 'SESSION_UNKNOWN', message: 'gone' });
    await vi.waitFor(() => expect(t.sockets).toHaveLength(2));
    expect(t.starts[1]?.uuid).toBeNull();
    expect(t.failures).toEqual(['send']);
  });

  it('shows a toast when the session cannot start, and tries again on the next opening', async () => {
    const t = setUp();
    t.failStart();
    t.session.ensure(guest);
    await vi.waitFor(() => expect(t.failures).toEqual(['start']));
    expect(t.session.store.getState()).toMatchObject({ status: 'failed', loading: false });
    t.session.ensure(guest);
    await vi.waitFor(() => expect(t.starts).toHaveLength(2));
  });

  it('waits 20 tries of 500 ms for the socket, then logs and drops a suggested question', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.session.ensure(guest);
    await vi.waitFor(() => expect(t.sockets).toHaveLength(1));
    const sent = t.session.ask('What is on tonight?', { suggested: true });
    expect(t.session.store.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(20 * 500 - 1);
    expect(t.socket().emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sent).toBe(false);
    expect(t.socket().emitted).toEqual([]);
    expect(t.failures).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('20 tries'));
    expect(t.session.store.getState().loading).toBe(false);
  });

  it('sends a suggested question once the session and socket are ready', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.session.ensure(guest);
    const sent = t.session.ask('What is live right now?', { suggested: true });
    await vi.advanceTimersByTimeAsync(1500);
    t.socket().open();
    await vi.advanceTimersByTimeAsync(500);
    expect(await sent).toBe(true);
    expect(t.socket().emitted.map((m) => m.question)).toEqual(['What is live right now?']);
  });

  it('tells the bettor when a typed question could not be sent', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.session.ensure(guest);
    const sent = t.session.ask('What is on tonight?');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await sent).toBe(false);
    expect(t.failures).toEqual(['send']);
  });

  it('gives up on an answer that stops arriving', async () => {
    vi.useFakeTimers();
    const t = setUp();
    t.session.ensure(guest);
    await vi.advanceTimersByTimeAsync(0);
    t.socket().open();
    await t.session.ask('What is on tonight?');
    t.socket().fire('delta', delta('Arsenal'));
    await vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    expect(t.failures).toEqual(['timeout']);
    expect(t.session.store.getState()).toMatchObject({ loading: false, streaming: null });
  });

  it('stops the loading state when the socket drops mid-answer', async () => {
    const t = setUp();
    await t.ready();
    await t.session.ask('What is on tonight?');
    t.socket().connected = false;
    t.socket().fire('disconnect');
    expect(t.session.store.getState().loading).toBe(false);
    expect(t.failures).toEqual(['send']);
  });

  it('starts a fresh session once when the server refuses the handshake, then reports the failure', async () => {
    localStorage.setItem(CHAT_UUID_KEY, OTHER);
    const t = setUp();
    t.session.ensure(guest);
    await vi.waitFor(() => expect(t.sockets).toHaveLength(1));
    t.socket().active = false;
    t.socket().fire('connect_error', new Error('session belongs to someone else'));
    await vi.waitFor(() => expect(t.sockets).toHaveLength(2));
    expect(t.starts[1]?.uuid).toBeNull();
    t.socket().active = false;
    t.socket().fire('connect_error', new Error('refused again'));
    expect(t.failures).toEqual(['start']);
    expect(t.session.store.getState().status).toBe('failed');
  });

  it('ends the wait on an error it does not know, and reconnects when the server closes the socket', async () => {
    const t = setUp();
    await t.ready(bettor);
    await t.session.ask('What is on tonight?');
    t.socket().fire('chat_error', { v: 1, type: 'chat_error', code: 'SOMETHING_NEW', message: '?' });
    expect(t.session.store.getState().loading).toBe(false);
    expect(t.failures).toEqual(['server']);
    t.socket().connected = false;
    t.socket().fire('disconnect', 'io server disconnect');
    await vi.waitFor(() => expect(t.sockets).toHaveLength(2));
    expect(t.starts[1]?.uuid).toBe(UUID);
  });

  it('drops messages, session id and socket on reset (logout)', async () => {
    const t = setUp([{ role: 'user', message: 'Hello there', extra: null }]);
    await t.ready(bettor);
    t.session.reset();
    expect(t.session.store.getState()).toMatchObject({ status: 'idle', uuid: null, messages: [] });
    expect(storedUuid()).toBeNull();
    expect(t.socket().connected).toBe(false);
  });

  it('a cleared chat (logout, reset link) forgets the stored session id', () => {
    localStorage.setItem(CHAT_UUID_KEY, UUID);
    clearChat();
    expect(storedUuid()).toBeNull();
  });
});
