/// <reference lib="dom" />
/**
 * The odds format re-renders every price and survives a reload; the language switch;
 * the theme survives a reload; a guest opening /account/bets is sent to log in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations } from '../support/browser';
import { baseURL } from '../support/shared-server';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function fresh(): Promise<void> {
  await context?.close();
  context = await newContext(browser, baseURL);
  page = await context.newPage();
}

const prices = () => page.locator('[data-testid="price"]').allTextContents();

describe('settings modal', () => {
  beforeAll(fresh);

  it('is an accessible dialog with about 120 time zones', async () => {
    await page.goto('/');
    await page.getByTestId('open-settings').click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.waitFor();
    const zones = await dialog.locator('select').first().locator('option').count();
    expect(zones).toBeGreaterThanOrEqual(110);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('changing the odds format re-renders every price and survives a reload', async () => {
    await page.goto('/');
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(0);
    expect((await prices()).every((text) => /^\d+\.\d{2}$/.test(text.trim()))).toBe(true);
    await page.getByTestId('open-settings').click();
    await page.getByRole('radio', { name: 'Fractional' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect
      .poll(async () => (await prices()).every((text) => /^\d+\/\d+$|^evs$/i.test(text.trim())))
      .toBe(true);
    await page.reload();
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(0);
    expect((await prices()).every((text) => /^\d+\/\d+$|^evs$/i.test(text.trim()))).toBe(true);
    await page.getByTestId('open-settings').click();
    await page.getByRole('radio', { name: 'American' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await prices()).every((text) => /^[+-]\d+$/.test(text.trim()))).toBe(true);
  });

  it('the language switch applies, stores app_lang, returns home and fires language-updated', async () => {
    await page.goto('/live');
    await page.evaluate(() => {
      window.addEventListener('language-updated', () => {
        document.body.dataset.languageUpdated = 'yes';
      });
    });
    await page.getByTestId('open-settings').click();
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('app_lang'))).toBe('de');
    expect(await page.evaluate(() => document.body.dataset.languageUpdated)).toBe('yes');
    await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
  });
});

describe('theme dark by default, light on request, kept in a cookie', () => {
  beforeAll(fresh);

  it('starts dark, switches to light and survives a reload', async () => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const cookie = (await context.cookies()).find((c) => c.name === 'theme');
    expect(cookie?.value).toBe('light');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('guest on /account/bets is sent to log in', () => {
  beforeAll(fresh);

  it('redirects to the login page, keeping the way back', async () => {
    await page.goto('/account/bets');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/bets');
    // The account site's login page opens in the frame over the sportsbook.
    const account = page.frameLocator('iframe[title="Account"]');
    await expect
      .poll(() => account.getByRole('heading', { name: 'Login' }).count(), { timeout: 60_000 })
      .toBe(1);
  });
});
