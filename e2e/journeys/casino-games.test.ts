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
import { betOnRed, landedOn } from '../support/roulette';
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

  it('in a frame of the sportsbook, tells the page of each round and stops when the page closes it', async () => {
    // The sportsbook's own page stands for the mini-game panel: the frame's parent is its origin.
    const sportsbook = await context.newPage();
    await sportsbook.goto(`${baseURL}/`);
    await sportsbook.evaluate((src) => {
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data }));
      const frame = document.createElement('iframe');
      frame.id = 'game';
      frame.title = 'Lucky Wheel';
      frame.src = src;
      frame.style.cssText = 'position:fixed;right:0;bottom:0;width:360px;height:560px;border:0;z-index:9999';
      document.body.append(frame);
    }, `${gamesURL}/lucky-wheel?mode=demo&currency=EUR&embed=mini&lang=en`);
    const game = sportsbook.frameLocator('#game');
    await game.getByRole('button', { name: 'Spin' }).click();
    await game.getByText(/^Landed on/).waitFor();
    const seen = () =>
      sportsbook.evaluate(() =>
        (
          window as unknown as { seen: { origin: string; data: { source?: string; event?: string } }[] }
        ).seen.filter((message) => message.data?.source === 'touchline-casino'),
      );
    await expect
      .poll(async () => (await seen()).map((message) => message.data.event))
      .toEqual(['ready', 'round']);
    for (const message of await seen()) expect(message.origin).toBe(gamesURL);
    await sportsbook.evaluate((origin) => {
      const frame = document.getElementById('game') as HTMLIFrameElement;
      frame.contentWindow?.postMessage({ source: 'touchline-sportsbook', event: 'close' }, origin);
    }, gamesURL);
    await game.getByText('This game session has ended.', { exact: false }).waitFor();
    expect(await game.getByRole('button', { name: 'Spin' }).isDisabled()).toBe(true);
    await sportsbook.close();
  });
});

describe('the live roulette table', () => {
  it('shows two players in two browsers the same round: its commitment, its close and its winning number', async () => {
    const players = await Promise.all(
      [DESKTOP, MOBILE].map(async (viewport) => {
        const own = await newContext(browser, gamesURL, viewport);
        const table = await own.newPage();
        await table.goto('/roulette?mode=demo&currency=EUR&lang=en');
        await table.getByRole('heading', { name: 'Roulette', level: 1 }).waitFor();
        return { own, table };
      }),
    );
    try {
      // Both players put a chip on red while the round takes bets (a click waits for betting to open).
      // Their bets are on the same round when they saw the same commitment as the bet went in; a pair
      // that straddled a close is placed again.
      let landed: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const committed = await Promise.all(
          players.map(async ({ table }) => {
            await betOnRed(table);
            return table.getByText(/^This round's server seed hash:/).innerText();
          }),
        );
        landed = await Promise.all(players.map(({ table }) => landedOn(table)));
        if (committed[1] === committed[0]) break;
      }
      expect(landed[0]).toBeDefined();
      expect(landed[1]).toBe(landed[0]);
      // Both are counted at the table (other journeys may sit at it too).
      const seated = async () =>
        Number(
          /(\d+) players? at the table/.exec(
            (await players[0]?.table.locator('body').innerText()) ?? '',
          )?.[1],
        );
      await expect.poll(seated).toBeGreaterThanOrEqual(2);
    } finally {
      for (const { own } of players) await own.close();
    }
    expect(problems).toEqual([]);
  });
});
