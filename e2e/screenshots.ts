/// <reference lib="dom" />
/**
 * Screenshots against the real server, after `npm run build`.
 *
 * `npx tsx e2e/screenshots.ts`: home, sport, match, live, racing and settings at 390 px and 1280 px,
 * dark and light, and every page of the account site (account-*.png), saved under
 * test-results/screenshots/ (ignored by git) to look at a change. `... account` for the account site
 * only, `... account --only=login,registration` for some of its pages.
 *
 * `npm run screenshots` (`... --readme`): the few pictures the README shows, written into
 * docs/screenshots/. The only run that changes tracked files, so they change when someone means it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serverApi } from './support/api';
import { bettorBrowser } from './support/bettor';
import { DESKTOP, launch, MOBILE, newContext } from './support/browser';
import { cataloguePages } from './support/catalogue';
import { REPO, type RunningServer, SCREENSHOTS, startServer } from './support/server';

const README = process.argv.includes('--readme');
const OUT = README ? join(REPO, 'docs/screenshots') : SCREENSHOTS;
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

/**
 * The README's pictures: the home page on a desktop and a phone, a match, the live list, a combi in the
 * slip of a logged-in bettor and the account frame over the sportsbook. Keep the set small: every
 * picture here is a file in git that each run replaces.
 */
async function readmeScreens(browser: Browser, server: RunningServer): Promise<void> {
  const pages = await cataloguePages(server.url);
  const shoot = async (
    name: string,
    viewport: { width: number; height: number },
    theme: 'dark' | 'light',
    visit: (page: Page) => Promise<void>,
  ) => {
    const context = await newContext(browser, server.url, viewport);
    await context.addCookies([{ name: 'theme', value: theme, url: server.url }]);
    const page = await context.newPage();
    await visit(page);
    await settle(page);
    await page.screenshot({ path: join(OUT, `${name}.png`) });
    await context.close();
  };
  await shoot('home-1280-dark', DESKTOP, 'dark', (page) => page.goto('/').then(() => undefined));
  await shoot('home-390-dark', MOBILE, 'dark', (page) => page.goto('/').then(() => undefined));
  await shoot('match-390-light', MOBILE, 'light', (page) =>
    page.goto(pages.liveMatch ?? pages.match).then(() => undefined),
  );
  await shoot('live-390-dark', MOBILE, 'dark', (page) => page.goto('/live').then(() => undefined));
  await shoot('frame-1280-light', DESKTOP, 'light', async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.frameLocator('iframe[title="Account"]').getByLabel('Username').waitFor();
  });

  // The slip of a demo bettor (the window holds the session as after a login) with two selections.
  const bettor = bettorBrowser(browser, server.url);
  const token = await serverApi(server.url).login('demo-ie');
  const picks = await bettor.prematchPicks(2);
  const { context, page } = await bettor.open(token);
  await page.goto(`/?${picks.map((pick, i) => `LineID[${i}]=${pick.outcomeId}`).join('&')}`);
  const slip = page.getByRole('region', { name: 'Bet Slip' });
  await slip.getByRole('tab', { name: 'Combi', exact: true, selected: true }).waitFor();
  await slip.getByLabel('Stake').first().fill('10');
  await settle(page);
  await page.screenshot({ path: join(OUT, 'betslip-1280-dark.png') });
  await context.close();
}

async function main(): Promise<void> {
  const accountOnly = process.argv.includes('account');
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launch();
  try {
    if (README) {
      await readmeScreens(browser, server);
      process.stdout.write(`README screenshots saved in ${OUT}\n`);
      return;
    }
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
