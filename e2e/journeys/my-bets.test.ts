/// <reference lib="dom" />
/**
 * My Bets and the rewards pages in a real browser against the real server: bets placed through the API
 * appear with their legs, stakes and returns; a full and a partial cash-out pay what the dialog offered
 * (checked on the server's balance) with the toast 'Cashout(s) successfully processed.'; the open-bet
 * badge follows; the cashed-out bet moves to Settled. The Free Bets, Boost Tokens, Bonuses and Rewards
 * pages show the demo bettor's grants as the server lists them. Found by visible texts and names.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Event as EventRow, Market, Outcome } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, seriousViolations } from '../support/browser';
import { SCREENSHOTS } from '../support/server';
import { baseURL } from '../support/shared-server';

const SHOTS = SCREENSHOTS;
const TOAST = 'Cashout(s) successfully processed.';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

// ------------------------------------------------------------------------------------ the server

const { api, login, cash, ...server } = serverApi(baseURL);
/** A new bettor of the IE brand with `deposit` (minor units) in cash. */
const newBettor = async (deposit: number) => (await server.newBettor('mybets', deposit)).token;

interface ServerBet {
  uuid: string;
  status: string;
  stake: number;
  potential_return: number | null;
  payout: number | null;
  cashout_amount: number | null;
  selections: { outcome_name: string; event_name: string }[];
}

const serverBets = async (token: string, status: 'open' | 'settled') =>
  api<{ bets: ServerBet[]; total: number }>(`/v1/bets?bookmaker=${BOOKMAKER}&status=${status}`, { token });

interface Pick {
  event: EventRow;
  market: Market;
  outcome: Outcome;
}

/** Match-result picks of pre-match football events (their prices hold still), one per event. */
async function prematchPicks(count: number): Promise<Pick[]> {
  const events = (
    await api<{ data: EventRow[] }>(`/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=football&limit=60`)
  ).data;
  const picks: Pick[] = [];
  // From the end of the list: the slip journey takes its picks from the start.
  for (const event of events.reverse()) {
    if (event.is_live || event.status !== 'not_started') continue;
    const markets = (
      await api<{ data: Market[] }>(`/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${event.id}`)
    ).data;
    const market = markets.find((m) => m.type === 'match_result' && !m.is_suspended);
    const outcome = market?.outcomes.find((o) => o.odds > 1.5 && o.odds < 6);
    if (market && outcome) picks.push({ event, market, outcome });
    if (picks.length === count) break;
  }
  if (picks.length < count) throw new Error(`only ${picks.length} pre-match picks`);
  return picks;
}

interface Ticket {
  [key: string]: unknown;
  uuid?: unknown;
  status?: unknown;
  error_meta?: unknown;
}

/** Places a single or combi of `picks` for `stake` minor units through calculate and submit. */
async function placeBet(token: string, picks: readonly Pick[], stake: number): Promise<string> {
  const calculated = await api<{ status: string; tickets: Ticket[] }>('/v1/betslip/calculate', {
    token,
    body: {
      freebet: null,
      selections: picks.map((p) => ({
        event_id: p.event.id,
        market_id: p.market.id,
        outcome_id: p.outcome.id,
        outcome_list: [],
        odds: p.outcome.odds,
        type: p.market.type,
        each_way: false,
        is_starting_price: false,
        stake: null,
      })),
      type: picks.length > 1 ? 'combi' : 'single',
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
  });
  const [ticket] = calculated.tickets;
  if (calculated.status !== 'success' || !ticket) throw new Error(`calculate: ${JSON.stringify(calculated)}`);
  const { uuid: _uuid, status: _status, error_meta: _meta, ...submittable } = ticket;
  const placed = await api<{ status: string; uuid: string | null }>('/v1/betslip/submit', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { ticket: submittable, accept_odds: 'ACCEPT_ANY', lang: 'en' },
  });
  if (placed.status !== 'PROCESSED' || !placed.uuid) throw new Error(`submit: ${JSON.stringify(placed)}`);
  return placed.uuid;
}

// ------------------------------------------------------------------------------------ the browser

/** A logged-in browser window of the bettor (the session stored as after an earlier login). */
const open = (
  token: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> =>
  bettorBrowser(browser, baseURL).open(token, { viewport });

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });
const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
/** The bet card that shows a text: an event's name (unique) or a leg's name. */
const betCard = (page: Page, text: string) =>
  page.getByRole('tabpanel').getByRole('article').filter({ hasText: text });
/** A screenshot once opening animations (dialogs, sheets) have ended. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `my-bets-${name}.png`) });
}

// ------------------------------------------------------------------------------------ journeys

describe('My Bets: open and settled bets, cash-out', () => {
  it('placed bets show with their legs; full and partial cash-outs pay the offer shown, with the toast', async () => {
    const token = await newBettor(50_000);
    const [a, b, c, d] = await prematchPicks(4);
    if (!a || !b || !c || !d) throw new Error('no picks');
    await placeBet(token, [a], 1_000);
    await placeBet(token, [b], 2_000);
    await placeBet(token, [c, d], 500);

    const { context, page } = await open(token);
    await page.goto('/account/bets');
    await page.getByRole('heading', { name: 'My Bets', level: 1 }).waitFor();
    await poll(() => page.getByRole('tabpanel').getByRole('article').count()).toBe(3);
    expect(await page.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe('true');
    // Every leg, stake and potential return as the server lists them.
    for (const bet of (await serverBets(token, 'open')).bets) {
      const card = betCard(page, bet.selections[0]?.outcome_name ?? '?').filter({
        hasText: euros(bet.stake),
      });
      for (const leg of bet.selections) {
        await card.getByText(leg.event_name, { exact: true }).waitFor();
      }
      await card.getByText(euros(bet.potential_return ?? 0), { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Share bet' }).waitFor();
    }
    // The open-bet badge of the header counts them.
    const myBetsLink = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /My Bets/ });
    await poll(() => myBetsLink.textContent()).toContain('3');
    await shot(page, 'open-1280-dark');
    expect(await seriousViolations(page)).toEqual([]);

    // Full cash-out of the first single: the confirmed offer is what the balance gains.
    const single = betCard(page, a.event.name).filter({ hasText: euros(1_000) });
    await single.getByRole('button', { name: /^Cash Out / }).click();
    const dialog = page.getByRole('dialog', { name: 'Cash Out' });
    await dialog.getByTestId('cashout-offer').waitFor();
    const offerText = (await dialog.getByTestId('cashout-offer').textContent()) ?? '';
    const offer = Math.round(Number(offerText.replace(/[^0-9.]/g, '')) * 100);
    expect(offer).toBeGreaterThan(0);
    await shot(page, 'cashout-confirm-1280-dark');
    expect(await seriousViolations(page)).toEqual([]);
    const before = await cash(token);
    await dialog.getByRole('button', { name: `Confirm Cash Out ${euros(offer)}` }).click();
    await page.getByText(TOAST).waitFor();
    expect((await cash(token)) - before).toBe(offer);
    await poll(() => page.getByRole('tabpanel').getByRole('article').count()).toBe(2);
    await poll(() => myBetsLink.textContent()).toContain('2');

    // Partial cash-out of the other single: 5.00 now, the rest stays on the bet.
    const second = betCard(page, b.event.name).filter({ hasText: euros(2_000) });
    await second.getByRole('button', { name: /^Cash Out / }).click();
    await dialog.getByRole('radio', { name: 'Partial cash-out' }).check();
    await dialog.getByLabel('Amount to cash out').fill('5');
    const partBefore = await cash(token);
    await dialog.getByRole('button', { name: 'Confirm Cash Out €5.00' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await poll(async () => (await cash(token)) - partBefore).toBe(500);
    const stillOpen = (await serverBets(token, 'open')).bets;
    expect(stillOpen).toHaveLength(2);
    expect(stillOpen.find((bet) => bet.stake === 2_000)?.cashout_amount ?? 0).toBeGreaterThan(0);

    // The cashed-out bet is settled, with what it paid.
    await page.getByRole('tab', { name: 'Settled' }).click();
    const settled = betCard(page, a.event.name);
    await settled.getByText('Cashed out', { exact: true }).waitFor();
    await settled.getByText(euros(offer), { exact: true }).waitFor();
    await shot(page, 'settled-1280-dark');
    await context.close();

    // A phone shows the same bets.
    const phone = await open(token, MOBILE);
    await phone.page.goto('/account/bets');
    await poll(() => phone.page.getByRole('tabpanel').getByRole('article').count()).toBe(2);
    await shot(phone.page, 'open-390-dark');
    // The combi is the card with both of its matches (an outcome name such as 'Home' may be on the single too).
    await betCard(phone.page, c.event.name)
      .filter({ hasText: d.event.name })
      .getByRole('button', { name: /^Cash Out / })
      .click();
    await phone.page.getByRole('dialog', { name: 'Cash Out' }).getByTestId('cashout-offer').waitFor();
    await shot(phone.page, 'cashout-confirm-390-dark');
    await phone.page.getByRole('button', { name: 'Cancel' }).click();
    await phone.page.goto('/account/bets?status=settled');
    await phone.page.getByText('Cashed out', { exact: true }).waitFor();
    await shot(phone.page, 'settled-390-dark');
    await phone.context.close();
  });
});

interface FreeBet {
  name: string;
  amount_remaining: number;
}
interface BoostToken {
  template: { name: string; percentage: number };
}
interface PlaythroughAnswer {
  bonus: { balance: number; playthrough_remaining: number; playthrough_total_required: number } | null;
  total: number;
}

describe('Free Bets, Boost Tokens, Bonuses and Rewards', () => {
  it("show the demo bettor's grants as the server lists them, on a phone and a desktop", async () => {
    const token = await login('demo-ie');
    const freeBets = (
      await api<{ data: FreeBet[] }>(`/api/content/freebets/active?bookmaker=${BOOKMAKER}`, { token })
    ).data;
    const boostTokens = (
      await api<{ boost_tokens: BoostToken[]; total: number }>(
        `/v1/boost-tokens/active?bookmaker=${BOOKMAKER}`,
        {
          token,
        },
      )
    ).boost_tokens;
    const playthrough = await api<PlaythroughAnswer>(`/v1/player/playthrough?bookmaker=${BOOKMAKER}`, {
      token,
    });
    expect(freeBets.length).toBeGreaterThan(0);
    expect(boostTokens.length).toBeGreaterThan(0);

    for (const [viewport, size] of [
      [DESKTOP, '1280'],
      [MOBILE, '390'],
    ] as const) {
      const { context, page } = await open(token, viewport);
      await page.goto('/account/freebets');
      await page.getByRole('heading', { name: 'Free Bets', level: 1 }).waitFor();
      for (const freeBet of freeBets) {
        const row = page.getByRole('listitem').filter({ hasText: freeBet.name });
        await row.getByText(`${euros(freeBet.amount_remaining)} to bet`).waitFor();
      }
      await page.screenshot({ path: join(SHOTS, `free-bets-${size}-dark.png`) });

      await page.goto('/account/boost-tokens');
      for (const boost of boostTokens) {
        const row = page.getByRole('listitem').filter({ hasText: boost.template.name });
        await row.getByText(`+${boost.template.percentage}% on winnings`).waitFor();
      }
      await page.screenshot({ path: join(SHOTS, `boost-tokens-${size}-dark.png`) });

      await page.goto('/account/bonuses');
      await page.getByRole('heading', { name: 'Bonuses', level: 1 }).waitFor();
      if (playthrough.bonus) {
        const { playthrough_total_required: total, playthrough_remaining: remaining } = playthrough.bonus;
        const percent = Math.min(100, Math.floor(((total - remaining) / total) * 100));
        const bar = page.getByRole('progressbar', { name: 'Playthrough progress' });
        expect(await bar.getAttribute('aria-valuenow')).toBe(String(percent));
        await page.getByText(euros(playthrough.bonus.balance), { exact: true }).waitFor();
      }
      await page.screenshot({ path: join(SHOTS, `bonuses-${size}-dark.png`) });

      await page.goto('/rewards');
      await page.getByRole('heading', { name: 'Rewards', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'View Free bets' }).waitFor();
      await page.getByRole('link', { name: 'View Boost tokens' }).waitFor();
      await page.screenshot({ path: join(SHOTS, `rewards-${size}-dark.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
