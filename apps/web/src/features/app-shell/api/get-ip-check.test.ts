import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@/shared/api/calls';
import { prefetch } from '@/shared/api/prefetch';
import { apiContextFor } from '@/shared/api/requests';
import { ipCheckQuery } from './get-ip-check';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { __touchlineEarly?: unknown }).__touchlineEarly;
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('location check', () => {
  it('takes the answer of the call index.html started with the page, whatever its time stamp', async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ status: 'declined', country: null }));
    vi.stubGlobal('fetch', fetchMock);
    const early = calls.ipCheck(apiContextFor('en'), 1_700_000_000_000);
    prefetch(early.path, early.params);
    const client = new QueryClient();
    expect(await client.fetchQuery(ipCheckQuery('en'))).toEqual({ status: 'declined', country: null });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/ip/check?time=1700000000000&lang=en']);
  });

  it('asks itself, with the time of asking, when no early call of its language is under way', async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ status: 'success', country: 'IE' }));
    vi.stubGlobal('fetch', fetchMock);
    const early = calls.ipCheck(apiContextFor('de'), 1_700_000_000_000);
    prefetch(early.path, early.params);
    const client = new QueryClient();
    expect(await client.fetchQuery(ipCheckQuery('en'))).toEqual({ status: 'success', country: 'IE' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toMatch(/^\/ip\/check\?time=\d+&lang=en$/);
    expect(fetchMock.mock.calls[1]?.[0]).not.toContain('1700000000000');
  });
});
