import { afterEach, describe, expect, it, vi } from 'vitest';
import { affiliateCookieDomains, affiliateCookies, writeAffiliateCookies } from './affiliate-cookies';
import { syncAttribution } from './sync';

const ATTRIBUTION = { campaign: 'Spring Promo', adgroup: 'ag-17', creative: 'WELCOME50' };

describe('affiliate cookies from the app attribution sync', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('maps campaign to idaffiliation, adgroup to click_id and affiliate_customs[click_id], creative to affiliate_customs[bonuscode]', () => {
    const cookies = affiliateCookies(ATTRIBUTION, 'example.com');
    expect(cookies.map(({ name, value }) => [name, value])).toEqual([
      ['idaffiliation', 'Spring Promo'],
      ['click_id', 'ag-17'],
      ['affiliate_customs[bonuscode]', 'WELCOME50'],
      ['affiliate_customs[click_id]', 'ag-17'],
    ]);
  });

  it('lives 30 days (2,592,000 s), secure', () => {
    for (const cookie of affiliateCookies(ATTRIBUTION, 'sport.example.com')) {
      expect(cookie.maxAgeSeconds).toBe(2_592_000);
      expect(cookie.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
      expect(cookie.secure).toBe(true);
    }
  });

  it('is set on the domain and the sport. or global. subdomain the page is on', () => {
    expect(affiliateCookieDomains('sport.example.com')).toEqual(['example.com', 'sport.example.com']);
    expect(affiliateCookieDomains('global.example.com')).toEqual(['example.com', 'global.example.com']);
    expect(affiliateCookieDomains('example.com')).toEqual(['example.com']);
    expect(affiliateCookieDomains('www.example.com')).toEqual(['example.com']);
    expect(affiliateCookieDomains('sport.ie.touchline.example')).toEqual([
      'ie.touchline.example',
      'sport.ie.touchline.example',
    ]);
    expect(affiliateCookieDomains('Sport.Example.com.')).toEqual(['example.com', 'sport.example.com']);
  });

  it('on localhost, an IP address or the app web view, the cookie is the host own (shared across its ports)', () => {
    for (const host of ['localhost', '127.0.0.1', '10.0.2.2', '[::1]', '::1']) {
      expect(affiliateCookieDomains(host)).toEqual([undefined]);
    }
    expect(affiliateCookies(ATTRIBUTION, '127.0.0.1')).toHaveLength(4);
  });

  it('skips parts that are missing, empty or not affiliate values, keeping those cookies as they were', () => {
    const cookies = affiliateCookies(
      { campaign: '  ', adgroup: 'ag<script>', creative: 'C1' },
      'example.com',
    );
    expect(cookies.map(({ name, value }) => [name, value])).toEqual([['affiliate_customs[bonuscode]', 'C1']]);
    expect(affiliateCookies({}, 'example.com')).toEqual([]);
    expect(affiliateCookies({ campaign: 'x'.repeat(129) }, 'example.com')).toEqual([]);
  });

  it('writes each cookie through document.cookie with its attributes', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    writeAffiliateCookies({ campaign: 'Spring Promo' }, 'sport.example.com');
    expect(written).toEqual([
      'idaffiliation=Spring%20Promo; Max-Age=2592000; Path=/; SameSite=Lax; Domain=example.com; Secure',
      'idaffiliation=Spring%20Promo; Max-Age=2592000; Path=/; SameSite=Lax; Domain=sport.example.com; Secure',
    ]);
    written.length = 0;
    writeAffiliateCookies({ creative: 'B1' }, '127.0.0.1');
    expect(written).toEqual([
      'affiliate_customs[bonuscode]=B1; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('the sync entry takes the shell message as an object or JSON text and ignores anything else', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    expect(syncAttribution({ type: 'attribution', ...ATTRIBUTION }, 'example.com')).toHaveLength(4);
    expect(syncAttribution(JSON.stringify(ATTRIBUTION), 'example.com')).toHaveLength(4);
    expect(syncAttribution('not json', 'example.com')).toEqual([]);
    expect(syncAttribution({ campaign: 42 }, 'example.com')).toEqual([]);
    expect(syncAttribution(null, 'example.com')).toEqual([]);
  });
});
