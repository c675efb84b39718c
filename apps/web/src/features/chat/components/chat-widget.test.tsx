import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initialSlipState } from '@touchline/betting';
import { type ChatHandshake, type ChatMessage, type ChatQuestion, examples } from '@touchline/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrame } from '@/shared/account-frame';
import { useSlip } from '@/shared/betslip';
import { backToTheWeb, pretendAndroidApp } from '@/shared/native/testing';
import { useSession } from '@/shared/session';
import type { ChatSocket, ChatSocketEvent } from '../api/chat-socket';
import { type ChatFailure, createChatSession } from '../model/session';
import { CHAT_COUNT_KEY } from '../persist';
import { textsReady } from '../texts';
import { ChatWidget } from './chat-widget';

await textsReady;

const UUID = '8f9c2f7e-6a61-4d2e-9a3b-2f1f3c4d5e6f';

class FakeSocket implements ChatSocket {
  connected = true;
  active = true;
  readonly emitted: ChatQuestion[] = [];
  private readonly handlers = new Map<string, ((payload: unknown) => void)[]>();
  constructor(readonly auth: ChatHandshake) {}
  on(event: ChatSocketEvent, listener: (payload: unknown) => void): void {
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
}

const assistant = (message: string, extra: Partial<NonNullable<ChatMessage['extra']>> = {}): ChatMessage => ({
  role: 'assistant',
  message,
  extra: { tags: [], status: null, event_id: null, outcome_id: null, ...extra },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function setUp(history: ChatMessage[] = []) {
  const sockets: FakeSocket[] = [];
  const failures: ChatFailure[] = [];
  const session = createChatSession({
    start: async () => ({ uuid: UUID, messages: history }),
    connect: async (auth) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket;
    },
    fail: (failure) => failures.push(failure),
  });
  const onClose = vi.fn();
  const onPendingTaken = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (pending: string | null = null) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <ChatWidget
                  session={session}
                  onClose={onClose}
                  pendingQuestion={pending}
                  onPendingTaken={onPendingTaken}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const utils = render(view());
  const socket = () => sockets[sockets.length - 1] as FakeSocket;
  return {
    session,
    sockets,
    failures,
    socket,
    onClose,
    onPendingTaken,
    rerender: (pending: string | null) => utils.rerender(view(pending)),
    ready: () => waitFor(() => expect(session.store.getState().status).toBe('ready')),
  };
}

const input = () => screen.getByRole('textbox', { name: 'Message Bet AI' });
const send = () => screen.getByRole('button', { name: 'Send' });

beforeEach(() => {
  localStorage.clear();
  useSlip.setState({ slip: initialSlipState(Date.now()) });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  useSession.getState().clear();
  backToTheWeb();
  vi.restoreAllMocks();
});

describe('the Bet AI widget', () => {
  it('is a dialog named Bet AI with three starters, a labelled field and Ask me anything...', async () => {
    const t = setUp();
    await t.ready();
    const dialog = screen.getByRole('dialog', { name: 'Bet AI' });
    expect(within(dialog).getByRole('heading', { name: 'Bet AI' })).toBeTruthy();
    for (const starter of [
      "What's on tonight in football?",
      'What are my open bets?',
      'How does cash-out work?',
    ]) {
      expect(screen.getByRole('button', { name: starter })).toBeTruthy();
    }
    expect(input().getAttribute('placeholder')).toBe('Ask me anything...');
    expect(document.activeElement).toBe(input());
  });

  it('enables Send only when the trimmed text is longer than 3 characters', async () => {
    const t = setUp();
    await t.ready();
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   abc    ' } });
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(t.socket().emitted).toEqual([]);
    fireEvent.change(input(), { target: { value: 'abcd' } });
    expect((send() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a typed question, labels it Me, shows the loader, then the answer streaming in as Bet AI', async () => {
    const t = setUp();
    await t.ready();
    fireEvent.change(input(), { target: { value: 'When do Arsenal play next?' } });
    fireEvent.click(send());
    await waitFor(() => expect(t.socket().emitted).toHaveLength(1));
    expect((input() as HTMLInputElement).value).toBe('');
    const log = screen.getByRole('log', { name: 'Conversation with Bet AI' });
    expect(within(log).getByText('Me')).toBeTruthy();
    expect(within(log).getByText('When do Arsenal play next?')).toBeTruthy();
    expect(within(log).getByText('Bet AI is typing')).toBeTruthy();
    act(() =>
      t.socket().fire('delta', {
        v: 1,
        type: 'delta',
        uuid: UUID,
        delta: { content: 'Arsenal v ' },
        finish_reason: null,
      }),
    );
    act(() =>
      t.socket().fire('delta', {
        v: 1,
        type: 'delta',
        uuid: UUID,
        delta: { content: 'Chelsea' },
        finish_reason: null,
      }),
    );
    expect(within(log).getByText('Arsenal v Chelsea')).toBeTruthy();
    expect(screen.queryByTestId('chat-loader')).toBeNull();
    act(() =>
      t
        .socket()
        .fire('delta', { v: 1, type: 'delta', uuid: UUID, delta: { content: '' }, finish_reason: 'stop' }),
    );
    expect(within(log).getByText('Bet AI')).toBeTruthy();
    expect(log.getAttribute('aria-busy')).toBe('false');
  });

  it('sends a starter question when pressed', async () => {
    const t = setUp();
    await t.ready();
    fireEvent.click(screen.getByRole('button', { name: 'What are my open bets?' }));
    await waitFor(() =>
      expect(t.socket().emitted.map((m) => m.question)).toEqual(['What are my open bets?']),
    );
  });

  it('sends a notification’s suggested question once ready', async () => {
    const t = setUp();
    t.rerender('Is my free bet still valid?');
    await waitFor(() =>
      expect(t.socket()?.emitted.map((m) => m.question)).toEqual(['Is my free bet still valid?']),
    );
    expect(t.onPendingTaken).toHaveBeenCalled();
  });

  it('shows answers as text, never HTML, cut at the first triple backtick', async () => {
    setUp([assistant('<img src=x onerror="alert(1)"> <b>Arsenal</b> win\n```js\nsecret()\n```')]);
    const log = await screen.findByRole('log');
    await waitFor(() =>
      expect(log.textContent).toContain('<img src=x onerror="alert(1)"> <b>Arsenal</b> win'),
    );
    expect(log.querySelector('img, b, script')).toBeNull();
    expect(log.textContent).not.toContain('secret()');
  });

  it('adds the answer’s selection to the real slip with Add to slip', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
      const url = new URL(String(request), 'http://localhost');
      if (
        url.pathname === '/v1/betslip/validate-selections' &&
        url.searchParams.get('selections') === '9001'
      ) {
        return json({ data: [examples.selectionDetail] });
      }
      return json({ statusCode: 404, error: 'Not Found', message: 'no route' }, 404);
    });
    setUp([assistant('Arsenal to win at 2.50.', { event_id: '1001', outcome_id: '9001' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to slip' }));
    await waitFor(() =>
      expect(useSlip.getState().slip.selections.map((s) => s.outcome.id)).toEqual(['9001']),
    );
    expect(useSlip.getState().slip.visible).toBe(true);
    expect(await screen.findByRole('button', { name: 'In your slip' })).toBeTruthy();
  });

  it('says so when the selection can no longer be added', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ data: [] }));
    const toasts: string[] = [];
    const { setToastSink } = await import('@/shared/ui/toast');
    setToastSink((message) => toasts.push(message));
    setUp([assistant('Arsenal to win.', { outcome_id: '9001' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to slip' }));
    await waitFor(() => expect(toasts).toEqual(['This selection is no longer available.']));
    expect(useSlip.getState().slip.selections).toEqual([]);
    setToastSink(null);
  });

  it('opens the match page with View markets', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
      const url = new URL(String(request), 'http://localhost');
      if (url.pathname === '/echo/v1/markets')
        return json({ event: examples.event, data: [examples.market] });
      return json({ statusCode: 404, error: 'Not Found', message: 'no route' }, 404);
    });
    setUp([assistant('Arsenal v Chelsea is on now.', { event_id: '1001' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'View markets' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/football/premier-league/arsenal-v-chelsea-1001'),
    );
  });

  it('offers customer service, FAQs, responsible gaming and casino links by the rules', async () => {
    setUp([
      assistant("I'm sorry, I can't answer that."),
      assistant('Here is how it works.', { tags: ['faq', 'responsible_gaming', 'casino'] }),
    ]);
    const support = await screen.findByRole('link', { name: 'Contact customer service' });
    expect(support.getAttribute('href')).toBe('/help/contact-us');
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/help/my-account/faqs');
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(
      '/help/responsible-gambling',
    );
    expect(screen.getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/casinov2/');
    expect(screen.queryByRole('button', { name: 'Add to slip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View markets' })).toBeNull();
  });

  it('shows no casino link in the native app, the other links of the answer stay', async () => {
    pretendAndroidApp();
    setUp([assistant('Here is how it works.', { tags: ['faq', 'responsible_gaming', 'casino'] })]);
    await screen.findByRole('link', { name: 'FAQs' });
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Casino' })).toBeNull();
  });

  it('blocks a guest after 3 messages and shows the login prompt, which opens the account login', async () => {
    localStorage.setItem(CHAT_COUNT_KEY, '3');
    const t = setUp();
    await t.ready();
    expect(
      screen.getByText("You've used your 3 free questions. Log in to keep chatting with Bet AI."),
    ).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'A fourth question' } });
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(t.socket().emitted).toEqual([]);
    expect(screen.queryByRole('button', { name: 'How does cash-out work?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useAccountFrame.getState().request?.path).toBe('/login');
  });

  it('shows the login prompt when the server asks for a login', async () => {
    const t = setUp();
    await t.ready();
    fireEvent.change(input(), { target: { value: 'What is on tonight?' } });
    fireEvent.click(send());
    await waitFor(() => expect(t.socket().emitted).toHaveLength(1));
    act(() =>
      t.socket().fire('chat_error', { v: 1, type: 'chat_error', code: 'LOGIN_REQUIRED', message: 'x' }),
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('lets a logged-in bettor past the guest limit', async () => {
    localStorage.setItem(CHAT_COUNT_KEY, '5');
    useSession.getState().signIn('tok', {
      username: 'demo',
      name: null,
      currency: 'EUR',
      balance: 1000,
      bonus: 0,
      openBets: 0,
    });
    const t = setUp();
    await t.ready();
    expect(t.socket().auth.jwt).toBe('tok');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'my open bets' } });
    expect((send() as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes with its close button and with Escape', async () => {
    const t = setUp();
    await t.ready();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(t.onClose).toHaveBeenCalledTimes(2);
  });
});
