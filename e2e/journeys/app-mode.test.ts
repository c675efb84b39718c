/// <reference lib="dom" />
/**
 * The sportsbook as the native app, in the native test host (Chromium made a Capacitor Android web view
 * the way the native runtime does): the app-mode header (back button off home), no casino link, the
 * network modal driven by the device's Network plugin, a balance the shell hands over, and malformed or
 * foreign bridge messages ignored. Screenshots of the app-mode header at 390 px go to /tmp/appmode.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { launch, MOBILE, newContext, watchConsole } from '../support/browser';
import { installNativeHost, type NativeHost, servedAsOnDevice } from '../support/native-host';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/appmode';

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 200 });

const fromApp = (host: NativeHost) =>
  host.messagesFromApp().map((raw) => JSON.parse(raw) as { action: string });

/** The page inside the host, the shell's mode chosen; waits until the bridge said app_ready. */
async function appPage(existing?: { context: BrowserContext; page: Page }) {
  await context?.close();
  context = existing?.context ?? (await newContext(browser, baseURL, MOBILE));
  const watch = watchConsole(context);
  // The location splash comes first in the app: the device is in Dublin and lets the app locate it.
  await servedAsOnDevice(context, baseURL);
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 53.3498, longitude: -6.2603, accuracy: 20 });
  const host = await installNativeHost(context, { origin: baseURL });
  const page = existing?.page ?? (await context.newPage());
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await poll(() => fromApp(host).some((message) => message.action === 'app_ready')).toBe(true);
  await page.getByTestId('location-splash').waitFor({ state: 'detached', timeout: 60_000 });
  return { host, page, watch, warnings };
}

describe('the app-mode header', () => {
  it('has a back button off home only, and no casino link; the web keeps its casino link', async () => {
    const { page, watch } = await appPage();
    const back = page.getByRole('button', { name: 'Back' });
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await back.count()).toBe(0);
    expect(await page.locator('a[href^="/casinov2"]').count()).toBe(0);
    await page.screenshot({
      path: `${SHOTS}/app-header-home-390.png`,
      clip: { x: 0, y: 0, width: 390, height: 160 },
    });

    await page.locator('a[href="/live"]:visible').first().click();
    await poll(() => new URL(page.url()).pathname).toBe('/live');
    await back.waitFor();
    await page.screenshot({
      path: `${SHOTS}/app-header-live-390.png`,
      clip: { x: 0, y: 0, width: 390, height: 160 },
    });
    await back.click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    await poll(() => back.count()).toBe(0);
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);

    const web = await newContext(browser, baseURL, MOBILE);
    const webPage = await web.newPage();
    await webPage.goto('/live');
    await webPage.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await webPage.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await poll(() => webPage.locator('a[href^="/casinov2"]').count()).toBeGreaterThan(0);
    await web.close();
  });
});

describe('Bet AI in the app', () => {
  it('shows no Casino link under an answer about the casino; the web shows it', async () => {
    /** The stored conversation the chat resumes with: one answer tagged for the casino and the FAQs. */
    const withCasinoAnswer = async (target: BrowserContext) =>
      target.route('**/chat/start', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { uuid: string; messages: unknown[] };
        const answer = {
          role: 'assistant',
          message: 'Our casino and its games are on the casino site; the FAQs explain the account.',
          extra: { tags: ['casino', 'faq'], status: null, event_id: null, outcome_id: null },
        };
        await route.fulfill({ response, json: { ...body, messages: [...body.messages, answer] } });
      });
    const openBetAi = async (page: Page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Bet Assistant' }).first().click();
      const widget = page.getByRole('dialog', { name: 'Bet AI' });
      await widget.getByRole('link', { name: 'FAQs' }).waitFor();
      return widget;
    };

    const { page, watch } = await appPage();
    if (!context) throw new Error('no app context');
    await withCasinoAnswer(context);
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    const widget = await openBetAi(page);
    expect(await widget.getByRole('link', { name: 'Casino' }).count()).toBe(0);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/app-chat-no-casino-390.png` });
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);

    const web = await newContext(browser, baseURL, MOBILE);
    await withCasinoAnswer(web);
    const webPage = await web.newPage();
    await webPage.goto('/');
    await webPage.getByRole('button', { name: 'Log in' }).first().waitFor();
    const webWidget = await openBetAi(webPage);
    expect(await webWidget.getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/casinov2/');
    await webPage.waitForTimeout(400);
    await webPage.screenshot({ path: `${SHOTS}/web-chat-casino-390.png` });
    await web.close();
  });
});

describe('the network in the app', () => {
  it('its loss shows the blocking network modal and its return hides it', async () => {
    const { host, page } = await appPage();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    const modal = page.getByRole('alertdialog');
    expect(await modal.count()).toBe(0);
    // The app watches the Network plugin once its runtime has started (it asks the status after
    // subscribing to changes).
    await poll(() => host.calls('Network').some((call) => call.method === 'getStatus')).toBe(true);
    await host.setNetwork(false);
    await modal.waitFor();
    await page.screenshot({ path: `${SHOTS}/app-network-lost-390.png` });
    await host.setNetwork(true);
    await modal.waitFor({ state: 'detached' });
  });
});

describe('the bridge', () => {
  it('shows the balance the shell hands over, and ignores malformed and foreign messages', async () => {
    const api = serverApi(baseURL);
    const bettor = await api.newBettor('appmode', 10_000);
    const player = await api.details(bettor.token);
    const { host, page, warnings, watch } = await appPage(
      await bettorBrowser(browser, baseURL).open(bettor.token, { viewport: MOBILE }),
    );
    const balance = page.getByTestId('header-balance');
    await poll(() => balance.getAttribute('aria-busy')).toBe('false');

    const update = (total: number) =>
      JSON.stringify({
        source: 'app',
        action: 'update_balance',
        data: {
          auth_related_config: { sportify: { access_token: bettor.token } },
          auth_config: {
            user: {
              username: player.user.username,
              balance: { total, cash: total, bonus: 0, currency: player.balance.currency },
            },
          },
        },
      });
    await host.sendAppMessage(update(123_456));
    await poll(() => balance.textContent()).toContain('1,234.56');

    // Malformed, foreign and unknown: none of them changes anything (an empty sport token as a frame
    // message would log out; an app message's object form would set the balance).
    const before = await balance.textContent();
    for (const raw of [
      '{"source":"app","action":"update_balance"',
      'bm90IGpzb24=',
      JSON.stringify({ source: 'global', event: 'sport_token', details: { token: '' } }),
      JSON.stringify({ source: 'app', action: 'wire_money', data: { to: 'someone' } }),
      JSON.stringify({ source: 'sport', action: 'logout', data: {} }),
      JSON.stringify({ ...JSON.parse(update(1)), data: { auth_config: {} } }),
    ]) {
      await host.sendAppMessage(raw);
    }
    await poll(() => warnings.filter((text) => text.startsWith('app message dropped')).length).toBe(6);
    expect(await balance.textContent()).toBe(before);
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);
    expect(warnings.join('\n')).not.toContain(bettor.token);
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);
  });
});
