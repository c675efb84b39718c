import { describe, expect, it } from 'vitest';
import { readSiteQuery, resolveSite } from './site';

const config = {
  api_url: 'https://sport.ie.touchline.example',
  sportsbook_origins: ['https://sport.ie.touchline.example'],
  allow_local: false,
};

describe('the site the frame URL asks for', () => {
  it('reads brand, language and theme from the query, and keeps them for the tab', () => {
    expect(readSiteQuery('?bookmaker=touchline_gb&lang=de&theme=light')).toMatchObject({
      bookmaker: 'touchline_gb',
      lang: 'de',
      theme: 'light',
    });
    expect(readSiteQuery('')).toMatchObject({ bookmaker: 'touchline_gb', lang: 'de', theme: 'light' });
    expect(readSiteQuery('?lang=fi')).toMatchObject({ bookmaker: 'touchline_gb', lang: 'fi' });
  });

  it("follows the brand's currency and country", () => {
    const site = resolveSite({
      query: { bookmaker: 'touchline_mx', lang: 'es', theme: 'dark' },
      config,
      framed: false,
      referrer: '',
    });
    expect(site.brand.DEFAULT_CURRENCY).toBe('MXN');
    expect(site.brand.COUNTRY).toBe('MX');
  });

  it('talks to the sportsbook only when framed by an allowed origin', () => {
    const query = {
      lang: 'en' as const,
      theme: 'dark' as const,
      origin: 'https://sport.ie.touchline.example',
    };
    expect(resolveSite({ query, config, framed: true, referrer: '' }).sportsbookOrigin).toBe(
      'https://sport.ie.touchline.example',
    );
    expect(resolveSite({ query, config, framed: false, referrer: '' }).sportsbookOrigin).toBeNull();
    expect(
      resolveSite({ query: { ...query, origin: 'https://evil.example' }, config, framed: true, referrer: '' })
        .sportsbookOrigin,
    ).toBeNull();
    expect(
      resolveSite({
        query: { lang: 'en', theme: 'dark' },
        config,
        framed: true,
        referrer: 'https://sport.ie.touchline.example/football',
      }).sportsbookOrigin,
    ).toBe('https://sport.ie.touchline.example');
  });

  it('falls back to the default brand for an unknown bookmaker', () => {
    const site = resolveSite({
      query: { bookmaker: 'touchline_xx', lang: 'en', theme: 'dark' },
      config,
      framed: false,
      referrer: '',
    });
    expect(site.brand.BOOKMAKER).toBe('touchline_ie');
  });
});
