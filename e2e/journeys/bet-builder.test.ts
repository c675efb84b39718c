/// <reference lib="dom" />
/**
 * The bet builder in a real browser against the real server: a football match opens 'Create YourBet',
 * three selections picked in the framed builder are priced together, sent to the bet builder slip,
 * placed and confirmed, and the bet is in the bettor's bets with its legs; 'Retain selections' and
 * 'Clear all'; two selections that cannot be combined show the warning and block placing; bet builder
 * links; a tip card of the tips carousel. The server's own answers are the reference; everything is
 * found by its visible text or accessible name.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Event, getBets, getEvents } from '@touchline/contract';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { SCREENSHOTS } from '../support/server';
import { baseURL } from '../support/shared-server';

const BOOKMAKER = 'touchline_ie';
const SHOTS = SCREENSHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

// ------------------------------------------------------------------------------------ the server

const server = serverApi(baseURL);
/** A new bettor of the IE brand with 1000.00 in cash. */
async function newBettor(): Promise<string> {
  return (await server.newBettor('bb', 100_000)).token;
}

/** A pre-match football match (its prices hold still) and its page. */
async function footballMatch(): Promise<{ event: Event; path: string }> {
  const { data } = await server.call(getEvents, {
    query: { bookmaker: BOOKMAKER, lang: 'en', sport: 'football', limit: 100 },
  });
  // One that does not kick off while the journeys run (its builder would close).
  const event = data.find(
    (e) => !e.is_live && e.status === 'not_started' && Date.parse(e.starts_at) > Date.now() + 2 * 3_600_000,
  );
  if (!event) throw new Error('no pre-match football match');
  return {
    event,
    path: `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}-${event.id}`,
  };
}

const bets = (token: string) =>
  server.call(getBets, { token, query: { bookmaker: BOOKMAKER, status: 'all', limit: 10 } });

// ------------------------------------------------------------------------------------ the browser

async function open(
  token: string | null,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, viewport);
  const storage: Record<string, string> = {};
  if (token) {
    const player = await server.details(token);
    storage.auth = JSON.stringify({
      token,
      user: {
        username: player.user.username,
        name: player.user.name,
        currency: player.balance.currency,
        balance: player.balance.cash,
        bonus: 0,
        openBets: 0,
      },
    });
  }
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return { context, page: await context.newPage() };
}

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 200 });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Create YourBet' });
const builder = (page: Page): FrameLocator => page.frameLocator('iframe[title="Create YourBet"]');
const builderSlip = (page: Page) => page.getByTestId('bet-builder-slip');
const oddsIn = (frame: FrameLocator) => frame.locator('output').first();

/** Picks the first price of a market in the framed builder and waits for the combined odds. */
async function pick(frame: FrameLocator, market: string, index = 0): Promise<void> {
  const card = frame
    .locator('div', { has: frame.getByRole('heading', { name: market, exact: true }) })
    .last();
  await card.getByRole('button').nth(index).click();
  // The click starts a new pricing at once; the odds shown count only once it has answered.
  await poll(() => oddsIn(frame).getAttribute('aria-busy')).toBe('false');
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `bet-builder-${name}.png`) });
}

// ------------------------------------------------------------------------------------ journeys

describe("the 'Create YourBet' bet builder", () => {
  it('builds three selections of a match, places them, confirms with the receipt and lists the bet with its legs', async () => {
    const token = await newBettor();
    const { event, path } = await footballMatch();
    const { context, page } = await open(token);
    await page.goto(path);
    await page.getByRole('link', { name: 'Create YourBet' }).click();
    await modal(page).waitFor();
    const frame = builder(page);
    await frame.getByRole('heading', { name: event.name }).waitFor();

    await pick(frame, 'Match Result');
    await frame.getByText('Add more selections to continue').waitFor();
    await pick(frame, 'Total Goals Over/Under 2.5');
    await poll(async () => (await oddsIn(frame).textContent())?.trim()).toMatch(/^\d+\.\d\d$/);
    const two = (await oddsIn(frame).textContent())?.trim();
    await pick(frame, 'Both Teams to Score');
    await poll(async () => (await oddsIn(frame).textContent())?.trim()).not.toBe(two);
    const three = (await oddsIn(frame).textContent())?.trim() ?? '';
    expect(Number(three)).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'modal-1280');

    await frame.getByRole('button', { name: 'Add to betslip' }).click();
    await modal(page).waitFor({ state: 'detached' });
    const slip = builderSlip(page);
    await poll(() => slip.getByRole('listitem').count()).toBe(3);
    await poll(async () => (await slip.getByTestId('bet-builder-odds').textContent())?.trim()).toBe(three);
    await slip.getByLabel('Stake').fill('5');
    const place = slip.getByRole('button', { name: /^Place Bet/ });
    await poll(() => place.isEnabled()).toBe(true);
    expect(await place.textContent()).toMatch(/Returns €\d/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'slip-1280');

    await place.click();
    await page.getByText('PROCESSED').waitFor();
    const receipt = (await page.getByTestId('bet-builder-receipt').textContent()) ?? '';
    expect(receipt.length).toBeGreaterThan(0);
    await shot(page, 'confirmation-1280');
    // My Bets reads GET /v1/bets: the bet is there as a bet builder bet with its three legs.
    const placed = await bets(token);
    expect(placed.total).toBe(1);
    expect(placed.bets[0]?.bet_type).toBe('betbuilder');
    expect(placed.bets[0]?.selections).toHaveLength(3);

    await page.getByRole('button', { name: 'Retain selections' }).click();
    await poll(() => builderSlip(page).getByRole('listitem').count()).toBe(3);
    await builderSlip(page)
      .getByRole('button', { name: /^Place Bet/ })
      .click();
    await page.getByText('PROCESSED').waitFor();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await poll(() => builderSlip(page).count()).toBe(0);
    expect((await bets(token)).total).toBe(2);

    // My Bets lists both as 'Bet Builder' bets of the match, each with its three legs.
    await page.goto('/account/bets');
    await page.getByRole('heading', { name: 'My Bets', level: 1 }).waitFor();
    const cards = page.getByRole('tabpanel').getByRole('article');
    await poll(() => cards.count()).toBe(2);
    const legs = placed.bets[0]?.selections ?? [];
    for (const card of await cards.all()) {
      await card.getByRole('heading', { name: 'Bet Builder', exact: true }).waitFor();
      expect(await card.getByRole('listitem').count()).toBe(3);
      expect(await card.getByText(event.name, { exact: true }).count()).toBe(3);
      for (const leg of legs) {
        const row = card.getByRole('listitem').filter({ hasText: leg.market_name });
        expect(await row.getByText(leg.outcome_name, { exact: true }).count()).toBe(1);
      }
    }
    await shot(page, 'my-bets-1280');
    await context.close();
  });

  it('two selections that cannot be combined show the warning and block placing, in the builder and the slip', async () => {
    const token = await newBettor();
    const { path, event } = await footballMatch();
    const { context, page } = await open(token);
    await page.goto(path);
    await page.getByRole('link', { name: 'Create YourBet' }).click();
    const frame = builder(page);
    await frame.getByRole('heading', { name: event.name }).waitFor();
    await pick(frame, 'Match Result', 0);
    await pick(frame, 'Match Result', 1);
    const warning =
      'Some selections for this event can’t be combined. Please remove some selections to proceed.';
    await frame.getByText(warning).waitFor();
    expect(await frame.getByRole('button', { name: 'Add to betslip' }).isDisabled()).toBe(true);
    const ids = await frame
      .getByRole('button', { pressed: true })
      .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.outcomeId ?? ''));
    await page.keyboard.press('Escape');

    // The same two through a bet builder link land in the slip, which warns and blocks placing too.
    await page.goto(`/?eventid=${event.id}&LineID[0]=${ids[0]}&LineID[1]=${ids[1]}&stake=5`);
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await builderSlip(page).getByText(warning).waitFor();
    expect(
      await builderSlip(page)
        .getByRole('button', { name: /^Place Bet/ })
        .isDisabled(),
    ).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await shot(page, 'warning-1280');
    await context.close();
  });

  it('a bet builder link without an eventid is ignored', async () => {
    const { context, page } = await open(null);
    await page.goto('/?LineID=1&eventid=');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForTimeout(500);
    expect(await modal(page).count()).toBe(0);
    await context.close();
  });

  it('on a phone: the modal fills the screen and the slip opens in its own sheet', async () => {
    const token = await newBettor();
    const { path, event } = await footballMatch();
    const { context, page } = await open(token, MOBILE);
    await page.goto(path);
    await page.getByRole('link', { name: 'Create YourBet' }).click();
    const frame = builder(page);
    await frame.getByRole('heading', { name: event.name }).waitFor();
    await pick(frame, 'Match Result');
    await pick(frame, 'Total Goals Over/Under 2.5');
    await poll(async () => (await oddsIn(frame).textContent())?.trim()).toMatch(/^\d+\.\d\d$/);
    await shot(page, 'modal-390');
    expect(await seriousViolations(page)).toEqual([]);
    await frame.getByRole('button', { name: 'Add to betslip' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet Builder' });
    await sheet.waitFor();
    await poll(() => sheet.getByRole('listitem').count()).toBe(2);
    await sheet.getByLabel('Stake').fill('2');
    await shot(page, 'slip-390');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a tip card adds its selection to the slip and takes it out again, and the carousel collapses', async () => {
    const { context, page } = await open(null);
    await page.goto('/');
    const tips = page.getByRole('region', { name: 'Tips' });
    await tips.waitFor();
    const bet = tips.getByRole('button', { pressed: false }).and(tips.locator('button[aria-pressed]'));
    await poll(() => bet.count()).toBe(1);
    const label = (await bet.textContent()) ?? '';
    await bet.click();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    await poll(() => slip.locator('[data-outcome-id]').count()).toBe(1);
    await poll(() => tips.locator('button[aria-pressed="true"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'tips-1280');
    await tips.locator('button[aria-pressed="true"]').click();
    await poll(() => slip.getByText('No selections').count()).toBe(1);
    expect(label.length).toBeGreaterThan(0);
    await tips.getByRole('button', { name: 'Tips' }).click();
    expect(await tips.getByRole('button', { name: 'Tips' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
