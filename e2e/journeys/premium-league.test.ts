/// <reference lib="dom" />
/**
 * Premium League in a real browser against the real server: a guest sees a board's standings as the
 * server ranks them (a bettor's cash stake, placed through the API, puts their masked name on the
 * monthly board) and is asked to log in through the account frame; a new bettor opts in to the weekly
 * race and sees themselves opted in (and the server agrees), and is told the invited-only board is not
 * for them. Found by visible texts and names; axe finds no serious issue; the console stays clean.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Event as EventRow, Market } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations, watchConsole } from '../support/browser';
import { baseURL } from '../support/shared-server';

/** Screenshots to look at; the journey does not compare them. */
const SHOTS = '/tmp/league';
const VIEWPORTS = [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

// ------------------------------------------------------------------------------------ the server

const { api, details, newBettor } = serverApi(baseURL);

/** Places a single on a pre-match match-result outcome for `stake` minor units (calculate, then submit). */
async function placeSingle(token: string, stake: number): Promise<void> {
  const events = (
    await api<{ data: EventRow[] }>(`/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=football&limit=60`)
  ).data;
  for (const event of events) {
    if (event.is_live || event.status !== 'not_started') continue;
    const markets = (
      await api<{ data: Market[] }>(`/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${event.id}`)
    ).data;
    const market = markets.find((m) => m.type === 'match_result' && !m.is_suspended);
    const outcome = market?.outcomes.find((o) => o.odds > 1.5 && o.odds < 6);
    if (!market || !outcome) continue;
    const calculated = await api<{ status: string; tickets: Record<string, unknown>[] }>(
      '/v1/betslip/calculate',
      {
        token,
        body: {
          freebet: null,
          selections: [
            {
              event_id: event.id,
              market_id: market.id,
              outcome_id: outcome.id,
              outcome_list: [],
              odds: outcome.odds,
              type: market.type,
              each_way: false,
              is_starting_price: false,
              stake: null,
            },
          ],
          type: 'single',
          system_type: null,
          total_stake: stake,
          total_bets: 1,
          total_return: null,
          each_way: false,
          stakes: {},
          lang: 'en',
          accept_odds: 'ACCEPT_ANY',
          stake,
          boost_token_id: null,
        },
      },
    );
    const [ticket] = calculated.tickets;
    if (calculated.status !== 'success' || !ticket)
      throw new Error(`calculate: ${JSON.stringify(calculated)}`);
    const { uuid: _uuid, status: _status, error_meta: _meta, ...submittable } = ticket;
    const placed = await api<{ status: string }>('/v1/betslip/submit', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { ticket: submittable, accept_odds: 'ACCEPT_ANY', lang: 'en' },
    });
    if (placed.status !== 'PROCESSED') throw new Error(`submit: ${JSON.stringify(placed)}`);
    return;
  }
  throw new Error('no pre-match football outcome to bet on');
}

/** How the board shows another player's name: 'ma***n'. */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

// ------------------------------------------------------------------------------------ the browser

async function open(viewport: { width: number; height: number }, token?: string) {
  const context: BrowserContext = await newContext(browser, baseURL, viewport);
  if (token) {
    const player = await details(token);
    const auth = JSON.stringify({
      token,
      user: {
        username: player.user.username,
        name: player.user.name,
        currency: player.balance.currency,
        balance: player.balance.cash,
        bonus: player.balance.bonus,
        openBets: 0,
      },
    });
    await context.addInitScript((value: string) => {
      // The sportsbook's own page only: frames and the blank page a tab opens on keep their storage.
      if (window !== window.top || location.origin === 'null') return;
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('auth', value);
    }, auth);
  }
  const watch = watchConsole(context);
  const page = await context.newPage();
  await page.goto('/premium-league');
  await page.getByRole('heading', { level: 1, name: 'Premium League' }).waitFor();
  return { context, page, watch };
}

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });
const statusText = (page: Page) => page.locator('main').getByRole('status').first().textContent();

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// ------------------------------------------------------------------------------------ journeys

describe('Premium League: standings, opt-in and the bettor standing', () => {
  it('a guest sees the standings the server ranks and is asked to log in through the account frame', async () => {
    // A bettor's cash stake this month puts them on the monthly board, which needs no opt-in.
    const bettor = await newBettor('league', 20_000);
    await placeSingle(bettor.token, 15_000);

    for (const [width, viewport] of VIEWPORTS) {
      const { context, page, watch } = await open(viewport);
      await page.getByRole('button', { name: 'Monthly Leaders' }).click();
      await page.getByRole('heading', { level: 2, name: 'Monthly Leaders' }).waitFor();
      const row = page
        .getByRole('row')
        .filter({ hasText: masked(bettor.username) })
        .filter({ hasText: '150.00' });
      await poll(() => row.count()).toBe(1);
      expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Rank', 'Player', 'Points']);
      // The guest's own name never shows: other players are masked.
      expect(await page.getByText(bettor.username, { exact: true }).count()).toBe(0);
      expect(await statusText(page)).toBe('Log in to take part and see your place.');
      await expectAccessible(page);
      await shot(page, `guest-${width}`);

      await page.locator('main').getByRole('button', { name: 'Log in' }).click();
      await page.locator('iframe[title="Account"]').waitFor({ state: 'visible' });
      expect(watch.problems()).toEqual([]);
      await context.close();
    }
  });

  it('a new bettor opts in to the weekly race and sees themselves opted in', async () => {
    const { token } = await newBettor('league', 0);
    const weekly = `${BOOKMAKER}-weekly-race`;

    const { context, page, watch } = await open(MOBILE, token);
    await page.getByRole('button', { name: 'Weekly Wager Race' }).click();
    await poll(() => statusText(page)).toBe(
      'You have not opted in yet. Opt in and your cash stakes count from then on.',
    );
    await shot(page, 'opt-in-390');
    await page.getByRole('button', { name: 'Opt in' }).click();
    await poll(() => statusText(page)).toBe('You are opted in: your cash stakes in this window count.');
    expect(await page.getByRole('button', { name: 'Opt in' }).count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'could not opt you in' }).count()).toBe(0);
    const server = await api<{ opt_in: { opt_in_status: string } | null }>(
      `/promotions/v1/results?id_board=${weekly}`,
      { token },
    );
    expect(server.opt_in?.opt_in_status).toBe('OPTED_IN');
    await expectAccessible(page);
    await shot(page, 'opted-in-390');

    // The invited-only board is not for a new bettor: no opt-in is offered there.
    await page.getByRole('button', { name: 'VIP Sprint' }).click();
    await poll(() => statusText(page)).toBe('This league is for invited players only.');
    expect(await page.getByRole('button', { name: 'Opt in' }).count()).toBe(0);
    expect(watch.problems()).toEqual([]);
    await context.close();

    // Opted in stays opted in on a later visit, on a desktop screen too.
    const desktop = await open(DESKTOP, token);
    await desktop.page.getByRole('button', { name: 'Weekly Wager Race' }).click();
    await poll(() => statusText(desktop.page)).toBe(
      'You are opted in: your cash stakes in this window count.',
    );
    await expectAccessible(desktop.page);
    await shot(desktop.page, 'opted-in-1280');
    expect(desktop.watch.problems()).toEqual([]);
    await desktop.context.close();
  });
});
