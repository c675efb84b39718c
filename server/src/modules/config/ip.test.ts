import { describe, expect, it } from 'vitest';
import { countryFromHeaders, decideRegion, isLoopback, isNonPublic, locateVisitor, normaliseIp } from './ip';

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

  it('loopback has no country and is a tester outside production only', () => {
    const base = {
      headers: {},
      fromTrustedProxy: false,
      lookupCountry: () => 'IE',
      testerIps: new Set<string>(),
    };
    expect(locateVisitor({ ...base, ip: '127.0.0.1', production: false })).toEqual({
      country: null,
      ip_address: '127.0.0.1',
      is_tester: true,
    });
    expect(locateVisitor({ ...base, ip: '127.0.0.1', production: true }).is_tester).toBe(false);
    expect(
      locateVisitor({ ...base, ip: '203.0.113.9', production: true, testerIps: new Set(['203.0.113.9']) })
        .is_tester,
    ).toBe(true);
  });

  it('a country header counts only from a trusted proxy; otherwise the address is looked up', () => {
    const base = {
      ip: '::ffff:81.2.69.160',
      headers: { 'cf-ipcountry': 'IE' },
      lookupCountry: (ip: string) => (ip === '81.2.69.160' ? 'GB' : null),
      testerIps: new Set<string>(),
      production: true,
    };
    expect(locateVisitor({ ...base, fromTrustedProxy: true }).country).toBe('IE');
    expect(locateVisitor({ ...base, fromTrustedProxy: false }).country).toBe('GB');
    // A proxy's 'unknown' falls back to the address too.
    expect(
      locateVisitor({ ...base, headers: { 'cf-ipcountry': 'XX' }, fromTrustedProxy: true }).country,
    ).toBe('GB');
    // Private addresses are never looked up; the database's pseudo-codes are no country.
    expect(locateVisitor({ ...base, ip: '10.1.2.3', fromTrustedProxy: false }).country).toBeNull();
    expect(locateVisitor({ ...base, lookupCountry: () => 'A1', fromTrustedProxy: false }).country).toBeNull();
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
  it('an unknown country is declined in production and served by the default site elsewhere', () => {
    expect(decideRegion(null, new Set(['FR']), sites, 'IE', true)).toEqual({
      status: 'declined',
      country: null,
    });
    expect(decideRegion(null, new Set(['FR']), sites, 'IE', false)).toEqual({
      status: 'success',
      country: 'IE',
    });
  });
  it('a site country may be restricted too', () => {
    expect(decideRegion('US', new Set(['US']), sites, 'IE').status).toBe('declined');
  });
});
