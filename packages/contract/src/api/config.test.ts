import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { ConfigResponse, IpCheckQuery, IpCheckResponse, IpDetailsResponse } from './config';

describe('GET /v1/config: combo_boost and operator', () => {
  it('accepts combo boost, operator switches, the brand and its help centre or none', () => {
    const body = {
      combo_boost: examples.comboBoost,
      operator: examples.operator,
      brand: examples.brand,
      help_centre: null,
    };
    expect(ConfigResponse.safeParse(body).success).toBe(true);
    const helpCentre = {
      base_url: 'https://help.example',
      home: '/',
      articles: { 'contact-us': '/contact' },
    };
    expect(ConfigResponse.safeParse({ ...body, help_centre: helpCentre }).success).toBe(true);
    expect(
      ConfigResponse.safeParse({ ...body, help_centre: { ...helpCentre, articles: { nope: '/x' } } }).success,
    ).toBe(false);
  });
});

describe('GET /ip/details', () => {
  it('accepts any visitor country, an IP and the tester flag', () => {
    expect(
      IpDetailsResponse.safeParse({ country: 'FR', ip_address: '203.0.113.9', is_tester: false }).success,
    ).toBe(true);
    expect(
      IpDetailsResponse.safeParse({ country: 'IE', ip_address: '2001:db8::1', is_tester: true }).success,
    ).toBe(true);
  });
  it('rejects a malformed address or country', () => {
    expect(
      IpDetailsResponse.safeParse({ country: 'IE', ip_address: 'localhost', is_tester: false }).success,
    ).toBe(false);
    expect(
      IpDetailsResponse.safeParse({ country: 'ie', ip_address: '203.0.113.9', is_tester: false }).success,
    ).toBe(false);
  });
});

describe('IP check (time, lang; status, country)', () => {
  it('coerces the time', () => {
    expect(IpCheckQuery.parse({ time: '1714750000000' })).toEqual({ time: 1714750000000, lang: 'en' });
  });
  it('rejects a time that is not a number', () => {
    expect(IpCheckQuery.safeParse({ time: 'now' }).success).toBe(false);
  });
  it('answers success with a country or declined', () => {
    expect(IpCheckResponse.safeParse({ status: 'success', country: 'GB' }).success).toBe(true);
    expect(IpCheckResponse.safeParse({ status: 'declined', country: null }).success).toBe(true);
    expect(IpCheckResponse.safeParse({ status: 'error', country: null }).success).toBe(false);
  });
});
