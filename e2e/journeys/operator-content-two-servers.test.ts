/// <reference lib="dom" />
/**
 * Two servers on one PostgreSQL database and one Redis, as behind a load balancer: a banner the operator
 * creates through one server shows on a page served by the other on its next load, and so does its
 * replacement. Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { type BannerEntry, replaceContentBanner } from '@touchline/contract';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../server/test/db';
import { DESKTOP, launch, newContext } from '../support/browser';
import { operatorContent } from '../support/operator-content';
import { type RunningServer, startServer } from '../support/server';

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

describe.skipIf(!DATABASE || !REDIS)('operator content across two servers', () => {
  let db: TestDatabase;
  let first: RunningServer;
  let second: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const env = { DATABASE_URL: db.url ?? '', REDIS_URL: REDIS ?? '' };
    // One after the other: the first migrates and seeds under the database's lock.
    first = await startServer(env);
    second = await startServer(env);
    browser = await launch();
    context = await newContext(browser, second.url, DESKTOP);
  }, 600_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await second?.stop();
    await first?.stop();
    await db?.dispose();
  });

  it('a banner created on one server shows on the other, and so does its replacement', async () => {
    const operator = operatorContent(first.url);
    const body = {
      bookmaker: 'touchline_ie',
      lang: 'en',
      message: '<p>Served by every server: the first banner.</p>',
      ctas: [],
      type: 'success',
      dismissable: true,
      visible: true,
      sort_order: 0,
    };
    const banner = (await operator.banner(body)) as BannerEntry;
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('[data-banner-type="success"]').getByText('the first banner').waitFor();
    await operator.call(replaceContentBanner, {
      params: { id: banner.id },
      body: {
        ...body,
        message: '<p>Served by every server: the replaced banner.</p>',
        version: banner.version,
      },
    } as never);
    await page.reload();
    await page.locator('[data-banner-type="success"]').getByText('the replaced banner').waitFor();
  });
});
