/// <reference lib="dom" />
/**
 * A live score and an odds change appear on screen without a reload (Socket.IO
 * pushes on `{bookmaker}_events` written into the query cache).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, newContext } from '../support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  // A tall window: every competition block of the live list renders its rows (the list renders only
  // what is near the viewport), so high-scoring sports further down count too.
  context = await newContext(browser, baseURL, { width: 1280, height: 6000 });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Text of every score and price on the page, keyed by event and outcome. */
const snapshot = () =>
  page.evaluate(() => {
    const scores: Record<string, string> = {};
    for (const row of document.querySelectorAll<HTMLElement>('article[data-event-id]')) {
      scores[row.dataset.eventId ?? ''] = [...row.querySelectorAll('[data-testid="score"]')]
        .map((n) => n.textContent)
        .join('-');
    }
    const odds: Record<string, string> = {};
    for (const button of document.querySelectorAll<HTMLElement>('[data-outcome-id]')) {
      odds[button.dataset.outcomeId ?? ''] = button.dataset.odds ?? '';
    }
    return { scores, odds };
  });

describe('live updates without a reload', () => {
  it('shows a score change and an odds change on the live page', async () => {
    await page.goto('/live');
    await expect
      .poll(() => page.locator('article[data-event-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const before = await snapshot();
    let scoreChanged = false;
    let oddsChanged = false;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !(scoreChanged && oddsChanged)) {
      await page.waitForTimeout(1000);
      const now = await snapshot();
      scoreChanged ||= Object.entries(now.scores).some(
        ([id, text]) => id in before.scores && before.scores[id] !== text,
      );
      oddsChanged ||= Object.entries(now.odds).some(
        ([id, odds]) => id in before.odds && before.odds[id] !== odds,
      );
    }
    expect(navigations).toEqual([]);
    expect(oddsChanged).toBe(true);
    expect(scoreChanged).toBe(true);
  }, 180_000);
});
