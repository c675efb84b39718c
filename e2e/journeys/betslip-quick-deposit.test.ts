/// <reference lib="dom" />
/**
 * Top-up & Bet end to end in the browser: a bettor short of funds presses it in the slip, the cashier
 * opens in the account frame with the missing amount, the request id and the page to come back to;
 * the bettor deposits with the demo card, the cashier sends them back with success=true and the
 * request id, and the bet is placed at once.
 */
import type { Event as EventRow, Market, Outcome } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, seriousViolations } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

const { api, ...server } = serverApi(baseURL);

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

/** A match-result price of a pre-match football event (its price holds still while the test runs). */
async function prematchPick(): Promise<{ event: EventRow; outcome: Outcome }> {
  const events = await api<{ data: EventRow[] }>(
    `/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=football&limit=60`,
  );
  for (const event of events.data) {
    if (event.is_live || event.status !== 'not_started') continue;
    const markets = await api<{ data: Market[] }>(
      `/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${event.id}`,
    );
    const result = markets.data.find((m) => m.type === 'match_result' && !m.is_suspended);
    const outcome = result?.outcomes.find((o) => o.odds > 1.2 && o.odds < 6);
    if (outcome) return { event, outcome };
  }
  throw new Error('no pre-match football price');
}

const betCount = async (token: string) =>
  (await api<{ total: number }>(`/v1/bets?bookmaker=${BOOKMAKER}&status=all&limit=1`, { token })).total;
const slip = () => page.getByRole('region', { name: 'Bet Slip' });
const accountDialog = () => page.getByRole('dialog', { name: 'Account' });
const frame = () => page.frameLocator('iframe[title="Account"]');

async function open(token: string, viewport = DESKTOP): Promise<void> {
  ({ context, page } = await bettorBrowser(browser, baseURL).open(token, { viewport }));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page aborts what it still loads; that is not a failure the bettor meets.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Top-up & Bet', () => {
  it('deposits the missing amount in the frame, comes back with success and the request id, and the bet is placed', async () => {
    const { token } = await server.newBettor('topup', 500);
    const pick = await prematchPick();
    await open(token);
    await page.goto(
      `/${pick.event.translated_sport_slug}/${pick.event.translated_competition_slug}/${pick.event.slug}-${pick.event.id}`,
    );
    await page.locator(`button[data-outcome-id="${pick.outcome.id}"]`).first().click();
    await expect
      .poll(() => slip().locator(`[data-outcome-id="${pick.outcome.id}"]`).count(), { timeout: 20_000 })
      .toBe(1);
    const stake = slip().getByLabel('Stake');
    await stake.fill('12');
    const topUp = slip().getByRole('button', { name: 'Top-up & Bet' });
    await topUp.waitFor();
    const bets = await betCount(token);
    const pagePath = new URL(page.url()).pathname;
    await topUp.click();

    // The cashier in the frame: the missing amount (12.00 - 5.00), the request id and the way back.
    await accountDialog().waitFor();
    const amount = frame().getByLabel('Amount');
    await expect.poll(() => amount.inputValue(), { timeout: 20_000 }).toBe('7.00');
    const cashier = page.frames().find((candidate) => candidate.url().startsWith(accountURL));
    const opened = new URL(cashier?.url() ?? '');
    expect(opened.pathname).toBe('/cashier/deposit');
    const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('quickDeposit') ?? 'null'));
    expect(opened.searchParams.get('request_id')).toBe(pending?.requestId);
    expect(opened.searchParams.get('amount')).toBe('700');
    expect(new URL(opened.searchParams.get('backUrl') ?? '').href).toBe(`${baseURL}${pagePath}`);

    await frame().getByLabel('Card number').fill('4242 4242 4242 4242');
    await frame().getByLabel('Expiry date').fill('12/30');
    await frame().getByLabel('Security code (CVC)').fill('123');
    await frame().getByLabel('Name on card').fill('Ada Lovelace');
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `/tmp/acct/quick-deposit-cashier-${size.width}.png` });
    }
    await frame().getByRole('button', { name: 'Deposit €7.00' }).click();

    // Back on the same page, the frame closed and the bet placed without another tap.
    await accountDialog().waitFor({ state: 'hidden' });
    await expect.poll(() => slip().getByText('PROCESSED').count(), { timeout: 30_000 }).toBe(1);
    expect(await betCount(token)).toBe(bets + 1);
    expect(new URL(page.url()).pathname).toBe(pagePath);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('quickDeposit'))).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/acct/quick-deposit-placed-1280.png' });
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);
});
