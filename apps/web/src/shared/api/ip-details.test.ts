import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIpDetails, IP_DETAILS_KEY, ipDetails, visitorAddress } from './ip-details';

const details = { country: 'IE', ip_address: '127.0.0.1', is_tester: true };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ip details', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetIpDetails();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is asked once for every caller of the page, and kept for the browser session', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, details));
    const [a, b, c] = await Promise.all([ipDetails(), ipDetails(), visitorAddress()]);
    expect([a, b, c]).toEqual([details, details, '127.0.0.1']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/ip/details');
    expect(JSON.parse(sessionStorage.getItem(IP_DETAILS_KEY) ?? 'null')).toEqual(details);
    // The next page of the same session reads the kept answer.
    forgetIpDetails();
    expect(await ipDetails()).toEqual(details);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failure reads as not known (no address, not a tester) and is not asked again on the page', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(500, { statusCode: 500, message: 'down' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await ipDetails()).toBeNull();
    expect(await visitorAddress()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(IP_DETAILS_KEY)).toBeNull();
  });

  it('a kept answer of another shape is asked for again', async () => {
    sessionStorage.setItem(IP_DETAILS_KEY, '{"country":"IE"}');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, details));
    expect(await ipDetails()).toEqual(details);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
