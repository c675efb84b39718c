/// <reference lib="dom" />
/**
 * The operator's login switch: on a server started with LOGIN=off, a bettor who taps 'Log in' or
 * 'Register' gets the forbidden modal instead of the account frame, at phone and desktop widths, without
 * a serious accessibility violation or a console error; the server itself refuses a login.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const SHOTS = '/tmp/sec';
const FORBIDDEN_BODY =
  'Sorry, our sports product is not available in your country. Please contact customer service if you think this is a mistake.';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ LOGIN: 'off' }, { built: true });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('login switched off by the operator', () => {
  it('the configuration tells the sportsbook and the server refuses logins with a clear error', async () => {
    const config = (await (await fetch(`${server.url}/v1/config?bookmaker=touchline_ie`)).json()) as {
      operator: { login_enabled: boolean };
    };
    expect(config.operator.login_enabled).toBe(false);
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'demo-ie',
        password: 'touchline-demo',
        lang: 'en',
        website: 'sport',
        device: 'desktop',
        app: 0,
      }),
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({
      status: 'error',
      code: 'LOGIN_DISABLED',
      message: 'Logging in is not available at the moment. Please contact customer service.',
      data: null,
    });
  });

  for (const [label, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    describe(`at ${label} px`, () => {
      let context: BrowserContext;
      let page: Page;
      const problems: string[] = [];

      beforeAll(async () => {
        context = await newContext(browser, server.url, viewport);
        page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        });
        page.on('requestfailed', (request) => {
          // Leaving the page aborts its open streams; that is no failure of the bettor's use.
          if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
        });
      });

      afterAll(async () => {
        await context?.close();
      });

      it("'Log in' and 'Join' or 'Register' open the forbidden modal instead of the account frame", async () => {
        await page.goto('/');
        await expect
          .poll(() => page.locator('[data-outcome-id]').count(), { timeout: 60_000 })
          .toBeGreaterThan(0);
        for (const name of ['Log in', 'Join', 'Register']) {
          const opener = page.getByRole('button', { name, exact: true }).first();
          // The phone header says 'Join', the desktop one 'Register': both open the registration.
          if (name !== 'Log in' && !(await opener.isVisible())) continue;
          await opener.click();
          const dialog = page.getByRole('dialog', { name: 'Not available' });
          await dialog.waitFor();
          await expect.poll(() => dialog.getByText(FORBIDDEN_BODY).isVisible()).toBe(true);
          expect(await page.getByRole('dialog', { name: 'Account' }).count()).toBe(0);
          if (name === 'Log in') {
            // Once its opening animation has settled.
            await expect
              .poll(() =>
                page.evaluate(
                  () =>
                    document
                      .querySelector('[role="dialog"]')
                      ?.getAnimations({ subtree: true })
                      .filter((animation) => animation.playState === 'running').length ?? 0,
                ),
              )
              .toBe(0);
            expect(await seriousViolations(page)).toEqual([]);
            await page.screenshot({ path: `${SHOTS}/login-switch-${label}.png` });
          }
          await dialog.getByRole('button', { name: 'CLOSE' }).click();
          await dialog.waitFor({ state: 'hidden' });
        }
        expect(problems).toEqual([]);
      }, 240_000);
    });
  }
});
