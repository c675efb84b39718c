/// <reference lib="dom" />
/**
 * A reset link is checked as soon as its page opens: a link already used (or unknown, as an expired one
 * reads) says so at once, in the bettor's language, with the way to ask for a new link, and never offers
 * a form that could only fail.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL as apiURL } from '../support/shared-server';

const suffix = Math.random().toString(36).slice(2, 8);
const email = `reset_${suffix}@example.com`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, accountURL);
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  // A request the page cancels itself (a navigation away while it loads) is not a failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  const registered = await fetch(`${apiURL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `reset_${suffix}`,
      email,
      password: 'green-kettle-42!',
      bookmaker: 'touchline_ie',
      terms_accepted: true,
      date_of_birth: '1990-01-01',
    }),
  });
  expect(registered.status).toBe(200);
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

describe('a reset link that was already used', () => {
  let link = '';

  it('sets a new password the first time it is opened', async () => {
    await page.goto('/forgot-password?lang=en');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account uses ${email}`).waitFor();
    const outbox = (await (await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      mails: { links: string[] }[];
    };
    link = outbox.mails[0]?.links.find((href) => href.includes('/reset-password/')) ?? '';
    expect(link.startsWith(`${accountURL}/reset-password/`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('blue-teapot-2077?');
    await page.getByLabel('Repeat new password').fill('blue-teapot-2077?');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor();
  });

  it('opened again, says at once that it was used, without a form, and offers a new link', async () => {
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor();
    await page.getByText('A reset link works once.').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save new password' }).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('reset-link-used');

    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { name: 'Forgotten password' }).waitFor();
  });

  it('says it in the language the site speaks', async () => {
    await page.goto(`${link}?lang=es`);
    await page.getByRole('heading', { level: 1, name: 'Este enlace ya se ha usado' }).waitFor();
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();
    await page.goto(`${link}?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor();
  });
});

describe('a reset link that no longer works', () => {
  it('reads as expired at once, with the way to ask for a new link', async () => {
    await page.goto('/reset-password/this-token-was-never-handed-out-0123456789');
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    await page.getByText('A reset link works for one hour.').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('reset-link-expired');
  });

  it('left the console clean and no request failed', () => {
    expect(problems).toEqual([]);
  });
});
