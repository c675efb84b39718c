/**
 * Screenshots of safe gambling over the casino at 390 px and 1280 px: the account site's loss limits,
 * the mini-game panel over the sportsbook's home page, and the reality check. Saved under
 * test-results/screenshots/ (or SHOTS_DIR). Run after `npm run build`:
 * `npx tsx e2e/screenshots-casino-safety.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CASINO_SESSION_HEADER } from '@touchline/contract';
import { serverApi } from './support/api';
import { bettorBrowser } from './support/bettor';
import { DESKTOP, launch, MOBILE, newContext } from './support/browser';
import { SCREENSHOTS, startServer } from './support/server';

const OUT = process.env.SHOTS_DIR ?? SCREENSHOTS;
const SIZES = [
  { name: '390', viewport: MOBILE },
  { name: '1280', viewport: DESKTOP },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({}, { built: true });
  const browser = await launch();
  try {
    const api = serverApi(server.url);
    const bettor = await api.newBettor('shots', 50_000);
    const put = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', jwt: bettor.token },
        body: JSON.stringify(body),
      });
    // A daily loss limit with a raise waiting, a weekly one, a casino stake lost, and a reality check.
    await put('/v1/player/limits/loss', { day: 5_000, week: 20_000 });
    await put('/v1/player/limits/loss', { day: 10_000 });
    await put('/v1/player/limits/reality-check', { minutes: 15 });
    const launched = await fetch(`${server.url}/v1/casino/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', jwt: bettor.token },
      body: JSON.stringify({ game: 'lucky-wheel', mode: 'real' }),
    });
    const { token: session } = (await launched.json()) as { token: string };
    for (let round = 0; round < 6; round += 1) {
      await fetch(`${server.url}/v1/studio/lucky-wheel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CASINO_SESSION_HEADER]: session },
        body: JSON.stringify({ stake: 500 }),
      });
    }

    for (const size of SIZES) {
      const account = await newContext(browser, server.accountUrl, size.viewport);
      const site = await account.newPage();
      await site.goto('/account/safe-gambling-tools?theme=dark&lang=en');
      await site.getByLabel('Username').fill(bettor.username);
      await site.getByLabel('Password', { exact: true }).fill(bettor.password);
      await site.getByRole('button', { name: 'Login', exact: true }).click();
      await site.getByRole('heading', { name: 'Loss limits' }).waitFor();
      await site.getByRole('heading', { name: 'Loss limits' }).scrollIntoViewIfNeeded();
      await site.waitForTimeout(300);
      await site.screenshot({ path: join(OUT, `loss-limits-${size.name}.png`) });
      await account.close();

      const { context, page } = await bettorBrowser(browser, server.url).open(bettor.token, {
        viewport: size.viewport,
      });
      await page.clock.install();
      await page.goto('/');
      await page.getByRole('button', { name: 'Lucky Wheel' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(OUT, `mini-game-button-${size.name}.png`) });
      await page.getByRole('button', { name: 'Lucky Wheel' }).click();
      const panel = page.getByRole('dialog', { name: 'Lucky Wheel' });
      await panel.locator('iframe').waitFor({ state: 'attached' });
      await page.waitForTimeout(1_500);
      await page.screenshot({ path: join(OUT, `mini-game-panel-${size.name}.png`) });
      // A few real-money spins in the panel, so the reality check has a result to show.
      const game = page.frameLocator('iframe[title="Lucky Wheel game"]');
      await game.getByLabel('Stake (EUR)').fill('5.00');
      for (let spin = 0; spin < 3; spin += 1) {
        await game.getByRole('button', { name: 'Spin', exact: true }).click();
        await game.getByText(/^Landed on /).waitFor();
        await page.waitForTimeout(500);
      }
      await page.clock.fastForward('15:00');
      await page.getByRole('dialog', { name: 'Reality check' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(OUT, `reality-check-${size.name}.png`) });
      await context.close();
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
