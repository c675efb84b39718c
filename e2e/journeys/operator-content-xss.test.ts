/// <reference lib="dom" />
/**
 * Hostile operator content through the real operator calls into the real page: every HTML payload of
 * the corpus in banner messages (a few to a banner), every markdown payload as the rewards popup, the
 * plain-text payloads as a call to action's text, a text override, a promotion's title and description
 * and an SEO entry's title and description. Each is rendered in turn; the trap a payload would call is
 * defined before any page script runs, and it is never called, while the page keeps working (its own
 * content shows, no page error). On the GB site with entries of its brand only, removed at the end.
 */
import {
  type BannerEntry,
  type GlobalEntry,
  removeContentSeo,
  replaceContentBanner,
  replaceContentGlobal,
  replaceContentTranslations,
  type TranslationsEntry,
} from '@touchline/contract';
import { XSS_CORPUS, XSS_TRAP } from '@touchline/contract/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBettor } from '../support/account';
import { type ConsoleWatch, DESKTOP, launch, newContext, watchConsole } from '../support/browser';
import { operatorContent } from '../support/operator-content';
import { baseURL } from '../support/shared-server';

const BOOKMAKER = 'touchline_gb';
const HTML_PER_BANNER = 6;
const SEO_PER_ENTRY = 3;
const HOME = '/?country=GB';

const content = operatorContent(baseURL);
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: ConsoleWatch;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, baseURL, DESKTOP, { rewardsPopup: true });
  watch = watchConsole(context);
  await context.addInitScript((trap: string) => {
    const calls: unknown[] = [];
    Object.defineProperty(window, '__xssCalls', { value: calls });
    Object.defineProperty(window, trap, { value: (n: unknown) => calls.push(n) });
  }, XSS_TRAP);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await content.cleanUp();
});

const trapCalls = () => page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls);

describe('hostile operator content never runs', () => {
  it('renders every banner, popup and text payload without calling the trap', async () => {
    const bettor = await registerBettor(baseURL, BOOKMAKER);
    // A banner carries a few HTML payloads at once (each in its own block), so that every markdown and
    // text payload still gets a round of its own and the run stays short.
    const rounds = Math.max(
      Math.ceil(XSS_CORPUS.html.length / HTML_PER_BANNER),
      XSS_CORPUS.markdown.length,
      XSS_CORPUS.text.length,
    );
    const htmlOf = (round: number) =>
      Array.from(
        { length: HTML_PER_BANNER },
        (_, slot) => `<div>${pick(XSS_CORPUS.html, round * HTML_PER_BANNER + slot)}</div>`,
      ).join('');
    const bannerBody = (round: number) => ({
      bookmaker: BOOKMAKER,
      lang: 'en',
      message: `<p>Payload ${round}</p>${htmlOf(round)}`,
      ctas: [
        { type: 'link', destination: 'internal', url: '/promotions', text: pick(XSS_CORPUS.text, round) },
      ],
      type: 'info',
      dismissable: true,
      visible: true,
      sort_order: 0,
    });
    const popupText = (round: number) => `## Payload ${round}\n\n${pick(XSS_CORPUS.markdown, round)}`;
    const overrides = (round: number) => ({
      'app.copyright': `Copyright ${round} ${pick(XSS_CORPUS.text, round)}`,
    });

    let banner = (await content.banner(bannerBody(0))) as BannerEntry;
    let global = (await content.global({
      bookmaker: BOOKMAKER,
      lang: 'en',
      rewards_popup: popupText(0),
    })) as GlobalEntry;
    let texts = (await content.translations({
      bookmaker: BOOKMAKER,
      lang: 'en',
      translations: overrides(0),
    })) as TranslationsEntry;

    await page.goto(HOME);
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const frame = page.frameLocator('iframe[title="Account"]');
    await frame.getByLabel('Username').fill(bettor.username);
    await frame.getByLabel('Password', { exact: true }).fill(bettor.password);
    await frame.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByTestId('header-balance').waitFor();

    for (let round = 0; round < rounds; round += 1) {
      if (round > 0) {
        banner = (await content.call(replaceContentBanner, {
          params: { id: banner.id },
          body: { ...bannerBody(round), version: banner.version },
        } as never)) as BannerEntry;
        global = (await content.call(replaceContentGlobal, {
          params: { id: global.id },
          body: {
            bookmaker: BOOKMAKER,
            lang: 'en',
            site_name: null,
            footer_text: null,
            footer_partners: null,
            rewards_popup: popupText(round),
            version: global.version,
          },
        } as never)) as GlobalEntry;
        texts = (await content.call(replaceContentTranslations, {
          params: { id: texts.id },
          body: { bookmaker: BOOKMAKER, lang: 'en', translations: overrides(round), version: texts.version },
        } as never)) as TranslationsEntry;
        await page.reload();
      }
      // By its element: the popup may already hide the page from the accessibility tree.
      await page.locator('[data-banner-type]').getByText(`Payload ${round}`).waitFor();
      const popup = page.getByRole('dialog', { name: 'Your rewards' });
      await popup.getByRole('heading', { name: `Payload ${round}` }).waitFor();
      await page.locator('footer').first().getByText(`Copyright ${round}`, { exact: false }).waitFor();
      await popup.getByRole('button', { name: 'Later' }).click();
      await popup.waitFor({ state: 'detached' });
      expect(await trapCalls(), `round ${round}`).toEqual([]);
    }
    // The page still works: a page of its own opens and shows its content.
    await page.getByRole('link', { name: 'In-Play' }).first().click();
    await page.waitForURL(/\/live/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await trapCalls()).toEqual([]);
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);
  });

  it('shows a promotion with hostile title and description as text on the Premium League page', async () => {
    for (const [index, title] of XSS_CORPUS.text.entries()) {
      await content.promotion({
        bookmaker: BOOKMAKER,
        titles: { en: `Board ${index} ${title}` },
        descriptions: { en: `${pick(XSS_CORPUS.html, index)} ${pick(XSS_CORPUS.markdown, index)}` },
        period: 'weekly',
        is_optIn_required: false,
        is_limited_users: false,
        active: true,
      });
    }
    await page.goto('/premium-league');
    for (const index of XSS_CORPUS.text.keys()) {
      await page.getByText(`Board ${index} `, { exact: false }).first().waitFor();
    }
    expect(await trapCalls()).toEqual([]);
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);
  });
});

describe('hostile SEO text stays text in the head', () => {
  it('shows the title the server wrote and the one the app sets on navigation, running nothing', async () => {
    const texts = XSS_CORPUS.text;
    for (let round = 0; round * SEO_PER_ENTRY < texts.length; round += 1) {
      const chosen = texts.slice(round * SEO_PER_ENTRY, (round + 1) * SEO_PER_ENTRY);
      const entry = (await content.seo({
        bookmaker: BOOKMAKER,
        lang: 'en',
        path: '/live',
        title: `Live ${round} ${chosen.join(' ')}`.slice(0, 200),
        description: chosen.join(' '),
      })) as { id: string };
      // The app sets the head on a client-side navigation.
      await page.goto(HOME);
      await page.getByRole('link', { name: 'In-Play' }).first().click();
      await page.waitForURL(/\/live/);
      await expect.poll(() => page.title()).toContain(`Live ${round} `);
      // The server writes it into the page it sends (on this machine ?country= names the brand).
      await page.goto('/live?country=GB');
      expect(await page.title()).toContain(`Live ${round} `);
      expect(await trapCalls(), `round ${round}`).toEqual([]);
      await content.call(removeContentSeo, { params: { id: entry.id } } as never);
    }
    expect(watch.problems().filter((problem) => problem.kind === 'page error')).toEqual([]);
  });
});

function pick(list: readonly string[], index: number): string {
  return list[index % list.length] as string;
}
