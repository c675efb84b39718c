import { describe, expect, it } from 'vitest';
import { AccountSiteQuery, accountSiteUrl, isSportsbookOrigin } from './site-url';

describe('account site URL in the frame', () => {
  it('carries the page, brand, language, theme and the sportsbook origin', () => {
    const url = accountSiteUrl('https://global.ie.touchline.example/', {
      path: '/cashier/deposit',
      bookmaker: 'touchline_ie',
      lang: 'de',
      theme: 'light',
      origin: 'https://sport.ie.touchline.example',
    });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/cashier/deposit');
    expect(AccountSiteQuery.parse(Object.fromEntries(parsed.searchParams))).toEqual({
      bookmaker: 'touchline_ie',
      lang: 'de',
      theme: 'light',
      origin: 'https://sport.ie.touchline.example',
    });
  });

  it('keeps a query the page path already has', () => {
    const url = accountSiteUrl('http://localhost:8081', {
      path: '/registration?registration_token=abc',
      bookmaker: 'touchline_gb',
      lang: 'en',
      theme: 'dark',
      origin: 'http://localhost:8080',
    });
    expect(new URL(url).searchParams.get('registration_token')).toBe('abc');
  });

  it("reads the sportsbook frame's brand and parent as bookmaker and origin", () => {
    expect(
      AccountSiteQuery.parse({
        brand: 'touchline_ro',
        lang: 'ro',
        theme: 'light',
        parent: 'http://127.0.0.1:8080',
      }),
    ).toEqual({ bookmaker: 'touchline_ro', lang: 'ro', theme: 'light', origin: 'http://127.0.0.1:8080' });
  });

  it('falls back field by field when the query is missing or wrong', () => {
    expect(AccountSiteQuery.parse({})).toEqual({ lang: 'en', theme: 'dark' });
    expect(
      AccountSiteQuery.parse({ bookmaker: 'x y', lang: 'xx', theme: 'pink', origin: 'javascript:alert(1)' }),
    ).toEqual({ lang: 'en', theme: 'dark' });
  });

  it('allows listed sportsbook origins, and local ones only outside production', () => {
    const config = {
      api_url: 'https://api.example',
      sportsbook_origins: ['https://sport.example'],
      allow_local: false,
    };
    expect(isSportsbookOrigin(config, 'https://sport.example')).toBe(true);
    expect(isSportsbookOrigin(config, 'https://evil.example')).toBe(false);
    expect(isSportsbookOrigin(config, 'http://localhost:8080')).toBe(false);
    expect(isSportsbookOrigin({ ...config, allow_local: true }, 'http://127.0.0.1:5173')).toBe(true);
    expect(isSportsbookOrigin({ ...config, allow_local: true }, 'http://localhost.evil.example')).toBe(false);
  });
});
