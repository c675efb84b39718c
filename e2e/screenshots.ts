/// <reference lib="dom" />
/**
 * Screenshots of home, sport, match, live, racing and settings at 390 px and 1280 px, dark and light,
 * and of every page of the account site (account-*.png), saved under docs/screenshots/. Run after
 * `npm run build`: `npx tsx e2e/screenshots.ts` (`... account` for the account site only, and
 * `... account --only=login,registration` for some of its pages).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launch, MOBILE, newContext } from './support/browser';
import { cataloguePages } from './support/catalogue';
import { REPO, startServer } from './support/server';

const OUT = join(REPO, 'docs/screenshots');
/** `--only=name,name`: just those account pages (names as in the file names), e.g. after changing one. */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const THEMES = ['dark', 'light'] as const;
const SIZES = [
  { name: '390', viewport: MOBILE },
  { name: '1280', viewport: DESKTOP },
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[role="status"] [class*="bone"]'), null, {
      timeout: 15_000,
    })
    .catch(() => {});
  await page.waitForTimeout(400);
}

/** Account site pages a guest sees, then the ones behind a login (demo-gb logs in on the way). */
const ACCOUNT_GUEST: Record<string, string> = {
  login: '/login',
  registration: '/registration',
  'registration-with-token': '/registration-with-token/spring-campaign',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password/0123456789abcdef0123',
  help: '/help',
  'help-contact-us': '/help/contact-us',
  'help-faqs': '/help/my-account/faqs',
  'help-responsible-gambling': '/help/responsible-gambling',
  'not-found': '/no-such-page',
};
const ACCOUNT_LOGGED_IN: Record<string, string> = {
  deposit: '/cashier/deposit',
  withdraw: '/cashier/withdraw',
  transactions: '/cashier/transactions',
  history: '/cashier/history',
  'my-account': '/cashier/my-account',
  inbox: '/inbox',
  'fair-gaming': '/cashier/fair-gaming',
};

async function accountScreens(
  browser: Browser,
  accountUrl: string,
  theme: (typeof THEMES)[number],
  size: (typeof SIZES)[number],
): Promise<void> {
  const context = await newContext(browser, accountUrl, size.viewport);
  const page = await context.newPage();
  const shoot = async (name: string, path: string) => {
    if (ONLY && !ONLY.includes(name)) return;
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    await page.screenshot({ path: join(OUT, `account-${name}-${size.name}-${theme}.png`), fullPage: true });
  };
  // The theme and brand come with the first page, as the sportsbook's frame sends them; the tab keeps them.
  await page.goto(`/login?bookmaker=touchline_gb&lang=en&theme=${theme}`);
  for (const [name, path] of Object.entries(ACCOUNT_GUEST)) await shoot(name, path);
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo-gb');
  await page.getByLabel('Password', { exact: true }).fill('touchline-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'My account' }).waitFor();
  for (const [name, path] of Object.entries(ACCOUNT_LOGGED_IN)) await shoot(name, path);
  await context.close();
}

async function main(): Promise<void> {
  const accountOnly = process.argv.includes('account');
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launch();
  try {
    const pages = await cataloguePages(server.url).catch(() => null);
    const targets: Record<string, string> = {
      home: '/',
      sport: pages?.sport ?? '/all-sports',
      match: pages?.liveMatch ?? pages?.match ?? '/',
      live: '/live',
      racing: '/horse-racing',
    };
    for (const theme of THEMES) {
      for (const size of SIZES) {
        await accountScreens(browser, server.accountUrl, theme, size);
        if (accountOnly) continue;
        const context = await newContext(browser, server.url, size.viewport);
        await context.addCookies([{ name: 'theme', value: theme, url: server.url }]);
        const page = await context.newPage();
        for (const [name, path] of Object.entries(targets)) {
          await page.goto(path);
          await settle(page);
          await page.screenshot({ path: join(OUT, `${name}-${size.name}-${theme}.png`) });
        }
        await page.goto('/');
        await settle(page);
        await page.getByTestId(size.viewport.width < 800 ? 'footer-settings' : 'open-settings').click();
        await page.getByRole('dialog').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(OUT, `settings-${size.name}-${theme}.png`) });
        await context.close();
      }
    }
    process.stdout.write(`screenshots saved in ${OUT}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
