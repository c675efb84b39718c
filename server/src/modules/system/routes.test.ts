import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, TEST_REDIS_URL, warnIfPostgresSkipped } from '../../../test/db';
import { relayTo } from '../../../test/redis-relay';
import { depositCash, registerUser } from '../auth/testing';
import { calculate, calculateBody, pickSelections, submit, submittable } from '../bets/testing';

warnIfPostgresSkipped();

describe.each(dbKinds)('system routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers 200 once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/healthz');
  });

  it('unknown API path gives 404 with a reason, never 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('readiness', () => {
  it('GET /readyz answers 200 while the database answers, 503 naming the database once it is closed', async () => {
    const t = await createTestApp('pglite');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
      await t.db.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    } finally {
      await t.app.close();
    }
  }, 60_000);

  it.skipIf(!TEST_REDIS_URL)(
    'GET /readyz answers 503 naming Redis once Redis is gone',
    async () => {
      const relay = await relayTo(new URL(TEST_REDIS_URL as string));
      const t = await createTestApp('pglite', { env: { REDIS_URL: `redis://127.0.0.1:${relay.port}` } });
      try {
        const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
        await relay.cut();
        const down = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
      } finally {
        await t.close();
      }
    },
    30_000,
  );
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('GET /metrics exposes request durations by route, bets placed and refused by code, feed ticks and sockets', async () => {
    const user = await registerUser(t.app);
    await depositCash(t.app, user, 2_000);
    const [pick] = await pickSelections(t.db.database, 1);
    if (!pick) throw new Error('no selection');
    const { tickets } = await calculate(
      t.app,
      user.token,
      calculateBody([pick], { type: 'single', stake: 1_000 }),
    );
    const key = randomUUID();
    expect((await submit(t.app, user.token, submittable(tickets[0]), { key })).json().status).toBe(
      'PROCESSED',
    );
    // A replay is the same bet: it is not counted again.
    expect((await submit(t.app, user.token, submittable(tickets[0]), { key })).json().status).toBe(
      'PROCESSED',
    );
    const tooMuch = { ...submittable(tickets[0]), stake: 5_000, total_stake: 5_000 };
    expect((await submit(t.app, user.token, tooMuch)).json().status).toBe('BALANCE_INSUFFICIENT');
    await t.app.feed.tick();

    const body = await scrape();
    expect(body).toContain('touchline_bets_placed_total{source="betslip"} 1');
    expect(body).toContain('touchline_bets_refused_total{source="betslip",code="BALANCE_INSUFFICIENT"} 1');
    expect(body).toMatch(
      /touchline_http_request_duration_seconds_count\{method="POST",route="\/v1\/betslip\/submit",status_code="200"\} 3/,
    );
    expect(body).toMatch(/touchline_feed_ticks_total \d+/);
    expect(body).toContain('touchline_sockets_connected 0');
    expect(body).toContain('touchline_process_cpu_seconds_total');
  });
});
