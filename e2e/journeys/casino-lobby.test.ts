/// <reference lib="dom" />
/**
 * The casino in the sportsbook, by visible text against the real server and the games site: Casino in
 * the header opens the lobby; a category and a search filter it; a guest opening a game is offered
 * login; demo play moves no money; a bettor plays a real-money round of each game in its frame and the
 * header balance and the account's transaction history agree with the ledger to the cent; Games
 * History lists the rounds and Verify recomputes a revealed one. Lobby, game and history pages pass
 * axe, and are photographed at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LedgerEntryView, TransactionsResponse } from '@touchline/contract';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations, watchConsole } from '../support/browser';
import { betOnRed, landedOn } from '../support/roulette';
import { SCREENSHOTS } from '../support/server';
import { baseURL } from '../support/shared-server';

const SHOTS = join(SCREENSHOTS, 'casino');
const server = serverApi(baseURL);
const euros = (minor: number) => `€${(minor / 100).toFixed(2)}`;
const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 150 });

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const tiles = (page: Page) => page.getByRole('main').getByRole('article');
const tileNames = async (page: Page) =>
  (await tiles(page).getByRole('heading', { level: 2 }).allInnerTexts()).map((name) => name.trim());
const categories = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

describe('the lobby for a guest', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, baseURL, DESKTOP);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('opens from Casino in the header with every game, and passes axe', async () => {
    const watch = watchConsole(context);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Casino' })
      .click();
    await page.waitForURL('**/casinov2/');
    await page.getByRole('heading', { name: 'Casino', level: 1 }).waitFor();
    await poll(() => tileNames(page)).toEqual(
      expect.arrayContaining(['Lucky Wheel', 'Dice', 'Mines', 'Roulette']),
    );
    expect(await tiles(page).count()).toBe(4);
    // Every tile has its artwork, its RTP, Play and Demo; roulette carries the Live mark.
    const roulette = tiles(page).filter({ has: page.getByRole('heading', { name: 'Roulette' }) });
    expect(await roulette.getByText('Live', { exact: true }).count()).toBe(1);
    expect(
      await tiles(page)
        .getByText(/^RTP \d+\.\d\d%$/)
        .count(),
    ).toBe(4);
    expect(await tiles(page).getByRole('link', { name: 'Play', exact: true }).count()).toBe(4);
    expect(await tiles(page).getByRole('link', { name: 'Demo', exact: true }).count()).toBe(4);
    await poll(() =>
      tiles(page)
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    // The left column holds the casino menu in the casino zone.
    const menu = page.getByRole('navigation', { name: 'Casino menu' });
    await menu.getByRole('link', { name: 'Live Casino' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Sport' }).getAttribute('href')).toBe('/');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'lobby-1280');
    expect(watch.problems()).toEqual([]);
  });

  it('filters by category, then by a search and the provider, all kept in the address', async () => {
    await categories(page)
      .getByRole('link', { name: /^Table games/ })
      .click();
    await page.waitForURL('**/casinov2/table/');
    await poll(() => tileNames(page)).toEqual(['Roulette']);
    await categories(page)
      .getByRole('link', { name: /^Instant win/ })
      .click();
    await page.waitForURL('**/casinov2/instant/');
    await poll(() => tileNames(page)).toEqual(expect.arrayContaining(['Lucky Wheel', 'Dice', 'Mines']));
    expect(await tiles(page).count()).toBe(3);
    expect(
      await categories(page)
        .getByRole('link', { name: /^Instant win/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.getByLabel('Search games').fill('dic');
    await page.waitForURL('**/casinov2/instant/?q=dic');
    await poll(() => tileNames(page)).toEqual(['Dice']);
    await page.getByLabel('Search games').fill('no such game');
    await page.getByText('No games match your search').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await poll(() => tiles(page).count()).toBe(3);
    await poll(() => page.getByLabel('Search games').inputValue()).toBe('');

    await page.getByLabel('Provider').selectOption({ label: 'Touchline Originals' });
    await page.waitForURL(/provider=touchline-originals/);
    await poll(() => tiles(page).count()).toBe(3);

    // The address alone brings the same lobby back.
    await page.goto('/casinov2/live-casino/?q=roul');
    await poll(() => tileNames(page)).toEqual(['Roulette']);
    await poll(() => page.getByLabel('Search games').inputValue()).toBe('roul');
  });

  it('answers an unknown category with the 404 page', async () => {
    await page.goto('/casinov2/slots/');
    await page.getByRole('heading', { name: 'Oops! The page you requested was not found!' }).waitFor();
  });

  it('offers a guest opening a game to log in, in the account frame, or to play for fun', async () => {
    await page.goto('/casinov2/');
    const dice = tiles(page).filter({ has: page.getByRole('heading', { name: 'Dice' }) });
    await dice.getByRole('link', { name: 'Play', exact: true }).click();
    await page.waitForURL('**/play/dice');
    await page.getByRole('heading', { name: 'Dice', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Log in to play for real money' }).waitFor();
    expect(await page.locator('iframe[title="Dice, the game"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'game-login-offer-1280');
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.frameLocator('iframe[title="Account"]').getByLabel('Username').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('link', { name: 'Play for fun' }).click();
    await page.waitForURL('**/play/dice/demo');
    await page.locator('iframe[title="Dice, the game"]').waitFor();
  });

  it('fits a phone: tabs, filters and tiles at 390 px', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto('/casinov2/');
    await poll(() => tiles(page).count()).toBe(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'lobby-390');
    await page.goto('/play/roulette');
    await page.getByRole('heading', { name: 'Log in to play for real money' }).waitFor();
    await shoot(page, 'game-login-offer-390');
  });
});

/** The game's frame on the page, by its title. */
const gameFrame = (page: Page, name: string): FrameLocator =>
  page.frameLocator(`iframe[title="${name}, the game"]`);
const headerBalance = (page: Page) => page.getByTestId('header-balance');
const headerText = async (page: Page) =>
  (await headerBalance(page).textContent())?.replace(/^Balance\s*/, '').trim() ?? '';

async function setStake(frame: FrameLocator, amount: string): Promise<void> {
  const stake = frame.getByLabel('Stake (EUR)');
  await stake.fill(amount);
}

/** One settled real-money round of a game, through its own controls. */
async function playRound(
  frame: FrameLocator,
  game: 'dice' | 'lucky-wheel' | 'mines' | 'roulette',
): Promise<void> {
  switch (game) {
    case 'dice':
      await frame.getByRole('button', { name: 'Roll', exact: true }).click();
      await frame.getByText(/^Rolled \d+\.\d\d/).waitFor();
      return;
    case 'lucky-wheel':
      await frame.getByRole('button', { name: 'Spin', exact: true }).click();
      await frame.getByText(/^Landed on/).waitFor();
      return;
    case 'mines': {
      await frame.getByRole('button', { name: 'Start', exact: true }).click();
      await frame.getByText('Pick a tile, or cash out.').waitFor();
      await frame.getByRole('button', { name: '1', exact: true }).click();
      const lost = frame.getByText('You hit a mine: the round is lost.');
      const gem = frame.getByRole('button', { name: 'Gem', exact: true });
      await poll(async () => (await lost.count()) + (await gem.count())).toBeGreaterThan(0);
      if ((await lost.count()) === 0) {
        await frame.getByRole('button', { name: /^Cash out €/ }).click();
        await frame.getByText(/^Cashed out: you win/).waitFor();
      }
      return;
    }
    case 'roulette':
      await betOnRed(frame);
      await landedOn(frame);
      return;
  }
}

const ledger = async (token: string): Promise<LedgerEntryView[]> =>
  (await server.api<TransactionsResponse>('/v1/cashier/transactions?per_page=100', { token })).data;

describe('playing for real money and for fun', () => {
  const DEPOSIT = 5_000;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ token } = await server.newBettor('casino', DEPOSIT));
    ({ context, page } = await bettorBrowser(browser, baseURL).open(token));
  });

  afterAll(async () => {
    await context?.close();
  });

  it('plays a demo round that moves no money', async () => {
    await page.goto('/play/dice/demo');
    await page.getByRole('heading', { name: 'Dice', level: 1 }).waitFor();
    await poll(() => headerBalance(page).getAttribute('aria-busy')).toBe('false');
    const before = await headerText(page);
    expect(before).toBe(euros(DEPOSIT));
    const frame = gameFrame(page, 'Dice');
    await frame
      .getByText(/^Play money/)
      .first()
      .waitFor();
    await setStake(frame, '5.00');
    await playRound(frame, 'dice');
    await playRound(frame, 'dice');
    expect(await server.cash(token)).toBe(DEPOSIT);
    expect(await headerText(page)).toBe(before);
    expect((await ledger(token)).filter((entry) => entry.kind.startsWith('casino'))).toEqual([]);
  });

  it('plays a real-money round of each game: the header follows the wallet to the cent', async () => {
    for (const [slug, name] of [
      ['dice', 'Dice'],
      ['lucky-wheel', 'Lucky Wheel'],
      ['mines', 'Mines'],
      ['roulette', 'Roulette'],
    ] as const) {
      await page.goto(`/play/${slug}`);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      const frame = gameFrame(page, name);
      await frame.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 60_000 });
      await setStake(frame, '1.00');
      if (slug === 'dice') {
        expect(await seriousViolations(page)).toEqual([]);
        await shoot(page, 'game-dice-1280');
      }
      await playRound(frame, slug);
      // The round's message reloads the header balance: the wallet's to the cent.
      const cash = await server.cash(token);
      await poll(async () => (await headerText(page)) === euros(await server.cash(token))).toBe(true);
      expect(await server.cash(token)).toBe(cash);
    }
    const entries = await ledger(token);
    const casino = entries.filter((entry) => entry.kind.startsWith('casino'));
    // Four rounds: one stake each, and a win entry for every round that paid.
    expect(casino.filter((entry) => entry.kind === 'casino_bet')).toHaveLength(4);
    const cash = await server.cash(token);
    expect(DEPOSIT + casino.reduce((sum, entry) => sum + entry.amount, 0)).toBe(cash);
    expect(entries[0]?.balance_after).toBe(cash);
    expect(await headerText(page)).toBe(euros(cash));
  });

  it("shows the same movements in the account's transaction history", async () => {
    const entries = await ledger(token);
    const cash = await server.cash(token);
    await page.goto('/cashier/transactions');
    const history = page.frameLocator('iframe[title="Account"]');
    await history.getByRole('heading', { name: 'Transactions' }).waitFor();
    const rows = history.getByRole('row');
    await poll(() => rows.count()).toBe(entries.length + 1);
    const bets = entries.filter((entry) => entry.kind === 'casino_bet').length;
    const wins = entries.filter((entry) => entry.kind === 'casino_win').length;
    expect(await history.getByRole('cell', { name: 'Casino bet' }).count()).toBe(bets);
    expect(await history.getByRole('cell', { name: 'Casino win' }).count()).toBe(wins);
    // The newest row's balance is the wallet's, as the header shows it.
    expect(await rows.nth(1).innerText()).toContain(euros(cash));
    expect(await headerText(page)).toBe(euros(cash));
  });

  it('lists the rounds in Games History with their proofs, and Verify recomputes a revealed one', async () => {
    await page.goto('/casinov2/history');
    await page.getByRole('heading', { name: 'Games History', level: 1 }).waitFor();
    const rounds = page.getByRole('main').getByRole('article');
    await poll(() => rounds.count()).toBe(4);
    for (const name of ['Dice', 'Lucky Wheel', 'Mines', 'Roulette']) {
      expect(await rounds.getByRole('heading', { name, exact: true }).count()).toBe(1);
    }
    // The roulette table reveals its seed with the result: that round can be checked now.
    const roulette = rounds.filter({ has: page.getByRole('heading', { name: 'Roulette' }) });
    await roulette.getByText('Proof').click();
    await roulette.getByText('Server seed hash').waitFor();
    await roulette.getByRole('button', { name: 'Verify' }).click();
    await roulette.getByText(/^Verified: the seed matches its hash/).waitFor();
    // The others keep their seed until the bettor changes it.
    const dice = rounds.filter({ has: page.getByRole('heading', { name: 'Dice' }) });
    await dice.getByText('Proof').click();
    await dice.getByText('Revealed when you change your seed').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'history-1280');
    await page.setViewportSize(MOBILE);
    await shoot(page, 'history-390');
    await page.goto('/play/dice');
    await gameFrame(page, 'Dice')
      .getByRole('heading', { name: 'Dice', level: 1 })
      .waitFor({ timeout: 60_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'game-dice-390');
    await page.setViewportSize(DESKTOP);
  });
});
