/// <reference lib="dom" />
/**
 * The shell's layout as a bettor meets it on a phone (390 px) and a desktop (1280 px): Back to top
 * above the bottom navigation, the bottom navigation's Rewards tab for a logged-in bettor, 'Log in'
 * clear of the screen's edge, the account frame's section tabs with a cue for the ones cut off, and
 * both sidebars as drawers from their own side on a desktop.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

const server = serverApi(baseURL);
const SHOTS = '/tmp/shell';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A browser window, logged in when a token is given (the session the sportsbook keeps across loads). */
async function open(viewport: { width: number; height: number }, token: string | null = null): Promise<void> {
  await context?.close();
  context = await newContext(browser, baseURL, viewport);
  if (token) {
    const player = await server.details(token);
    const auth = JSON.stringify({
      token,
      user: {
        username: player.user.username,
        name: player.user.name,
        currency: player.balance.currency,
        balance: player.balance.cash,
        bonus: player.balance.bonus,
        openBets: 0,
      },
    });
    await context.addInitScript((value: string) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('auth', value);
    }, auth);
  }
  page = await context.newPage();
  problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 200 });
const scrollY = () => page.evaluate(() => window.scrollY);
/**
 * Scrolls the page with the mouse wheel over the event list, as a bettor does, until it is well down:
 * the list grows as it renders, so one turn of the wheel on a busy machine may meet a short page.
 */
async function scrollDown(): Promise<void> {
  const list = await page.locator('main').boundingBox();
  if (list) await page.mouse.move(list.x + list.width / 2, list.y + Math.min(list.height, 400) / 2);
  await poll(async () => {
    await page.mouse.wheel(0, 1500);
    return scrollY();
  }).toBeGreaterThan(300);
}
/** A screenshot once opening animations (drawers, sheets) have ended. */
async function shot(name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('Back to top', () => {
  it('sits above the bottom navigation at 390 px, takes the tap and scrolls the page to the top', async () => {
    await open(MOBILE);
    await page.goto('/');
    await page.locator('main article[data-event-id]').first().waitFor();
    await scrollDown();
    const button = page.getByRole('button', { name: 'Back to top' });
    await button.waitFor();
    const [top, nav] = await Promise.all([
      button.boundingBox(),
      page.getByRole('navigation', { name: 'Bottom navigation' }).boundingBox(),
    ]);
    expect(top && nav && top.y + top.height <= nav.y).toBe(true);
    await shot('back-to-top-390');
    // A real click: it fails when another element (the navigation) would take the tap.
    await button.click({ timeout: 5_000 });
    await poll(scrollY).toBe(0);
    expect(problems).toEqual([]);
  });

  it('sits in the corner at 1280 px and scrolls the page to the top', async () => {
    await open(DESKTOP);
    await page.goto('/');
    await page.locator('main article[data-event-id]').first().waitFor();
    await scrollDown();
    const button = page.getByRole('button', { name: 'Back to top' });
    await button.waitFor();
    await button.click({ timeout: 5_000 });
    await poll(scrollY).toBe(0);
  });
});

describe('the header and the bottom navigation at 390 px', () => {
  it("keeps 'Log in' whole and clear of the screen's right edge", async () => {
    await open(MOBILE);
    await page.goto('/');
    const login = page.getByRole('button', { name: 'Log in' }).first();
    await login.waitFor();
    const box = await login.boundingBox();
    expect(box).not.toBeNull();
    // The header's own margin (12 px) on the right as on the left.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width - 12);
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector('header > div');
      return bar ? bar.scrollWidth - bar.clientWidth : -1;
    });
    expect(overflow).toBe(0);
    await shot('header-guest-390');
  });

  it('shows a logged-in bettor the Rewards tab, which opens Rewards and becomes the active tab', async () => {
    const { token } = await server.newBettor('shell', 1_000);
    await open(MOBILE, token);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
    const rewards = nav.getByRole('link', { name: 'Rewards', exact: true });
    await rewards.waitFor();
    await rewards.click();
    await page.waitForURL((url) => url.pathname === '/rewards');
    await poll(() => rewards.getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot('bottom-nav-rewards-390');
    expect(problems).toEqual([]);
  });

  it('does not show Rewards to a guest (it is a logged-in bettor’s)', async () => {
    await open(MOBILE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Rewards' }).count()).toBe(0);
  });
});

describe('the sidebars on a desktop', () => {
  it('opens the menu as a drawer from the left', async () => {
    await open(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await shot('drawer-left-1280');
    const left = await menu.boundingBox();
    expect(left?.x).toBe(0);
    expect(left?.height).toBe(DESKTOP.height);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }, 180_000);

  it('opens the account sidebar as a drawer from the right', async () => {
    const { token } = await server.newBettor('shell', 1_000);
    await open(DESKTOP, token);
    await page.goto('/');
    await page.getByTestId('header-balance').click();
    const account = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Logout' }) });
    await account.waitFor();
    await shot('drawer-right-1280');
    const right = await account.boundingBox();
    expect(Math.round((right?.x ?? 0) + (right?.width ?? 0))).toBe(DESKTOP.width);
    expect(right?.height).toBe(DESKTOP.height);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);

  it('keeps the sidebars as sheets at 390 px', async () => {
    await open(MOBILE);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('button', { name: 'Sports' })
      .click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await shot('drawer-left-390');
    const box = await menu.boundingBox();
    expect(box?.width).toBe(MOBILE.width);
  });
});

describe("the account frame's section tabs", () => {
  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`fade out on the side with more tabs, and scroll to show the rest, at ${label} px`, async () => {
      const { token } = await server.newBettor('shell', 1_000);
      await open(viewport, token);
      await page.goto('/cashier/deposit');
      await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 60_000 });
      const frame = page.frames().find((candidate) => candidate.url().startsWith(accountURL));
      expect(frame).toBeDefined();
      const tabs = frame?.getByRole('navigation', { name: 'Account sections' });
      await tabs?.getByRole('link', { name: 'Deposit' }).waitFor();
      const overflowing = await tabs?.evaluate((nav) => nav.scrollWidth > nav.clientWidth);
      if (overflowing) {
        // More tabs to the right: the right side fades, a cue that the row goes on.
        await poll(() => tabs?.getAttribute('data-more')).toBe('end');
        await shot(`frame-tabs-${label}`);
        await tabs?.evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }));
        await poll(() => tabs?.getAttribute('data-more')).toBe('start');
        // The last tab is then wholly in view.
        const last = tabs?.getByRole('link').last();
        const whole = await last?.evaluate((link) => {
          const nav = link.parentElement?.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          return nav ? box.left >= nav.left && box.right <= nav.right : false;
        });
        expect(whole).toBe(true);
      } else {
        expect(await tabs?.getAttribute('data-more')).toBeNull();
        await shot(`frame-tabs-${label}`);
      }
      expect(await seriousViolations(page)).toEqual([]);
    }, 180_000);
  }
});
