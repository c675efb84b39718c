/**
 * The games site opened directly, as a frame of the sportsbook would open it: a play-money round of dice
 * moves only play money; a real-money session (launched for a bettor through the API) plays dice and its
 * balance is the wallet's to the cent; and Verify recomputes a finished round in the browser.
 */
import { launchCasinoGame } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { baseURL, gamesURL } from '../support/shared-server';

const { call, newBettor, cash } = serverApi(baseURL);
const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bettor: { token: string };
const problems: string[] = [];

beforeAll(async () => {
  bettor = await newBettor('games', 5_000);
  browser = await launch();
  context = await newContext(browser, gamesURL, DESKTOP);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The header strip's money: the label ('Balance' or 'Play money') and the amount under it. */
const headerMoney = async () => (await page.locator('header').innerText()).replace(/\s+/g, ' ').toLowerCase();

async function rollDice(): Promise<void> {
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.getByText(/^Rolled \d+\.\d\d/).waitFor();
}

describe('the games site', () => {
  it('plays a demo round of dice with play money only', async () => {
    const before = await cash(bettor.token);
    await page.goto('/dice?mode=demo&currency=EUR&lang=en');
    await page.getByRole('heading', { name: 'Dice', level: 1 }).waitFor();
    expect(await headerMoney()).toContain(`play money ${euros(100_000)}`);
    const stake = page.getByLabel('Stake (EUR)');
    await stake.fill('2.00');
    await rollDice();
    const rolled = await page.getByText(/^Rolled/).innerText();
    const won = /you win (€[\d,.]+)/.exec(rolled)?.[1];
    const expected = 100_000 - 200 + (won ? Math.round(Number(won.replace(/[€,]/g, '')) * 100) : 0);
    await expect.poll(headerMoney).toContain(euros(expected));
    expect(await cash(bettor.token)).toBe(before);
    await expect.poll(() => page.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('plays real money with a launched session, the balance the wallet says to the cent', async () => {
    const launched = await call(launchCasinoGame, {
      token: bettor.token,
      body: { game: 'dice', mode: 'real' },
    });
    await page.goto(`/dice?lang=en#session=${launched.token}`);
    await page.getByRole('heading', { name: 'Dice', level: 1 }).waitFor();
    // The token left the address at once: no history entry, no shared link carries it.
    expect(page.url()).not.toContain('session=');
    expect(await headerMoney()).toContain(`balance ${euros(5_000)}`);
    await page.getByLabel('Stake (EUR)').fill('1.50');
    for (let round = 0; round < 3; round++) await rollDice();
    await expect.poll(async () => (await headerMoney()).includes(euros(await cash(bettor.token)))).toBe(true);
    expect(await cash(bettor.token)).not.toBe(5_000);
    await expect.poll(() => page.getByRole('button', { name: 'Verify', exact: true }).count()).toBe(3);
  });

  it('verifies a finished round in the browser once its seed is revealed', async () => {
    await page.getByRole('button', { name: 'Change seeds' }).click();
    await page.getByRole('heading', { name: 'Previous server seed revealed' }).waitFor();
    await page.getByText('3 rounds were played with it: you can now verify them.').waitFor();
    await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Verify a round' });
    await dialog.getByRole('heading', { name: 'Verified: this round is fair' }).waitFor();
    expect(await dialog.innerText()).toContain('The server seed matches the hash shown before play.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await dialog.getByRole('heading', { name: 'Verified: this round is fair' }).waitFor();
    expect(problems).toEqual([]);
  });
});
