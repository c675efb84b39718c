import { describe, expect, it } from 'vitest';
import {
  countryFromHeaders,
  decideRegion,
  describeVisitor,
  isLoopback,
  isNonPublic,
  normaliseIp,
} from './ip';

describe('GET /ip/details: address, country, tester flag', () => {
  it('reports IPv4 clients seen through IPv6 as IPv4', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
  });

  it('knows loopback and private ranges', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    for (const ip of ['10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.0.1', '100.64.0.1', 'fd00::1']) {
      expect(isNonPublic(ip), ip).toBe(true);
    }
    expect(isNonPublic('203.0.113.9')).toBe(false);
    expect(isNonPublic('172.32.0.1')).toBe(false);
  });

  it('reads the proxy country header and ignores unknown markers', () => {
    expect(countryFromHeaders({ 'cf-ipcountry': 'ro' })).toBe('RO');
    expect(countryFromHeaders({ 'x-country-code': 'FR' })).toBe('FR');
    expect(countryFromHeaders({ 'cf-ipcountry': 'XX' })).toBeNull();
    expect(countryFromHeaders({ 'cf-ipcountry': 'T1' })).toBeNull();
    expect(countryFromHeaders({ 'cf-ipcountry': 'not a code' })).toBeNull();
  });

  it('falls back to the brand country; loopback is a tester outside production only', () => {
    const base = { headers: {}, brandCountry: 'IE', testerIps: new Set<string>() };
    expect(describeVisitor({ ...base, ip: '127.0.0.1', production: false })).toEqual({
      country: 'IE',
      ip_address: '127.0.0.1',
      is_tester: true,
    });
    expect(describeVisitor({ ...base, ip: '127.0.0.1', production: true }).is_tester).toBe(false);
    expect(
      describeVisitor({ ...base, ip: '203.0.113.9', production: true, testerIps: new Set(['203.0.113.9']) })
        .is_tester,
    ).toBe(true);
  });
});

describe('restricted region: the server decides', () => {
  const sites = ['IE', 'GB', 'RO', 'US', 'GR', 'MX', 'BR', 'DE'];
  it('declines a restricted country', () => {
    expect(decideRegion('FR', new Set(['FR']), sites, 'IE')).toEqual({ status: 'declined', country: null });
  });
  it('sends a site country to its own site, any other to the default site', () => {
    expect(decideRegion('MX', new Set(['FR']), sites, 'IE')).toEqual({ status: 'success', country: 'MX' });
    expect(decideRegion('JP', new Set(['FR']), sites, 'IE')).toEqual({ status: 'success', country: 'IE' });
  });
  it('a site country may be restricted too', () => {
    expect(decideRegion('US', new Set(['US']), sites, 'IE').status).toBe('declined');
  });
});
