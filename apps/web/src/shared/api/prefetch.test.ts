import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstCalls, firstScreen } from '../../boot/first-screen';
import { apiGet } from './client';
import { prefetch, takePrefetched } from './prefetch';
import { apiContextFor } from './requests';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('first-screen data starts before the app runs and is asked for once', () => {
  it('the first query of a prefetched address takes the early answer; the next one asks again', async () => {
    const fetchMock = vi.fn(async () => json({ n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    prefetch('/home', { lang: 'en', bookmaker: 'touchline_ie' });
    prefetch('/home', { lang: 'en', bookmaker: 'touchline_ie' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiGet('/home', { lang: 'en', bookmaker: 'touchline_ie' })).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiGet('/home', { lang: 'en', bookmaker: 'touchline_ie' })).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early answer that failed or went stale is not used: the query asks itself', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(json({ fresh: true }));
    vi.stubGlobal('fetch', fetchMock);
    prefetch('/sports', { lang: 'en' });
    expect(await apiGet('/sports', { lang: 'en' })).toEqual({ fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    prefetch('/v1/config', { lang: 'en' }, 0);
    expect(takePrefetched('/v1/config?lang=en', 60_000)).toBeNull();
  });

  it('the shell calls always, and those of the home, match or live page the address names', () => {
    const ctx = apiContextFor('de');
    const paths = (pathname: string, search = '') =>
      firstCalls(firstScreen(pathname, search), ctx).map((call) => call.path);
    const shell = [
      '/strapi/navigation',
      '/v1/config',
      '/sports',
      '/ip/check',
      '/api/content/global',
      '/api/content/translations',
    ];
    expect(paths('/')).toEqual(['/home', '/api/content/bets_stats', ...shell]);
    expect(paths('/football/premier-league/arsenal-chelsea-1000123')).toEqual(['/echo/v1/markets', ...shell]);
    expect(paths('/esports/match/77')).toEqual(['/echo/v1/markets', ...shell]);
    expect(paths('/live')).toEqual(['/echo/v1/events-live', ...shell]);
    expect(paths('/live', '?sport=football')).toEqual(shell);
    expect(paths('/football')).toEqual(shell);
    expect(firstScreen('/football/premier-league/arsenal-chelsea-1000123', '').eventId).toBe('1000123');
    expect(firstCalls(firstScreen('/', ''), ctx)[0]?.params).toEqual({
      lang: 'de',
      bookmaker: ctx.bookmaker,
    });
  });
});
