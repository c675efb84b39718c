/// <reference lib="dom" />
/**
 * A returning bettor's balance on a new visit: the balance stored at an earlier login is never shown.
 * The header and the account sidebar show a busy placeholder until the server's balance of this visit
 * is in, then that balance; a balance that changed on the server since (a deposit elsewhere) is the one
 * the bettor sees, and the stored figure never appears, not even for a moment.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, seriousViolations, watchConsole } from '../support/browser';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/session';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 100 });
const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;

/** Every text the header's balance has shown since the page started, recorded in the page itself. */
const RECORD_BALANCE_TEXTS = () => {
  const seen: string[] = [];
  (window as unknown as { __balanceTexts: string[] }).__balanceTexts = seen;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? null;
    if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};
const balanceTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __balanceTexts: string[] }).__balanceTexts);

describe('the balance of a returning bettor', () => {
  for (const [width, viewport] of [
    [390, MOBILE],
    [1280, DESKTOP],
  ] as const) {
    it(`shows a busy placeholder, never the stored balance, until the fresh one (${width} px)`, async () => {
      const server = serverApi(baseURL);
      const { token } = await server.newBettor('balance', 20_000);
      const stored = await server.cash(token);
      const bettor = bettorBrowser(browser, baseURL);
      const { context, page } = await bettor.open(token, { viewport });
      // Since the stored login the balance changed on the server: a deposit made elsewhere.
      await server.api('/api/transactions/deposit', { token, body: { amount: 5_000 } });
      const fresh = await server.details(token);
      const freshText = euros(fresh.balance.cash + fresh.balance.bonus);
      const storedText = euros(stored + fresh.balance.bonus);
      expect(freshText).not.toBe(storedText);

      // The server's answer is held back, so the loading state can be looked at.
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await context.route('**/player/details*', async (route) => {
        await held;
        // A call the page gave up on while held (its time-out) has nothing left to continue.
        await route.continue().catch(() => undefined);
      });
      const watch = watchConsole(context);
      // Held past the client's time-out, the page's first balance calls give up and say so: the
      // test's doing, not the page's.
      watch.expect(
        (problem) =>
          (problem.kind === 'console error' || problem.kind === 'page error') &&
          /TIMEOUT|timed out/.test(problem.text),
      );
      await context.addInitScript(RECORD_BALANCE_TEXTS);
      await page.goto('/');

      const balance = page.getByTestId('header-balance');
      await balance.waitFor({ timeout: 60_000 });
      expect(await balance.getAttribute('aria-busy')).toBe('true');
      expect(await balance.textContent()).not.toMatch(/\d/);
      await page.getByTestId('balance-loading').waitFor();
      await page.screenshot({ path: `${SHOTS}/balance-loading-${width}.png` });
      expect(await seriousViolations(page)).toEqual([]);

      await balance.click();
      const sidebar = page.getByRole('dialog', { name: fresh.user.name ?? fresh.user.username });
      await sidebar.getByText('Cash', { exact: true }).waitFor({ timeout: 60_000 });
      expect(await sidebar.locator('dl[aria-busy="true"]').count()).toBe(1);
      expect(await sidebar.locator('dl').textContent()).not.toMatch(/\d/);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/balance-sidebar-loading-${width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // The answer comes: a new visit (the held calls may have timed out meanwhile) shows the fresh
      // balance after the placeholder.
      release();
      await page.reload();
      await poll(() => balance.getAttribute('aria-busy'), 60_000).toBe('false');
      expect((await balance.textContent())?.replace(/^Balance\s*/, '')).toBe(freshText);
      await page.screenshot({ path: `${SHOTS}/balance-fresh-${width}.png` });
      await balance.click();
      await poll(() => sidebar.locator('dl').getAttribute('aria-busy')).toBe('false');
      expect(await sidebar.locator('dl').textContent()).toContain(freshText);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/balance-sidebar-fresh-${width}.png` });

      // Not once was the stored balance on screen.
      const shown = await balanceTexts(page);
      expect(shown[0]).not.toMatch(/\d/);
      expect(shown.some((text) => text.includes(freshText))).toBe(true);
      expect(shown.some((text) => text.includes(storedText))).toBe(false);
      expect(watch.problems()).toEqual([]);
      await context.close();
    }, 300_000);
  }
});
