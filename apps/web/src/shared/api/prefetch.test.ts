import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootCalls } from '../../boot-data';
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

  it('the shell calls always, the home calls on the home page only, with the brand and language', () => {
    const ctx = apiContextFor('de');
    const home = bootCalls('/', ctx).map((call) => call.path);
    expect(home).toEqual(['/strapi/navigation', '/v1/config', '/sports', '/home', '/api/content/bets_stats']);
    expect(bootCalls('/live', ctx).map((call) => call.path)).toEqual([
      '/strapi/navigation',
      '/v1/config',
      '/sports',
    ]);
    expect(bootCalls('/', ctx)[3]?.params).toEqual({ lang: 'de', bookmaker: ctx.bookmaker });
  });
});
