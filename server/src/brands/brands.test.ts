import { BrandConfig, BrandDefinition } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  accountOrigin,
  BRANDS,
  brandForHeaders,
  DEFAULT_BRAND,
  publicOrigin,
  resolveBrand,
  runtimeBrandConfig,
} from './index';

const byCountry = (country: string) => BRANDS.find((brand) => brand.COUNTRY === country);

describe('brands: country sites IE, GB, RO, US, GR, MX, BR and the German brand', () => {
  it('has one brand per country with a unique bookmaker and domain, each valid by the contract', () => {
    expect(BRANDS.map((brand) => brand.COUNTRY)).toEqual(['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR', 'DE']);
    expect(new Set(BRANDS.map((brand) => brand.BOOKMAKER)).size).toBe(BRANDS.length);
    expect(new Set(BRANDS.map((brand) => brand.domain)).size).toBe(BRANDS.length);
    for (const brand of BRANDS) expect(BrandDefinition.parse(brand)).toEqual(brand);
  });

  it('names each country site’s bookmaker touchline_<country>', () => {
    expect(Object.fromEntries(BRANDS.map((brand) => [brand.COUNTRY, brand.BOOKMAKER]))).toEqual({
      IE: 'touchline_ie',
      GB: 'touchline_gb',
      RO: 'touchline_ro',
      US: 'touchline_us',
      GR: 'touchline_gr',
      MX: 'touchline_mx',
      BR: 'touchline_br',
      DE: 'touchline_de',
    });
  });

  it('default brand is IE', () => {
    expect(DEFAULT_BRAND.COUNTRY).toBe('IE');
  });

  it('currencies follow the operator list (EUR default, GBP, RON, MXN, BRL)', () => {
    expect(Object.fromEntries(BRANDS.map((brand) => [brand.COUNTRY, brand.DEFAULT_CURRENCY]))).toEqual({
      IE: 'EUR',
      GB: 'GBP',
      RO: 'RON',
      US: 'EUR',
      GR: 'EUR',
      MX: 'MXN',
      BR: 'BRL',
      DE: 'EUR',
    });
  });

  it('every brand offers all nine languages, its own default first', () => {
    for (const brand of BRANDS) {
      expect(brand.languages).toHaveLength(9);
      expect(brand.languages[0]).toBe(brand.default_lang);
    }
    expect(byCountry('RO')?.languages.slice(0, 2)).toEqual(['ro', 'en']);
    expect(byCountry('GR')?.default_lang).toBe('el');
    expect(byCountry('BR')?.default_lang).toBe('pt');
    expect(byCountry('DE')?.default_lang).toBe('de');
  });
});

describe('Settings defaults per brand', () => {
  it('odds format is decimal everywhere except american in Mexico', () => {
    for (const brand of BRANDS)
      expect(brand.ODDS_FORMAT).toBe(brand.COUNTRY === 'MX' ? 'american' : 'decimal');
  });

  it('accept-odds is all everywhere except higher in Romania', () => {
    for (const brand of BRANDS)
      expect(brand.DEFAULT_ACCEPT_ODDS).toBe(brand.COUNTRY === 'RO' ? 'higher' : 'all');
  });

  it('combo boost ladders start at zero and never decrease', () => {
    for (const brand of BRANDS) {
      const steps = brand.combo_boost.percent_steps;
      expect(steps[0]).toBe(0);
      expect(steps.every((step, index) => index === 0 || step >= (steps[index - 1] ?? 0))).toBe(true);
    }
  });
});

describe('bookmaker, country and host select the brand', () => {
  it('bookmaker wins over country', () => {
    expect(resolveBrand({ bookmaker: 'touchline_gb', country: 'RO' }).COUNTRY).toBe('GB');
  });

  it('country selects when no bookmaker is given, case-insensitively', () => {
    expect(resolveBrand({ country: 'mx' }).BOOKMAKER).toBe('touchline_mx');
  });

  it('then the host domain or a subdomain of it, then IE', () => {
    expect(resolveBrand({ host: 'sport.gr.touchline.example:443' }).COUNTRY).toBe('GR');
    expect(resolveBrand({ host: 'localhost:8080' }).COUNTRY).toBe('IE');
    expect(resolveBrand({}).COUNTRY).toBe('IE');
  });

  it('an unknown bookmaker or country is a 400 with a reason', () => {
    expect(() => resolveBrand({ bookmaker: 'nobody' })).toThrow(/unknown bookmaker 'nobody'/);
    expect(() => resolveBrand({ country: 'ZZ' })).toThrow(/unknown country/);
    try {
      resolveBrand({ bookmaker: 'nobody' });
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(400);
    }
  });

  it('the IP calls read a known bookmaker header and ignore an unknown one', () => {
    expect(brandForHeaders({ bookmaker: 'touchline_br' }, 'localhost').COUNTRY).toBe('BR');
    expect(brandForHeaders({ bookmaker: 'nobody' }, 'ro.touchline.example').COUNTRY).toBe('RO');
  });
});

describe('operator country config as served', () => {
  it('points CMS_URL at this server and global_iframe at the account site', () => {
    const config = loadConfig({ ACCOUNT_PORT: '9091' });
    const served = runtimeBrandConfig(
      DEFAULT_BRAND,
      publicOrigin(config, { protocol: 'http', host: 'localhost:9090' }),
      accountOrigin(config),
    );
    expect(BrandConfig.parse(served)).toEqual(served);
    expect(served.CMS_URL).toBe('http://localhost:9090');
    expect(served.global_iframe).toBe('http://localhost:9091');
    const configured = loadConfig({
      ACCOUNT_URL: 'https://global.example/',
      PUBLIC_URL: 'https://sport.example',
    });
    expect(accountOrigin(configured)).toBe('https://global.example');
    expect(publicOrigin(configured, { protocol: 'http', host: 'ignored' })).toBe('https://sport.example');
  });
});
