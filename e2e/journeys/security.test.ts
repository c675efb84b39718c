/// <reference lib="dom" />
/**
 * The sportsbook under its Content-Security-Policy: the page boots, the live and match pages render, the
 * stats frame and the account site's frame load, and the browser reports no policy violation anywhere.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext } from '../support/browser';
import { type CataloguePages, cataloguePages } from '../support/catalogue';
import { baseURL } from '../support/shared-server';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pages: CataloguePages;
const violations: string[] = [];

beforeAll(async () => {
  browser = await launch();
  pages = await cataloguePages(baseURL);
  context = await newContext(browser, baseURL);
  // Every frame reports what its policy blocked, so a violation in the account site's frame counts too.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/content security policy|csp violation/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the sportsbook runs under its Content-Security-Policy', () => {
  it('the page carries the policy and boots to the home page with prices', async () => {
    const response = await page.goto('/');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await expect
      .poll(() => page.locator('[data-outcome-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it('the live page, a match page and its stats frame render without a violation', async () => {
    await page.goto('/live');
    await expect
      .poll(
        async () =>
          (await page.locator('article[data-event-id]').count()) +
          (await page.getByText('Sorry no events').count()),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await page.goto(pages.match);
    await expect
      .poll(() => page.locator('[data-outcome-id], [data-testid="odds-locked"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await page.getByTestId('open-stats').click();
    const frame = page.getByRole('dialog', { name: 'Match statistics' }).locator('iframe');
    await frame.waitFor();
    await expect
      .poll(async () => (await (await frame.elementHandle())?.contentFrame())?.url() ?? '', {
        timeout: 30_000,
      })
      .toContain('/stats/');
    expect(violations).toEqual([]);
  });

  it('the account site loads in a frame of the sportsbook, under its own policy', async () => {
    const config = (await (await fetch(`${baseURL}/v1/config?bookmaker=touchline_ie`)).json()) as {
      brand: { global_iframe: string };
    };
    const account = config.brand.global_iframe;
    const direct = await fetch(`${account}/`, { headers: { accept: 'text/html' } });
    expect(direct.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${new URL(baseURL).origin}`.replace('127.0.0.1', 'localhost'),
    );
    await page.goto('/');
    // The sportsbook's own policy must let the account site in, and the account site's let the sportsbook frame it.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'account';
      document.body.append(frame);
    }, `${account}/`);
    const content = page.frameLocator('iframe[title="account"]');
    await expect.poll(() => content.locator('#root *').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
});
