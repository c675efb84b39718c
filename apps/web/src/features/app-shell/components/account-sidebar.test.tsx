import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrame } from '@/shared/account-frame';
import { useSession } from '@/shared/session';
import { useShellUi } from '../ui-store';
import { AccountSidebar } from './account-sidebar';

const user = { username: 'demo', name: null, currency: 'EUR' as const, balance: 1000, bonus: 0, openBets: 0 };

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSidebar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AccountSidebar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('account sidebar Inbox entry', () => {
  let unread = 0;
  let inboxCalls = 0;
  beforeEach(() => {
    unread = 0;
    inboxCalls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/v1/inbox') {
        inboxCalls += 1;
        return answer({ messages: [], unread, total: unread });
      }
      return answer({ statusCode: 404, error: 'Not Found', message: 'no route' }, 404);
    });
    useSession.getState().signIn('tok', user);
    useShellUi.getState().setRightOpen(true);
  });
  afterEach(() => {
    useShellUi.getState().setRightOpen(false);
    useSession.getState().clear();
    vi.restoreAllMocks();
  });

  it('sits between My Account and Cashier and shows the unread count fetched when the sidebar opens', async () => {
    unread = 4;
    renderSidebar();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Inbox\s*4$/ })).toBeTruthy());
    expect(inboxCalls).toBe(1);
    const labels = screen
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
      .filter((text) => /My Account|Inbox|Cashier/.test(text));
    expect(labels).toEqual(['My Account', 'Inbox4', 'Cashier']);
  });

  it('hides the badge at 0 and shows 99+ above 99, following the count the frame reports', async () => {
    renderSidebar();
    await waitFor(() => expect(inboxCalls).toBe(1));
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeTruthy();
    act(() => useSession.getState().setRewards({ inboxUnread: 150 }));
    expect(screen.getByRole('button', { name: /^Inbox\s*99\+$/ })).toBeTruthy();
    act(() => useSession.getState().setRewards({ inboxUnread: 0 }));
    expect(screen.getByRole('button', { name: 'Inbox' })).toBeTruthy();
  });

  it('opens the account site inbox in the frame', async () => {
    renderSidebar();
    screen.getByRole('button', { name: /^Inbox/ }).click();
    expect(useAccountFrame.getState().request?.path).toBe('/inbox');
  });

  it('forgets the count on logout', () => {
    useSession.getState().setRewards({ inboxUnread: 3 });
    useSession.getState().clear();
    expect(useSession.getState().inboxUnread).toBe(0);
  });
});
