import { ConfigResponse, IpCheckResponse, IpDetailsResponse } from '@touchline/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { proxyTrust } from '../../http/proxy-trust';
import { configRoutes } from './routes';
import { loadLocationSettings } from './settings';

warnIfPostgresSkipped();

describe.each(dbKinds)('config and location calls on %s', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    vi.stubEnv('TESTER_IPS', '198.51.100.7');
    vi.stubEnv('RESTRICTED_COUNTRIES', 'FR,US');
    t = await createTestApp(kind, { env: { ACCOUNT_PORT: '9181', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t?.close();
  });

  describe('GET /v1/config: combo_boost and operator config per brand', () => {
    it('answers the brand of the bookmaker with its defaults', async () => {
      const res = await get('/v1/config?bookmaker=touchline_mx&lang=es&country=MX');
      expect(res.statusCode).toBe(200);
      const body = ConfigResponse.parse(res.json());
      expect(body.brand).toMatchObject({
        COUNTRY: 'MX',
        BOOKMAKER: 'touchline_mx',
        DEFAULT_CURRENCY: 'MXN',
        ODDS_FORMAT: 'american',
        DEFAULT_ACCEPT_ODDS: 'all',
        DEFAULT_LOCALE: 'es-MX',
        default_lang: 'es',
        domain: 'mx.touchline.example',
        global_iframe: 'http://localhost:9181',
      });
      expect(body.combo_boost.winnings_calc_mode).toBe('gross');
      expect(body.operator.playthrough_enabled).toBe(true);
    });

    it('differs per brand: RO accepts higher, US has no playthrough, GB pays in GBP', async () => {
      const ro = ConfigResponse.parse((await get('/v1/config?bookmaker=touchline_ro')).json());
      expect(ro.brand.DEFAULT_ACCEPT_ODDS).toBe('higher');
      const us = ConfigResponse.parse((await get('/v1/config?bookmaker=touchline_us')).json());
      expect(us.operator.playthrough_enabled).toBe(false);
      const gb = ConfigResponse.parse((await get('/v1/config?bookmaker=touchline_gb')).json());
      expect(gb.brand.DEFAULT_CURRENCY).toBe('GBP');
      expect(gb.combo_boost.percent_steps.length).toBeGreaterThan(3);
    });

    it('names the German help centre for the German brand in every language, none for a brand without one', async () => {
      for (const lang of ['de', 'en']) {
        const de = ConfigResponse.parse((await get(`/v1/config?bookmaker=touchline_de&lang=${lang}`)).json());
        expect(de.help_centre).toMatchObject({
          base_url: 'https://hilfe.de.touchline.example',
          articles: { 'contact-us': '/de/artikel/kontakt' },
        });
      }
      const ie = ConfigResponse.parse((await get('/v1/config?bookmaker=touchline_ie&lang=en')).json());
      expect(ie.help_centre).toBeNull();
    });

    it('rejects bad params with 400 and a reason', async () => {
      const unknown = await get('/v1/config?bookmaker=touchline_xx');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/unknown bookmaker 'touchline_xx'/);
      expect((await get('/v1/config')).statusCode).toBe(400);
      expect((await get('/v1/config?bookmaker=touchline_ie&lang=zz')).statusCode).toBe(400);
      expect((await get('/v1/config?bookmaker=touchline_ie&country=FR')).statusCode).toBe(400);
    });
  });

  describe('GET /ip/details', () => {
    it('loopback gets the brand country and the tester flag in development', async () => {
      const res = await get('/ip/details', { bookmaker: 'touchline_gr' });
      expect(res.statusCode).toBe(200);
      expect(IpDetailsResponse.parse(res.json())).toEqual({
        country: 'GR',
        ip_address: '127.0.0.1',
        is_tester: true,
      });
    });

    it('a forwarded public client gets the proxy country; configured testers are flagged', async () => {
      const visitor = IpDetailsResponse.parse(
        (await get('/ip/details', { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'BR' })).json(),
      );
      expect(visitor).toEqual({ country: 'BR', ip_address: '203.0.113.9', is_tester: false });
      const tester = IpDetailsResponse.parse(
        (await get('/ip/details', { 'x-forwarded-for': '198.51.100.7' })).json(),
      );
      expect(tester.is_tester).toBe(true);
    });
  });

  describe('IP check (time, lang): status and country', () => {
    it('allows a site country and declines a restricted one', async () => {
      const ok = IpCheckResponse.parse((await get('/ip/check?time=1760000000000&lang=en')).json());
      expect(ok).toEqual({ status: 'success', country: 'IE' });
      const restricted = await get('/ip/check?time=1&lang=fr', {
        'x-forwarded-for': '203.0.113.9',
        'cf-ipcountry': 'FR',
      });
      expect(IpCheckResponse.parse(restricted.json())).toEqual({ status: 'declined', country: null });
      const usRestricted = await get('/ip/check?time=1', {
        'x-forwarded-for': '203.0.113.10',
        'x-country-code': 'US',
      });
      expect(usRestricted.json().status).toBe('declined');
    });

    it('rejects a missing or malformed time with 400', async () => {
      expect((await get('/ip/check?lang=en')).statusCode).toBe(400);
      expect((await get('/ip/check?time=yesterday')).statusCode).toBe(400);
      expect((await get('/ip/check?time=1&lang=xx')).statusCode).toBe(400);
    });
  });
});

describe('the visitor country: a proxy header only from a trusted proxy, else the address', () => {
  // Addresses the shipped GeoLite2 database places in France (restricted by default) and Great Britain.
  const FRANCE = '90.85.0.1';
  const BRITAIN = '81.2.69.160';
  const apps: FastifyInstance[] = [];
  /**
   * The location calls on a server configured by `env`, with the app's own proxy rule; they need no
   * database, so no catalogue is built.
   */
  const start = async (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', ...env });
    const app = Fastify({ trustProxy: proxyTrust(config.TRUST_PROXY) });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('ctx', { config } as AppContext);
    await app.register(configRoutes);
    await app.ready();
    apps.push(app);
    return (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url, headers, remoteAddress });
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('without TRUST_PROXY a client cannot pick its country with a header', async () => {
    const get = await start({});
    for (const header of ['cf-ipcountry', 'x-country-code']) {
      const fromLoopback = await get('/ip/check?time=1', { [header]: 'FR' });
      expect(IpCheckResponse.parse(fromLoopback.json())).toEqual({ status: 'success', country: 'IE' });
      // A client in France claiming Ireland is still in France.
      const claimed = await get('/ip/check?time=1', { [header]: 'IE' }, FRANCE);
      expect(IpCheckResponse.parse(claimed.json())).toEqual({ status: 'declined', country: null });
    }
    // Nor with a forwarded address.
    const forwarded = await get('/ip/check?time=1', { 'x-forwarded-for': FRANCE, 'cf-ipcountry': 'FR' });
    expect(forwarded.json()).toEqual({ status: 'success', country: 'IE' });
  });

  it('a public client is placed by its address: its site country, or declined when restricted', async () => {
    const get = await start({});
    expect((await get('/ip/check?time=1', {}, BRITAIN)).json()).toEqual({ status: 'success', country: 'GB' });
    expect(IpDetailsResponse.parse((await get('/ip/details', {}, BRITAIN)).json())).toEqual({
      country: 'GB',
      ip_address: BRITAIN,
      is_tester: false,
    });
    expect((await get('/ip/check?time=1', {}, FRANCE)).json()).toEqual({ status: 'declined', country: null });
  });

  it('a listed proxy is believed, any other peer is not; its forwarded client is looked up', async () => {
    const get = await start({ TRUST_PROXY: '10.0.0.2' });
    const viaProxy = await get('/ip/check?time=1', { 'cf-ipcountry': 'FR' }, '10.0.0.2');
    expect(viaProxy.json()).toEqual({ status: 'declined', country: null });
    const direct = await get('/ip/check?time=1', { 'cf-ipcountry': 'FR' }, '10.0.0.3');
    expect(direct.json()).toEqual({ status: 'success', country: 'IE' });
    // A proxy that forwards the address but sets no country header.
    const forwarded = await get('/ip/check?time=1', { 'x-forwarded-for': BRITAIN }, '10.0.0.2');
    expect(forwarded.json()).toEqual({ status: 'success', country: 'GB' });
  });

  it('in production a visitor who cannot be placed is declined', async () => {
    const get = await start({ NODE_ENV: 'production' });
    expect((await get('/ip/check?time=1')).json()).toEqual({ status: 'declined', country: null });
    expect((await get('/ip/check?time=1', {}, BRITAIN)).json()).toEqual({ status: 'success', country: 'GB' });
  });
});

describe('location settings from the environment', () => {
  it('parses comma lists and defaults the restricted countries', () => {
    expect(loadLocationSettings({}).restrictedCountries.has('FR')).toBe(true);
    expect([...loadLocationSettings({ TESTER_IPS: ' 1.2.3.4, ::1 ' }).testerIps]).toEqual(['1.2.3.4', '::1']);
    expect(() => loadLocationSettings({ RESTRICTED_COUNTRIES: 'FRA' })).toThrow(/invalid configuration/);
  });
});
