/// <reference lib="dom" />
/**
 * Every route renders real data from the real server, with no serious or critical
 * accessibility violation (axe-core).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations } from '../support/browser';
import { type CataloguePages, cataloguePages } from '../support/catalogue';
import { baseURL } from '../support/shared-server';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pages: CataloguePages;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, baseURL);
  page = await context.newPage();
  pages = await cataloguePages(baseURL);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function visit(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function expectAccessible(): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('routes render real data', () => {
  it('home shows live now, highlights and top competitions', async () => {
    await visit('/');
    await expect
      .poll(() => page.locator('section[aria-labelledby="home-highlights"] article[data-event-id]').count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-outcome-id]').count()).toBeGreaterThan(0);
    await expectAccessible();
  });

  it('all sports lists the sports with events', async () => {
    await visit('/all-sports');
    await expect.poll(() => page.locator('main a[href]').count()).toBeGreaterThan(3);
    await expectAccessible();
  });

  it('the sport page lists events by competition', async () => {
    await visit(pages.sport);
    await expect.poll(() => page.locator('article[data-event-id]').count()).toBeGreaterThan(0);
    await expectAccessible();
  });

  it('the competition page lists its events', async () => {
    await visit(pages.competition);
    await expect.poll(() => page.locator('article[data-event-id]').count()).toBeGreaterThan(0);
    await expectAccessible();
  });

  it('the match page shows every market with prices', async () => {
    await visit(pages.match);
    await expect.poll(() => page.locator('[data-market-id]').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-outcome-id], [data-testid="odds-locked"]').count())
      .toBeGreaterThan(1);
    await expectAccessible();
  });

  it('the live page shows in-play events or says Sorry no events', async () => {
    await visit('/live');
    await expect
      .poll(
        async () =>
          (await page.locator('article[data-event-id]').count()) +
          (await page.getByText('Sorry no events').count()),
      )
      .toBeGreaterThan(0);
    await expectAccessible();
  });

  it('the match page opens the stats modal framing the stats page with event_id and lang', async () => {
    await visit(pages.match);
    await page.getByTestId('open-stats').click();
    const dialog = page.getByRole('dialog', { name: 'Match statistics' });
    await dialog.waitFor();
    const eventId = pages.match.split('-').pop() ?? '';
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(`/stats/${eventId}?lang=en`);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(570);
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('sport icons come from the sprite, one drawing per sport of the menu', async () => {
    await visit(pages.sport);
    const icons = await page
      .locator('aside svg[data-icon]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-icon')));
    expect(icons.length).toBeGreaterThan(10);
    expect(icons.filter((name) => name === 'generic')).toEqual([]);
    const drawn = await page.evaluate(async () => {
      const use = document.querySelector('aside svg[data-icon] use');
      const href = use?.getAttribute('href') ?? '';
      const sprite = await (await fetch(href.split('#')[0] ?? '')).text();
      return sprite.includes(`id="${href.split('#')[1]}"`);
    });
    expect(drawn).toBe(true);
  });

  it('horse racing shows a race card with each-way terms', async () => {
    await visit('/horse-racing');
    await expect.poll(() => page.getByTestId('each-way-terms').count()).toBeGreaterThan(0);
    await expectAccessible();
  });

  it('greyhounds shows a race card', async () => {
    await visit('/greyhounds');
    await expect.poll(() => page.locator('ol li').count()).toBeGreaterThan(1);
    await expectAccessible();
  });

  for (const path of ['/esports', '/virtual', '/results']) {
    it(`${path} renders events or its empty state`, async () => {
      await visit(path);
      await expect
        .poll(
          async () =>
            (await page.locator('article[data-event-id]').count()) +
            (await page.locator('main [role="status"]').count()),
        )
        .toBeGreaterThan(0);
      await expectAccessible();
    });
  }

  for (const path of ['/promotions', '/promotii', '/premium-league', '/rewards']) {
    it(`${path} renders its page`, async () => {
      await visit(path);
      await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
      await expectAccessible();
    });
  }

  it('search finds events as the bettor types', async () => {
    // /search is also the search API path on the same origin, so the page is reached in the app.
    await visit('/');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Search' }).click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.waitFor();
    const term = await page.evaluate(async () => {
      const response = await fetch('/echo/v1/events?bookmaker=touchline_ie&lang=en&limit=1&live=false');
      const body = (await response.json()) as { data: { home_team: string | null; name: string }[] };
      return body.data[0]?.home_team ?? body.data[0]?.name ?? '';
    });
    await box.fill(term.slice(0, 5));
    await expect
      .poll(() => page.locator('main section a[href], article[data-event-id]').count())
      .toBeGreaterThan(0);
    await expectAccessible();
  });

  it('an unknown address shows the 404 page with a Help Center link', async () => {
    await visit('/no-such-sport/no-such-competition/x-y-z');
    await expect.poll(() => page.getByText('Oops! The page you requested was not found!').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Help Center' }).count()).toBe(1);
    await expectAccessible();
  });

  it('an odds button adds the selection to the slip and shows the count', async () => {
    await visit(pages.match);
    const button = page.locator('button[data-outcome-id]').first();
    await button.click();
    await expect.poll(() => page.getByTestId('slip-count').first().textContent()).toContain('1 selection');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
  });
});
