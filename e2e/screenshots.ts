/// <reference lib="dom" />
/**
 * Screenshots of home, sport, match, live, racing and settings at 390 px and 1280 px, dark and light,
 * saved under docs/screenshots/. Run after `npm run build`: `npx tsx e2e/screenshots.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, launch, MOBILE, newContext } from './support/browser';
import { cataloguePages } from './support/catalogue';
import { REPO, startServer } from './support/server';

const OUT = join(REPO, 'docs/screenshots');
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

async function main(): Promise<void> {
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
