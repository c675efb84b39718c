/// <reference lib="dom" />
/**
 * What the operator says to bettors, end to end: a banner created through the operator call shows on the
 * next page load with its type's look, its call to action opens the account frame's page, and a
 * dismissal holds across reloads; the rewards popup shows once after a login; the cookie choices keep the
 * tag manager's dataLayer away until the visitor chooses, then the account frame's events reach it; a
 * text override changes a visible text after a reload. All on the GB site (entries scoped to its brand),
 * so journeys of other files on the same server see none of it; every entry is removed at the end.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BannerEntry, replaceContentBanner } from '@touchline/contract';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bettor, registerBettor } from '../support/account';
import {
  type ConsoleWatch,
  type ContextOptions,
  DESKTOP,
  launch,
  MOBILE,
  newContext,
  seriousViolations,
  watchConsole,
} from '../support/browser';
import { operatorContent } from '../support/operator-content';
import { accountURL, baseURL } from '../support/shared-server';

const BOOKMAKER = 'touchline_gb';
const HOME = '/?country=GB';
const SHOTS = '/work/shots/web-content';

const content = operatorContent(baseURL);
let browser: Browser;
let bettor: Bettor;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  bettor = await registerBettor(baseURL, BOOKMAKER);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await content.cleanUp();
});

async function open(
  viewport: { width: number; height: number } = DESKTOP,
  options: ContextOptions = {},
): Promise<{ page: Page; context: BrowserContext; watch: ConsoleWatch }> {
  const context = await newContext(browser, baseURL, viewport, options);
  contexts.push(context);
  const watch = watchConsole(context);
  return { page: await context.newPage(), context, watch };
}

const bannerRegion = (page: Page) => page.getByRole('region', { name: 'Message' });
const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' });

async function logInThroughFrame(page: Page, who: Bettor): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await accountDialog(page).waitFor();
  const frame = page.frameLocator('iframe[title="Account"]');
  await frame.getByLabel('Username').fill(who.username);
  await frame.getByLabel('Password', { exact: true }).fill(who.password);
  await frame.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByTestId('header-balance').waitFor();
}

describe('message banners from the operator', () => {
  let banner: BannerEntry;

  beforeAll(async () => {
    banner = await content.banner({
      bookmaker: BOOKMAKER,
      lang: 'en',
      message: '<p><strong>Cash out</strong> is back on every match this weekend.</p>',
      ctas: [{ type: 'global-frame', destination: 'open_page', url: '/help/contact-us', text: 'Contact us' }],
      type: 'warning',
      sort_order: 0,
    });
  });

  it('shows on the next page load, and its call to action opens the frame page', async () => {
    const { page, watch } = await open();
    await page.goto(HOME);
    const region = bannerRegion(page);
    await region.getByText('Cash out is back', { exact: false }).waitFor();
    expect(await region.getAttribute('data-banner-type')).toBe('warning');
    expect(await seriousViolations(page)).toEqual([]);
    await region.getByRole('button', { name: 'Contact us' }).click();
    await accountDialog(page).waitFor();
    const frame = page.frames().find((candidate) => candidate.url().startsWith(accountURL)) as Frame;
    await expect.poll(() => frame.url()).toContain('/help/contact-us');
    await page.keyboard.press('Escape');
    await accountDialog(page).waitFor({ state: 'hidden' });
    expect(watch.problems()).toEqual([]);
  });

  it('dismissing hides it for good: after a reload the next banner shows in its place', async () => {
    const { page } = await open();
    await page.goto(HOME);
    const region = bannerRegion(page);
    await region.getByText('Cash out is back', { exact: false }).waitFor();
    await region.getByRole('button', { name: 'Dismiss message' }).click();
    await page.getByText('Cash out is back', { exact: false }).waitFor({ state: 'detached' });
    await page.reload();
    // The demo welcome banner (every brand) is the one left.
    await bannerRegion(page).getByText('Welcome to', { exact: false }).waitFor();
    expect(await page.getByText('Cash out is back', { exact: false }).count()).toBe(0);
  });

  it('looks like its type in both widths: info, warning, success, danger (screenshots)', async () => {
    const desktop = (await open(DESKTOP)).page;
    const phone = (await open(MOBILE)).page;
    let current = banner;
    for (const type of ['info', 'warning', 'success', 'danger'] as const) {
      current = await content.call(replaceContentBanner, {
        params: { id: current.id },
        body: {
          bookmaker: BOOKMAKER,
          lang: 'en',
          message: `<p><strong>${type[0]?.toUpperCase()}${type.slice(1)}:</strong> the ${type} message for bettors, with <a href="/promotions">a link</a>.</p>`,
          ctas: [
            { type: 'link', destination: 'internal', url: '/promotions', text: 'See offers' },
            { type: 'global-frame', destination: 'open_page', url: '/cashier/deposit', text: 'Deposit' },
          ],
          type,
          dismissable: true,
          visible: true,
          sort_order: 0,
          version: current.version,
        },
      } as never);
      for (const [page, width] of [
        [desktop, 1280],
        [phone, 390],
      ] as const) {
        await page.goto(HOME);
        await page.locator(`[data-banner-type="${type}"]`).waitFor();
        await page.screenshot({ path: join(SHOTS, `banner-${type}-${width}.png`) });
      }
      expect(await seriousViolations(desktop, { within: '[data-banner-type]' })).toEqual([]);
    }
    // The light theme keeps the type's look and its contrast.
    await desktop.getByTestId('footer-theme').click();
    await desktop.locator('html[data-theme="light"]').waitFor({ state: 'attached' });
    await desktop.evaluate(() => window.scrollTo(0, 0));
    await desktop.screenshot({ path: join(SHOTS, 'banner-danger-1280-light.png') });
    expect(await seriousViolations(desktop, { within: '[data-banner-type]' })).toEqual([]);
    // An internal call to action moves within the app.
    await bannerRegion(desktop).getByRole('link', { name: 'See offers' }).click();
    await desktop.waitForURL(/\/promotions/);
    banner = current;
  });
});

describe('the rewards popup', () => {
  beforeAll(async () => {
    await content.global({
      bookmaker: BOOKMAKER,
      lang: 'en',
      rewards_popup:
        '## Your weekend rewards\n\nPlace three bets this weekend and get a **free bet** of £5.\n\n- Odds of 1.5 or more\n- Settled by Monday\n\n[Read the terms](/help)',
    });
  });

  it('shows once after a login, in a dialog that passes axe, and not again after a reload', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, watch } = await open(viewport, { rewardsPopup: true });
      await page.goto(HOME);
      await logInThroughFrame(page, bettor);
      const popup = page.getByRole('dialog', { name: 'Your rewards' });
      await popup.waitFor();
      await popup.getByRole('heading', { name: 'Your weekend rewards' }).waitFor();
      expect(await popup.locator('strong').first().textContent()).toBe('free bet');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `rewards-popup-${viewport.width}.png`) });
      await popup.getByRole('button', { name: 'Close' }).first().click();
      await popup.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('header-balance').waitFor();
      await bannerRegion(page).waitFor();
      const seen = await page.evaluate(() => localStorage.getItem('rewards_popup_seen'));
      expect(seen).toContain(bettor.username);
      expect(await page.getByRole('dialog', { name: 'Your rewards' }).count()).toBe(0);
      expect(watch.problems()).toEqual([]);
    }
  });
});

describe('cookie choices and the tag manager', () => {
  const dataLayer = (page: Page) =>
    page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

  /** The account site posts a tag manager event to the sportsbook, as after an abandoned registration. */
  async function frameTagEvent(page: Page, event: string): Promise<void> {
    await expect
      .poll(() => page.frames().some((candidate) => candidate.url().startsWith(accountURL)), {
        timeout: 45_000,
      })
      .toBe(true);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(accountURL)) as Frame;
    await frame.evaluate(
      (name) =>
        window.parent.postMessage(
          JSON.stringify({ source: 'global', event: 'gtm_push_action', details: { event: name } }),
          '*',
        ),
      event,
    );
  }

  it('asks on a first visit, keeps the dataLayer away until then, and forwards the frame events after', async () => {
    const { page, watch } = await open(DESKTOP, { consent: 'ask' });
    await page.goto(HOME);
    const dialog = page.getByRole('dialog', { name: 'Your cookie choices' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'consent-1280.png') });
    await frameTagEvent(page, 'registration_abandoned');
    expect(await dataLayer(page)).toBeNull();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const layer = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
      return layer.some((entry) => entry.event === 'registration_abandoned');
    });
    await page.waitForFunction(() => {
      const layer = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
      return layer.some((entry) => entry.event === 'page_view');
    });
    await frameTagEvent(page, 'registration_step');
    await page.waitForFunction(() => {
      const layer = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
      return layer.some((entry) => entry.event === 'registration_step');
    });
    const events = ((await dataLayer(page)) ?? []).map((entry) => entry.event);
    expect(events.slice(0, 2)).toEqual(['gtm.js', 'consent_update']);
    // No container is configured: nothing was loaded from a tag manager's host.
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    // The choice holds across a reload, and the footer's Cookie settings opens it again.
    await page.reload();
    await bannerRegion(page).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(watch.problems()).toEqual([]);
  });

  it('necessary only starts no dataLayer, on a phone too (screenshot)', async () => {
    const { page } = await open(MOBILE, { consent: 'ask' });
    await page.goto(HOME);
    const dialog = page.getByRole('dialog', { name: 'Your cookie choices' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SHOTS, 'consent-390.png') });
    await dialog.getByRole('button', { name: 'Necessary only' }).click();
    await dialog.waitFor({ state: 'detached' });
    await frameTagEvent(page, 'registration_abandoned');
    await page.reload();
    await bannerRegion(page).waitFor();
    expect(await dataLayer(page)).toBeNull();
  });
});

describe('text overrides from content', () => {
  it('an override of a built-in text shows after a reload', async () => {
    const { page } = await open();
    await page.goto(HOME);
    const footer = page.locator('footer').first();
    await footer.getByText('All rights reserved', { exact: false }).waitFor();
    await content.translations({
      bookmaker: BOOKMAKER,
      lang: 'en',
      translations: { 'app.copyright': '© Touchline GB, the operator’s own words.' },
    });
    await page.reload();
    await footer.getByText('the operator’s own words', { exact: false }).waitFor();
    expect(await footer.getByText('All rights reserved', { exact: false }).count()).toBe(0);
  });
});
