/** The app's refresh rhythms: balance every 60 s plus at 2 s and 5 s after start, sports every 50 s. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiContextFor } from '@/shared/api/requests';
import { sportsQuery } from '@/shared/catalog';
import { setSessionSource, startSessionUpkeep, useSession } from '@/shared/session';
import { BALANCE_AFTER_START_MS, BALANCE_REFRESH_MS } from '@/shared/session/upkeep';
import { backToTheWeb, pretendAndroidApp } from './testing';

const user = { username: 'ana', name: null, currency: 'EUR' as const, balance: 1000, bonus: 0, openBets: 0 };

describe('in the app', () => {
  const appBalance = vi.fn(async () => {});
  beforeEach(() => {
    pretendAndroidApp();
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setSessionSource({ logout: async () => {}, balance: appBalance });
    useSession.getState().signIn('access-1', user);
    appBalance.mockClear();
  });
  afterEach(() => {
    useSession.getState().clear();
    backToTheWeb();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('refreshes the balance from the app source at 2 s and 5 s after start, then every 60 s', async () => {
    expect(BALANCE_AFTER_START_MS).toEqual([2000, 5000]);
    expect(BALANCE_REFRESH_MS).toBe(60_000);
    const stop = startSessionUpkeep();
    await vi.advanceTimersByTimeAsync(1999);
    expect(appBalance).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(appBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(appBalance).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(55_000);
    expect(appBalance).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(appBalance).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(appBalance).toHaveBeenCalledTimes(4);
  });

  it('refreshes the sports every 50 s', () => {
    const options = sportsQuery(apiContextFor('en'));
    expect(options.refetchInterval).toBe(50_000);
    expect(options.staleTime).toBe(50_000);
  });
});
