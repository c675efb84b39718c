/// <reference lib="dom" />
/**
 * The network going away right after the page loads: the network modal covers the screen (full screen
 * and blocking, at 390 and 1280 px), the page is never reloaded while offline (a file that fails to
 * load then is no new build), and once the network is back the page recovers.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/shell';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 250 });

describe('going offline in the first second', () => {
  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`shows the full-screen network modal, never reloads while offline, and recovers online, at ${label} px`, async () => {
      await context?.close();
      context = await newContext(browser, baseURL, viewport);
      page = await context.newPage();
      /** Document loads of the page (a reload included, even one that fails offline). */
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          navigations.push(request.url());
      });
      /** Files of the app that could not be fetched (the lazily loaded parts asked for while offline). */
      const failedFiles: string[] = [];
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(baseURL).origin && url.pathname.endsWith('.js'))
          failedFiles.push(url.pathname);
      });

      // Offline as soon as the first screen shows: before the parts the page loads after it.
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in' }).first().waitFor();
      await context.setOffline(true);
      const modal = page.getByRole('alertdialog', { name: 'Network error' });
      await modal.waitFor();
      await modal
        .getByText('Your application will resume after the network connection is re-established')
        .waitFor();
      await modal.getByText('Please wait').waitFor();

      // Full screen: the modal covers the whole viewport, at a phone's width too.
      const cover = await page.evaluate(() => {
        const panel = document.querySelector('[role="alertdialog"]');
        const box = panel?.getBoundingClientRect();
        return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
      });
      expect(cover).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      // Blocking: the page behind is out of reach (no control of it in the accessibility tree).
      expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);

      // The parts the page loads after its first screen (the account frame's code) fail while offline...
      await poll(() => failedFiles.length).toBeGreaterThan(0);
      // ...and the page stays: no reload, no browser offline page, the modal still up.
      expect(navigations).toEqual([`${baseURL}/`]);
      expect(page.url()).toBe(`${baseURL}/`);
      await modal.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/network-modal-${label}.png` });

      // Back online: the modal goes and the page works again (the parts that failed are loaded anew).
      await context.setOffline(false);
      await modal.waitFor({ state: 'detached' });
      await page.locator('main article[data-event-id]').first().waitFor();
      await page.getByRole('button', { name: 'Log in' }).first().waitFor();
      expect(await page.getByRole('alertdialog', { name: 'Network error' }).count()).toBe(0);
    }, 180_000);
  }
});

describe("going offline before the app's own files have arrived", () => {
  it('shows the network screen over the first paint, never reloads while offline, and loads the app once back', async () => {
    await context?.close();
    context = await newContext(browser, baseURL, MOBILE);
    page = await context.newPage();
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigations.push(request.url());
    });
    // The page itself arrives; the network goes the moment the browser asks for the app's first file.
    let cut = false;
    await page.route('**/assets/*.js', async (route) => {
      if (!cut) {
        cut = true;
        await context.setOffline(true);
      }
      await route.abort('internetdisconnected');
    });
    await page.goto('/');
    const screen = page.getByRole('alertdialog', { name: 'Network error' });
    await screen.waitFor();
    await screen
      .getByText('Your application will resume after the network connection is re-established')
      .waitFor();
    await screen.getByText('Please wait').waitFor();
    const cover = await screen.boundingBox();
    expect(cover).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/network-before-app-390.png` });
    // Some seconds offline: the page stays (no reload, so never the browser's own offline page).
    await page.waitForTimeout(6_000);
    expect(navigations).toEqual([`${baseURL}/`]);
    await screen.waitFor();

    await page.unroute('**/assets/*.js');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Log in' }).first().waitFor({ timeout: 60_000 });
    await page.locator('main article[data-event-id]').first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('alertdialog', { name: 'Network error' }).count()).toBe(0);
  }, 180_000);
});
