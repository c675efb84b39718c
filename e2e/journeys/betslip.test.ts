/// <reference lib="dom" />
/**
 * The bet slip in a real browser against the real server: singles, combis, systems and each-way bets
 * placed with the return shown before placing equal to the server's, prices moving under each
 * accept-odds setting, a suspended market, the quick deposit, a guest who logs in through the account
 * frame to place, a double click, free bets, boost tokens and the combo boost, deep links and bet
 * sharing. Everything is found by its visible text or accessible name; the server's own answers
 * (calculate, GET /v1/bets, the balance) are the reference.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Event as EventRow, Market, Outcome } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { animationsSettled, DESKTOP, launch, looks, newContext, seriousViolations } from '../support/browser';
import { eachWayRunner } from '../support/catalogue';
import { OPERATOR_TOKEN, SCREENSHOTS } from '../support/server';
import { baseURL } from '../support/shared-server';

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

const { api, login, details, cash, ...server } = serverApi(baseURL);
/** A new bettor of the IE brand with `deposit` (minor units) in cash. */
const newBettor = (deposit: number) => server.newBettor('slip', deposit);
const betCount = async (token: string) =>
  (await api<{ total: number }>(`/v1/bets?bookmaker=${BOOKMAKER}&status=all&limit=1`, { token })).total;

const eventPath = (e: EventRow) =>
  `/${e.translated_sport_slug}/${e.translated_competition_slug}/${e.slug}-${e.id}`;

async function events(query: string): Promise<EventRow[]> {
  return (await api<{ data: EventRow[] }>(`/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&${query}`)).data;
}

async function markets(eventId: string): Promise<Market[]> {
  return (
    await api<{ data: Market[] }>(`/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${eventId}`)
  ).data;
}

interface Pick {
  event: EventRow;
  outcome: Outcome;
}

/** Kick-offs at least this far away: a pick must not go in play while the journeys run. */
const CLEAR_OF_KICK_OFF_MS = 2 * 3_600_000;

/**
 * Match-result picks of pre-match football events (their prices hold still), one per event, of
 * matches that do not kick off while the journeys run.
 */
async function prematchPicks(count: number, filter: (o: Outcome) => boolean = () => true): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (const event of await events('sport=football&limit=100')) {
    if (event.is_live || event.status !== 'not_started') continue;
    if (Date.parse(event.starts_at) < Date.now() + CLEAR_OF_KICK_OFF_MS) continue;
    const result = (await markets(event.id)).find((m) => m.type === 'match_result' && !m.is_suspended);
    const outcome = result?.outcomes.find((o) => o.odds > 1.2 && o.odds < 6 && filter(o));
    if (outcome) picks.push({ event, outcome });
    if (picks.length === count) break;
  }
  if (picks.length < count) throw new Error(`only ${picks.length} pre-match picks`);
  return picks;
}

/**
 * Prices of matches in play for the journeys' brand, whatever the sport: the longest open price of each
 * match's first market (it moves the most), the matches that kicked off last first (most of their
 * course is still to come).
 */
async function livePicks(count: number): Promise<Pick[]> {
  const live = (
    await api<{ events: Array<EventRow & { is_outright: boolean }> }>(
      `/echo/v1/events-live?bookmaker=${BOOKMAKER}&lang=en`,
    )
  ).events
    .filter((e) => e.is_live && e.status === 'live' && !e.is_outright)
    .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));
  const picks: Pick[] = [];
  for (const event of live) {
    const market = (await markets(event.id)).find(
      (m) => !m.is_suspended && m.outcomes.filter((o) => o.odds > 1).length >= 2,
    );
    const outcome = market?.outcomes.filter((o) => o.odds > 1.3).sort((a, b) => b.odds - a.odds)[0];
    if (outcome) picks.push({ event, outcome });
    if (picks.length === count) break;
  }
  return picks;
}

// ------------------------------------------------------------------------------------ the browser

interface Bettor {
  context: BrowserContext;
  page: Page;
}

/** A browser window for a bettor: logged in when a token is given, with optional stored settings. */
async function open(
  token: string | null,
  options: { viewport?: { width: number; height: number }; storage?: Record<string, string> } = {},
): Promise<Bettor> {
  const context = await newContext(browser, baseURL, options.viewport ?? DESKTOP);
  const storage: Record<string, string> = { ...options.storage };
  if (token) {
    const player = await details(token);
    storage.auth = JSON.stringify({
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
  }
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  return { context, page };
}

const slip = (page: Page) => page.getByRole('region', { name: 'Bet Slip' });
const placeButton = (page: Page) => slip(page).getByRole('button', { name: 'Place Bet', exact: true });
/** Waits for a value the page reaches by itself (answers, realtime refreshes). */
const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function tapPrice(page: Page, pick: Pick): Promise<void> {
  await page.goto(eventPath(pick.event));
  // The match page labels prices by team; the outcome id finds the very price the server named.
  await page.locator(`button[data-outcome-id="${pick.outcome.id}"]`).first().click();
  await poll(() => slip(page).locator(`[data-outcome-id="${pick.outcome.id}"]`).count()).toBe(1);
}

interface CalculateAnswer {
  status: string;
  tickets: { potential_return: number | null; total_stake: number }[];
}

/** Places the slip: the return shown, the server's calculate answer, and the tickets' outcome. */
async function placeAndRead(page: Page): Promise<{ shown: number; calculated: number; stake: number }> {
  const shown = money(await slip(page).getByTestId('potential-return').textContent());
  const stake = money(await slip(page).getByTestId('total-stake').textContent());
  const calculate = page.waitForResponse((r) => r.url().includes('/v1/betslip/calculate'));
  await placeButton(page).click();
  const answer = (await (await calculate).json()) as CalculateAnswer;
  expect(answer.status).toBe('success');
  const calculated = answer.tickets.reduce((sum, t) => sum + (t.potential_return ?? 0), 0) / 100;
  await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(answer.tickets.length);
  return { shown, calculated, stake };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `betslip-${name}.png`) });
}

// ------------------------------------------------------------------------------------ journeys

describe('placing bets from the slip', () => {
  it('a single: the return shown is the server return, the balance drops by the stake, one bet is placed', async () => {
    const { token } = await newBettor(50_000);
    const [pick] = await prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const { context, page } = await open(token);
    await tapPrice(page, pick);
    expect(
      await slip(page).getByRole('tab', { name: 'Single', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    const stake = slip(page).getByLabel('Stake');
    await stake.fill('12.345');
    await poll(() => stake.inputValue()).toBe('12.34');
    await shot(page, 'single-1280-dark');
    const before = await cash(token);
    const bets = await betCount(token);
    const placed = await placeAndRead(page);
    expect(placed.shown).toBe(placed.calculated);
    expect(placed.shown).toBe(Math.round(12.34 * pick.outcome.odds * 100) / 100);
    await shot(page, 'result-1280-dark');
    expect(before - (await cash(token))).toBe(1234);
    expect(await betCount(token)).toBe(bets + 1);
    expect(money(await slip(page).getByTestId('ticket-return').textContent())).toBe(placed.shown);
    await context.close();
  });

  it('a guest who presses Place Bet logs in through the frame, keeps the slip and places it', async () => {
    const bettor = await newBettor(50_000);
    const [pick] = await prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const market = (await markets(pick.event.id)).find((m) =>
      m.outcomes.some((o) => o.id === pick.outcome.id),
    );
    const outcome = market?.outcomes.find((o) => o.id === pick.outcome.id) as
      | (Outcome & { fullname?: string | null })
      | undefined;
    if (!market || !outcome) throw new Error('no market');
    const label = `${outcome.fullname || outcome.name} at ${outcome.display_odds.decimal}`;
    const { context, page } = await open(null);
    await page.goto(eventPath(pick.event));
    await page
      .getByRole('region', { name: market.name, exact: true })
      .getByRole('button', { name: label, exact: true })
      .first()
      .click();
    await poll(() =>
      slip(page)
        .getByText(outcome.fullname || outcome.name)
        .count(),
    ).toBeGreaterThan(0);
    const stake = slip(page).getByLabel('Stake');
    await stake.fill('7.5');
    await placeButton(page).click();

    const account = page.getByRole('dialog', { name: 'Account' });
    await account.waitFor();
    const frame = page.frameLocator('iframe[title="Account"]');
    await frame.getByLabel('Username').fill(bettor.username);
    await frame.getByLabel('Password', { exact: true }).fill(bettor.password);
    await frame.getByRole('button', { name: 'Login', exact: true }).click();
    await account.waitFor({ state: 'hidden' });
    await poll(() => page.getByRole('button', { name: 'Log in' }).count()).toBe(0);

    // Back on the match with the slip as it was: the selection and its stake.
    expect(new URL(page.url()).pathname).toBe(eventPath(pick.event));
    expect(
      await slip(page)
        .getByText(outcome.fullname || outcome.name)
        .count(),
    ).toBeGreaterThan(0);
    expect(await stake.inputValue()).toMatch(/^7\.50?$/);
    expect(await betCount(bettor.token)).toBe(0);
    await placeButton(page).click();
    await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
    expect(await betCount(bettor.token)).toBe(1);
    await context.close();
  });

  it('a combi and a system 2/3: returns equal the server, and a double click on Place Bet places one bet', async () => {
    const { token } = await newBettor(50_000);
    const picks = await prematchPicks(3);
    const { context, page } = await open(token);
    for (const pick of picks.slice(0, 2)) await tapPrice(page, pick);
    await poll(() =>
      slip(page).getByRole('tab', { name: 'Combi', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    await shot(page, 'combi-1280-dark');
    const bets = await betCount(token);
    const combi = await placeAndRead(page);
    expect(combi.shown).toBe(combi.calculated);
    expect(await betCount(token)).toBe(bets + 1);
    await slip(page).getByRole('button', { name: 'Retain selections' }).click();

    await tapPrice(page, picks[2] as Pick);
    await slip(page).getByRole('tab', { name: 'System', exact: true }).click();
    await poll(() =>
      slip(page)
        .getByRole('radio', { name: /System 2\/3/ })
        .isChecked(),
    ).toBe(true);
    await shot(page, 'system-1280-dark');
    const shown = money(await slip(page).getByTestId('potential-return').textContent());
    expect(money(await slip(page).getByTestId('total-stake').textContent())).toBe(30);
    const calculate = page.waitForResponse((r) => r.url().includes('/v1/betslip/calculate'));
    const before = await betCount(token);
    await placeButton(page).dblclick();
    const answer = (await (await calculate).json()) as CalculateAnswer;
    expect(answer.tickets[0]?.potential_return).toBe(Math.round(shown * 100));
    await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
    await page.waitForTimeout(1500);
    expect(await betCount(token)).toBe(before + 1);
    await context.close();
  });

  it('a submit whose answer is lost is sent again under the same key and places one bet', async () => {
    const { token } = await newBettor(50_000);
    const [pick] = await prematchPicks(1);
    const { context, page } = await open(token);
    await tapPrice(page, pick as Pick);
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/v1/betslip/submit', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      // The server places the bet; the browser never hears the answer.
      await route.fetch();
      await route.abort('connectionreset');
    });
    const bets = await betCount(token);
    await placeButton(page).click();
    await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
    expect(keys.length).toBe(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await betCount(token)).toBe(bets + 1);
    await context.close();
  });

  it('an each-way single on a race: the checkbox doubles the stake and the return equals the server', async () => {
    const { token } = await newBettor(50_000);
    const { race, runner } = await eachWayRunner(baseURL);
    const { context, page } = await open(token);
    await page.goto(`/horse-racing?race=${race.id}`);
    await page
      .getByRole('button', { name: `${runner.name} at ${runner.display_odds.decimal}`, exact: true })
      .first()
      .click();
    const eachWay = slip(page).getByRole('checkbox', { name: /Each way/ });
    await eachWay.check();
    await poll(() => slip(page).getByTestId('total-stake').textContent()).toContain('20.00');
    await shot(page, 'each-way-1280-dark');
    const placed = await placeAndRead(page);
    expect(placed.shown).toBe(placed.calculated);
    expect(placed.stake).toBe(20);
    await context.close();
  });
});

describe('rewards: free bets, boost tokens, combo boost', () => {
  it('free bet, boost token and combo boost bets return what the server pays, to the cent', async () => {
    const token = await login('demo-ie');
    const picks = await prematchPicks(4, (o) => o.combo_boost_available);
    const { context, page } = await open(token);

    // A boost token on a single.
    await tapPrice(page, picks[0] as Pick);
    await slip(page).getByLabel('Boost token').selectOption({ index: 1 });
    await poll(() => slip(page).getByText('Boost token winnings').count()).toBe(1);
    const boosted = await placeAndRead(page);
    expect(boosted.shown).toBe(boosted.calculated);
    await slip(page).getByRole('button', { name: 'Clear all' }).click();

    // A free bet on a single: the free bet's stake is not returned.
    await tapPrice(page, picks[1] as Pick);
    const freeBets = slip(page).getByLabel('Free bet');
    // The bettor's free bets arrive with their own call: wait for one this selection allows.
    const usable = freeBets.locator('option:not([disabled]):not([value=""])');
    await poll(() => usable.count()).toBeGreaterThan(0);
    await freeBets.selectOption((await usable.first().getAttribute('value')) ?? '');
    const free = await placeAndRead(page);
    expect(free.shown).toBe(free.calculated);
    // The free-bet choice resets after the attempt.
    await slip(page).getByRole('button', { name: 'Clear all' }).click();

    // A combo boost on a combi of four eligible selections.
    for (const pick of picks) await tapPrice(page, pick);
    await poll(() =>
      slip(page)
        .getByText(/Combo Boost \+5%/)
        .count(),
    ).toBe(1);
    expect(
      await slip(page)
        .getByText('Add more lines to your accumulator to receive a Combo Boost bonus!')
        .count(),
    ).toBe(0);
    const combo = await placeAndRead(page);
    expect(combo.shown).toBe(combo.calculated);
    await context.close();
  });
});

describe('prices that move, suspension and funds', () => {
  it('moved prices: all accepts, higher accepts a rise only, none asks to accept any change', async () => {
    const { token } = await newBettor(100_000);
    const candidates = await livePicks(6);
    expect(candidates.length).toBeGreaterThan(0);
    const ids = candidates.map((p) => p.outcome.id);
    const link = `/?${ids.map((id, i) => `LineID[${i}]=${id}`).join('&')}&bettype=single`;
    // One window per setting, side by side: the same selections under all, higher and none.
    const windows = await Promise.all(
      (['all', 'higher', 'none'] as const).map(async (setting) => {
        const window = await open(token, { storage: { acceptOdds: setting } });
        await window.page.goto(link);
        return { setting, ...window };
      }),
    );
    for (const { setting, page, context } of windows) {
      // The slip asks for live prices on every event-change message (3 s throttle) and every 60 s.
      await poll(() => slip(page).locator('[data-moved]').count(), 180_000).toBeGreaterThan(0);
      const place = slip(page).locator('button[data-state]').last();
      const label = await place.textContent();
      const downs = await slip(page).locator('[data-moved="down"]').count();
      if (setting === 'all') expect(label).toBe('Place Bet');
      if (setting === 'none') expect(label).toBe('Accept changed odds');
      if (setting === 'higher') expect(label).toBe(downs > 0 ? 'Accept changed odds' : 'Place Bet');
      if (setting === 'none') await shot(page, 'odds-changed-1280-dark');
      if (label === 'Accept changed odds') {
        await place.click();
        await poll(() => slip(page).locator('[data-moved]').count()).toBe(0);
      }
      await context.close();
    }
  }, 400_000);

  it('a suspended market shows Suspended and blocks placing', async () => {
    const { token } = await newBettor(50_000);
    const [pick] = await prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const marketId = (await markets(pick.event.id)).find((m) =>
      m.outcomes.some((o) => o.id === pick.outcome.id),
    )?.id;
    if (!marketId) throw new Error('no market');
    const suspend = (suspended: boolean) =>
      api(`/v1/trading/markets/${marketId}/suspension`, {
        body: { suspended },
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
    const { context, page } = await open(token);
    await page.goto(`/?LineID=${pick.outcome.id}`);
    await poll(() => slip(page).locator(`[data-outcome-id="${pick.outcome.id}"]`).count()).toBe(1);
    expect(await placeButton(page).isEnabled()).toBe(true);
    try {
      // The operator suspends the market: the event-change message makes the slip ask again.
      await suspend(true);
      await poll(() => slip(page).getByText('Suspended', { exact: true }).count()).toBe(1);
      await poll(() => placeButton(page).isDisabled()).toBe(true);
      await shot(page, 'suspended-1280-dark');
    } finally {
      await suspend(false);
    }
    await context.close();
  });

  it('insufficient funds: Top-up & Bet opens the cashier, and back with success the bet is placed', async () => {
    const { token } = await newBettor(500);
    const [pick] = await prematchPicks(1);
    const { context, page } = await open(token);
    await tapPrice(page, pick as Pick);
    const topUp = slip(page).getByRole('button', { name: 'Top-up & Bet' });
    await topUp.waitFor();
    await shot(page, 'top-up-1280-dark');
    await topUp.click();
    const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('quickDeposit') ?? 'null'));
    expect(pending?.amount).toBe(500);
    // The cashier takes the deposit; the bettor comes back with its answer.
    await api('/api/transactions/deposit', { token, body: { amount: 1000 } });
    const bets = await betCount(token);
    await page.goto(`/?success=true&request_id=${pending.requestId}`);
    await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(await betCount(token)).toBe(bets + 1);
    await context.close();
  });
});

describe('deep links and bet sharing', () => {
  it('LineID[0..2] with action=addToSlip opens a combi slip and leaves the address clean', async () => {
    const picks = await prematchPicks(3);
    const ids = picks.map((p) => p.outcome.id);
    const { context, page } = await open(null);
    await page.goto(
      `/?LineID[0]=${ids[0]}&LineID[1]=${ids[1]}&LineID[2]=${ids[2]}&action=addToSlip&type=combi&selections=${ids.join('|')}&stake=5.`,
    );
    await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(3);
    await poll(() =>
      slip(page).getByRole('tab', { name: 'Combi', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(new URL(page.url()).search).toBe('');
    // The stake with a trailing dot was discarded: the default stake stays.
    expect(await slip(page).getByLabel('Stake').inputValue()).toBe('10');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a shared bet opens the same selections for another bettor, and the copy is reported', async () => {
    const sharer = await newBettor(50_000);
    const copier = await newBettor(50_000);
    const picks = await prematchPicks(2);
    const first = await open(sharer.token);
    for (const pick of picks) await tapPrice(first.page, pick);
    await placeAndRead(first.page);
    await first.page.getByRole('button', { name: 'Share bet' }).click();
    const link = await first.page.getByRole('link', { name: /\/betshare\// }).getAttribute('href');
    if (!link) throw new Error('no share link');
    await first.context.close();

    const second = await open(copier.token);
    const tracked: string[] = [];
    second.page.on('request', (request) => {
      if (request.url().includes('/v1/bet-share/store-copied')) {
        tracked.push((request.postDataJSON() as { meta: { action: string } }).meta.action);
      }
    });
    await second.page.goto(new URL(link).pathname);
    await second.page.getByRole('heading', { name: 'Shared bet' }).waitFor();
    await poll(() => slip(second.page).locator('[data-outcome-id]').count()).toBe(2);
    for (const pick of picks) {
      expect(await slip(second.page).locator(`[data-outcome-id="${pick.outcome.id}"]`).count()).toBe(1);
    }
    await placeAndRead(second.page);
    await poll(() => tracked).toEqual(['visited', 'added_to_betslip', 'placed_bet']);
    await second.context.close();
  });
});

describe('the slip at 390 and 1280 px', () => {
  let token = '';
  let ids: string[] = [];
  let sameEvent: string[] = [];
  beforeAll(async () => {
    token = (await newBettor(100_000)).token;
    const picks = await prematchPicks(3);
    ids = picks.map((p) => p.outcome.id);
    const [first] = picks;
    if (!first) throw new Error('no pick');
    // Two prices of one event cannot be combined: the slip says so under each line.
    sameEvent = (await markets(first.event.id))
      .filter((m) => !m.is_suspended)
      .flatMap((m) => m.outcomes)
      .filter((o) => o.odds > 1)
      .slice(0, 2)
      .map((o) => o.id);
  });
  for (const { theme, viewport } of looks()) {
    it(`shows every state at ${viewport.width} px in the ${theme} theme without serious axe violations`, async () => {
      const suffix = `${viewport.width}-${theme}`;
      const { context, page } = await open(token, { viewport });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
      // The first state is checked on the whole page; the others change only the slip, checked alone.
      let pageChecked = false;
      const check = async (name: string) => {
        await animationsSettled(page);
        await shot(page, `${name}-${suffix}`);
        const within = pageChecked ? 'section[aria-labelledby="betslip-title"]' : undefined;
        expect(await seriousViolations(page, within ? { within } : {})).toEqual([]);
        pageChecked = true;
      };
      await page.goto(`/?LineID=${ids[0]}`);
      await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(1);
      await check('single');
      await slip(page)
        .getByRole('button', { name: /^Remove / })
        .click();
      await poll(() => slip(page).getByText('No selections').count()).toBe(1);
      await check('empty');
      await page.goto(`/?LineID[0]=${ids[0]}&LineID[1]=${ids[1]}`);
      await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(2);
      await check('combi');
      await page.goto(`/?LineID[0]=${ids[2]}&bettype=system`);
      await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(3);
      await slip(page).getByRole('tab', { name: 'System', exact: true }).click();
      await check('system');
      // System chosen for three selections two of which share an event: the tab keeps its chosen look and
      // is marked unavailable.
      await slip(page).getByRole('button', { name: 'Clear all' }).click();
      await page.goto(`/?LineID[0]=${sameEvent[0]}&LineID[1]=${sameEvent[1]}&LineID[2]=${ids[1]}`);
      await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(3);
      const systemTab = slip(page).getByRole('tab', { name: 'System', exact: true });
      await systemTab.click();
      await poll(() => systemTab.getAttribute('aria-selected')).toBe('true');
      expect(await systemTab.getAttribute('data-disabled')).not.toBeNull();
      await check('tab-unavailable');
      // The server refuses the slip because a price moved: a 'Please note' bar, not a red error.
      await slip(page).getByRole('button', { name: 'Clear all' }).click();
      await page.goto(`/?LineID[0]=${ids[0]}&LineID[1]=${ids[1]}`);
      await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(2);
      await page.route('**/v1/betslip/calculate', (route) =>
        route.fulfill({
          json: { status: 'error', message: 'ODDS_CHANGED', tickets: [], selection_errors: [] },
        }),
      );
      await placeButton(page).click();
      await poll(() => slip(page).getByText('Please note:').count()).toBe(1);
      await check('please-note');
      await page.unroute('**/v1/betslip/calculate');
      if (theme === 'dark') {
        await slip(page).getByRole('button', { name: 'Clear all' }).click();
        await page.goto(`/?LineID[0]=${sameEvent[0]}&LineID[1]=${sameEvent[1]}&bettype=combi`);
        await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(2);
        await slip(page).getByRole('tab', { name: 'Combi', exact: true }).click();
        await poll(() => slip(page).getByRole('alert').count()).toBe(2);
        expect(await placeButton(page).isDisabled()).toBe(true);
        await check('error');
        await slip(page).getByRole('button', { name: 'Clear all' }).click();
        // Placing: the submit is held back a moment, so the slip shows its pending ticket.
        await page.goto(`/?LineID=${ids[1]}`);
        await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(1);
        let release: () => void = () => undefined;
        const held = new Promise<void>((done) => {
          release = done;
        });
        await page.route('**/v1/betslip/submit', async (route) => {
          await held;
          await route.continue();
        });
        await placeButton(page).click();
        await poll(() => slip(page).getByText('Please wait...').count()).toBe(1);
        await shot(page, `processing-${suffix}`);
        release();
        await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
        await check('result');
      }
      await context.close();
    }, 600_000);
  }
});
