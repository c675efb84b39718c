/// <reference lib="dom" />
/**
 * Safe gambling over casino play, against the real server: a loss limit set on the account site
 * refuses a sportsbook stake in the slip's words and a casino stake at the wallet; a self-excluded
 * bettor's casino stake is refused through the game studio; the mini-game opens from the home page
 * (demo for a guest, real money for a bettor); and the reality check, on a fake clock, blocks real-money
 * play after the chosen interval: Continue restarts it, Leave closes the games and goes to the lobby.
 */
import { CASINO_SESSION_HEADER, launchCasinoGame, setRealityCheck, takeExclusion } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, newContext, seriousViolations } from '../support/browser';
import { accountURL, baseURL } from '../support/shared-server';

const server = serverApi(baseURL);
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** A studio play call as the game client makes it: the session token in its header only. */
const playWheel = (session: string, stake: number) =>
  fetch(`${baseURL}/v1/studio/lucky-wheel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CASINO_SESSION_HEADER]: session },
    body: JSON.stringify({ stake }),
  });

async function bettorPage(token: string): Promise<Page> {
  const { context, page } = await bettorBrowser(browser, baseURL).open(token, { viewport: DESKTOP });
  contexts.push(context);
  return page;
}

describe('loss limits and exclusions hold over the casino', () => {
  it('a daily loss limit set on the account site refuses a sportsbook stake in the slip and a casino stake', async () => {
    const bettor = await server.newBettor('losslimit', 10_000);
    const account = await newContext(browser, accountURL);
    contexts.push(account);
    const site = await account.newPage();
    await site.goto('/account/safe-gambling-tools');
    await site.getByLabel('Username').fill(bettor.username);
    await site.getByLabel('Password', { exact: true }).fill(bettor.password);
    await site.getByRole('button', { name: 'Login', exact: true }).click();
    await site.getByRole('heading', { name: 'Loss limits' }).waitFor();
    await site.getByLabel('Daily loss limit (24 hours)').fill('5');
    await site.getByRole('button', { name: 'Save loss limits' }).click();
    await site.getByText('Your loss limits are saved.').waitFor();
    expect(await seriousViolations(site)).toEqual([]);

    const [pick] = await bettorBrowser(browser, baseURL).prematchPicks(1);
    if (!pick) throw new Error('no pre-match pick');
    const page = await bettorPage(bettor.token);
    const { event } = pick;
    await page.goto(
      `/${event.translated_sport_slug}/${event.translated_competition_slug}/${event.slug}-${event.id}`,
    );
    await page.locator(`button[data-outcome-id="${pick.outcomeId}"]`).first().click();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    await expect
      .poll(() => slip.locator(`[data-outcome-id="${pick.outcomeId}"]`).count(), { timeout: 20_000 })
      .toBe(1);
    await slip.getByLabel('Stake').fill('10');
    await slip.getByRole('button', { name: /^Place Bet/ }).click();
    await slip
      .getByText(
        'This stake is over the loss limit you set. Lower the stake, or see your safe gambling tools.',
      )
      .waitFor({ timeout: 30_000 });
    await slip.getByText('Loss limit: 5.00 EUR').waitFor();
    expect(await server.cash(bettor.token)).toBe(10_000);

    // The casino's stake counts against the same limit.
    const launched = await server.call(launchCasinoGame, {
      token: bettor.token,
      body: { game: 'lucky-wheel', mode: 'real' },
    });
    const refused = await playWheel(launched.token, 600);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('LOSS_LIMIT_EXCEEDED');
    expect(await server.cash(bettor.token)).toBe(10_000);
  }, 180_000);

  it("a self-excluded bettor's casino stake is refused through the game studio", async () => {
    const bettor = await server.newBettor('casinoexcl', 5_000);
    const launched = await server.call(launchCasinoGame, {
      token: bettor.token,
      body: { game: 'lucky-wheel', mode: 'real' },
    });
    await server.call(takeExclusion, {
      token: bettor.token,
      body: { kind: 'self_exclusion', duration: '6m', password: bettor.password },
    });
    const refused = await playWheel(launched.token, 100);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('SELF_EXCLUDED');
  });
});

describe('the mini-game and the reality check', () => {
  it('the mini-game opens from home: a guest plays the demo', async () => {
    const context = await newContext(browser, baseURL, DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Lucky Wheel' }).click();
    const panel = page.getByRole('dialog', { name: 'Lucky Wheel' });
    await panel.waitFor();
    const frame = panel.locator('iframe[title="Lucky Wheel game"]');
    await frame.waitFor({ state: 'attached', timeout: 20_000 });
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/lucky-wheel');
    expect(src.searchParams.get('mode')).toBe('demo');
    expect(src.searchParams.get('embed')).toBe('mini');
    expect(src.hash).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('after the interval of real-money play the reality check blocks; Continue restarts it, Leave goes to the lobby', async () => {
    const bettor = await server.newBettor('reality', 10_000);
    await server.call(setRealityCheck, { token: bettor.token, body: { minutes: 15 } });
    const page = await bettorPage(bettor.token);
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Lucky Wheel' }).click();
    const panel = page.getByRole('dialog', { name: 'Lucky Wheel' });
    const frame = panel.locator('iframe[title="Lucky Wheel game"]');
    await frame.waitFor({ state: 'attached', timeout: 20_000 });
    // Real money: the session travels in the fragment only.
    expect(new URL((await frame.getAttribute('src')) ?? '').hash).toMatch(/^#session=/);

    // A real-money round in the frame: the header balance follows it, and the check counts it.
    const game = page.frameLocator('iframe[title="Lucky Wheel game"]');
    await game.getByLabel('Stake (EUR)').fill('2.00');
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    // The wheel has landed (a 1x segment pays the stake back, so the balance need not change).
    await game.getByText(/^Landed on /).waitFor({ timeout: 20_000 });
    const net = (await server.cash(bettor.token)) - 10_000;
    const euros = (minor: number) => `€${(Math.abs(minor) / 100).toFixed(2)}`;
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toContain(euros(10_000 + net));

    const check = page.getByRole('dialog', { name: 'Reality check' });
    await page.clock.fastForward('14:00');
    expect(await check.count()).toBe(0);
    await page.clock.fastForward('01:00');
    await check.waitFor();
    await check.getByText('15 minutes').waitFor();
    const result = net > 0 ? `Won ${euros(net)}` : net < 0 ? `Lost ${euros(net)}` : 'Even: €0.00';
    expect(await check.getByTestId('reality-check-result').textContent()).toBe(result);
    // Blocking: Escape does not dismiss it.
    await page.keyboard.press('Escape');
    expect(await check.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await check.getByRole('button', { name: 'Continue' }).click();
    await check.waitFor({ state: 'hidden' });
    await page.clock.fastForward('15:00');
    await check.waitFor();

    await check.getByRole('button', { name: 'Leave' }).click();
    await check.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/casinov2/');
    await panel.waitFor({ state: 'hidden' });
  }, 120_000);
});
