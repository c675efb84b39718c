import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ChatNotification } from '@touchline/contract';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBrand } from '@/brands/current-brand';
import { forgetIpDetails, IP_DETAILS_KEY } from '@/shared/api/ip-details';
import { useSession } from '@/shared/session';
import { ChatHost } from './chat-host';
import { chatHostWanted } from './index';
import { CHAT_CLOSED_AT_KEY, CHAT_UUID_KEY, notificationClosedAt, storedUuid } from './persist';
import { applyAddressReset, withoutResetParam } from './reset';

const UUID = '8f9c2f7e-6a61-4d2e-9a3b-2f1f3c4d5e6f';

// The page's socket would reach for a server: the chat namespace answers as a connected fake.
vi.mock('./api/chat-socket', () => ({
  connectChatSocket: async () => ({
    connected: true,
    active: true,
    on: () => {},
    emit: () => {},
    disconnect: () => {},
  }),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const notification: ChatNotification = {
  id: 'n1',
  title: 'Your free bet expires tonight',
  message: 'Your €5 free bet ends at midnight.',
  cta_btn: { text: 'Use it', url: null },
  suggested_question: 'What can I use my free bet on?',
};

let chatbot = true;
let visitorCountry = 'IE';
let notificationCalls = 0;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderHost(open = false, entry = '/') {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <button type="button" data-chat-anchor="">
          Bet Assistant
        </button>
        <ChatHost open={open} onOpenChange={onOpenChange} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, onOpenChange };
}

const signIn = () =>
  useSession.getState().signIn('tok', {
    username: 'demo',
    name: null,
    currency: 'EUR',
    balance: 1000,
    bonus: 0,
    openBets: 0,
  });

beforeEach(() => {
  chatbot = true;
  visitorCountry = 'IE';
  notificationCalls = 0;
  localStorage.clear();
  sessionStorage.removeItem(IP_DETAILS_KEY);
  forgetIpDetails();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (request) => {
    const url = new URL(String(request), 'http://localhost');
    switch (url.pathname) {
      case '/v1/config':
        return json({
          combo_boost: { percent_steps: [], winnings_calc_mode: 'net' },
          operator: {
            playthrough_enabled: true,
            cashout_enabled: true,
            chatbot_enabled: chatbot,
            login_enabled: true,
            account_v2_enabled: false,
          },
        });
      case '/ip/details':
        return json({ country: visitorCountry, ip_address: '203.0.113.9', is_tester: false });
      case '/chat/start':
        return json({ uuid: UUID, messages: [] });
      case '/chat/notifications':
        notificationCalls += 1;
        return json({ notifications: [notification] });
      default:
        return json({ statusCode: 404, error: 'Not Found', message: 'no route' }, 404);
    }
  });
});
afterEach(() => {
  useSession.getState().clear();
  vi.restoreAllMocks();
});

describe('the chat host', () => {
  it('shows nothing, open or not, when the configuration turns the chatbot off', async () => {
    chatbot = false;
    const { onOpenChange } = renderHost(true);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads the widget on demand when opened', async () => {
    renderHost(true);
    // The widget's code and texts load on first opening: allow for the transform of a cold test run.
    expect(await screen.findByRole('dialog', { name: 'Bet AI' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByPlaceholderText('Ask me anything...')).toBeTruthy();
  });

  it('shows a logged-in bettor the notification bubble, whose call to action opens the chat', async () => {
    expect(currentBrand.bookmaker).toBe('touchline_ie');
    signIn();
    const { onOpenChange } = renderHost(false);
    const bubble = await screen.findByRole(
      'region',
      { name: 'Your free bet expires tonight' },
      { timeout: 10_000 },
    );
    expect(bubble.textContent).toContain('Your €5 free bet ends at midnight.');
    fireEvent.click(screen.getByRole('button', { name: 'Use it' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
  });

  it('shows no bubble to a guest, nor on the Irish site to a visitor outside Ireland', async () => {
    renderHost(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('chat-notification')).toBeNull();
    visitorCountry = 'GB';
    signIn();
    renderHost(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('chat-notification')).toBeNull();
    expect(notificationCalls).toBe(0);
  });

  it('hides the bubble for one hour after it is closed', async () => {
    signIn();
    const first = renderHost(false);
    await screen.findByTestId('chat-notification');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('chat-notification')).toBeNull();
    const closedAt = notificationClosedAt();
    expect(closedAt).not.toBeNull();
    first.unmount();
    const second = renderHost(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('chat-notification')).toBeNull();
    second.unmount();
    localStorage.setItem(CHAT_CLOSED_AT_KEY, String((closedAt ?? 0) - 3_600_000));
    renderHost(false);
    expect(await screen.findByTestId('chat-notification')).toBeTruthy();
  });

  it('strips chatbot=reset from the address and keeps the rest', async () => {
    renderHost(false, '/live?chatbot=reset&sport=football');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/live?sport=football'));
  });

  it('clears the conversation on logout', () => {
    signIn();
    localStorage.setItem(CHAT_UUID_KEY, UUID);
    useSession.getState().clear();
    expect(storedUuid()).toBeNull();
  });
});

describe('chatbot=reset', () => {
  it('clears the hidden notification and the stored session', () => {
    localStorage.setItem(CHAT_CLOSED_AT_KEY, String(Date.now()));
    localStorage.setItem(CHAT_UUID_KEY, UUID);
    expect(applyAddressReset('?chatbot=reset')).toBe(true);
    expect(notificationClosedAt()).toBeNull();
    expect(storedUuid()).toBeNull();
  });
  it('does nothing without it', () => {
    localStorage.setItem(CHAT_UUID_KEY, UUID);
    expect(applyAddressReset('?chatbot=open')).toBe(false);
    expect(storedUuid()).toBe(UUID);
  });
  it('leaves the address without its key', () => {
    expect(withoutResetParam('?chatbot=reset')).toBe('');
    expect(withoutResetParam('?a=1&chatbot=reset&b=2')).toBe('?a=1&b=2');
    expect(withoutResetParam('?a=1')).toBeNull();
  });
});

describe('the first load', () => {
  it('loads the chat host only when the chat is opened, a bettor is logged in, or a reset link asks', () => {
    expect(chatHostWanted(false, false)).toBe(false);
    expect(chatHostWanted(true, false)).toBe(true);
    expect(chatHostWanted(false, true)).toBe(true);
  });
});
