/// <reference lib="dom" />
/**
 * The account frame across the two real origins: the sportsbook and the account site (apps/account on
 * its own port), both served by the real server. Log in from the header, the account sidebar, a deposit
 * with the demo card, hiding the frame, messages the sportsbook must ignore, logout and its traces, a
 * guest sent to log in, registration, accessibility, and screenshots.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bettor, registerBettor } from '../support/account';
import { DESKTOP, launch, looks, newContext, seriousViolations } from '../support/browser';
import { SCREENSHOTS } from '../support/server';
import { accountURL, baseURL } from '../support/shared-server';

/** The account site keeps its session under this key (sessionStorage, or localStorage with Remember me). */
const ACCOUNT_SESSION_KEY = 'touchline.account.session';

let bettor: Bettor;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  bettor = await registerBettor(baseURL);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function fresh(viewport: { width: number; height: number } = DESKTOP): Promise<void> {
  await context?.close();
  context = await newContext(browser, baseURL, viewport);
  page = await context.newPage();
}

const frame = (): FrameLocator => page.frameLocator('iframe[title="Account"]');
const accountFrame = (): Frame => {
  const found = page.frames().find((candidate) => candidate.url().startsWith(accountURL));
  if (!found) throw new Error('the account site frame is not loaded');
  return found;
};
/** The account site's stored session, [sessionStorage, localStorage]. */
const accountSessionStored = () =>
  accountFrame().evaluate(
    (key) => [sessionStorage.getItem(key), localStorage.getItem(key)],
    ACCOUNT_SESSION_KEY,
  );
const accountDialog = () => page.getByRole('dialog', { name: 'Account' });
const headerBalance = () => page.getByTestId('header-balance');

async function fillLogin(who: Bettor = bettor): Promise<void> {
  await frame().getByLabel('Username').fill(who.username);
  await frame().getByLabel('Password', { exact: true }).fill(who.password);
  await frame().getByRole('button', { name: 'Login', exact: true }).click();
}

async function logInThroughFrame(who: Bettor = bettor): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await accountDialog().waitFor();
  await fillLogin(who);
  await headerBalance().waitFor();
}

const balanceText = async () =>
  (await headerBalance().textContent())?.replace(/^Balance\s*/, '').trim() ?? '';

describe('account frame: login, registration, deposit, logout', () => {
  beforeAll(() => fresh());

  it('opens Log in from the header in the frame and lands logged in with the balance in the header', async () => {
    await page.goto('/');
    await logInThroughFrame();
    await accountDialog().waitFor({ state: 'hidden' });
    expect(await balanceText()).toMatch(/\d/);
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(0);
  });

  it('the account sidebar shows the name, balances and entries, and passes axe', async () => {
    await headerBalance().click();
    const sidebar = page.getByRole('dialog', { name: bettor.username });
    await sidebar.waitFor();
    for (const text of [
      'Balance',
      'Cash',
      'Bonus',
      'Deposit',
      'My Bets',
      'Free Bets',
      'Player Protection',
      'Logout',
    ]) {
      expect(await sidebar.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'detached' });
  });

  it('deposits with the demo card in the frame and the header balance changes within 3 s', async () => {
    const before = await balanceText();
    await headerBalance().click();
    await page.getByRole('button', { name: 'Deposit' }).click();
    await accountDialog().waitFor();
    await frame().getByLabel('Amount').fill('10');
    await frame().getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame().getByLabel('Expiry date').fill('12/30');
    await frame().getByLabel('Security code (CVC)').fill('123');
    await frame().getByLabel('Name on card').fill('Ada Lovelace');
    expect(await seriousViolations(page)).toEqual([]);
    await frame()
      .getByRole('button', { name: /^Deposit .10\.00$/ })
      .click();
    await frame()
      .getByText(/^Deposit of .10\.00 completed\./)
      .waitFor();
    await expect.poll(balanceText, { timeout: 3000, interval: 100 }).not.toBe(before);
    expect(await balanceText()).toContain('10.00');
  });

  it('the deposit is in the Inbox: the sidebar badge counts it unread, reading it lowers the badge', async () => {
    const inboxEntry = () => page.getByRole('button', { name: /^Inbox/ });
    const badge = async () => Number((await inboxEntry().textContent())?.replace(/\D/g, '') || '0');
    // The deposit page is still in the frame: close it first.
    await page.getByRole('button', { name: 'Close' }).click();
    await accountDialog().waitFor({ state: 'hidden' });
    await headerBalance().click();
    const sidebar = page.getByRole('dialog', { name: bettor.username });
    await sidebar.waitFor();
    // The welcome message of the registration and the deposit's, both unread.
    await expect.poll(badge, { timeout: 5000, interval: 100 }).toBe(2);
    await inboxEntry().click();
    await accountDialog().waitFor();
    await frame().getByRole('heading', { name: 'Inbox' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await frame().getByRole('button', { name: 'Deposit received' }).click();
    await frame()
      .getByText(/^.10\.00 has been added to your balance\.$/)
      .waitFor();
    expect(
      await frame().getByRole('button', { name: 'Deposit received' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await frame().getByText('1 unread message').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await accountDialog().waitFor({ state: 'hidden' });
    await headerBalance().click();
    await sidebar.waitFor();
    await expect.poll(badge, { timeout: 5000, interval: 100 }).toBe(1);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'detached' });
  });

  it('the backdrop and Escape hide the frame', async () => {
    await page.goto('/cashier/deposit');
    await accountDialog().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.mouse.click(5, 5);
    await accountDialog().waitFor({ state: 'hidden' });
    await page.goto('/help/contact-us');
    await accountDialog().waitFor();
    await page.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await accountDialog().waitFor({ state: 'hidden' });
  });

  it('ignores a log_out from a foreign origin, one that is not a string and one that does not parse', async () => {
    // A message event as the browser delivers it, from the origin given (the frame's own window as
    // its source, so that only the origin or the data can make it be dropped).
    const post = (data: unknown, origin: string) =>
      page.evaluate(
        ([payload, from]) => {
          const source = document.querySelector<HTMLIFrameElement>('iframe[title="Account"]')?.contentWindow;
          window.dispatchEvent(new MessageEvent('message', { data: payload, origin: from, source }));
        },
        [data, origin] as const,
      );
    const logOut = { v: 1, source: 'global', event: 'log_out', details: {} };
    await post(JSON.stringify(logOut), 'http://127.0.0.1:9');
    await post(logOut, accountURL);
    await post('{"v":1,"source":"global","event":"log_out"', accountURL);
    await page.waitForTimeout(500);
    expect(await headerBalance().isVisible()).toBe(true);
    expect(await accountDialog().isVisible()).toBe(false);
  });

  it('logs out from the sidebar; every trace is gone on both sites and a reload stays logged out', async () => {
    await page.goto('/');
    await headerBalance().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    // The account site in the frame forgets its session too (logged_out).
    await expect.poll(accountSessionStored).toEqual([null, null]);
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await page.waitForTimeout(2500);
    expect(await headerBalance().count()).toBe(0);
    // Nothing logs the frame back in: Log in shows the account site's login form.
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await frame().getByLabel('Username').waitFor();
    expect(
      await frame()
        .getByText(/You are logged in as/)
        .count(),
    ).toBe(0);
  });

  it('logs in again, and the session survives a reload', async () => {
    await fillLogin();
    await headerBalance().waitFor();
    await page.reload();
    await headerBalance().waitFor();
  });

  it('a guest on My Bets is sent home with the login frame, and lands on My Bets after logging in', async () => {
    await headerBalance().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    // logged_out reaches the account site 0.5 s after the logout; a page loaded sooner would find it
    // still logged in and be handed its session back. Right after the reload above the account frame may
    // not be loaded yet (it comes shortly after the first paint, or when the logout asks for it).
    await expect.poll(accountSessionStored, { timeout: 10_000 }).toEqual([null, null]);
    await page.goto('/account/bets');
    await accountDialog().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await fillLogin();
    await page.waitForURL((url) => url.pathname === '/account/bets');
  });

  it('registers a new account in the frame and lands logged in', async () => {
    await fresh();
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    await accountDialog().waitFor();
    const name = `frame${Date.now().toString(36)}`;
    await frame().getByLabel('Username').fill(name);
    await frame().getByLabel('E-mail address').fill(`${name}@example.org`);
    await frame().getByLabel('Password', { exact: true }).fill('green-kettle-42!');
    await frame().getByLabel('Date of birth').fill('1990-05-17');
    await frame().getByRole('checkbox').check();
    await frame().getByRole('button', { name: 'Create account' }).click();
    // Registered and logged in on both sides: the frame goes on to the deposit page with a welcome.
    await frame().getByText('Welcome! Your account is ready.').waitFor();
    await headerBalance().waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await accountDialog().waitFor({ state: 'hidden' });
    await headerBalance().click();
    await page.getByRole('dialog', { name }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('session upkeep and the frame popups in a real browser', () => {
  it('the account site asking for the restricted-region popup shows it after 3.5 s, and Close hides it', async () => {
    await fresh();
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await frame().getByLabel('Username').waitFor();
    // The account site's own window posts the message, from its origin, as its registration page does
    // when the server declines the visitor's region.
    const asked = Date.now();
    await accountFrame().evaluate((target) => {
      window.parent.postMessage(
        JSON.stringify({ v: 1, source: 'global', event: 'show_restricted_region_popup', details: {} }),
        target,
      );
    }, baseURL);
    const popup = page.getByRole('alertdialog', { name: 'Not available in your region' });
    await popup.waitFor({ timeout: 8000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(3400);
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('keepalive: a logged-in bettor who is active extends the session every 30 s, an idle one does not', async () => {
    await fresh();
    // The browser's clock runs fast-forward here; the server, the frame messages and the calls are real.
    await page.clock.install();
    const kept: number[] = [];
    // The sportsbook's own calls: the account site in its frame keeps its session on its own schedule.
    page.on('request', (request) => {
      if (
        request.frame() === page.mainFrame() &&
        request.url().startsWith(baseURL) &&
        request.url().includes('/v1/player/keep-session')
      )
        kept.push(Date.now());
    });
    await page.goto('/');
    await logInThroughFrame();
    await accountDialog().waitFor({ state: 'hidden' });
    await page.clock.runFor(31_000);
    const idle = kept.length;
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    await page.clock.runFor(31_000);
    await expect.poll(() => kept.length, { timeout: 5000 }).toBeGreaterThan(idle);
    const afterActivity = kept.length;
    await page.clock.runFor(31_000);
    await page.waitForTimeout(500);
    expect(kept.length).toBe(afterActivity);
  });

  it('login disabled by configuration opens the forbidden modal instead of the login frame', async () => {
    await fresh();
    // The real configuration with its login switch turned off (no brand ships one disabled).
    await page.route('**/v1/config**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.operator.login_enabled = false;
      await route.fulfill({ response, json: body });
    });
    const configured = page.waitForResponse((response) => response.url().includes('/v1/config'));
    await page.goto('/');
    // The sportsbook reads the switch from its own configuration: 'Log in' once it has arrived opens the
    // modal without waiting for the account frame (which loads later, in the background). A click before
    // it arrives opens the frame, whose login page then gives way to the same modal.
    await configured;
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Not available' });
    await modal.waitFor();
    expect(await page.locator('iframe[title="Account"]').count()).toBe(0);
    expect(await accountDialog().isVisible()).toBe(false);
    await modal.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await modal.waitFor({ state: 'detached' });
  });
});

describe('account frame screenshots', () => {
  for (const { theme, viewport } of looks()) {
    const label = String(viewport.width);
    it(`frame and sidebar at ${label} px, ${theme}`, async () => {
      await fresh(viewport);
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
      await page.goto('/');
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await accountDialog().waitFor();
      await frame().getByLabel('Username').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `frame-${label}-${theme}.png`) });
      await fillLogin();
      await headerBalance().waitFor();
      await headerBalance().click();
      await page.getByRole('dialog', { name: bettor.username }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SCREENSHOTS, `sidebar-${label}-${theme}.png`) });
    });
  }
});
