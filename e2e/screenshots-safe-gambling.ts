/**
 * Screenshots of the account site's safe-gambling page at 390 px and 1280 px, dark and light, saved
 * under test-results/screenshots/ (ignored by git). Run after `npm run build`:
 * `npx tsx e2e/screenshots-safe-gambling.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiLogin, registerBettor } from './support/account';
import { DESKTOP, launch, MOBILE, newContext } from './support/browser';
import { SCREENSHOTS, startServer } from './support/server';

const OUT = SCREENSHOTS;
const SIZES = [
  { name: '390', viewport: MOBILE },
  { name: '1280', viewport: DESKTOP },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launch();
  try {
    const bettor = await registerBettor(server.url);
    const token = await apiLogin(server.url, bettor);
    const put = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', jwt: token },
        body: JSON.stringify(body),
      });
    // A limit in force with a raise waiting, a weekly limit partly used, and a reality check.
    await put('/v1/player/limits/deposit', { day: 10_000, week: 50_000 });
    await put('/v1/player/limits/deposit', { day: 25_000 });
    await put('/v1/player/limits/reality-check', { minutes: 30 });
    await fetch(`${server.url}/v1/cashier/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', jwt: token },
      body: JSON.stringify({ amount: 4_000, idempotency_key: 'screenshots-deposit' }),
    });
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SIZES) {
        const context = await newContext(browser, server.accountUrl, size.viewport);
        const page = await context.newPage();
        await page.goto(`/account/safe-gambling-tools?theme=${theme}&lang=en`);
        await page.getByLabel('Username').fill(bettor.username);
        await page.getByLabel('Password', { exact: true }).fill(bettor.password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.getByRole('heading', { name: 'Safe gambling tools' }).waitFor();
        await page.getByText(/Rises to/).waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: join(OUT, `account-safe-gambling-${size.name}-${theme}.png`),
          fullPage: true,
        });
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
