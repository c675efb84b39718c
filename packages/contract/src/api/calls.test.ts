import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, callsByModule } from './calls';
import type { CallDef } from './define';

const entries = Object.entries(calls) as [string, CallDef][];

describe('every call is declared once', () => {
  it('no two calls share a method and path', () => {
    const keys = entries.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('every path is absolute and every path parameter has a params schema', () => {
    for (const [name, call] of entries) {
      expect(call.path.startsWith('/'), name).toBe(true);
      const names = [...call.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      if (names.length > 0) {
        expect(call.params, name).toBeInstanceOf(z.ZodObject);
        expect(Object.keys((call.params as z.ZodObject).shape).sort(), name).toEqual(names.sort());
      }
    }
  });
  it('GET calls carry no body', () => {
    for (const [name, call] of entries) if (call.method === 'GET') expect(call.body, name).toBeUndefined();
  });
  it('includes the spec calls by path', () => {
    const paths = new Set(entries.map(([, call]) => call.path));
    for (const path of [
      '/echo/v1/events',
      '/echo/v1/events-live',
      '/echo/v1/markets',
      '/echo/v1/selections',
      '/echo/v1/selections/current',
      '/echo/v1/selections/refresh',
      '/v1/betslip/validate-selections',
      '/sports',
      '/strapi/navigation',
      '/home',
      '/api/content/bets_stats',
      '/api/content/translations',
      '/api/content/seo',
      '/api/content/global',
      '/v1/config',
      '/ip/details',
      '/ip/check',
      '/v1/info/event',
      '/v1/info/competition-by-id',
      '/api/content/streams',
      '/v1/imgarena/stream/:event_id',
      '/search',
      '/v1/betslip/calculate',
      '/v1/betslip/submit',
      '/v1/betbuilder/calculate',
      '/v1/betbuilder/submit',
      '/v1/betbuilder/ticket',
      '/v1/tips/fixtures',
      '/v1/tips/process',
      '/player/details',
      '/v1/player/sync',
      '/v1/player/playthrough',
      '/v1/bets',
      '/v1/bets/cashouts',
      '/v1/boost-tokens/active',
      '/api/content/freebets/active',
      '/v1/bet-share/store-shared',
      '/v1/bet-share/store-copied',
      '/auth/loginWithToken',
      '/auth/logout',
      '/v2/core/config/getMainDynamicConfig',
      '/api/transactions/deposit',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });
  it('groups calls by module', () => {
    expect(callsByModule().catalog).toContain('getEvents');
    expect(callsByModule().betslip).toEqual(['calculateBetslip', 'submitBetslip']);
  });
});

describe('OpenAPI: every schema prints as JSON Schema (fastify-type-provider-zod)', () => {
  it('request parts print as input, responses as output', () => {
    for (const [name, call] of entries) {
      for (const part of [call.querystring, call.body, call.params, call.headers]) {
        if (part) expect(() => z.toJSONSchema(part, { io: 'input' }), name).not.toThrow();
      }
      expect(() => z.toJSONSchema(call.response, { io: 'output' }), name).not.toThrow();
    }
  });
});
