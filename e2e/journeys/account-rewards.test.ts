/// <reference lib="dom" />
/**
 * The account site's Rewards page, the page the native app opens in its in-app browser: a demo bettor
 * opens /rewards, logs in on the login form shown in its place, and reads the free bets, boost tokens
 * and bonus the server lists for them, in pounds (the GB account's currency), on a phone and a desktop,
 * with no serious accessibility violation and a clean console.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getActiveBoostTokens, getActiveFreeBets, getPlaythrough } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, serverApi } from '../support/api';
import {
  type ConsoleWatch,
  DESKTOP,
  launch,
  MOBILE,
  newContext,
  seriousViolations,
  watchConsole,
} from '../support/browser';
import { SCREENSHOTS } from '../support/server';
import { accountURL, baseURL as apiURL } from '../support/shared-server';

const BOOKMAKER = 'touchline_gb';
const USERNAME = 'demo-gb';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: ConsoleWatch;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launch();
  context = await newContext(browser, accountURL, MOBILE);
  watch = watchConsole(context);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const pounds = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);

describe('account site: rewards', () => {
  it('a demo bettor logs in on /rewards and sees their free bets, boost tokens and bonus, in pounds', async () => {
    // What the server holds for the bettor, read with the same calls the page makes.
    const server = serverApi(apiURL);
    const token = await server.login(USERNAME);
    const query = { active: true, bookmaker: BOOKMAKER } as const;
    const freeBets = (await server.call(getActiveFreeBets, { token, query })).data;
    const boostTokens = (await server.call(getActiveBoostTokens, { token, query })).boost_tokens;
    const playthrough = await server.call(getPlaythrough, { token, query: { bookmaker: BOOKMAKER } });
    expect(freeBets.length).toBeGreaterThan(0);

    await page.goto(`/rewards?bookmaker=${BOOKMAKER}&lang=en&theme=dark`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    // The page asked for shows in the login form's place.
    await page.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rewards');
    // Its tab in the site's navigation is the current one, as every page's is.
    const tab = page.getByRole('navigation').getByRole('link', { name: 'Rewards', exact: true });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    const freeBetSection = page.getByRole('region', { name: 'Free Bets' });
    for (const freeBet of freeBets) {
      const row = freeBetSection.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: freeBet.name, exact: true }),
      });
      await row.getByText(`${pounds(freeBet.amount_remaining)} to bet`).waitFor();
      const minOdds = freeBet.conditions?.min_odds;
      await row.getByText(minOdds ? `Odds above ${minOdds.toFixed(2)}` : 'Any odds').waitFor();
    }
    const tokenSection = page.getByRole('region', { name: 'Boost Tokens' });
    for (const boost of boostTokens) {
      const row = tokenSection.getByRole('listitem').filter({ hasText: boost.template.name });
      await row.getByText(`+${boost.template.percentage}% on winnings`).waitFor();
      await row.getByText(`Extra winnings up to ${pounds(boost.template.max_winnings)}`).waitFor();
    }
    const bonusSection = page.getByRole('region', { name: 'Active bonus' });
    if (playthrough.bonus) {
      const { playthrough_total_required: total, playthrough_remaining: remaining } = playthrough.bonus;
      const percent = Math.min(100, Math.floor(((total - remaining) / total) * 100));
      const bar = bonusSection.getByRole('progressbar', { name: 'Playthrough progress' });
      expect(await bar.getAttribute('aria-valuenow')).toBe(String(percent));
      await bonusSection.getByText(pounds(playthrough.bonus.balance), { exact: true }).waitFor();
    } else {
      await bonusSection.getByText('You have no active bonus.').waitFor();
    }
    expect(await page.locator('main').innerText()).not.toContain('€');
    await page.waitForLoadState('networkidle');

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: join(SCREENSHOTS, `account-rewards-${viewport.width}.png`),
        fullPage: true,
      });
    }
    expect(watch.problems()).toEqual([]);
  });
});
