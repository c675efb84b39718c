/// <reference lib="dom" />
/**
 * The native app-install banner on the phone web: shown first on a phone-width visit (not at 1280 px),
 * with Install when the browser says, from the page's web manifest, that the app is not installed and
 * Open where it cannot tell; closed it stays hidden (still after 29 days) and shows again after 30; an
 * in-app browser never shows it. Time is Playwright's clock, so the 30 days pass without waiting.
 */
import { mkdirSync } from 'node:fs';
import { WebManifest } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCookies, DESKTOP, launch, MOBILE, seriousViolations } from '../support/browser';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/app-banner';
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-02T10:00:00Z');

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101 (iPhone15,2; iOS 18_1; en_GB; en; scale=3.00; 1179x2556; 652345678)';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function open(viewport: { width: number; height: number }, userAgent = CHROME_ANDROID) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  context.setDefaultTimeout(45_000);
  await chooseCookies(context, baseURL);
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (!reason.includes('ERR_ABORTED')) problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.clock.install({ time: START });
  return { page, problems };
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'App download' });

/** Loads the home page and waits for its first screen (the header's login button). */
async function home(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
}

describe('the mobile app-install banner', () => {
  it('shows first on a phone-width web visit, with Install (the browser says the app is not installed) and Close named by their text', async () => {
    const { page, problems } = await open(MOBILE);
    // The browser reads the page's web manifest when the banner asks which related apps are installed.
    const manifestResponse = page.waitForResponse((response) =>
      response.url().endsWith('/manifest.webmanifest'),
    );
    await home(page);
    await banner(page).waitFor();
    await banner(page).getByText('Get the app').waitFor();
    const install = banner(page).getByRole('link', { name: 'Install', exact: true });
    await install.waitFor();
    expect(await install.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=org.touchline.sportsbook&gl=IE&hl=en_IE',
    );
    await banner(page).getByRole('button', { name: 'Close', exact: true }).waitFor();
    const manifest = await manifestResponse;
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    // First in the layout: above the header.
    const [bannerBox, headerBox] = await Promise.all([
      banner(page).boundingBox(),
      page.locator('header').first().boundingBox(),
    ]);
    expect(bannerBox?.y).toBe(0);
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((headerBox?.y ?? 0) + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/banner-390.png` });
    expect(problems).toEqual([]);
  });

  it('serves the web manifest the page links, with the app in both stores and icons that load', async () => {
    const { page, problems } = await open(MOBILE);
    await home(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = WebManifest.parse(await (await page.request.get(href ?? '')).json());
    expect(manifest.related_applications.map(({ platform, id }) => ({ platform, id }))).toEqual([
      { platform: 'play', id: 'org.touchline.sportsbook' },
      { platform: 'itunes', id: expect.stringMatching(/^\d+$/) },
    ]);
    expect(manifest.prefer_related_applications).toBe(false);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    }
    expect(problems).toEqual([]);
  });

  it('offers Open, the app or else its store, where the browser cannot tell whether the app is installed', async () => {
    const { page, problems } = await open(MOBILE);
    // A browser without the related-apps API (Firefox, Safari) cannot tell.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'getInstalledRelatedApps');
    });
    await home(page);
    await banner(page).getByRole('button', { name: 'Open', exact: true }).waitFor();
    expect(await banner(page).getByRole('link', { name: 'Install' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/banner-open-390.png` });
    expect(problems).toEqual([]);
  });

  it('is not shown at 1280 px', async () => {
    const { page } = await open(DESKTOP);
    await home(page);
    await page.screenshot({ path: `${SHOTS}/no-banner-1280.png` });
    expect(await banner(page).count()).toBe(0);
  });

  it('closed, it stays hidden after a reload and after 29 days, and shows again after 30', async () => {
    const { page, problems } = await open(MOBILE);
    await home(page);
    await banner(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('app_banner_dismissed_at')));
    expect(dismissedAt).toBeGreaterThanOrEqual(START.getTime());

    await home(page);
    expect(await banner(page).count()).toBe(0);

    await page.clock.setSystemTime(dismissedAt + 29 * DAY);
    await home(page);
    expect(await banner(page).count()).toBe(0);

    await page.clock.setSystemTime(dismissedAt + 30 * DAY);
    await home(page);
    await banner(page).waitFor();
    await page.screenshot({ path: `${SHOTS}/banner-again-390.png` });
    expect(problems).toEqual([]);
  });

  it('is hidden inside an in-app browser', async () => {
    const { page } = await open(MOBILE, INSTAGRAM_IOS);
    // The banner's code loads on the phone width; what decides is that it shows nothing here.
    const chunk = page.waitForResponse((response) => /\/app-banner-[^/]+\.js$/.test(response.url()));
    await home(page);
    await chunk;
    await page.waitForTimeout(1_000);
    expect(await banner(page).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/in-app-browser-390.png` });
  });
});
