/// <reference lib="dom" />
/**
 * A GB bettor (an account in pounds) on the account site of another brand's host (the Irish site,
 * whose own currency is the euro): every amount of the cashier and of the safe-gambling limits is in
 * pounds, the account's currency, never in the host brand's.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL as apiURL } from '../support/shared-server';

const suffix = Math.random().toString(36).slice(2, 8);
const bettor = { username: `gb_${suffix}`, password: 'green-kettle-42!' };

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const registered = await fetch(`${apiURL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: bettor.username,
      email: `${bettor.username}@example.com`,
      password: bettor.password,
      bookmaker: 'touchline_gb',
      terms_accepted: true,
      date_of_birth: '1990-01-01',
    }),
  });
  expect(registered.status).toBe(200);
  browser = await launch();
  context = await newContext(browser, accountURL);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A request the page cancels itself (a navigation away while it loads) is not a failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function screenshots(name: string): Promise<void> {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/acct/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const pageText = () => page.locator('main').innerText();

describe("a pounds account on the euro brand's account site", () => {
  it('logs in on the Irish site', async () => {
    await page.goto('/login?bookmaker=touchline_ie&lang=en');
    await page.getByLabel('Username').fill(bettor.username);
    await page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
  });

  it('deposit: quick amounts, minimum and maximum, and the deposit itself are in pounds', async () => {
    await page.goto('/cashier/deposit');
    await page.getByRole('heading', { name: 'Deposit' }).waitFor();
    for (const quick of ['£10.00', '£25.00', '£50.00', '£100.00']) {
      await page.getByRole('button', { name: quick, exact: true }).waitFor();
    }
    await page.getByText('From £5.00 to £5,000.00 per deposit.').waitFor();
    expect(await pageText()).not.toContain('€');

    await page.getByRole('button', { name: '£25.00', exact: true }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Deposit £25.00' }).click();
    await page.getByText('Deposit of £25.00 completed. Your balance is now £25.00.').waitFor();
    await expect
      .poll(() => page.getByTestId('balance-total').textContent(), { timeout: 20_000 })
      .toBe('£25.00');
    expect(await pageText()).not.toContain('€');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('cashier-deposit-pounds-on-euro-brand');
  });

  it('withdrawal: what can be taken out and the minimum are in pounds', async () => {
    await page.goto('/cashier/withdraw');
    await page.getByText('You can withdraw up to £25.00 (minimum £5.00).').waitFor();
    expect(await pageText()).not.toContain('€');
  });

  it('safe-gambling limits are in pounds, and the cashier refuses above them in pounds', async () => {
    await page.goto('/account/safe-gambling-tools');
    await page.getByRole('heading', { name: 'Safe gambling tools' }).waitFor();
    await page.getByLabel('Daily limit (24 hours)').fill('40');
    await page.getByRole('button', { name: 'Save deposit limits' }).click();
    await page.getByText('Your deposit limits are saved.').waitFor();
    await page.getByText('Current limit: £40.00').waitFor();
    expect(await pageText()).not.toContain('€');
    await screenshots('safe-gambling-pounds-on-euro-brand');

    await page.goto('/cashier/deposit');
    await page.getByLabel('Amount').fill('20');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Deposit £20.00' }).click();
    const refusal = page.getByRole('alert');
    await expect.poll(() => refusal.textContent(), { timeout: 20_000 }).toContain('£40.00');
    expect(await refusal.textContent()).toContain('£15.00');
    expect(await pageText()).not.toContain('€');
  });

  it('no page error and no failed request', () => {
    expect(problems).toEqual([]);
  });
});
