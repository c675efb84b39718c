/// <reference lib="dom" />
/**
 * The visitor's IP details in a real browser: asked once for the whole visit (across pages), the
 * address goes with a bet share, and the tester flag (a loopback client is a tester outside
 * production, which is how the journeys' server runs) shows 'Copy Deep Link' in the bet builder slip.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser, eventPath } from '../support/bettor';
import { launch, seriousViolations, watchConsole } from '../support/browser';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/session';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 250 });

/** Picks the first price of a market in the framed builder and waits for the combined odds. */
async function pickInBuilder(page: Page, market: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Create YourBet"]');
  const card = frame
    .locator('div', { has: frame.getByRole('heading', { name: market, exact: true }) })
    .last();
  await card.getByRole('button').first().click();
  await poll(() => frame.locator('output').first().getAttribute('aria-busy')).toBe('false');
}

describe('the visitor details of a session', () => {
  it("are asked once: a bet share carries the visitor's address, and a tester sees Copy Deep Link", async () => {
    const server = serverApi(baseURL);
    const { token } = await server.newBettor('visitor', 20_000);
    const expected = await server.api<{ ip_address: string; is_tester: boolean }>('/ip/details');
    expect(expected.is_tester).toBe(true);
    const bettor = bettorBrowser(browser, baseURL);
    const [pick] = await bettor.prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const { context, page } = await bettor.open(token);
    const watch = watchConsole(context);
    let detailsCalls = 0;
    const shared: { meta: { ip_address: string | null } }[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/ip/details') detailsCalls += 1;
      if (url.pathname === '/v1/bet-share/store-shared') shared.push(request.postDataJSON());
    });

    await page.goto(eventPath(pick.event));
    await page.locator(`button[data-outcome-id="${pick.outcomeId}"]`).first().click();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    await slip.getByLabel('Stake').fill('2');
    await slip.getByRole('button', { name: 'Place Bet', exact: true }).click();
    await poll(() => slip.getByText('PROCESSED').count()).toBe(1);
    await page.getByRole('button', { name: 'Share bet' }).click();
    await page.getByRole('link', { name: /\/betshare\// }).waitFor();
    expect(shared.map((body) => body.meta.ip_address)).toEqual([expected.ip_address]);
    await slip.getByRole('button', { name: 'Clear all' }).click();

    // Another page of the same visit: the builder's tester flag comes from the same answer.
    await page.reload();
    await page.getByRole('link', { name: 'Create YourBet' }).click();
    await page.getByRole('dialog', { name: 'Create YourBet' }).waitFor();
    await pickInBuilder(page, 'Match Result');
    await pickInBuilder(page, 'Both Teams to Score');
    await page
      .frameLocator('iframe[title="Create YourBet"]')
      .getByRole('button', { name: 'Add to betslip' })
      .click();
    const builderSlip = page.getByTestId('bet-builder-slip');
    await poll(() => builderSlip.getByRole('listitem').count()).toBe(2);
    await builderSlip.getByRole('button', { name: 'Copy Deep Link' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/visitor-copy-deep-link-1280.png` });

    expect(detailsCalls).toBe(1);
    expect(watch.problems()).toEqual([]);
    await context.close();
  }, 180_000);
});
