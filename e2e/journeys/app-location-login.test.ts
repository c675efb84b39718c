/// <reference lib="dom" />
/**
 * The native app's location splash and login, in Chromium made the app's web view by the native test
 * host: the splash's granted, refused (with Retry to the settings), failed and declined paths with
 * Playwright's geolocation permission, and the login modes (auto, biometric, its fallback to auto,
 * remember username) with the credentials in the host's keychain, plus the temporary_token retry on
 * the account's country site. Texts are found by their visible names; each screen is checked with axe
 * and photographed at 390 px.
 */
import { mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createCallClient, register } from '@touchline/contract';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Dialog,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerBettor } from '../support/account';
import { CHROMIUM, MOBILE, newContext, seriousViolations, watchConsole } from '../support/browser';
import {
  installNativeHost,
  type NativeHost,
  type NativeHostOptions,
  servedAsOnDevice,
} from '../support/native-host';
import { baseURL } from '../support/shared-server';

const SHOTS = '/tmp/app-login-shots';
/** The app's own site is the default brand on the device's localhost. */
const SITE = 'ie.touchline.example';
const DUBLIN = { latitude: 53.3498, longitude: -6.2603, accuracy: 20 };

let browser: Browser;
let context: BrowserContext | null = null;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // A document the test serves (servedAsOnDevice) has no network address of its own, and Chromium's
  // local-network checks would then refuse its socket to the local server: a device has no such check.
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
});
afterEach(async () => {
  await context?.close();
  context = null;
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 100 });

interface App {
  page: Page;
  host: NativeHost;
  dialogs: string[];
  warnings: string[];
  watch: ReturnType<typeof watchConsole>;
}

async function openApp(
  options: Omit<NativeHostOptions, 'origin'> & { location?: 'granted' | 'no-position' | 'none' } = {},
): Promise<App> {
  context = await newContext(browser, baseURL, MOBILE);
  const watch = watchConsole(context);
  await servedAsOnDevice(context, baseURL);
  if (options.location === 'granted' || options.location === 'no-position') {
    await context.grantPermissions(['geolocation'], { origin: baseURL });
  }
  if (options.location === 'granted') await context.setGeolocation(DUBLIN);
  const host = await installNativeHost(context, { origin: baseURL, ...options });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  return { page, host, dialogs, warnings, watch };
}

const splash = (page: Page) => page.getByTestId('location-splash');

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}-390.png`) });
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** No page error and no console error, whatever else the test declared. */
function expectConsoleClean(app: App): void {
  expect(app.watch.problems()).toEqual([]);
}

describe('the location splash', () => {
  it('with location granted checks the region, goes away, hides the launch screen and subscribes to push', async () => {
    const app = await openApp({ location: 'granted' });
    await poll(() => app.host.calls('Geolocation').some((call) => call.method === 'getCurrentPosition')).toBe(
      true,
    );
    const position = app.host.calls('Geolocation').find((call) => call.method === 'getCurrentPosition');
    expect(position?.options).toMatchObject({ timeout: 1000, maximumAge: 1e8 });
    await splash(app.page).waitFor({ state: 'detached' });
    await poll(() => app.host.splashVisible()).toBe(false);
    await poll(() => app.host.calls('PushNotifications').some((call) => call.method === 'register')).toBe(
      true,
    );
    expect(
      Number(await app.page.evaluate(() => localStorage.getItem('location_success_at'))),
    ).toBeGreaterThan(0);
    await app.page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expectConsoleClean(app);
  });

  it('asks for the permission, turns to denied 3 s after a refusal, and Retry asks to enable location and opens the settings', async () => {
    const app = await openApp();
    const allow = app.page.getByRole('button', { name: 'Allow location' });
    await allow.waitFor();
    await expect(app.page.getByRole('dialog', { name: 'Allow location access' }).isVisible()).resolves.toBe(
      true,
    );
    await expectAxeClean(app.page);
    await shot(app.page, 'splash-request-permissions');
    const askedAt = Date.now();
    await allow.click();
    await app.page.getByRole('dialog', { name: 'Location access is off' }).waitFor();
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(2900);
    await expectAxeClean(app.page);
    await shot(app.page, 'splash-denied');

    // Retry opens the app's own page of the device settings (application details on Android), which
    // puts the app in the background.
    await app.page.getByRole('button', { name: 'Retry' }).click();
    await poll(() => app.dialogs).toEqual(['Please enable location services before retrying.']);
    await poll(() => app.host.calls('NativeSettings')).toEqual([
      {
        plugin: 'NativeSettings',
        method: 'open',
        options: { optionAndroid: 'application_details', optionIOS: 'app' },
      },
    ]);
    await poll(() => app.host.appActive()).toBe(false);
    expect(app.warnings.filter((text) => text.startsWith('settings not opened'))).toEqual([]);

    // Location turned on in the settings: back in the app, the check runs again and passes.
    await context?.grantPermissions(['geolocation'], { origin: baseURL });
    await context?.setGeolocation(DUBLIN);
    await app.host.setAppState(true);
    await splash(app.page).waitFor({ state: 'detached' });
    expectConsoleClean(app);
  });

  it('is an error when no position comes, and Retry checks again', async () => {
    // Granted, but the device has no position (services off): the 1 s geolocation fails.
    const app = await openApp({ location: 'no-position' });
    await app.page.getByRole('dialog', { name: "We couldn't confirm your location" }).waitFor();
    await expectAxeClean(app.page);
    await shot(app.page, 'splash-error');
    await context?.setGeolocation(DUBLIN);
    await app.page.getByRole('button', { name: 'Retry' }).click();
    await splash(app.page).waitFor({ state: 'detached' });
    expectConsoleClean(app);
  });

  it('offers the seven country sites when the region check declines the location', async () => {
    context = await newContext(browser, baseURL, MOBILE);
    await servedAsOnDevice(context, baseURL);
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(DUBLIN);
    // The server declines only real visitors of restricted countries; the answer is played here.
    await context.route('**/ip/check?**', (route: Route) =>
      route.fulfill({
        json: { status: 'declined', country: null },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    await installNativeHost(context, { origin: baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('dialog', { name: "Betting isn't available in your location" }).waitFor();
    const sites = page.getByRole('navigation', { name: 'Country sites' }).getByRole('link');
    expect(await sites.allTextContents()).toEqual([
      'Ireland',
      'United Kingdom',
      'Romania',
      'United States',
      'Greece',
      'Mexico',
      'Brazil',
    ]);
    expect(await page.getByRole('link', { name: 'United Kingdom' }).getAttribute('href')).toBe(
      '/?country=GB',
    );
    await expectAxeClean(page);
    await shot(page, 'splash-declined');
    await page.getByRole('link', { name: 'United Kingdom' }).click();
    await page.waitForURL(/country=GB/);
  });
});

/** A bettor of the IE site, with the host's keychain holding its credentials for the app's site. */
async function savedBettor() {
  const bettor = await registerBettor(baseURL);
  return { bettor, keychain: { [SITE]: { username: bettor.username, password: bettor.password } } };
}

const balance = (page: Page) => page.getByTestId('header-balance');

describe('the app login', () => {
  it('auto login: with the saved mode and credentials in the keychain the app logs in by itself once ready', async () => {
    const { keychain } = await savedBettor();
    const app = await openApp({ location: 'granted', preferences: { loginMode: 'auto' }, keychain });
    await balance(app.page).waitFor();
    expect(app.host.calls('NativeBiometric').some((call) => call.method === 'verifyIdentity')).toBe(false);
    // The credentials never reach the page's storage.
    const storage = await app.page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain('correct-horse-battery');
    expectConsoleClean(app);
  });

  it('biometric login: the device verifies the owner first; without biometrics it falls back to auto', async () => {
    const { keychain } = await savedBettor();
    const app = await openApp({
      location: 'granted',
      preferences: { loginMode: 'biometric' },
      keychain,
      biometry: { available: true, type: 'FACE_ID', verify: 'success' },
    });
    await balance(app.page).waitFor();
    expect(app.host.calls('NativeBiometric').some((call) => call.method === 'verifyIdentity')).toBe(true);
    await context?.close();

    const fallback = await openApp({
      location: 'granted',
      preferences: { loginMode: 'biometric' },
      keychain,
      biometry: { available: false, type: 'NONE' },
    });
    await balance(fallback.page).waitFor();
    expect(fallback.host.calls('NativeBiometric').some((call) => call.method === 'verifyIdentity')).toBe(
      false,
    );
  });

  it('the right sidebar switches auto login off and on; the overlay logs in with remember username', async () => {
    const { bettor, keychain } = await savedBettor();
    const app = await openApp({
      location: 'granted',
      preferences: { loginMode: 'auto' },
      keychain,
      biometry: { available: true, type: 'FINGERPRINT' },
    });
    await balance(app.page).click();
    const auto = app.page.getByRole('switch', { name: 'Auto login' });
    await poll(() => auto.getAttribute('aria-checked')).toBe('true');
    expect(await app.page.getByRole('switch', { name: 'Fingerprint' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await auto.click();
    await poll(() => auto.getAttribute('aria-checked')).toBe('false');
    await poll(() => app.host.keychainServers()).toEqual([]);
    expect(app.host.preferences().loginMode).toBeUndefined();

    // Turning it on again without saved credentials opens the login for the password once.
    await auto.click();
    const overlay = app.page.getByRole('dialog', { name: 'Log in' });
    await overlay.waitFor();
    expect(await overlay.getByRole('button', { name: 'Auto login' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await overlay.getByRole('button', { name: 'Remember username' }).click();
    await overlay.getByRole('textbox', { name: 'Username' }).fill(bettor.username);
    await overlay.getByLabel('Password').fill(bettor.password);
    await overlay.getByRole('button', { name: 'Show' }).click();
    expect(await overlay.getByLabel('Password').getAttribute('type')).toBe('text');
    await expectAxeClean(app.page);
    await shot(app.page, 'login-overlay');
    await overlay.getByRole('button', { name: 'Login', exact: true }).click();
    await overlay.getByRole('status').filter({ hasText: "You're logged in" }).waitFor();
    await overlay.waitFor({ state: 'detached' });
    expect(app.host.preferences()).toMatchObject({
      loginMode: 'username',
      rememberedUsername: bettor.username,
    });
    expect(app.host.keychainServers()).toEqual([]);
    expectConsoleClean(app);
  });

  it("a refused forced login shows 'LOGIN: ' and the message as a toast on Android and forgets the credentials", async () => {
    const bettor = await registerBettor(baseURL);
    const app = await openApp({
      location: 'granted',
      preferences: { loginMode: 'auto' },
      keychain: { [SITE]: { username: bettor.username, password: 'a-changed-password' } },
    });
    // The refusal is the test's own doing: its answer and the browser's log line of it.
    app.watch.expect(
      (problem) => problem.url?.includes('/auth/login') === true && problem.text.includes('401'),
    );
    await app.page.getByText(/^LOGIN: /).waitFor();
    const overlay = app.page.getByRole('dialog', { name: 'Log in' });
    expect(await overlay.getByRole('alert').textContent()).not.toBe('');
    await expectAxeClean(app.page);
    await shot(app.page, 'login-overlay-error');
    await poll(() => app.host.keychainServers()).toEqual([]);
    expect(app.dialogs).toEqual([]);
    expectConsoleClean(app);
  });

  it("a bettor of another country's site gets a temporary_token; the app retries on that site and moves there", async () => {
    // A bettor of the GB site, logging in on the IE site: the server answers a temporary token and GB's domain.
    const username = `e2egb${Date.now().toString(36)}`;
    const password = 'correct-horse-battery';
    await createCallClient({ baseUrl: baseURL }).call(register, {
      body: {
        username,
        email: `${username}@example.com`,
        password,
        bookmaker: 'touchline_gb',
        terms_accepted: true,
        date_of_birth: '1990-01-01',
      },
    });
    context = await newContext(browser, baseURL, MOBILE);
    await servedAsOnDevice(context, baseURL);
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(DUBLIN);
    // The device's localhost stands for the IE site's address: the login reaches the server as from there.
    let transfers = 0;
    await context.route('**/auth/login', async (route: Route) => {
      const answer = await postAs(`sport.${SITE}`, '/auth/login', route.request().postData() ?? '');
      const body = JSON.parse(answer.body) as { data?: { temporary_token?: string | null } };
      if (body.data?.temporary_token) transfers += 1;
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
    });
    const tokenLogins: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/auth/loginWithToken')) tokenLogins.push(request.postData() ?? '');
    });
    const host = await installNativeHost(context, {
      origin: baseURL,
      preferences: { loginMode: 'auto' },
      keychain: { [SITE]: { username, password } },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/country=GB/);
    await balance(page).waitFor();
    expect(transfers).toBe(1);
    expect(tokenLogins).toHaveLength(1);
    const form = new URLSearchParams(tokenLogins[0]);
    expect(form.get('domain')).toBe('gb.touchline.example');
    expect(form.get('app')).toBe('1');
    expect(host.keychainServers()).toEqual([SITE]);
  });
});

/** A POST to the journeys' server as if addressed to another host name (the device's site). */
function postAs(hostName: string, path: string, body: string): Promise<{ status: number; body: string }> {
  const target = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          host: hostName,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
