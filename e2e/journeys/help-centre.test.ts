/// <reference lib="dom" />
/**
 * Help links by brand: the German brand's help centre is external (German articles), so /help/...
 * links, the help page by its address and the 404 page's Help Center link open its articles in a new
 * tab; a brand without one keeps the account site's own help pages in the frame.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { baseURL } from '../support/shared-server';

const SHOTS = '/work/shots/applepay-help';
const HELP_CENTRE = 'https://hilfe.de.touchline.example';
const UNKNOWN_PAGE = '/no-such-sport/no-such-competition/x-y-z/more';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

async function fresh(country: 'DE' | 'IE', viewport = DESKTOP): Promise<void> {
  await context?.close();
  context = await newContext(browser, baseURL, viewport);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  // On a local host the country site is chosen once with ?country= and kept for the visit.
  await page.goto(`/?country=${country}`);
  await page.locator('main').first().waitFor();
}

const opensInNewTab = async (link: ReturnType<Page['locator']>) => ({
  href: await link.getAttribute('href'),
  target: await link.getAttribute('target'),
  rel: (await link.getAttribute('rel'))?.split(/\s+/).includes('noopener'),
});

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('help centre links', () => {
  it('the German brand: the 404 page, the footer and /help addresses link to its German articles in a new tab', async () => {
    await fresh('DE');
    await page.goto(UNKNOWN_PAGE);
    await page
      .getByRole('heading', { name: 'Hoppla! Die angeforderte Seite wurde nicht gefunden!' })
      .waitFor();
    const helpCenter = page.getByRole('link', { name: 'Hilfe-Center' });
    await expect
      .poll(() => opensInNewTab(helpCenter), { timeout: 10_000 })
      .toEqual({ href: `${HELP_CENTRE}/de`, target: '_blank', rel: true });
    const support = page.locator('footer').getByRole('link', { name: 'Kundendienst' });
    expect(await opensInNewTab(support)).toEqual({
      href: `${HELP_CENTRE}/de/artikel/kontakt`,
      target: '_blank',
      rel: true,
    });

    // The help page by its address: a visible link to the article, no frame.
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/help/my-account/faqs');
      const article = page.getByRole('link', { name: 'Artikel öffnen' });
      await article.waitFor();
      expect(await opensInNewTab(article)).toEqual({
        href: `${HELP_CENTRE}/de/artikel/haeufige-fragen-zum-konto`,
        target: '_blank',
        rel: true,
      });
      expect(await page.getByRole('dialog', { name: 'Konto' }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/help-centre-de-${size.width}.png` });
    }
    expect(await seriousViolations(page)).toEqual([]);
    // Pressing it opens the article in a tab of its own, the sportsbook stays. The help centre is
    // answered here: a journey reaches nothing outside this machine.
    await context.route(`${HELP_CENTRE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Hilfe-Center</title><h1>Hilfe-Center</h1>' }),
    );
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Artikel öffnen' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${HELP_CENTRE}/de/artikel/haeufige-fragen-zum-konto`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/help/my-account/faqs');
  });

  it('a brand without a help centre: the 404 link and /help addresses open the account site in the frame', async () => {
    await fresh('IE');
    await page.goto(UNKNOWN_PAGE);
    await page.getByRole('heading', { name: 'Oops! The page you requested was not found!' }).waitFor();
    const helpCenter = page.getByRole('link', { name: 'Help Center' });
    expect(await opensInNewTab(helpCenter)).toEqual({ href: '/help', target: null, rel: undefined });
    await helpCenter.click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page
      .frameLocator('iframe[title="Account"]')
      .getByRole('heading', { name: 'Help Center' })
      .waitFor();
    expect(problems).toEqual([]);
  });
});
