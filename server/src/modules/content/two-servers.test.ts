/**
 * Two servers on one PostgreSQL database and one Redis: an operator's change made through one is shown
 * by the other on its next read. Their clocks stand still, so the content store's time to live never
 * runs out: only the message through Redis can make the second server read again.
 */
import { GlobalResponse } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../../test/db';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { manualClock } from '../auth/testing';

const enabled = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!enabled) {
  console.warn(
    '[tests] TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the two-server content test is SKIPPED.',
  );
}

const TOKEN = 'operator-token-of-the-two-server-test-0123456789';

describe.skipIf(!enabled)('operator content across two servers (PostgreSQL and Redis)', () => {
  const clock = manualClock();
  let a: TestApp;
  let b: FastifyInstance;
  let second: Database;

  beforeAll(async () => {
    a = await createTestApp('postgres', {
      clock,
      env: { REDIS_URL: TEST_REDIS_URL as string, OPERATOR_TOKEN: TOKEN },
    });
    second = await openDatabase({ url: a.db.url, poolSize: 4 });
    b = await buildApp({ config: a.config, database: second, clock, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  const bannersOn = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/content/global?bookmaker=touchline_ie&lang=en',
    });
    return GlobalResponse.parse(res.json()).banners.map((banner) => banner.message);
  };
  const titleOn = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/content/seo?bookmaker=touchline_ie&lang=en&path=/live',
    });
    return res.json().data.seo.title as string;
  };
  const operator = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    a.app.inject({
      method,
      url: `/v1/operator/content${url}`,
      headers: { authorization: `Bearer ${TOKEN}` },
      ...(payload ? { payload } : {}),
    });

  it('a change through one server is shown by the other on its next read', async () => {
    // B has read (and keeps) the content before the change.
    expect(await bannersOn(b)).not.toContain('Across servers');
    const liveTitle = await titleOn(b);
    // A row written behind the store's back stays unseen: B answers from its store.
    await second.query(
      `insert into banners (id, bookmaker, lang, message, sort_order) values ('behind', 'touchline_ie', 'en', 'Behind the back', 0)`,
    );
    expect(await bannersOn(b)).not.toContain('Behind the back');

    const created = await operator('POST', '/banners', {
      bookmaker: 'touchline_ie',
      lang: 'en',
      message: 'Across servers',
    });
    expect(created.statusCode).toBe(200);
    // A drops its own store at once.
    expect(await bannersOn(a.app)).toContain('Across servers');
    // B hears of it through Redis.
    await vi.waitFor(async () => expect(await bannersOn(b)).toContain('Across servers'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await bannersOn(b)).toContain('Behind the back');

    const seo = await operator('POST', '/seo', {
      bookmaker: null,
      lang: 'en',
      path: '/live',
      title: 'Live on every server at {brand}',
      description: 'In play.',
    });
    expect(seo.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await titleOn(b)).toBe('Live on every server at Touchline'), {
      timeout: 10_000,
      interval: 50,
    });
    await operator('DELETE', `/seo/${seo.json().id}`);
    await vi.waitFor(async () => expect(await titleOn(b)).toBe(liveTitle), { timeout: 10_000, interval: 50 });
  });
});
