import { QueryClient } from '@tanstack/react-query';
import type { Cashout } from '@touchline/contract';
import { setToastSink } from '@touchline/web-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/client';

const api = vi.hoisted(() => ({ postCashout: vi.fn(), fetchCashouts: vi.fn() }));
const session = vi.hoisted(() => ({
  refreshBalance: vi.fn(async () => {}),
  refreshOpenBets: vi.fn(async () => {}),
}));
vi.mock('./api', async (original) => ({ ...(await original<typeof import('./api')>()), ...api }));
vi.mock('@/shared/session', () => session);

const { CASHOUT_POLL_MS, cashOut, resumePendingCashouts } = await import('./cashout');

const MESSAGE = 'Cashout(s) successfully processed.';
const row = (bet_id: string, status: Cashout['status'], amount = 950): Cashout => ({
  bet_id,
  status,
  amount,
  requested_at: '2026-11-24T05:00:00.000Z',
});

describe('cash-out', () => {
  let toasts: string[];
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    toasts = [];
    setToastSink((message) => toasts.push(message));
    client = new QueryClient();
    vi.clearAllMocks();
  });
  afterEach(() => {
    setToastSink(null);
    vi.useRealTimers();
  });

  const attempt = (amount: number, offer: number) => ({
    betId: 'b1',
    amount,
    offer,
    message: MESSAGE,
    key: 'k'.repeat(20),
  });

  it('a full cash-out sends the offer alone; once processed it toasts and refreshes balance and badge', async () => {
    api.postCashout.mockResolvedValue({ cashout: row('b1', 'processed') });
    expect(await cashOut(client, attempt(950, 950))).toEqual({ kind: 'processed', amount: 950 });
    expect(api.postCashout).toHaveBeenCalledWith('b1', { amount: 950 }, 'k'.repeat(20));
    expect(toasts).toEqual([MESSAGE]);
    expect(session.refreshBalance).toHaveBeenCalled();
    expect(session.refreshOpenBets).toHaveBeenCalled();
  });

  it('a partial cash-out names the amount and the offer it is part of', async () => {
    api.postCashout.mockResolvedValue({ cashout: row('b1', 'processed', 500) });
    await cashOut(client, attempt(500, 950));
    expect(api.postCashout).toHaveBeenCalledWith('b1', { amount: 500, offer: 950 }, 'k'.repeat(20));
  });

  it('an offer that moved down comes back to be confirmed again, without a toast', async () => {
    api.postCashout.mockResolvedValue({ cashout: row('b1', 'rejected', 900) });
    expect(await cashOut(client, attempt(950, 950))).toEqual({ kind: 'moved', offer: 900 });
    expect(toasts).toEqual([]);
  });

  it('a refusal carries its code; a lost answer reads as a connection error', async () => {
    api.postCashout.mockRejectedValueOnce(new ApiError(409, 'suspended', 'MARKET_SUSPENDED'));
    expect(await cashOut(client, attempt(950, 950))).toEqual({ kind: 'refused', code: 'MARKET_SUSPENDED' });
    api.postCashout.mockRejectedValueOnce(new ApiError(0, 'CONNECTION_ERROR', 'CONNECTION_ERROR'));
    expect(await cashOut(client, attempt(950, 950))).toEqual({ kind: 'refused', code: 'CONNECTION_ERROR' });
  });

  it('a pending cash-out is asked again every 3 s until processed, then toasts once and stops', async () => {
    api.postCashout.mockResolvedValue({ cashout: row('b1', 'pending') });
    api.fetchCashouts.mockResolvedValue({ cashouts: [row('b1', 'pending')] });
    expect(await cashOut(client, attempt(950, 950))).toEqual({ kind: 'pending' });
    await vi.advanceTimersByTimeAsync(CASHOUT_POLL_MS);
    expect(api.fetchCashouts).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    api.fetchCashouts.mockResolvedValue({ cashouts: [row('b1', 'processed'), row('b1', 'pending')] });
    await vi.advanceTimersByTimeAsync(CASHOUT_POLL_MS);
    expect(toasts).toEqual([MESSAGE]);
    await vi.advanceTimersByTimeAsync(CASHOUT_POLL_MS * 3);
    expect(api.fetchCashouts).toHaveBeenCalledTimes(2);
  });

  it('cash-outs still pending on the server when the page opens are followed too', async () => {
    api.fetchCashouts.mockResolvedValueOnce({ cashouts: [row('b2', 'pending'), row('b3', 'processed')] });
    await resumePendingCashouts(client, MESSAGE);
    api.fetchCashouts.mockResolvedValue({ cashouts: [row('b2', 'processed')] });
    await vi.advanceTimersByTimeAsync(CASHOUT_POLL_MS);
    expect(toasts).toEqual([MESSAGE]);
  });
});
