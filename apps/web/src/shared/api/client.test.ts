import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, setTokenSource, toQueryString } from './client';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('calls: params with nulls removed', () => {
  it('drops null and undefined, joins lists with commas', () => {
    expect(toQueryString({ a: 1, b: null, c: undefined, d: ['x', 'y'], e: false })).toBe(
      '?a=1&d=x%2Cy&e=false',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('every call sends the login token in a jwt header', () => {
  it('adds jwt when a token exists and turns error bodies into ApiError', async () => {
    setTokenSource(() => 'tok');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no such event' }), {
          status: 404,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failure = await apiGet('/echo/v1/markets', { event_id: '1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).message).toBe('no such event');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).jwt).toBe('tok');
  });
  it('reports a network failure as CONNECTION_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiGet('/sports')).rejects.toMatchObject({ code: 'CONNECTION_ERROR' });
  });
});
