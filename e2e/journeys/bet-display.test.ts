/// <reference lib="dom" />
/**
 * How a placed bet reads, in a real browser against the real server: the combined odds are cut (never
 * rounded) to two decimals alike in the slip and in My Bets; the result panel after placing shows the
 * total taken (a system's lines, an each-way bet's two parts) as My Bets does; a placed leg keeps the
 * name the slip showed (the team, the signed handicap) in the result panel, My Bets and the shared bet
 * page, never the catalogue's 'Home' or 'Away'. Found by visible texts
 * and names; the server's own answers are the reference. Screenshots go to /tmp/bets for review.
 */
import { mkdirSync } from 'node:fs';
import type { Event as EventRow, Market, Outcome } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, seriousViolations } from '../support/browser';
import { eachWayRunner } from '../support/catalogue';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/bets';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

// ------------------------------------------------------------------------------------ the server

const { api, cash, ...server } = serverApi(baseURL);
const newBettor = async (deposit: number) => (await server.newBettor('display', deposit)).token;

interface Pick {
  event: EventRow;
  market: Market;
  outcome: Outcome;
}

const events = async (query: string) =>
  (await api<{ data: EventRow[] }>(`/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&${query}`)).data;
const markets = async (eventId: string) =>
  (await api<{ data: Market[] }>(`/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${eventId}`)).data;

/** Pre-match football events (their prices hold still) with their match-result market. */
async function prematchResults(limit: number): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (const event of await events('sport=football&limit=60')) {
    if (event.is_live || event.status !== 'not_started') continue;
    const market = (await markets(event.id)).find((m) => m.type === 'match_result' && !m.is_suspended);
    for (const outcome of market?.outcomes ?? []) {
      if (market && outcome.odds > 1.2 && outcome.odds < 6) picks.push({ event, market, outcome });
    }
    if (new Set(picks.map((p) => p.event.id)).size >= limit) break;
  }
  return picks;
}

/** Odds cut to 2 decimals, computed here on their own: the float's noise snapped off first. */
const cut = (odds: number) => (Math.trunc(Number((odds * 100).toPrecision(15))) / 100).toFixed(2);

// ------------------------------------------------------------------------------------ the browser

interface Bettor {
  context: BrowserContext;
  page: Page;
}

/** A logged-in browser window of the bettor (the session stored as after an earlier login). */
const open = (token: string, viewport: { width: number; height: number } = DESKTOP): Promise<Bettor> =>
  bettorBrowser(browser, baseURL).open(token, { viewport });

const slip = (page: Page) => page.getByRole('region', { name: 'Bet Slip' });
const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });

/** Opens the slip with these selections through a slip link, as a bettor following one would. */
async function slipLink(page: Page, picks: readonly Pick[], betType: 'combi' | 'system' | 'single') {
  await page.goto(`/?${picks.map((p, i) => `LineID[${i}]=${p.outcome.id}`).join('&')}&bettype=${betType}`);
  await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(picks.length);
}

/** Presses Place Bet and waits until every ticket is PROCESSED. */
async function place(page: Page): Promise<void> {
  await slip(page).getByRole('button', { name: 'Place Bet', exact: true }).click();
  await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
}

/** The value beside a term ('Odds', 'Stake') of a My Bets card. */
const figure = (card: ReturnType<Page['getByRole']>, term: string) =>
  card
    .locator('div')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function myBetsCard(page: Page, text: string) {
  await page.goto('/account/bets');
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: text });
  await poll(() => card.count()).toBe(1);
  return card;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// ------------------------------------------------------------------------------------ journeys

describe('combined odds read alike everywhere', () => {
  it('a combi whose product rounds up shows the odds cut to 2 decimals in the slip and in My Bets', async () => {
    const candidates = await prematchResults(20);
    // Two legs of different matches whose product's third decimal is 5 or more: rounding would differ.
    let pair: [Pick, Pick] | null = null;
    for (const a of candidates) {
      for (const b of candidates) {
        if (pair || a.event.id >= b.event.id) continue;
        const product = a.outcome.odds * b.outcome.odds;
        if (cut(product) !== product.toFixed(2)) pair = [a, b];
      }
    }
    if (!pair) throw new Error('no two pre-match prices whose product rounds up');
    const product = pair[0].outcome.odds * pair[1].outcome.odds;
    const odds = cut(product);

    const token = await newBettor(50_000);
    const { context, page } = await open(token);
    await slipLink(page, pair, 'combi');
    await poll(() => slip(page).getByText(`Total odds ${odds}`).count()).toBe(1);
    expect(
      await slip(page)
        .getByText(`Total odds ${product.toFixed(2)}`)
        .count(),
    ).toBe(0);
    await shot(page, 'slip-total-odds-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await place(page);

    const card = await myBetsCard(page, pair[0].event.name);
    expect(await figure(card, 'Odds').textContent()).toBe(odds);
    await shot(page, 'my-bets-combi-1280');
    await context.close();
  });
});

describe('the result panel shows the total taken', () => {
  it('a System 2/3 at 12.34 a line shows a total stake of €37.02, as My Bets and the wallet say', async () => {
    const picks: Pick[] = [];
    for (const pick of await prematchResults(3)) {
      if (!picks.some((p) => p.event.id === pick.event.id)) picks.push(pick);
    }
    if (picks.length < 3) throw new Error('fewer than three pre-match matches');
    const token = await newBettor(50_000);
    const { context, page } = await open(token, MOBILE);
    await slipLink(page, picks.slice(0, 3), 'system');
    await poll(() =>
      slip(page)
        .getByRole('radio', { name: /System 2\/3/ })
        .isChecked(),
    ).toBe(true);
    const stake = slip(page).getByLabel('Stake', { exact: true });
    await stake.fill('12.34');
    await poll(() => slip(page).getByTestId('total-stake').textContent()).toContain('37.02');
    const before = await cash(token);
    await place(page);
    await poll(() => slip(page).getByTestId('ticket-stake').textContent()).toBe('€37.02');
    expect(await slip(page).getByText('Total stake', { exact: true }).count()).toBeGreaterThan(0);
    await shot(page, 'result-system-390');
    expect(await seriousViolations(page)).toEqual([]);
    expect(before - (await cash(token))).toBe(3702);

    const card = await myBetsCard(page, picks[0]?.event.name ?? '');
    expect(await figure(card, 'Stake').textContent()).toBe('€37.02');
    await shot(page, 'my-bets-system-390');
    await context.close();
  });

  it('an each-way single of €10 on a race shows a total stake of €20.00', async () => {
    const { race, market: win, runner } = await eachWayRunner(baseURL);
    const token = await newBettor(50_000);
    const { context, page } = await open(token);
    await slipLink(page, [{ event: race, market: win, outcome: runner }], 'single');
    await slip(page)
      .getByRole('checkbox', { name: /Each way/ })
      .check();
    const stake = slip(page).getByLabel('Stake', { exact: true });
    await stake.fill('10');
    await poll(() => slip(page).getByTestId('total-stake').textContent()).toContain('20.00');
    await place(page);
    await poll(() => slip(page).getByTestId('ticket-stake').textContent()).toBe('€20.00');
    await shot(page, 'result-each-way-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a placed leg keeps the name the slip showed', () => {
  it("a team's win and a plus handicap read the same in the slip, the result panel, My Bets and the shared bet", async () => {
    // A match's Home and another match's Away on a positive handicap line.
    const picks: Pick[] = [];
    for (const event of await events('sport=football&limit=60')) {
      if (event.is_live || event.status !== 'not_started') continue;
      const all = await markets(event.id);
      if (picks.length === 0) {
        const market = all.find((m) => m.type === 'match_result' && !m.is_suspended);
        const home = market?.outcomes.find((o) => o.name === 'Home' && o.odds > 1.2);
        if (market && home) picks.push({ event, market, outcome: home });
        continue;
      }
      const market = all.find((m) => m.type === 'handicap' && !m.is_suspended);
      const plus = market?.outcomes.find(
        (o) => (o.handicap ?? 0) > 0 && o.name.startsWith('Away') && o.odds > 1.2,
      );
      if (market && plus) picks.push({ event, market, outcome: plus });
      if (picks.length === 2) break;
    }
    if (picks.length < 2) throw new Error('no home win and plus handicap to pick');

    const token = await newBettor(50_000);
    const { context, page } = await open(token);
    await slipLink(page, picks, 'combi');
    const seen: string[] = [];
    for (const pick of picks) {
      const line = slip(page).locator(`[data-outcome-id="${pick.outcome.id}"]`);
      seen.push((await line.locator('span').first().textContent()) ?? '');
    }
    // What the bettor saw: the team, and the line with its sign.
    expect(seen[0]).toBe(picks[0]?.outcome.fullname);
    expect(seen[1]).toMatch(/\(\+\d/);
    expect(seen.join(' ')).not.toMatch(/\b(Home|Away)\b/);

    await place(page);
    const result = slip(page).getByRole('region', { name: 'Bet result' });
    await poll(() => result.getByText(seen.join(', '), { exact: true }).count()).toBe(1);
    await shot(page, 'result-names-1280');

    // The shared bet page, from the result panel's Share bet.
    await slip(page).getByRole('button', { name: 'Share bet' }).click();
    const link = await slip(page)
      .getByRole('link', { name: /betshare/ })
      .getAttribute('href');
    if (!link) throw new Error('no share link');

    const card = await myBetsCard(page, picks[0]?.event.name ?? '');
    for (const name of seen) await poll(() => card.getByText(name, { exact: true }).count()).toBe(1);
    expect(await card.getByText('Home', { exact: true }).count()).toBe(0);
    await shot(page, 'my-bets-names-1280');
    expect(await seriousViolations(page)).toEqual([]);

    const phone = await open(token, MOBILE);
    await phone.page.goto(new URL(link, baseURL).pathname);
    const shared = phone.page.getByRole('region', { name: 'Shared bet' });
    for (const name of seen) await poll(() => shared.getByText(name, { exact: true }).count()).toBe(1);
    await shot(phone.page, 'shared-bet-names-390');
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.goto('/account/bets');
    const phoneCard = phone.page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: seen[0] ?? '' });
    await poll(() => phoneCard.count()).toBe(1);
    await shot(phone.page, 'my-bets-names-390');
    await phone.context.close();
    await context.close();
  }, 240_000);
});
