/// <reference lib="dom" />
/**
 * Texts a bettor reads in another language: the live feed writes its phases in English ('1st set',
 * 'HT') and the sportsbook shows them in the bettor's words; a tip's start names the weekday in the
 * bettor's language; the account site writes dates in the brand's own order (day first on the Irish
 * site, never the US order) and names the wallet each 'Balance after' belongs to.
 */

import { getEventsLive } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accountDe from '../../apps/account/src/shared/i18n/locales/de.json';
import { registerBettor } from '../support/account';
import { BOOKMAKER, serverApi } from '../support/api';
import { type CatalogueEvent, eventPath } from '../support/bettor';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations, watchConsole } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

const SHOTS = '/tmp/language';

/** A phase as the feed writes it in English: an ordinal with its unit, or the half-time and full-time codes. */
const ENGLISH_PHASE =
  /\b\d+(?:st|nd|rd|th) (?:half|period|quarter|inning|set|game|map|frame|leg)\b|\bEnd of \d|\bHalf time\b|\bHT\b/;
/** The same phases in German: '1. Satz', '2. Halbzeit', 'HZ', 'Ende: 1. Drittel'. */
const GERMAN_PHASE =
  /\b\d+\. (?:Halbzeit|Drittel|Viertel|Inning|Satz|Spiel|Map|Frame|Leg)\b|\bHZ\b|\bRunde \d+\b/;
const ENGLISH_WEEKDAY = /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/;
const GERMAN_WEEKDAY = /^(?:Mo|Di|Mi|Do|Fr|Sa|So)\.?,? \d{2}:\d{2}$/;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A German-speaking bettor's window on the sportsbook (the language stored as the switch stores it). */
async function germanWindow(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, DESKTOP);
  await context.addInitScript(() => {
    if (window !== window.top) return;
    try {
      localStorage.setItem('app_lang', 'de');
    } catch {
      // A document without storage (an opaque origin between two loads) has no language to seed.
    }
  });
  return { context, page: await context.newPage() };
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/** A live match whose clock is a phase the feed writes in English words ('1st set', 'HT'). */
async function liveMatchWithPhase(): Promise<CatalogueEvent> {
  const { call } = serverApi(baseURL);
  let found: CatalogueEvent | null = null;
  await expect
    .poll(
      async () => {
        const live = await call(getEventsLive, { query: { bookmaker: BOOKMAKER, lang: 'de' } });
        const event = live.events.find(
          (e) =>
            e.sport.category === 'sport' && !e.is_outright && ENGLISH_PHASE.test(String(e.stats?.time ?? '')),
        );
        found = event ?? null;
        return found?.id ?? null;
      },
      { timeout: 120_000, interval: 2_000 },
    )
    .not.toBeNull();
  if (!found) throw new Error('no live match with a phase');
  return found;
}

describe('the sportsbook in German', () => {
  it('shows live phases in German words on the live list and on the match page', async () => {
    const match = await liveMatchWithPhase();
    const { context, page } = await germanWindow();
    const watch = watchConsole(context);

    await page.goto('/live');
    const main = page.locator('main');
    await expect.poll(() => main.innerText(), { timeout: 60_000 }).toMatch(GERMAN_PHASE);
    expect(await main.innerText()).not.toMatch(ENGLISH_PHASE);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'live-phases-de');

    await page.goto(eventPath(match));
    const header = page.getByRole('region', { name: match.name, exact: true }).first();
    await expect.poll(() => header.innerText(), { timeout: 60_000 }).toMatch(GERMAN_PHASE);
    expect(await header.innerText()).not.toMatch(ENGLISH_PHASE);
    await screenshots(page, 'match-phase-de');
    expect(watch.problems()).toEqual([]);
    await context.close();
  });

  it("names a tip's weekday in German", async () => {
    const { context, page } = await germanWindow();
    const watch = watchConsole(context);
    await page.goto('/');
    const tips = page.getByRole('region', { name: 'Tipps' });
    const starts = tips.locator('time');
    await expect.poll(() => starts.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    for (const text of await starts.allInnerTexts()) {
      expect(text).toMatch(GERMAN_WEEKDAY);
      expect(text).not.toMatch(ENGLISH_WEEKDAY);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(watch.problems()).toEqual([]);
    await context.close();
  });
});

describe("the account site's dates and balances", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const bettor = await registerBettor(baseURL);
    context = await newContext(browser, accountURL, DESKTOP);
    page = await context.newPage();
    await page.goto('/login?bookmaker=touchline_ie&lang=en');
    await page.getByLabel('Username').fill(bettor.username);
    await page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.goto('/cashier/deposit');
    await page.getByRole('button', { name: '€25.00', exact: true }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Deposit €25.00' }).click();
    await page.getByText('Deposit of €25.00 completed.', { exact: false }).waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  const firstRow = () => page.getByRole('table').getByRole('row').nth(1);

  it('writes dates day first on the Irish site and names the wallet of the balance after', async () => {
    const watch = watchConsole(context);
    await page.goto('/cashier/transactions?lang=en');
    await firstRow().waitFor();
    const [date, , amount, after] = await firstRow().getByRole('cell').allInnerTexts();
    // en-IE writes '27 Nov 2026, 15:20'; the US order would be 'Nov 27, 2026, 3:20 PM'.
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/);
    expect(amount).toBe('+€25.00');
    expect(after).toBe('€25.00 (Cash)');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'transactions-en-ie');
    expect(watch.problems()).toEqual([]);
  });

  it('writes dates and wallet names in German when the bettor reads German', async () => {
    await page.goto('/cashier/transactions?lang=de');
    await page.getByRole('heading', { name: accountDe.cashier.transactions.title }).waitFor();
    await firstRow().waitFor();
    const [date, , , after] = await firstRow().getByRole('cell').allInnerTexts();
    expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(after).toContain(`(${accountDe.cashier.balanceKinds.cash})`);
    expect(after).toMatch(/25,00\s€/);
    await screenshots(page, 'transactions-de');
  });
});
