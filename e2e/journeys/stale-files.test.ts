/// <reference lib="dom" />
/**
 * A tab opened before a deploy names files the server no longer has. Opening a page whose file is gone
 * reloads the tab once (the new index.html names the new files); if the file is still missing after that
 * reload, the page shows a translated error with a retry button inside the shell instead of a blank app.
 * Here the browser answers 404 for the live page's files, as the server does for a deleted file.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newContext } from '../support/browser';
import { baseURL } from '../support/shared-server';

const LIVE_FILES = /\/assets\/live-[\w-]+\.js$/;
const MESSAGE = 'This page could not be shown. Try again: your bet slip is kept.';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, baseURL);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('a page whose file is gone after a deploy', () => {
  it('reloads the tab once, then shows the error with a retry button in the shell', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const documents: string[] = [];
    page.on('load', () => documents.push(new URL(page.url()).pathname));
    await page.route(LIVE_FILES, (route) => route.fulfill({ status: 404, body: 'gone' }));

    await page.evaluate(() => {
      // A client-side navigation, as a click on a link does.
      window.history.pushState({}, '', '/live');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    // The page's own error (a part of the side column that also lost its file shows its own).
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: MESSAGE });
    await alert.waitFor();
    // Exactly one reload, of /live.
    expect(documents).toEqual(['/live']);
    expect(await page.evaluate(() => sessionStorage.getItem('touchline.chunkReloadAt'))).not.toBeNull();
    // The shell stays: header and navigation are there around the error.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);

    await page.unroute(LIVE_FILES);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(MESSAGE).count()).toBe(0);
  });
});
