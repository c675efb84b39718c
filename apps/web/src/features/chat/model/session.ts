/**
 * The chat session as an explicit machine: idle, starting (POST /chat/start), connecting (the chat
 * socket), ready, or failed. React only subscribes to its view; every rule of sending lives here: the
 * guest limit, the wait for the socket before a question goes, the streamed answer and its time-out,
 * and what each error of the server does.
 */
import {
  ChatDelta,
  ChatError,
  type ChatHandshake,
  type ChatMessage,
  ChatMessageList,
  type ChatStartBody,
  type ChatStartResponse,
  type Country,
  type Language,
} from '@touchline/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { after, cancel, type TimerId } from '@/shared/platform/timers';
import type { ChatSocket, ConnectChatSocket } from '../api/chat-socket';
import { guestMessageCount, storedUuid, storeGuestMessageCount, storeUuid } from '../persist';
import { guestBlocked, SOCKET_WAIT_INTERVAL_MS, SOCKET_WAIT_TRIES, sendableQuestion } from './rules';

/** Protocol version of the chat messages (a type-only contract constant would pull in nothing). */
const PROTOCOL_VERSION = 1 as const;

/** An answer that stops arriving for this long ends with an error instead of a loader forever. */
export const ANSWER_TIMEOUT_MS = 45_000;

export type ChatStatus = 'idle' | 'starting' | 'connecting' | 'ready' | 'failed';

/** What the bettor is told, as a toast, when something fails. */
export type ChatFailure = 'start' | 'send' | 'rateLimited' | 'server' | 'timeout';

export interface ChatView {
  status: ChatStatus;
  uuid: string | null;
  messages: ChatMessage[];
  /** The answer streaming in; null when none is. */
  streaming: string | null;
  /** A question is on its way or being answered: the loader shows and nothing else is sent. */
  loading: boolean;
  /** The server refused a guest's question: the login prompt shows until they log in. */
  loginRequired: boolean;
  /** Messages sent without login on this browser. */
  sentAsGuest: number;
}

/** Who and where the session is for; a change of login or language starts it again. */
export interface ChatContext {
  bookmaker: string;
  lang: Language;
  country: Country;
  token: string | null;
  /** The bettor's time zone: 'tonight' and 'this weekend' are theirs. */
  tz: string;
}

export interface ChatDeps {
  start: (body: ChatStartBody) => Promise<ChatStartResponse>;
  connect: ConnectChatSocket;
  fail: (failure: ChatFailure) => void;
}

export interface AskOptions {
  /** A starter or a notification's question: on a socket that never comes it is dropped, only logged. */
  suggested?: boolean;
}

export interface ChatSession {
  store: StoreApi<ChatView>;
  /** Starts (or resumes) the session for a context, unless it already runs for it. */
  ensure: (context: ChatContext) => void;
  /** Sends a question once the session and socket are ready; resolves whether it was sent. */
  ask: (text: string, options?: AskOptions) => Promise<boolean>;
  /** Drops the conversation: messages, session id and socket (logout, reset). */
  reset: () => void;
  /** Whether sending is blocked until the bettor logs in. */
  blocked: () => boolean;
}

const sameContext = (a: ChatContext | null, b: ChatContext): boolean =>
  a !== null &&
  a.tz === b.tz &&
  a.bookmaker === b.bookmaker &&
  a.lang === b.lang &&
  a.country === b.country &&
  a.token === b.token;

const initialView = (): ChatView => ({
  status: 'idle',
  uuid: null,
  messages: [],
  streaming: null,
  loading: false,
  loginRequired: false,
  sentAsGuest: guestMessageCount(),
});

const wait = (ms: number) => new Promise<void>((resolve) => after(ms, resolve));

export function createChatSession(deps: ChatDeps): ChatSession {
  const store = createStore<ChatView>(initialView);
  const set = (patch: Partial<ChatView>) => store.setState(patch);
  const view = () => store.getState();
  let context: ChatContext | null = null;
  let socket: ChatSocket | null = null;
  /** Grows with every start: answers of an older session are ignored. */
  let generation = 0;
  let answerTimer: TimerId | null = null;
  let asking = false;

  const loggedIn = () => context?.token != null;

  function dropSocket(): void {
    socket?.disconnect();
    socket = null;
  }

  function stopAnswer(): void {
    cancel(answerTimer);
    answerTimer = null;
    set({ loading: false, streaming: null });
  }

  function armAnswerTimer(gen: number): void {
    cancel(answerTimer);
    answerTimer = after(ANSWER_TIMEOUT_MS, () => {
      if (gen !== generation || !view().loading) return;
      stopAnswer();
      deps.fail('timeout');
    });
  }

  function onDelta(gen: number, payload: unknown): void {
    const parsed = ChatDelta.safeParse(payload);
    if (gen !== generation || !parsed.success || parsed.data.uuid !== view().uuid) return;
    const { delta, finish_reason } = parsed.data;
    const text = (view().streaming ?? '') + delta.content;
    if (finish_reason === null) {
      set({ streaming: text, loading: true });
      armAnswerTimer(gen);
      return;
    }
    stopAnswer();
    if (finish_reason === 'error') {
      deps.fail('server');
      return;
    }
    // The answer stays as streamed until the message list brings it with its actions.
    if (text.trim())
      set({ messages: [...view().messages, { role: 'assistant', message: text, extra: null }] });
  }

  function onMessageList(gen: number, payload: unknown): void {
    const parsed = ChatMessageList.safeParse(payload);
    if (gen !== generation || !parsed.success || parsed.data.uuid !== view().uuid) return;
    set({ messages: parsed.data.messages });
  }

  function onChatError(gen: number, payload: unknown): void {
    if (gen !== generation) return;
    const parsed = ChatError.safeParse(payload);
    stopAnswer();
    // An error this client does not know still ends the wait for an answer.
    if (!parsed.success) {
      deps.fail('server');
      return;
    }
    switch (parsed.data.code) {
      case 'LOGIN_REQUIRED':
        set({ loginRequired: true });
        return;
      case 'RATE_LIMITED':
        deps.fail('rateLimited');
        return;
      case 'SESSION_UNKNOWN':
        // The server no longer knows the session: a new one starts, and the question has to be asked again.
        deps.fail('send');
        if (context) void begin(context, true);
        return;
      case 'INVALID_QUESTION':
        deps.fail('send');
        return;
      case 'SERVER_ERROR':
        deps.fail('server');
        return;
    }
  }

  async function begin(ctx: ChatContext, fresh = false): Promise<void> {
    const gen = ++generation;
    context = ctx;
    dropSocket();
    stopAnswer();
    if (fresh) {
      storeUuid(null);
      set({ uuid: null, messages: [] });
    }
    set({ status: 'starting', ...(ctx.token ? { loginRequired: false } : {}) });
    let started: ChatStartResponse;
    try {
      started = await deps.start({
        bookmaker: ctx.bookmaker,
        lang: ctx.lang,
        country: ctx.country,
        uuid: view().uuid ?? storedUuid(),
        tz: ctx.tz,
      });
    } catch (error) {
      if (gen !== generation) return;
      console.warn('chat session not started', error);
      set({ status: 'failed' });
      deps.fail('start');
      return;
    }
    if (gen !== generation) return;
    storeUuid(started.uuid);
    set({ status: 'connecting', uuid: started.uuid, messages: started.messages });
    const auth: ChatHandshake = {
      v: PROTOCOL_VERSION,
      bookmaker: ctx.bookmaker,
      uuid: started.uuid,
      ...(ctx.token ? { jwt: ctx.token } : {}),
    };
    let next: ChatSocket;
    try {
      next = await deps.connect(auth);
    } catch (error) {
      if (gen !== generation) return;
      console.warn('chat socket not opened', error);
      set({ status: 'failed' });
      deps.fail('start');
      return;
    }
    if (gen !== generation) {
      next.disconnect();
      return;
    }
    socket = next;
    next.on('connect', () => {
      if (gen === generation) set({ status: 'ready' });
    });
    next.on('disconnect', (reason) => {
      if (gen !== generation) return;
      set({ status: 'connecting' });
      if (view().loading) {
        stopAnswer();
        deps.fail('send');
      }
      // A socket the server closed does not come back by itself: the session starts again.
      if (reason === 'io server disconnect') void begin(ctx);
    });
    next.on('connect_error', (error) => {
      if (gen !== generation) return;
      // A refusal of the handshake is not retried by the socket; a lost connection is.
      if (next.active) return;
      console.warn('chat socket refused', error instanceof Error ? error.message : error);
      if (!fresh) {
        void begin(ctx, true);
        return;
      }
      set({ status: 'failed' });
      deps.fail('start');
    });
    next.on('delta', (payload) => onDelta(gen, payload));
    next.on('message_list', (payload) => onMessageList(gen, payload));
    next.on('chat_error', (payload) => onChatError(gen, payload));
    if (next.connected) set({ status: 'ready' });
  }

  const blocked = () => guestBlocked(loggedIn(), view().sentAsGuest) || (view().loginRequired && !loggedIn());

  /** Up to 20 looks, 500 ms apart, for a started session on a connected socket. */
  async function socketReady(): Promise<ChatSocket | null> {
    for (let attempt = 0; attempt < SOCKET_WAIT_TRIES; attempt++) {
      if (socket?.connected && view().status === 'ready' && view().uuid) return socket;
      await wait(SOCKET_WAIT_INTERVAL_MS);
    }
    return socket?.connected && view().status === 'ready' && view().uuid ? socket : null;
  }

  async function ask(text: string, options: AskOptions = {}): Promise<boolean> {
    const question = sendableQuestion(text);
    if (question === null || asking || view().loading || blocked()) return false;
    asking = true;
    set({ loading: true });
    try {
      const gen = generation;
      const ready = await socketReady();
      if (!ready || gen !== generation) {
        console.warn(`chat socket not ready after ${SOCKET_WAIT_TRIES} tries; the question was not sent`);
        if (gen === generation) set({ loading: false });
        if (!options.suggested) deps.fail('send');
        return false;
      }
      const uuid = view().uuid as string;
      ready.emit('question', { v: PROTOCOL_VERSION, type: 'question', uuid, question });
      const asGuest = !loggedIn();
      const sentAsGuest = view().sentAsGuest + (asGuest ? 1 : 0);
      if (asGuest) storeGuestMessageCount(sentAsGuest);
      set({
        messages: [...view().messages, { role: 'user', message: question, extra: null }],
        streaming: '',
        sentAsGuest,
      });
      armAnswerTimer(gen);
      return true;
    } finally {
      asking = false;
    }
  }

  function reset(): void {
    generation += 1;
    context = null;
    dropSocket();
    cancel(answerTimer);
    answerTimer = null;
    storeUuid(null);
    store.setState({ ...initialView(), sentAsGuest: view().sentAsGuest });
  }

  return {
    store,
    ensure(ctx) {
      const status = view().status;
      if (sameContext(context, ctx) && status !== 'idle' && status !== 'failed') return;
      void begin(ctx);
    },
    ask,
    reset,
    blocked,
  };
}
