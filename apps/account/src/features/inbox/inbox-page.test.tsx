import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxMessage } from '@touchline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite } from '@/test/render';
import { InboxPage } from './inbox-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const deposit: InboxMessage = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'deposit',
  params: { amount: 2_500, currency: 'EUR', payment_id: 7 },
  created_at: '2026-11-24T10:00:00.000Z',
  read: false,
};
const welcome: InboxMessage = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'welcome',
  params: { username: 'alice' },
  created_at: '2026-11-23T09:00:00.000Z',
  read: true,
};
const limits: InboxMessage = {
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'deposit_limit',
  params: {
    currency: 'EUR',
    changes: [{ period: 'day', limit: 9_000, effective_at: '2026-11-25T10:00:00.000Z' }],
  },
  created_at: '2026-11-24T11:00:00.000Z',
  read: true,
};

const countsPosted = (posted: unknown[]) =>
  posted
    .filter((m) => (m as { event: string }).event === 'inbox_count')
    .map((m) => (m as { details: unknown }).details);

describe('inbox page', () => {
  it('lists the messages with their titles, marks the unread ones and tells the sportsbook the counts', async () => {
    fakeApi({ 'GET /v1/inbox': { body: { messages: [limits, deposit, welcome], unread: 1, total: 3 } } });
    const { posted } = renderSite(<InboxPage />);
    expect(screen.getByRole('heading', { name: 'Inbox' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const titles = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(titles).toEqual(['Deposit limits changed', 'Deposit received', 'Welcome to Touchline']);
    const unread = screen.getByRole('button', { name: 'Deposit received' });
    expect(unread.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(screen.getByText('1 unread message')).toBeTruthy();
    await waitFor(() => expect(countsPosted(posted)).toEqual([{ new: 1, total: 3 }]));
  });

  it('opening an unread message shows its amount, marks it read and sends the lower count', async () => {
    const api = fakeApi({
      'GET /v1/inbox': { body: { messages: [deposit, welcome], unread: 1, total: 2 } },
      [`POST /v1/inbox/${deposit.id}/read`]: { body: { unread: 0, total: 2 } },
    });
    const { posted } = renderSite(<InboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit received' }));
    expect(screen.getByText('€25.00 has been added to your balance.')).toBeTruthy();
    await waitFor(() =>
      expect(countsPosted(posted)).toEqual([
        { new: 1, total: 2 },
        { new: 0, total: 2 },
      ]),
    );
    expect(api.requests.some((r) => r.method === 'POST' && r.url === `/v1/inbox/${deposit.id}/read`)).toBe(
      true,
    );
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deposit received' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('opening a read message sends nothing; a raised limit says when it takes effect', async () => {
    const api = fakeApi({ 'GET /v1/inbox': { body: { messages: [limits], unread: 0, total: 1 } } });
    renderSite(<InboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit limits changed' }));
    expect(screen.getByText(/Daily limit \(24 hours\): €90\.00, takes effect on/)).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a change of loss limits names the loss limit and when a removal applies', async () => {
    const loss = {
      ...limits,
      id: '44444444-4444-4444-8444-444444444444',
      kind: 'loss_limit',
      params: {
        currency: 'EUR',
        changes: [
          { period: 'week', limit: 5_000, effective_at: null },
          { period: 'month', limit: null, effective_at: '2026-11-25T10:00:00.000Z' },
        ],
      },
    };
    fakeApi({ 'GET /v1/inbox': { body: { messages: [loss], unread: 0, total: 1 } } });
    renderSite(<InboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Loss limits changed' }));
    expect(screen.getByText('Your loss limits have been changed:')).toBeTruthy();
    expect(screen.getByText(/Weekly loss limit \(7 days\): €50\.00/)).toBeTruthy();
    expect(screen.getByText(/Monthly loss limit \(30 days\)/)).toBeTruthy();
  });

  it('Mark all as read reads every message and the count drops to zero', async () => {
    fakeApi({
      'GET /v1/inbox': { body: { messages: [deposit], unread: 1, total: 1 } },
      'POST /v1/inbox/read-all': { body: { unread: 0, total: 1 } },
    });
    const { posted } = renderSite(<InboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(countsPosted(posted).at(-1)).toEqual({ new: 0, total: 1 }));
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('an empty inbox says so', async () => {
    fakeApi({ 'GET /v1/inbox': { body: { messages: [], unread: 0, total: 0 } } });
    renderSite(<InboxPage />);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('more than twenty messages page with Next', async () => {
    const api = fakeApi({ 'GET /v1/inbox': { body: { messages: [welcome], unread: 0, total: 25 } } });
    renderSite(<InboxPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.requests.at(-1)?.url).toBe('/v1/inbox?limit=20&offset=20'));
  });
});
