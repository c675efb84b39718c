/** Headless Debian Chromium through playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run e2e/scripts/ensure-chromium.sh (as root) first`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * The theme and width pairs a journey checks a screen's look in (axe and a screenshot). By default one
 * pair per theme with each width once: dark at 390 px and light at 1280 px, which together cover every
 * theme's colours and every width's layout. E2E_ALL_LOOKS=1 checks all four pairs.
 */
export function looks(): readonly { theme: 'dark' | 'light'; viewport: { width: number; height: number } }[] {
  const all = [
    { theme: 'dark', viewport: MOBILE },
    { theme: 'dark', viewport: DESKTOP },
    { theme: 'light', viewport: MOBILE },
    { theme: 'light', viewport: DESKTOP },
  ] as const;
  return process.env.E2E_ALL_LOOKS === '1' ? all : [all[0], all[3]];
}

/** The cookie a visitor who made their cookie choices carries (analytics on, marketing off). */
export const CONSENT_CHOSEN_COOKIE = { name: 'cookie_consent', value: 'a1m0.1764000000000' } as const;

export interface ContextOptions {
  /**
   * chosen (the default): a returning visitor who made their cookie choices, so the consent dialog of
   * a first visit does not cover the page a journey is about; ask: a first visit.
   */
  consent?: 'chosen' | 'ask';
  /**
   * false (the default): the operator's rewards popup is left out of the global content this context
   * receives, so it never covers a page after a login in a journey about something else; true: as served.
   */
  rewardsPopup?: boolean;
}

/** A returning visitor's cookie choices on the server's origin (see ContextOptions.consent). */
export async function chooseCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ ...CONSENT_CHOSEN_COOKIE, url: new URL(baseURL).origin }]);
}

/** The global content without its rewards popup (see ContextOptions.rewardsPopup). */
export async function withoutRewardsPopup(context: BrowserContext): Promise<void> {
  await context.route('**/api/content/global?*', async (route) => {
    try {
      const response = await route.fetch();
      if (!response.ok()) return await route.fulfill({ response });
      const body = (await response.json()) as {
        global?: { data?: { attributes?: Record<string, unknown> } };
      };
      const attributes = body.global?.data?.attributes;
      if (attributes) attributes.rewards_popup = null;
      return await route.fulfill({ response, json: body });
    } catch {
      // The page or its context closed while the call was on its way: nobody waits for the answer.
    }
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // The app honours the preference: no pulses, flashes or shimmer repainting the page while a journey
    // waits, so the browser spends its time on what the journey checks.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(45_000);
  if ((options.consent ?? 'chosen') === 'chosen') await chooseCookies(context, baseURL);
  if (!options.rewardsPopup) await withoutRewardsPopup(context);
  return context;
}

export interface AxeIssue {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Waits (a few seconds at most) until no finite animation or transition has run for a moment (two
 * quiet looks 300 ms apart: a panel that opens just after a first quiet look is waited for too), so a
 * check reads settled colours rather than a frame in between. Live pages may start a new one at any
 * moment (prices flash as they move), so this gives up quietly: every frame of those must pass on its own.
 */
export async function animationsSettled(page: Page, timeout = 5_000): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const quiet = document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
        const state = window as unknown as { __quietSince?: number };
        if (!quiet) {
          state.__quietSince = undefined;
          return false;
        }
        state.__quietSince ??= performance.now();
        return performance.now() - state.__quietSince >= 300;
      },
      undefined,
      { timeout, polling: 100 },
    )
    .catch(() => undefined);
  await page
    .evaluate(() => {
      (window as unknown as { __quietSince?: number }).__quietSince = undefined;
    })
    .catch(() => undefined);
}

/**
 * Serious and critical axe-core violations of the current page (or of the part `within` selects), once
 * its animations have settled.
 */
export async function seriousViolations(page: Page, options: { within?: string } = {}): Promise<AxeIssue[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // One part of a page already checked whole: a state that changes only that part is checked there.
  if (options.within) builder.include(options.within);
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
    }));
}

/** Something that went wrong in a page: an uncaught error, a console error or a failed request. */
export interface ConsoleProblem {
  kind: 'page error' | 'console error' | 'failed request' | 'error response';
  text: string;
  /** The request's address (requests only). */
  url?: string;
}

/** A problem a test causes on purpose and declares, so the watch does not count it. */
export type ExpectedProblem = (problem: ConsoleProblem) => boolean;

export interface ConsoleWatch {
  /** Everything recorded so far that no declared expectation covers. */
  problems: () => ConsoleProblem[];
  /** Declares a problem the test causes on purpose (e.g. a refused login it tries). */
  expect: (expected: ExpectedProblem) => void;
}

/**
 * Records, for every page of a context (the account site's frame included), uncaught page errors,
 * console errors, requests that failed and answers of 400 or above. A request the page itself
 * cancelled (a navigation away, an aborted fetch) is not a failure and is not recorded.
 */
export function watchConsole(context: BrowserContext): ConsoleWatch {
  const recorded: ConsoleProblem[] = [];
  const expected: ExpectedProblem[] = [];
  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => recorded.push({ kind: 'page error', text: String(error) }));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const location = message.location().url;
      recorded.push({
        kind: 'console error',
        text: message.text(),
        ...(location ? { url: location } : {}),
      });
    });
  };
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  context.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason.includes('ERR_ABORTED')) return;
    recorded.push({ kind: 'failed request', text: `${request.method()} ${reason}`, url: request.url() });
  });
  context.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    recorded.push({
      kind: 'error response',
      text: `${request.method()} ${response.status()}`,
      url: response.url(),
    });
  });
  return {
    problems: () => recorded.filter((problem) => !expected.some((covers) => covers(problem))),
    expect: (covers) => {
      expected.push(covers);
    },
  };
}
