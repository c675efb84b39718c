/// <reference lib="dom" />
/**
 * What a crawler reads: each page of the sportsbook comes from the server with its own title,
 * description, canonical address and language alternates; an unknown address is a 404 the search engines
 * are told not to index; the sitemap is well-formed XML; and on client-side navigation the app keeps the
 * head right for the page it shows, with a clean console.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleWatch, DESKTOP, launch, MOBILE, newContext, watchConsole } from '../support/browser';
import { type CataloguePages, cataloguePages } from '../support/catalogue';
import { baseURL } from '../support/shared-server';

const SHOTS = '/work/shots/seo-render';
const NOT_FOUND = 'Oops! The page you requested was not found!';

let browser: Browser;
let pages: CataloguePages;

beforeAll(async () => {
  browser = await launch();
  pages = await cataloguePages(baseURL);
});

afterAll(async () => {
  await browser?.close();
});

interface Head {
  status: number;
  title: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  hreflangs: string[];
}

/** A page as plain HTTP brings it, before any script runs. */
async function served(path: string): Promise<Head> {
  const res = await fetch(new URL(path, baseURL), { headers: { accept: 'text/html' } });
  const html = await res.text();
  const read = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: res.status,
    title: read(/<title>([^<]*)<\/title>/),
    description: read(/<meta name="description" content="([^"]*)"/),
    robots: read(/<meta name="robots" content="([^"]*)"/),
    canonical: read(/<link rel="canonical" href="([^"]*)"/),
    hreflangs: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)"/g)].map((match) => match[1] ?? ''),
  };
}

describe('the head the server sends', () => {
  it('gives home, live, a sport, a competition and a match each its own title, description, canonical and alternates', async () => {
    const paths = ['/', '/live', pages.sport, pages.competition, pages.match];
    const heads = await Promise.all(paths.map(served));
    for (const [index, head] of heads.entries()) {
      const path = paths[index] ?? '';
      expect(head.status, path).toBe(200);
      expect(head.robots, path).toBe('index, follow');
      expect(new URL(head.canonical ?? '').pathname, path).toBe(path);
      expect(head.hreflangs, path).toEqual([
        'en',
        'es',
        'de',
        'fr',
        'ro',
        'ja',
        'fi',
        'pt',
        'el',
        'x-default',
      ]);
      expect(head.description?.length, path).toBeGreaterThan(20);
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(paths.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(paths.length);
  });

  it('answers an unknown address and an unknown match with 404 and noindex', async () => {
    for (const path of [
      '/no-such-sport/no-such-competition/x-y-z/w',
      `${pages.competition}/nobody-v-nobody-99999999`,
    ]) {
      const head = await served(path);
      expect(head.status, path).toBe(404);
      expect(head.robots, path).toBe('noindex, follow');
      expect(head.canonical, path).toBeUndefined();
    }
  });

  it('serves robots.txt and a sitemap the browser parses as XML, listing the match', async () => {
    const robots = await (await fetch(new URL('/robots.txt', baseURL))).text();
    expect(robots).toContain('Disallow: /account/');
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const xml = await (await fetch(new URL('/sitemap.xml', baseURL))).text();
    const context = await newContext(browser, baseURL, DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto('/robots.txt');
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
        };
      }, xml);
      expect(parsed.error).toBe(false);
      expect(parsed.locs.some((loc) => loc.endsWith(pages.match))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the head in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let watch: ConsoleWatch;

  const open = async (viewport: { width: number; height: number }) => {
    await context?.close();
    context = await newContext(browser, baseURL, viewport);
    watch = watchConsole(context);
    page = await context.newPage();
  };

  /** The text of an escaped HTML text or attribute, as the browser reads it. */
  const decoded = (html: string | undefined) =>
    page.evaluate((text) => {
      const area = document.createElement('textarea');
      area.innerHTML = text;
      return area.value;
    }, html ?? '');

  afterAll(async () => {
    await context?.close();
  });

  const canonical = () =>
    page.evaluate(() => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null);

  it('changes the title and canonical on client-side navigation from home to a match, with a clean console', async () => {
    await open(DESKTOP);
    const home = await served('/');
    await page.goto('/');
    expect(await page.title()).toBe(await decoded(home.title));
    expect(await canonical()).toBe(home.canonical);
    expect(await page.evaluate(() => (window as { prerenderReady?: boolean }).prerenderReady)).not.toBe(true);

    // The first match the home page links to, followed by the router without a page load.
    const firstMatch = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
            .map((anchor) => anchor.pathname)
            .find((pathname) => /^\/[^/]+\/[^/]+\/[^/]+-\d+$/.test(pathname)) ?? null,
      );
    await expect.poll(firstMatch).not.toBeNull();
    const path = await firstMatch();
    expect(path).not.toBeNull();
    const match = await served(path ?? '');
    await page.locator(`main a[href="${path}"]`).first().click();
    const matchTitle = await decoded(match.title);
    await expect.poll(() => page.title()).toBe(matchTitle);
    await expect.poll(canonical).toBe(match.canonical);
    const alternates = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      ),
    );
    expect(alternates).toHaveLength(10);
    // A same-document navigation: the address changed, no page was loaded again.
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(watch.problems()).toEqual([]);
  });

  it('loads a match page with its structured data and no policy violation or console error', async () => {
    await open(DESKTOP);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(pages.match);
    await page.locator('button[data-outcome-id]').first().waitFor();
    const data = await page.evaluate(
      () => document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(JSON.parse(data)).toMatchObject({
      '@type': 'SportsEvent',
      url: (await served(pages.match)).canonical,
    });
    expect(watch.problems()).toEqual([]);
  });

  it('shows the 404 page for an unknown address', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [label, viewport] of [
      ['390', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      await open(viewport);
      const response = await page.goto('/no-such-sport/no-such-competition/x-y-z/w');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      await page.screenshot({ path: `${SHOTS}/not-found-${label}.png` });
      // The document's own 404 (and the browser's note of it) is the one expected problem.
      watch.expect((problem) => problem.text.includes('404'));
      expect(watch.problems()).toEqual([]);
    }
  });
});
