/// <reference lib="dom" />
/**
 * The logged-in session's background calls, counted by path in a real browser: one keepalive tick
 * extends each session once (the sportsbook's and the account site's in its frame), and a placed bet
 * asks for the open-bet count once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser, eventPath } from '../support/bettor';
import { launch, watchConsole } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

/** The keepalive period of both sides. */
const KEEPALIVE_MS = 30_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 250 });

interface Call {
  path: string;
  query: string;
  jwt: string;
  /** The account site's frame made it. */
  fromFrame: boolean;
  at: number;
}

function recordCalls(context: BrowserContext): Call[] {
  const calls: Call[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.origin.startsWith('http://127.0.0.1')) return;
    let fromFrame = false;
    try {
      fromFrame = request.frame().url().startsWith(accountURL);
    } catch {
      // A request of no frame (a service worker): the sportsbook's.
    }
    calls.push({
      path: url.pathname,
      query: url.search,
      jwt: request.headers().jwt ?? '',
      fromFrame,
      at: Date.now(),
    });
  });
  return calls;
}

/** The page, logged in, with the account site in its frame holding its own session. */
async function loggedIn(page: Page, calls: Call[]): Promise<void> {
  await page.goto('/');
  await poll(() => page.getByTestId('header-balance').getAttribute('aria-busy')).toBe('false');
  await poll(() => calls.some((c) => c.fromFrame && c.path === '/player/details' && c.jwt !== '')).toBe(true);
}

/**
 * Moves the mouse once every second of the page's clock for `ms`: a bettor reading and pointing. The
 * page's clock (installed before the page loaded) runs each second at once.
 */
async function beActive(page: Page, ms: number): Promise<void> {
  for (let step = 0; step * 1000 < ms; step += 1) {
    await page.mouse.move(200 + (step % 7) * 40, 300 + (step % 5) * 30);
    await page.clock.runFor(1000);
  }
}

describe('background calls of a logged-in session', () => {
  it('one keepalive tick of an active bettor extends each session once', async () => {
    const { token } = await serverApi(baseURL).newBettor('keepalive', 10_000);
    const { context, page } = await bettorBrowser(browser, baseURL).open(token);
    const watch = watchConsole(context);
    const calls = recordCalls(context);
    // The browser's clock is run forward here (both sites' timers); the server and the calls are real.
    await page.clock.install();
    await loggedIn(page, calls);

    const start = Date.now();
    await beActive(page, KEEPALIVE_MS + 1500);
    // The account site's call follows the sportsbook's relayed keep_session: both are on their way.
    await poll(() => calls.filter((c) => c.path === '/v1/player/keep-session' && c.at >= start).length).toBe(
      2,
    );
    const kept = calls.filter((c) => c.path === '/v1/player/keep-session' && c.at >= start);
    // The sportsbook's session and the account site's: each once.
    expect(kept.map((c) => (c.fromFrame ? 'account' : 'sportsbook')).sort()).toEqual([
      'account',
      'sportsbook',
    ]);
    expect(new Set(kept.map((c) => c.jwt)).size).toBe(2);
    expect(watch.problems()).toEqual([]);
    await context.close();
  }, 180_000);

  it('a bet placed from the slip asks for the open-bet count once', async () => {
    const { token } = await serverApi(baseURL).newBettor('betcount', 10_000);
    const bettor = bettorBrowser(browser, baseURL);
    const [pick] = await bettor.prematchPicks(1);
    if (!pick) throw new Error('no pick');
    const { context, page } = await bettor.open(token);
    const watch = watchConsole(context);
    const calls = recordCalls(context);
    const loadAt = Date.now();
    // A bettor who bets at once, while the page and the account frame are still starting.
    await page.goto(eventPath(pick.event));
    await page.locator(`button[data-outcome-id="${pick.outcomeId}"]`).first().click();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    await slip.getByLabel('Stake').fill('2');
    const clickAt = Date.now();
    await slip.getByRole('button', { name: 'Place Bet', exact: true }).click();
    await poll(() => slip.getByText('PROCESSED').count()).toBe(1);
    const placedAt = Date.now();
    await poll(() => Date.now() - placedAt > 10_000, 15_000).toBe(true);
    const openCounts = calls.filter(
      (c) => c.path === '/v1/bets' && c.query.includes('status=open') && c.at >= clickAt,
    );
    // The once-a-minute refresh may fall in the window; nothing else may.
    const periodic = Date.now() - loadAt > 58_000 ? 1 : 0;
    expect(openCounts.length).toBeGreaterThanOrEqual(1);
    expect(openCounts.length).toBeLessThanOrEqual(1 + periodic);
    expect(watch.problems()).toEqual([]);
    await context.close();
  }, 180_000);
});
