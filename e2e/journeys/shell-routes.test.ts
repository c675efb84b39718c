/// <reference lib="dom" />
/**
 * Addresses of the shell: a virtual event opened from the virtual page shows its markets, and every
 * address of the account site's pages (registration, the cashier, help, mailed token links) opens the
 * account frame over the sportsbook instead of a sport, competition, match or 404 page of that name.
 */
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bettor, registerBettor } from '../support/account';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

const NOT_FOUND = 'Oops! The page you requested was not found!';
const SHOTS = '/tmp/shell';

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Page errors and failed requests of the current context: a bettor's normal use has none. */
let problems: string[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function fresh(viewport: { width: number; height: number } = DESKTOP): Promise<void> {
  await context?.close();
  context = await newContext(browser, baseURL, viewport);
  page = await context.newPage();
  problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the page itself dropped on leaving (a navigation) is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
}

const accountDialog = () => page.getByRole('dialog', { name: 'Account' });
const accountFrame = (): Frame | undefined =>
  page.frames().find((candidate) => candidate.url().startsWith(accountURL));
/** The path of the page the account site shows in the frame. */
const framePath = () => {
  const frame = accountFrame();
  return frame ? new URL(frame.url()).pathname : null;
};

describe('a virtual event opened from the virtual page', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`shows the event's markets, not the 404 page, at ${label} px`, async () => {
      await fresh(viewport);
      await page.goto('/virtual');
      const event = page.locator('main a[href^="/virtual/"]').first();
      await event.waitFor();
      const href = (await event.getAttribute('href')) ?? '';
      // The virtual route carries the virtual sport, the event's name slug and the event id as a query.
      expect(href).toMatch(/^\/virtual\/[^/]+\/[^/?]+\?event_id=\d+$/);
      const linkText = (await event.textContent()) ?? '';
      await event.click();
      await page.waitForURL((url) => url.pathname.startsWith('/virtual/') && url.search.includes('event_id'));
      // Its markets, open or suspended (a virtual event may already be under way).
      await page.locator('main section[data-market-id]').first().waitFor();
      expect(await page.getByText(NOT_FOUND).count()).toBe(0);
      // The page is the event the link named.
      const team = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      expect(team).not.toBe('');
      expect(linkText).toContain(team);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/virtual-event-${label}.png` });
      expect(problems).toEqual([]);
    });
  }
});

/** The paths of the spec's list of pages opened in the account frame (a guest's). */
const GUEST_FRAME_PATHS = [
  '/registration',
  '/help',
  '/help/contact-us',
  '/help/responsible-gambling',
  '/help/my-account/faqs',
  '/help/privacy',
  '/registration-with-token/e2e-registration-token',
  '/reset-password/e2e-reset-token',
  '/reset-password-compromised/e2e-reset-token',
];

/** The cashier pages of the list, a logged-in bettor's. */
const CASHIER_FRAME_PATHS = ['/cashier/deposit', '/cashier/withdraw', '/cashier/transactions'];

/** The account site loads in its frame after the sportsbook's first paint: on a busy machine that takes a while. */
const FRAME_WAIT = { timeout: 60_000 };

async function expectFrameShows(path: string): Promise<void> {
  await page.goto(path);
  await accountDialog().waitFor(FRAME_WAIT);
  await expect.poll(framePath, FRAME_WAIT).toBe(path);
  expect(await page.getByText(NOT_FOUND).count()).toBe(0);
}

describe('every address of the account site opens the account frame', () => {
  beforeAll(() => fresh());

  for (const path of GUEST_FRAME_PATHS) {
    it(`opens ${path} in the frame for a guest`, async () => {
      await expectFrameShows(path);
    }, 120_000);
  }

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`shows a deep help page in the frame at ${label} px, with no serious axe violation`, async () => {
      await fresh(viewport);
      await expectFrameShows('/help/my-account/faqs');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/frame-help-faqs-${label}.png` });
    }, 180_000);
  }

  it('opens every cashier page in the frame for a logged-in bettor', async () => {
    const bettor: Bettor = await registerBettor(baseURL);
    await fresh();
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await accountDialog().waitFor(FRAME_WAIT);
    const frame = page.frameLocator('iframe[title="Account"]');
    await frame.getByLabel('Username').fill(bettor.username);
    await frame.getByLabel('Password', { exact: true }).fill(bettor.password);
    await frame.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();
    for (const path of CASHIER_FRAME_PATHS) await expectFrameShows(path);
  }, 180_000);
});

describe('the account frame closes on Escape pressed inside it', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    it(`hides the frame when the bettor presses Escape in a field of the account site, at ${label} px`, async () => {
      await fresh(viewport);
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await accountDialog().waitFor(FRAME_WAIT);
      const username = page.frameLocator('iframe[title="Account"]').getByLabel('Username');
      await username.click();
      await username.fill('someone');
      // The key goes to the account site's page (its own document), not to the sportsbook's.
      expect(await accountFrame()?.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
      await page.keyboard.press('Escape');
      await accountDialog().waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.locator('[data-frame-state]').getAttribute('data-frame-state'))
        .toBe('hidden');
      // Back on the sportsbook, which works as before.
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await accountDialog().waitFor(FRAME_WAIT);
      await page.screenshot({ path: `${SHOTS}/frame-login-${label}.png` });
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
