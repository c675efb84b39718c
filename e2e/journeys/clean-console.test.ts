/// <reference lib="dom" />
/**
 * A logged-in bettor's normal use leaves the console clean: home, a match page, a price added to the
 * slip, a bet placed, My Bets, the account frame and the cashier, with no page error, no console error
 * and no request that failed or was answered with an error, on either origin.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser, eventPath } from '../support/bettor';
import { launch, watchConsole } from '../support/browser';
import { baseURL } from '../support/shared-server';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 250 });

describe('the console of a logged-in bettor', () => {
  it('stays clean through home, a match, the slip, a bet, My Bets, the account frame and the cashier', async () => {
    const { token } = await serverApi(baseURL).newBettor('clean', 50_000);
    const bettor = bettorBrowser(browser, baseURL);
    const [pick] = await bettor.prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const { context, page } = await bettor.open(token);
    const watch = watchConsole(context);

    await page.goto('/');
    await page.getByTestId('header-balance').waitFor();

    await page.goto(eventPath(pick.event));
    await page.locator(`button[data-outcome-id="${pick.outcomeId}"]`).first().click();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    await poll(() => slip.locator(`[data-outcome-id="${pick.outcomeId}"]`).count()).toBe(1);
    await slip.getByLabel('Stake').fill('5');
    await slip.getByRole('button', { name: 'Place Bet', exact: true }).click();
    await poll(() => slip.getByText('PROCESSED').count(), 30_000).toBe(1);

    await page.goto('/account/bets');
    await page.getByRole('heading', { name: 'My Bets', level: 1 }).waitFor();
    await poll(() => page.getByRole('tabpanel').getByRole('article').count()).toBe(1);

    const account = page.getByRole('dialog', { name: 'Account' });
    const frame = page.frameLocator('iframe[title="Account"]');
    await page.getByTestId('header-balance').click();
    await page.getByRole('button', { name: 'My Account' }).click();
    await account.waitFor();
    await frame.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await account.waitFor({ state: 'hidden' });

    await page.getByTestId('header-balance').click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await account.waitFor();
    await frame.getByLabel('Amount').waitFor();

    expect(watch.problems()).toEqual([]);
    await context.close();
  });
});
