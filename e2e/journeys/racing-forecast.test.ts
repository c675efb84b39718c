/// <reference lib="dom" />
/**
 * Forecasts and tricasts on the race card, in a real browser against the real server: the bettor picks
 * 1st and 2nd in the runner grid, the price of exactly that order goes into the slip, the bet is placed
 * and shows in My Bets; a forecast in a combi with another race's runner is flagged with the slip's
 * 'cannot be combined' text and cannot be placed. Races are found through the server, never by the hour.
 * Screenshots go to /tmp/bets for review.
 */
import { mkdirSync } from 'node:fs';
import type { Event as EventRow, Market, Outcome } from '@touchline/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, seriousViolations } from '../support/browser';
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

const { api, cash, ...server } = serverApi(baseURL);

interface Race {
  race: EventRow;
  win: Market;
  forecast: Market;
}

/** Races to come whose card offers a forecast, soonest last (they stay open the longest). */
async function racesWithForecast(count: number): Promise<Race[]> {
  const races = (
    await api<{ data: EventRow[] }>(
      `/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=horse-racing&limit=40&sort=starts_at`,
    )
  ).data.filter((e) => e.status === 'not_started');
  const found: Race[] = [];
  for (const race of races.reverse()) {
    const markets = (
      await api<{ data: Market[] }>(`/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${race.id}`)
    ).data;
    const win = markets.find((m) => m.type === 'win' && !m.is_suspended);
    const forecast = markets.find((m) => m.type === 'forecast' && !m.is_suspended);
    const priced = forecast?.outcomes.some((o) => o.odds > 1) === true;
    if (win && forecast && priced) found.push({ race, win, forecast });
    if (found.length === count) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} races with a forecast`);
  return found;
}

/** A logged-in browser window of the bettor (the session stored as after an earlier login). */
const open = (token: string, viewport: { width: number; height: number } = DESKTOP) =>
  bettorBrowser(browser, baseURL).open(token, { viewport });

const slip = (page: Page) => page.getByRole('region', { name: 'Bet Slip' });
const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });
const COMBINED = 'Forecasts and tricasts cannot be combined with other selections.';

/** Picks 1st and 2nd on the race card's forecast grid and adds the price of that order to the slip. */
async function pickForecast(page: Page, race: Race, outcome: Outcome): Promise<void> {
  const [first, second] = outcome.items ?? [];
  if (!first || !second) throw new Error('a forecast names two runners');
  await page.goto(`/horse-racing?race=${race.race.id}`);
  const grid = page.getByRole('region', { name: 'Forecast', exact: true });
  await grid
    .getByRole('group', { name: first.name, exact: true })
    .getByRole('button', { name: '1st' })
    .click();
  await grid
    .getByRole('group', { name: second.name, exact: true })
    .getByRole('button', { name: '2nd' })
    .click();
  const price = grid.getByRole('button', {
    name: `${first.name} → ${second.name} at ${outcome.display_odds.decimal}`,
    exact: true,
  });
  await price.click();
  // In the slip: the price reads as pressed (on a phone the slip is a drawer that may stay closed).
  await poll(() => price.getAttribute('aria-pressed')).toBe('true');
}

describe('forecast from the race card', () => {
  it('1st and 2nd picked on the grid place a forecast at that price, seen in My Bets', async () => {
    const [race] = await racesWithForecast(1);
    if (!race) throw new Error('no race');
    const outcome = race.forecast.outcomes.find((o) => o.odds > 1 && (o.items?.length ?? 0) === 2);
    if (!outcome) throw new Error('no priced forecast');
    const { token } = await server.newBettor('forecast', 50_000);
    const { context, page } = await open(token);
    await pickForecast(page, race, outcome);
    await page.screenshot({ path: `${SHOTS}/racing-forecast-1280.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const before = await cash(token);
    await slip(page).getByRole('button', { name: 'Place Bet', exact: true }).click();
    await poll(() => slip(page).getByText('PROCESSED').count(), 30_000).toBe(1);
    expect(before - (await cash(token))).toBe(1000);

    await page.goto('/account/bets');
    const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: race.race.name });
    await poll(() => card.count()).toBe(1);
    expect(await card.getByText(outcome.name, { exact: true }).count()).toBe(1);
    expect(await card.getByText('Forecast', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/racing-forecast-my-bets-1280.png` });
    await context.close();
  }, 240_000);

  it('a forecast with another race in a combi shows the cannot-be-combined text and cannot be placed', async () => {
    const [race, other] = await racesWithForecast(2);
    if (!race || !other) throw new Error('no races');
    const outcome = race.forecast.outcomes.find((o) => o.odds > 1 && (o.items?.length ?? 0) === 2);
    const runner = other.win.outcomes.find((o) => o.odds > 1);
    if (!outcome || !runner) throw new Error('no prices');
    const { token } = await server.newBettor('forecast', 50_000);
    // The grid on a phone.
    const phone = await open(token, MOBILE);
    await pickForecast(phone.page, race, outcome);
    await phone.page
      .getByRole('region', { name: 'Forecast', exact: true })
      .screenshot({ path: `${SHOTS}/racing-forecast-grid-390.png` });
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.context.close();

    const { context, page } = await open(token);
    await pickForecast(page, race, outcome);
    await page.goto(`/horse-racing?race=${other.race.id}`);
    await page
      .getByRole('button', { name: `${runner.name} at ${runner.display_odds.decimal}`, exact: true })
      .first()
      .click();
    await poll(() => slip(page).locator('[data-outcome-id]').count()).toBe(2);
    const combi = slip(page).getByRole('tab', { name: 'Combi', exact: true });
    await combi.click();
    await poll(() => combi.getAttribute('aria-selected')).toBe('true');
    await poll(() => slip(page).getByText(COMBINED, { exact: true }).count()).toBe(1);
    expect(await slip(page).getByRole('button', { name: 'Place Bet', exact: true }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/racing-forecast-combined-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
