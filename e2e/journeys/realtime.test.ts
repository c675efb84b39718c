/// <reference lib="dom" />
/**
 * A live score and an odds change appear on screen without a reload (Socket.IO
 * pushes on `{bookmaker}_events` written into the query cache).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext } from '../support/browser';
import { baseURL } from '../support/shared-server';

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
    const changed = async () => {
      const now = await snapshot();
      return {
        score: Object.entries(now.scores).some(
          ([id, text]) => id in before.scores && before.scores[id] !== text,
        ),
        odds: Object.entries(now.odds).some(([id, odds]) => id in before.odds && before.odds[id] !== odds),
      };
    };
    // Points sports score every few seconds of play; a busy machine slows the feed, so wait on the state.
    const seen = { score: false, odds: false };
    await expect
      .poll(
        async () => {
          const now = await changed();
          seen.score ||= now.score;
          seen.odds ||= now.odds;
          return seen;
        },
        { timeout: 240_000, interval: 1_000 },
      )
      .toEqual({ score: true, odds: true });
    expect(navigations).toEqual([]);
  }, 300_000);
});
