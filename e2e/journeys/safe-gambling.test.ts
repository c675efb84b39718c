/// <reference lib="dom" />
/**
 * Safe-gambling tools in a real browser against the real server: a daily deposit limit set on the
 * account site's page holds at the cashier, and a 24-hour time-out ends the session and refuses the
 * next login with the end time in words.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, type Bettor, registerBettor } from '../support/account';
import { launch, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let bettor: Bettor;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, accountURL);
  page = await context.newPage();
  bettor = await registerBettor(baseURL);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function logIn(): Promise<void> {
  await page.getByLabel('Username').fill(bettor.username);
  await page.getByLabel('Password', { exact: true }).fill(bettor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('safe-gambling tools on the account site', () => {
  it('sets a daily deposit limit, and the cashier refuses a deposit above it naming the limit', async () => {
    await page.goto('/account/safe-gambling-tools');
    await logIn();
    await page.getByRole('heading', { name: 'Safe gambling tools' }).waitFor();
    const daily = page.getByLabel('Daily limit (24 hours)');
    await daily.fill('100');
    await page.getByRole('button', { name: 'Save deposit limits' }).click();
    await page.getByText('Your deposit limits are saved.').waitFor();
    await page.getByText('Current limit: €100.00').waitFor();
    expect(await daily.inputValue()).toBe('100.00');

    // A raise waits 24 hours and says so.
    await daily.fill('250');
    await page.getByRole('button', { name: 'Save deposit limits' }).click();
    await page.getByText(/Rises to €250\.00 on/).waitFor();
    await page.getByText('Current limit: €100.00').waitFor();

    expect(await seriousViolations(page)).toEqual([]);

    // The cashier refuses a deposit above the limit, says so in words, and moves no money.
    await page.goto('/cashier/deposit');
    await page.getByLabel('Amount').fill('150');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Test Bettor');
    await page.getByRole('button', { name: 'Deposit €150.00' }).click();
    await page
      .getByRole('alert')
      .getByText(
        /This deposit is over your daily deposit limit of €100\.00\. You can deposit €100\.00 more now/,
      )
      .waitFor();

    const token = await apiLogin(baseURL, bettor);
    const balance = await fetch(`${baseURL}/player/details`, { headers: { jwt: token } });
    expect((await balance.json()).balance.cash).toBe(0);
    const refused = await fetch(`${baseURL}/v1/cashier/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', jwt: token },
      body: JSON.stringify({ amount: 15_000, idempotency_key: `e2e-over-limit-${Date.now()}` }),
    });
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(body.deposit_limit).toMatchObject({ period: 'day', limit: 10_000, remaining: 10_000 });
    await page.goto('/account/safe-gambling-tools');
    await page.getByRole('heading', { name: 'Safe gambling tools' }).waitFor();
  });

  it('takes a 24-hour time-out after the password; the sessions end and the login page refuses in words', async () => {
    const otherToken = await apiLogin(baseURL, bettor);

    await page.getByRole('button', { name: 'Continue to time-out' }).click();
    await page.getByText(/You are about to take a time-out of 24 hours/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Take a time-out of 24 hours' }).click();
    await page.getByRole('alert').getByText('The password is not correct.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await page.getByRole('button', { name: 'Take a time-out of 24 hours' }).click();
    await page.getByText(/Your time-out runs until .+\. You have been logged out\./).waitFor();

    // The other session ended at once.
    const details = await fetch(`${baseURL}/player/details`, { headers: { jwt: otherToken } });
    expect(details.status).toBe(401);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto('/login');
    await logIn();
    const alert = page.getByRole('alert');
    await alert.getByText(/You are taking a time-out until .+\. You cannot log in before then\./).waitFor();
    expect(await page.getByRole('heading', { name: 'Safe gambling tools' }).count()).toBe(0);
  });
});
