import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from './api/define';
import { createCallClient } from './call';
import { ApiError, CONNECTION_ERROR, INVALID_REQUEST, toQueryString, UNEXPECTED_RESPONSE } from './client';

const getThing = defineCall({
  method: 'GET',
  path: '/v1/things/:id',
  module: 'test',
  summary: 'A thing',
  auth: 'optional',
  params: z.object({ id: z.string() }),
  querystring: z.object({ lang: z.enum(['en', 'de']), limit: z.coerce.number().int().max(50).optional() }),
  response: z.object({ id: z.string(), count: z.number() }),
});

const postThing = defineCall({
  method: 'POST',
  path: '/v1/things',
  module: 'test',
  summary: 'Store a thing',
  auth: 'required',
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ stored: z.boolean() }),
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function clientWith(answer: () => Response | Promise<Response>, options = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer());
  return { fetch, client: createCallClient({ fetch, ...options }) };
}

describe('createCallClient', () => {
  it('builds method, path, query and headers from the call and returns the checked answer', async () => {
    const { fetch, client } = clientWith(() => json(200, { id: 'a/b', count: 3, extra: true }), {
      baseUrl: 'https://api.example',
      headers: () => ({ jwt: 'token-1', bookmaker: 'touchline_ie', empty: null }),
    });
    const answer = await client.call(getThing, { params: { id: 'a/b' }, query: { lang: 'en', limit: 5 } });
    expect(answer).toEqual({ id: 'a/b', count: 3 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/v1/things/a%2Fb?lang=en&limit=5');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeNull();
    expect(init?.headers).toEqual({ accept: 'application/json', jwt: 'token-1', bookmaker: 'touchline_ie' });
  });

  it('sends a body as JSON, or form-encoded when asked, with the call headers over the client ones', async () => {
    const { fetch, client } = clientWith(() => json(200, { stored: true }), {
      headers: () => ({ jwt: 'a' }),
    });
    await client.call(postThing, { body: { name: 'x' }, headers: { jwt: 'b', 'idempotency-key': 'k1' } });
    await client.call(postThing, { body: { name: 'y' }, form: true, headers: { jwt: null } });
    const [first, second] = fetch.mock.calls.map(([, init]) => init);
    expect(first?.body).toBe('{"name":"x"}');
    expect(first?.headers).toMatchObject({
      jwt: 'b',
      'idempotency-key': 'k1',
      'content-type': 'application/json',
    });
    expect(second?.body).toBe('name=y');
    expect(second?.headers).not.toHaveProperty('jwt');
    expect(second?.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
  });

  it('refuses an input its schema refuses without sending anything', async () => {
    const { fetch, client } = clientWith(() => json(200, {}));
    const error = await client.call(postThing, { body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: INVALID_REQUEST });
    expect((error as Error).message).toMatch(/^name: /);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns the standard error body into ApiError with status, code, reason and Retry-After', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'slow down', code: 'RATE_LIMITED' };
    const { client } = clientWith(() => json(429, body, { 'retry-after': '30' }));
    await expect(client.call(postThing, { body: { name: 'x' } })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'slow down',
      retryAfterSeconds: 30,
      body,
    });
  });

  it('names a failure without an error body by its status text', async () => {
    const { client } = clientWith(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      status: 502,
      code: null,
      message: 'Bad Gateway',
    });
  });

  it('refuses an answer that does not match the response schema', async () => {
    const { client } = clientWith(() => json(200, { id: 'a' }));
    await expect(client.call(getThing, { params: { id: 'a' }, query: { lang: 'en' } })).rejects.toMatchObject(
      {
        status: 200,
        code: UNEXPECTED_RESPONSE,
      },
    );
  });

  it('reports an unreachable server and a time-out as CONNECTION_ERROR with status 0', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      status: 0,
      code: CONNECTION_ERROR,
      message: CONNECTION_ERROR,
    });
    const slow = createCallClient({
      timeoutMs: 10,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: CONNECTION_ERROR,
      message: 'TIMEOUT',
    });
  });

  it("passes the caller's own abort through unchanged", async () => {
    const { client } = clientWith(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.request({ method: 'GET', path: '/x' }, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('tells the app about a refused session (401) with the headers that were sent', async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientWith(
      () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'no' }),
      {
        headers: () => ({ jwt: 'old' }),
        onUnauthorized,
      },
    );
    await expect(client.call(postThing, { body: { name: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith({
      path: '/v1/things',
      headers: expect.objectContaining({ jwt: 'old' }),
      callHeaders: {},
    });
  });
});

describe('toQueryString', () => {
  it('drops null and undefined, joins lists with commas', () => {
    expect(toQueryString({ a: 1, b: null, c: undefined, d: ['x', 'y'], e: false })).toBe(
      '?a=1&d=x%2Cy&e=false',
    );
    expect(toQueryString({})).toBe('');
  });
});
