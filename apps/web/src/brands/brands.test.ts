import { BRANDS as CONTRACT_BRANDS } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { BRANDS, DEFAULT_STATS_URL, resolveBrand } from './brands';

describe('brand by host name, ?country= in development', () => {
  it('maps each country domain to its brand', () => {
    expect(resolveBrand('ro.touchline.example', '', false).country).toBe('RO');
    expect(resolveBrand('sport.gb.touchline.example', '', false).country).toBe('GB');
  });
  it('mirrors the contract brands', () => {
    for (const definition of CONTRACT_BRANDS) {
      const mine = BRANDS[definition.COUNTRY];
      expect(mine).toEqual({
        country: definition.COUNTRY,
        bookmaker: definition.BOOKMAKER,
        currency: definition.DEFAULT_CURRENCY,
        locale: definition.DEFAULT_LOCALE,
        oddsFormat: definition.ODDS_FORMAT,
        acceptOdds: definition.DEFAULT_ACCEPT_ODDS,
        defaultLanguage: definition.default_lang,
        domain: definition.domain,
        statsUrl: DEFAULT_STATS_URL,
      });
    }
  });
  it('honours ?country= only in development or on localhost', () => {
    expect(resolveBrand('localhost', '?country=mx', false).country).toBe('MX');
    expect(resolveBrand('ie.touchline.example', '?country=MX', true).country).toBe('MX');
    expect(resolveBrand('ie.touchline.example', '?country=MX', false).country).toBe('IE');
  });
  it('falls back to Ireland for unknown hosts and countries', () => {
    expect(resolveBrand('example.org', '', false).country).toBe('IE');
    expect(resolveBrand('localhost', '?country=zz', false).country).toBe('IE');
  });
});

describe('settings defaults per brand', () => {
  it('Mexico defaults to american odds and MXN', () => {
    expect(BRANDS.MX.oddsFormat).toBe('american');
    expect(BRANDS.MX.currency).toBe('MXN');
  });
  it('Romania accepts higher odds by default', () => {
    expect(BRANDS.RO.acceptOdds).toBe('higher');
    expect(BRANDS.IE.acceptOdds).toBe('all');
  });
});
