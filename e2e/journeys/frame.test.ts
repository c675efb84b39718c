/// <reference lib="dom" />
/**
 * The account frame across two real origins: the sportsbook (the real server) and an account site on
 * an origin of its own that speaks the frame protocol. Log in from the header, register, deposit,
 * log out, a message from a foreign origin, accessibility, and screenshots.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountStub, startAccountStub } from '../support/account-stub';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { REPO, type RunningServer, startServer } from '../support/server';

const DEMO = { username: 'demo-ie', password: 'touchline-demo' };
let server: RunningServer;
let account: AccountStub;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  account = await startAccountStub();
  server = await startServer({ ACCOUNT_URL: account.origin });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await account?.stop();
});

async function fresh(viewport: { width: number; height: number } = DESKTOP): Promise<void> {
  await context?.close();
  context = await newContext(browser, server.url, viewport);
  page = await context.newPage();
}

const frame = (): FrameLocator => page.frameLocator('iframe[title="Account"]');
const accountDialog = () => page.getByRole('dialog', { name: 'Account' });
const headerBalance = () => page.getByTestId('header-balance');

async function logInThroughFrame(username = DEMO.username, password = DEMO.password): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await accountDialog().waitFor();
  await frame().getByLabel('Username').fill(username);
  await frame().getByLabel('Password').fill(password);
  await frame().getByRole('button', { name: 'Log in' }).click();
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
    const sidebar = page.getByRole('dialog', { name: DEMO.username });
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
    expect(await seriousViolations(page)).toEqual([]);
    await frame().getByRole('button', { name: 'Pay 10.00 with the demo card' }).click();
    await frame().getByText('Deposit complete').waitFor();
    await expect.poll(balanceText, { timeout: 3000, interval: 100 }).not.toBe(before);
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

  it('a message from a foreign origin is ignored', async () => {
    const foreign = await startAccountStub('127.0.0.1');
    try {
      const messages = [
        { v: 1, source: 'global', event: 'log_out', details: {} },
        { v: 1, source: 'global', event: 'show', details: {} },
      ];
      await page.evaluate(
        (src) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.title = 'foreign';
          document.body.append(frame);
        },
        `${foreign.origin}/foreign?m=${encodeURIComponent(JSON.stringify(messages))}`,
      );
      await page.frameLocator('iframe[title="foreign"]').locator('body').waitFor({ state: 'attached' });
      await page.waitForTimeout(500);
      expect(await headerBalance().isVisible()).toBe(true);
      expect(await accountDialog().isVisible()).toBe(false);
    } finally {
      await foreign.stop();
    }
  });

  it('logs out from the sidebar; every trace is gone and a reload stays logged out', async () => {
    await page.goto('/');
    await headerBalance().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await page.waitForTimeout(2500);
    expect(await headerBalance().count()).toBe(0);
    // The account site never heard of a token after the reload.
    const received = (await frame().locator('body').getAttribute('data-received')) ?? '';
    expect(received.split(' ')).not.toContain('sport_token');
  });

  it('logs in again, and the session survives a reload', async () => {
    await logInThroughFrame();
    await page.reload();
    await headerBalance().waitFor();
  });

  it('a guest on My Bets is sent home with the login frame, and lands on My Bets after logging in', async () => {
    await headerBalance().click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await page.goto('/account/bets');
    await accountDialog().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await frame().getByLabel('Username').fill(DEMO.username);
    await frame().getByLabel('Password').fill(DEMO.password);
    await frame().getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/account/bets');
  });

  it('registers a new account in the frame and lands logged in', async () => {
    await fresh();
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    await accountDialog().waitFor();
    const name = `frame${Date.now().toString(36)}`;
    await frame().getByLabel('Username').fill(name);
    await frame().getByLabel('Email').fill(`${name}@example.org`);
    await frame().getByLabel('Password').fill('a-long-password-1');
    await frame().getByRole('button', { name: 'Create account' }).click();
    await headerBalance().waitFor();
    await headerBalance().click();
    await page.getByRole('dialog', { name }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('account frame screenshots', () => {
  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    for (const theme of ['dark', 'light'] as const) {
      it(`frame and sidebar at ${label} px, ${theme}`, async () => {
        await fresh(viewport);
        await context.addCookies([{ name: 'theme', value: theme, url: server.url }]);
        await page.goto('/');
        await page.getByRole('button', { name: 'Log in' }).first().click();
        await accountDialog().waitFor();
        await frame().getByLabel('Username').waitFor();
        await page.screenshot({ path: join(REPO, `docs/screenshots/frame-${label}-${theme}.png`) });
        await frame().getByLabel('Username').fill(DEMO.username);
        await frame().getByLabel('Password').fill(DEMO.password);
        await frame().getByRole('button', { name: 'Log in' }).click();
        await headerBalance().waitFor();
        await headerBalance().click();
        await page.getByRole('dialog', { name: DEMO.username }).waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(REPO, `docs/screenshots/sidebar-${label}-${theme}.png`) });
      });
    }
  }
});
