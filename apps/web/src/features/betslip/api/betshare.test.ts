import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetIpDetails } from '@/shared/api/ip-details';
import { apiContextFor } from '@/shared/api/requests';
import { shareBet, trackShare } from './betshare';

const ctx = apiContextFor('en');
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('bet-share tracking', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetIpDetails();
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the visitor's address from the ip details with a share and with each tracked action, asking for it once", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/ip/details') return json({ country: 'IE', ip_address: '203.0.113.7', is_tester: false });
      if (url.includes('store-shared')) return json({ id: 'bet_share1', outcome_ids: ['o1'] });
      return json({ stored: true });
    });
    await shareBet(ctx, 'bet-1');
    trackShare(ctx, 'bet_share1', 'visited');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const bodies = fetch.mock.calls
      .filter(([url]) => String(url).includes('/v1/bet-share/'))
      .map(([, init]) => JSON.parse(String(init?.body)) as { meta: { ip_address: string | null } });
    expect(bodies.map((body) => body.meta.ip_address)).toEqual(['203.0.113.7', '203.0.113.7']);
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/ip/details')).toHaveLength(1);
  });
});
