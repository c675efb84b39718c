/// <reference lib="dom" />
/**
 * The account site on its own origin, driven by labels and visible texts against the real server:
 * registration, login (wrong password too), a password reset through the e-mailed link of the local
 * outbox, deposits with the demo card (approved and declined), a withdrawal and the history; every
 * page without a serious or critical accessibility violation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL as apiURL } from '../support/shared-server';

const suffix = Math.random().toString(36).slice(2, 8);
const bettor = {
  username: `journey_${suffix}`,
  email: `journey_${suffix}@example.com`,
  password: 'green-kettle-42!',
  newPassword: 'blue-teapot-2077?',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, accountURL);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function visit(path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function expectAccessible(): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function logIn(username: string, password: string): Promise<void> {
  await visit('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(): Promise<void> {
  await visit('/cashier/my-account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Login' }).waitFor();
}

describe('account site: registration and login', () => {
  it('refuses an under-age registration without sending it, then registers and lands logged in', async () => {
    await visit('/registration?bookmaker=touchline_gb&lang=en&theme=dark');
    await expectAccessible();
    expect(await page.getByLabel('Country').inputValue()).toBe('United Kingdom');
    expect(await page.getByLabel('Currency').inputValue()).toContain('GBP');

    await page.getByLabel('Username').fill(bettor.username);
    await page.getByLabel('E-mail address').fill(bettor.email);
    await page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await page.getByLabel('Date of birth').fill('2015-03-01');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('You must be 18 or older to open an account.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/registration');

    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Deposit' }).waitFor();
    await page.getByText('Welcome! Your account is ready.').waitFor();
    await page.getByText(`Logged in as ${bettor.username}`).waitFor();
  });

  it('explains a taken username on its field', async () => {
    await logOut();
    await visit('/registration');
    await page.getByLabel('Username').fill(bettor.username);
    await page.getByLabel('E-mail address').fill(`other_${suffix}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(bettor.password);
    await page.getByLabel('Date of birth').fill('1990-05-17');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This username is already taken. Choose another one.').waitFor();
  });

  it('shows a wrong password in the red area, then logs in', async () => {
    await logIn(bettor.username, 'not-my-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password.');
    await expectAccessible();
    await logIn(bettor.username, bettor.password);
    await page.getByRole('heading', { name: 'My account' }).waitFor();
  });
});

describe('account site: cashier', () => {
  it('deposits with the demo card and shows the new balance', async () => {
    await visit('/cashier/deposit');
    await expectAccessible();
    await page.getByLabel('Amount').fill('25');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Deposit £25.00' }).click();
    await page.getByText('Deposit of £25.00 completed. Your balance is now £25.00.').waitFor();
  });

  it('says in words that a card ending in 0002 was declined, and moves nothing', async () => {
    await page.getByLabel('Amount').fill('40');
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByRole('button', { name: 'Deposit £40.00' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Your card was declined by the card issuer. No money was taken. Try another card.');
    expect(await page.getByTestId('balance-total').textContent()).toBe('£25.00');
  });

  it('withdraws cash', async () => {
    await visit('/cashier/withdraw');
    await expectAccessible();
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Withdraw £10.00' }).click();
    await page.getByText('Withdrawal of £10.00 completed. Your balance is now £15.00.').waitFor();
  });

  it('lists the transactions and the payments, the declined one too', async () => {
    await visit('/cashier/transactions');
    await page.getByRole('cell', { name: 'Withdrawal' }).waitFor();
    await expectAccessible();
    const rows = page.getByRole('row');
    expect(await rows.count()).toBe(3);
    await expect.poll(() => page.getByRole('cell', { name: 'Deposit' }).count()).toBe(1);

    await visit('/cashier/history');
    await page.getByText('Declined by the card issuer').waitFor();
    await expectAccessible();
    expect(await page.getByRole('row').count()).toBe(4);
  });

  it('my account, fair gaming and the help pages are accessible', async () => {
    for (const path of [
      '/cashier/my-account',
      '/cashier/fair-gaming',
      '/help',
      '/help/contact-us',
      '/help/responsible-gambling',
      '/help/my-account/faqs',
      '/help/terms-and-conditions',
      '/forgot-password',
    ]) {
      await visit(path);
      await expectAccessible();
    }
    await visit('/no-such-page');
    await page.getByRole('heading', { name: 'Oops! The page you requested was not found!' }).waitFor();
    await page.getByRole('link', { name: 'Go to the Help Center' }).click();
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
  });
});

describe('account site: forgotten password through the e-mailed link', () => {
  it('resets the password with the link from the outbox, then logs in with the new one', async () => {
    await logOut();
    await visit('/forgot-password');
    await page.getByLabel('E-mail address').fill(bettor.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account uses ${bettor.email}`).waitFor();

    const outbox = (await (
      await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(bettor.email)}`)
    ).json()) as {
      mails: { subject: string; links: string[] }[];
    };
    const link = outbox.mails[0]?.links.find((href) => href.includes('/reset-password/'));
    expect(link?.startsWith(`${accountURL}/reset-password/`)).toBe(true);

    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible();
    await page.getByLabel('New password', { exact: true }).fill(bettor.newPassword);
    await page.getByLabel('Repeat new password').fill(bettor.newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor();

    await logIn(bettor.username, bettor.password);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password.');
    await logIn(bettor.username, bettor.newPassword);
    await page.getByRole('heading', { name: 'My account' }).waitFor();
  });
});
