/**
 * Every call of the contract is served, and malformed or random parameters on every call give 4xx,
 * never 5xx. Seeded, so a failure reproduces: the message names the request. A NUL character in any
 * string parameter of any call is a 400 that says so.
 */
import { type CallDef, calls, NUL_MESSAGE } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUser, type TestUser } from '../src/modules/auth/testing';
import { tipsServiceToken } from '../src/modules/tips/service';
import { seededRandom, seedFrom } from '../src/pricing/random';
import { createTestApp, type TestApp } from './app';

const STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  'touchline_ie',
  'touchline_mx',
  'football',
  'en',
  'el',
  'xx',
  'IE',
  '2026-01-17T15:30:00Z',
  '2026-13-45',
  '1,2,3',
  '1000001,1000002',
  '|,|',
  '%00',
  '\u0000',
  'ie\u0000',
  'ü∆ß漢字',
  'a'.repeat(300),
  '9'.repeat(30),
  "'; drop table bets; --",
  '../../etc/passwd',
  'system_2/3',
  'ACCEPT_ANY',
];

function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    if (current instanceof z.ZodPipe) current = current.in;
    else if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
    else return [];
  }
  return [];
}

function jsonValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 9);
  const text = STRINGS[Math.floor(next() * STRINGS.length)] ?? '';
  switch (pick) {
    case 0:
      return text;
    case 1:
      return Math.floor(next() * 2_000_000) - 1_000_000;
    case 2:
      return next() * 100;
    case 3:
      return null;
    case 4:
      return next() < 0.5;
    case 5:
      return depth > 1 ? [] : [jsonValue(next, depth + 1), jsonValue(next, depth + 1)];
    case 6:
      return depth > 1 ? {} : { id: jsonValue(next, depth + 1), odds: jsonValue(next, depth + 1) };
    case 7:
      return Number.MAX_SAFE_INTEGER;
    default:
      return -0.001;
  }
}

const ROUNDS = 12;
/** The token of the operator's calls in the fuzzed app. */
const OPERATOR_TOKEN = 'contract-fuzz-operator-token-0123456789';

/** Calls of the contract the server does not serve yet; the list must shrink, never silently grow. */
const NOT_SERVED_YET: string[] = [];

describe('every contract call: served, and 4xx never 5xx for malformed input (seeded fuzz)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    // The game server's casino calls are fuzzed past their secret check too, as a provider reaches them: its
    // secret is the operator token every 'operator' call of the fuzz carries.
    t = await createTestApp('pglite', {
      env: { OPERATOR_TOKEN, CASINO_PROVIDERS: `fuzz:${OPERATOR_TOKEN}` },
    });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the server has a route for every call of the contract', () => {
    const missing = Object.entries(calls)
      .filter(([, call]) => !t.app.hasRoute({ method: call.method, url: call.path }))
      .map(([name, call]) => `${name} ${call.method} ${call.path}`);
    expect(missing).toEqual(NOT_SERVED_YET);
  });

  for (const [name, call] of Object.entries(calls) as [string, CallDef][]) {
    it(`${name}: ${call.method} ${call.path}`, async () => {
      const next = seededRandom(seedFrom('contract-fuzz', name));
      const queryKeys = keysOf(call.querystring);
      const bodyKeys = keysOf(call.body);
      for (let round = 0; round < ROUNDS; round++) {
        const path = call.path.replace(/:([a-z_]+)/g, () =>
          encodeURIComponent(STRINGS[Math.floor(next() * STRINGS.length)] || 'x'),
        );
        const query = new URLSearchParams();
        for (const key of queryKeys) {
          if (next() < 0.6) query.append(key, STRINGS[Math.floor(next() * STRINGS.length)] ?? '');
        }
        if (next() < 0.2) query.append('unexpected', 'value');
        const url = query.size > 0 ? `${path}?${query}` : path;
        const headers: Record<string, string> = { accept: 'application/json' };
        if (next() < 0.5) headers.jwt = user.token;
        // The operator's calls are fuzzed past their token check, as a trading desk would reach them.
        if (call.auth === 'operator') headers.authorization = `Bearer ${OPERATOR_TOKEN}`;
        if (next() < 0.3) headers['idempotency-key'] = `fuzz-${name}-${round}-${Math.floor(next() * 1e9)}`;
        let payload: string | undefined;
        if (call.method !== 'GET') {
          headers['content-type'] = 'application/json';
          if (next() < 0.15) payload = '{"broken json';
          else if (next() < 0.1) payload = JSON.stringify(jsonValue(next));
          else {
            const body: Record<string, unknown> = {};
            for (const key of bodyKeys) if (next() < 0.7) body[key] = jsonValue(next);
            payload = JSON.stringify(body);
          }
        }
        const res = await t.app.inject({
          method: call.method,
          url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        expect(
          res.statusCode,
          `${call.method} ${url} ${payload ?? ''} -> ${res.body.slice(0, 300)}`,
        ).toBeLessThan(500);
      }
    });
  }

  describe('a NUL character in any string parameter is a 400 naming the parameter', () => {
    let requests = 0;
    for (const [name, call] of Object.entries(calls) as [string, CallDef][]) {
      const pathKeys = [...call.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] ?? '');
      const inputs = [
        ...pathKeys.map((key) => ({ part: 'params', key })),
        ...keysOf(call.querystring).map((key) => ({ part: 'querystring', key })),
        ...(call.method === 'GET' ? [] : keysOf(call.body).map((key) => ({ part: 'body', key }))),
      ];
      if (inputs.length === 0 || NOT_SERVED_YET.includes(`${name} ${call.method} ${call.path}`)) continue;
      it(`${name}: ${call.method} ${call.path}`, async () => {
        for (const { part, key } of inputs) {
          for (const value of ['\u0000', 'touchline_ie\u0000x']) {
            const path = call.path.replace(/:([a-z_]+)/g, (_, param: string) =>
              encodeURIComponent(part === 'params' && param === key ? value : '1'),
            );
            const query = part === 'querystring' ? `?${new URLSearchParams({ [key]: value })}` : '';
            const headers: Record<string, string> = { accept: 'application/json', jwt: user.token };
            if (call === calls.generateTips) headers.authorization = `Bearer ${tipsServiceToken()}`;
            if (call.auth === 'operator') headers.authorization = `Bearer ${OPERATOR_TOKEN}`;
            const body = part === 'body' ? JSON.stringify({ [key]: value }) : undefined;
            if (call.method !== 'GET') headers['content-type'] = 'application/json';
            const res = await t.app.inject({
              method: call.method,
              url: `${path}${query}`,
              headers,
              // A fresh client address each time, so the per-IP rate limits of the auth calls stay out of it.
              remoteAddress: `10.0.${Math.floor(++requests / 250)}.${requests % 250}`,
              ...(call.method === 'GET' ? {} : { payload: body ?? '{}' }),
            });
            const what = `${call.method} ${path}${query} ${body ?? ''} -> ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBe(400);
            expect(res.json().message, what).toBe(`${part}.${key}: ${NUL_MESSAGE}`);
          }
        }
      });
    }
  });
});
