/// <reference lib="dom" />
/**
 * Bet AI in a real browser against the real server, by visible texts: a guest opens Bet Assistant, sees
 * the title and three starters, asks when a team of the live catalogue plays next and reads that very
 * event in the streamed answer, puts its selection into the slip with Add to slip; the fourth guest
 * question meets the login prompt, the account frame logs in, and 'my open bets' lists the bettor's real
 * bets. Once in English at 1280 px and once in Spanish on a 390 px phone; axe on the open widget and
 * screenshots at both widths.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Event as EventRow, Market } from '@touchline/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKMAKER, serverApi } from '../support/api';
import { bettorBrowser } from '../support/bettor';
import { DESKTOP, launch, MOBILE, newContext, seriousViolations } from '../support/browser';
import { SCREENSHOTS } from '../support/server';
import { baseURL } from '../support/shared-server';

const { api, newBettor, login } = serverApi(baseURL);

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

// ------------------------------------------------------------------------------------ the server

/** A team of an upcoming football match, and the names of every event it plays in the catalogue. */
async function teamOfTheCatalogue(skip: number): Promise<{ team: string; events: string[] }> {
  const events = (
    await api<{ data: EventRow[] }>(`/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=football&limit=100`)
  ).data.filter((event) => !event.is_outright);
  const teams = [
    ...new Set(
      events
        .filter((event) => event.status === 'not_started' && event.home_team)
        .map((event) => event.home_team as string),
    ),
  ];
  const team = teams[skip % teams.length];
  if (!team) throw new Error('the catalogue has no upcoming football match');
  return {
    team,
    events: events.filter((e) => e.home_team === team || e.away_team === team).map((e) => e.name),
  };
}

/** A funded bettor with one real open single on a pre-match football price, and that event's name. */
async function bettorWithAnOpenBet(): Promise<{ username: string; password: string; betOn: string }> {
  const bettor = await newBettor('chat', 20_000);
  const events = (
    await api<{ data: EventRow[] }>(`/echo/v1/events?bookmaker=${BOOKMAKER}&lang=en&sport=football&limit=60`)
  ).data.reverse();
  for (const event of events) {
    if (event.is_live || event.is_outright || event.status !== 'not_started') continue;
    const markets = (
      await api<{ data: Market[] }>(`/echo/v1/markets?bookmaker=${BOOKMAKER}&lang=en&event_id=${event.id}`)
    ).data;
    const market = markets.find((m) => m.type === 'match_result' && !m.is_suspended);
    const outcome = market?.outcomes.find((o) => o.odds > 1.2 && o.odds < 8);
    if (!market || !outcome) continue;
    const calculated = await api<{ status: string; tickets: Record<string, unknown>[] }>(
      '/v1/betslip/calculate',
      {
        token: bettor.token,
        body: {
          freebet: null,
          selections: [
            {
              event_id: event.id,
              market_id: market.id,
              outcome_id: outcome.id,
              outcome_list: [],
              odds: outcome.odds,
              type: market.type,
              each_way: false,
              is_starting_price: false,
              stake: null,
            },
          ],
          type: 'single',
          system_type: null,
          total_stake: 500,
          total_bets: 1,
          total_return: null,
          each_way: false,
          stakes: {},
          lang: 'en',
          accept_odds: 'ACCEPT_ANY',
          stake: 500,
          boost_token_id: null,
        },
      },
    );
    const [ticket] = calculated.tickets;
    if (calculated.status !== 'success' || !ticket)
      throw new Error(`calculate: ${JSON.stringify(calculated)}`);
    const { uuid: _uuid, status: _status, error_meta: _meta, ...submittable } = ticket;
    const placed = await api<{ status: string }>('/v1/betslip/submit', {
      token: bettor.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { ticket: submittable, accept_odds: 'ACCEPT_ANY', lang: 'en' },
    });
    if (placed.status !== 'PROCESSED') throw new Error(`submit: ${JSON.stringify(placed)}`);
    return { username: bettor.username, password: bettor.password, betOn: event.name };
  }
  throw new Error('no pre-match price to bet on');
}

// ------------------------------------------------------------------------------------ the browser

/** The visible texts of one language, as the widget and the account site write them. */
interface Texts {
  lang: 'en' | 'es';
  betAssistant: string;
  menu: string | null;
  starters: [string, string, string];
  placeholder: string;
  send: string;
  me: string;
  addToSlip: string;
  inSlip: string;
  slip: string;
  closeSlip: string;
  loginPrompt: RegExp;
  logIn: string;
  /** The account frame's title. */
  account: string;
  username: RegExp;
  password: RegExp;
  submitLogin: RegExp;
  nextMatch: (team: string) => string;
  otherQuestions: [string, string];
  fourth: string;
  openBets: string;
}

const EN: Texts = {
  lang: 'en',
  betAssistant: 'Bet Assistant',
  menu: null,
  starters: ["What's on tonight in football?", 'What are my open bets?', 'How does cash-out work?'],
  placeholder: 'Ask me anything...',
  send: 'Send',
  me: 'Me',
  addToSlip: 'Add to slip',
  inSlip: 'In your slip',
  slip: 'Bet Slip',
  closeSlip: 'Close',
  loginPrompt: /used your 3 free questions/,
  logIn: 'Log in',
  account: 'Account',
  username: /^Username$/,
  password: /^Password$/,
  submitLogin: /^Login$/,
  nextMatch: (team) => `When do ${team} play next?`,
  otherQuestions: ['How does cash-out work?', 'What is a system bet?'],
  fourth: 'How does each-way betting work?',
  openBets: 'What are my open bets?',
};

const ES: Texts = {
  lang: 'es',
  betAssistant: 'Asistente de apuestas',
  menu: 'Menú',
  starters: [
    '¿Qué fútbol hay esta noche?',
    '¿Cuáles son mis apuestas abiertas?',
    '¿Cómo funciona el cash-out?',
  ],
  placeholder: 'Pregúntame lo que quieras...',
  send: 'Enviar',
  me: 'Yo',
  addToSlip: 'Añadir al boleto',
  inSlip: 'En tu boleto',
  slip: 'Boleto',
  closeSlip: 'Cerrar',
  loginPrompt: /usado tus 3 preguntas gratuitas/,
  logIn: 'Iniciar sesión',
  account: 'Cuenta',
  username: /^(Usuario|Username)$/,
  password: /^(Contraseña|Password)$/,
  submitLogin: /^(Iniciar sesión|Login)$/,
  nextMatch: (team) => `¿Cuándo juega ${team}?`,
  otherQuestions: ['¿Cómo funciona el cash-out?', '¿Qué es una apuesta de sistema?'],
  fourth: '¿Cómo funciona la apuesta each-way?',
  openBets: '¿Cuáles son mis apuestas abiertas?',
};

async function openPage(texts: Texts, viewport: { width: number; height: number }) {
  const context: BrowserContext = await newContext(browser, baseURL, viewport);
  await context.addInitScript((lang: string) => {
    if (window !== window.top) return;
    try {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('app_lang', lang);
    } catch {
      // A document without storage has nothing to seed.
    }
  }, texts.lang);
  const page = await context.newPage();
  await page.goto('/');
  return { context, page };
}

const chat = (page: Page, name = 'Bet AI'): Locator => page.getByRole('dialog', { name });

/** The last answer of Bet AI, once it has streamed in completely. */
async function ask(page: Page, texts: Texts, question: string): Promise<Locator> {
  const widget = chat(page);
  const answers = widget
    .getByRole('log')
    .getByRole('listitem')
    .filter({ hasNotText: new RegExp(`^${texts.me}`) });
  const before = await answers.count();
  await widget.getByPlaceholder(texts.placeholder).fill(question);
  await widget.getByRole('button', { name: texts.send }).click();
  await expect
    .poll(() => widget.getByRole('log').getAttribute('aria-busy'), { timeout: 60_000 })
    .toBe('false');
  await expect.poll(() => answers.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  return answers.last();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SCREENSHOTS, `chat-${name}.png`) });
}

async function journey(texts: Texts, viewport: { width: number; height: number }, skip: number) {
  const { team, events } = await teamOfTheCatalogue(skip);
  const bettor = await bettorWithAnOpenBet();
  const { context, page } = await openPage(texts, viewport);
  try {
    // A guest opens Bet Assistant: from the header on a wide screen, from the menu on a phone.
    if (texts.menu) await page.getByRole('button', { name: texts.menu, exact: true }).click();
    await page.getByRole('button', { name: texts.betAssistant }).first().click();
    const widget = chat(page);
    await widget.waitFor();
    await widget.getByRole('heading', { name: 'Bet AI' }).waitFor();
    for (const starter of texts.starters) {
      expect(await widget.getByRole('button', { name: starter, exact: true }).count()).toBe(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${viewport.width}-${texts.lang}-open`);

    // When does a team of the catalogue play next: the answer names its event, and it goes into the slip.
    const answer = await ask(page, texts, texts.nextMatch(team));
    const answerText = (await answer.textContent()) ?? '';
    expect(
      events.some((name) => answerText.includes(name)),
      `${answerText} names one of ${events}`,
    ).toBe(true);
    await answer.getByRole('button', { name: texts.addToSlip }).click();
    await answer.getByRole('button', { name: texts.inSlip }).waitFor();
    const slip =
      viewport.width >= 1200
        ? page.getByRole('region', { name: texts.slip })
        : page.getByRole('dialog', { name: texts.slip });
    const slipNamesTheEvent = async () => {
      const text = (await slip.textContent()) ?? '';
      return events.some((name) => text.includes(name));
    };
    await expect.poll(slipNamesTheEvent, { timeout: 20_000 }).toBe(true);
    if (viewport.width < 1200) {
      await shot(page, `${viewport.width}-${texts.lang}-slip`);
      await slip.getByRole('button', { name: texts.closeSlip }).click();
      await slip.waitFor({ state: 'detached' });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${viewport.width}-${texts.lang}-answer`);

    // Two more questions as a guest; the fourth meets the login prompt and is not sent.
    for (const question of texts.otherQuestions) await ask(page, texts, question);
    const field = widget.getByPlaceholder(texts.placeholder);
    await field.fill(texts.fourth);
    await widget.getByText(texts.loginPrompt).waitFor();
    expect(await widget.getByRole('button', { name: texts.send }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${viewport.width}-${texts.lang}-login-prompt`);

    // The prompt opens the account frame's login; logged in, 'my open bets' lists the real bet.
    await widget.getByRole('button', { name: texts.logIn, exact: true }).click();
    const frame = page.frameLocator(`iframe[title="${texts.account}"]`);
    await frame.getByLabel(texts.username).fill(bettor.username);
    await frame.getByLabel(texts.password).fill(bettor.password);
    await frame.getByRole('button', { name: texts.submitLogin }).click();
    await page.getByTestId('header-balance').waitFor();
    await widget.getByText(texts.loginPrompt).waitFor({ state: 'detached' });
    const bets = await ask(page, texts, texts.openBets);
    expect(await bets.textContent()).toContain(bettor.betOn);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${viewport.width}-${texts.lang}-open-bets`);
  } finally {
    await context.close();
  }
}

describe('Bet AI', () => {
  it('in English at 1280 px: starters, a real next match into the slip, the guest limit, login and open bets', async () => {
    await journey(EN, DESKTOP, 0);
  });

  it('in Spanish on a 390 px phone: the same journey', async () => {
    await journey(ES, MOBILE, 1);
  });
});

describe('Bet AI notifications', () => {
  it('point a logged-in bettor at Bet Assistant, ask their question, hide once used, and come back with chatbot=reset', async () => {
    // The demo bettor holds rewards (free bets, boost tokens): the chat service has something to say.
    const token = await login('demo-ie');
    const { context, page } = await bettorBrowser(browser, baseURL).open(token);
    try {
      await page.goto('/?chatbot=reset');
      const bubble = page.getByTestId('chat-notification');
      await bubble.waitFor();
      // The address loses the reset once read.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      const title = (await bubble.getByRole('heading').textContent()) ?? '';
      expect(title.length).toBeGreaterThan(0);
      expect(await page.getByRole('region', { name: title }).count()).toBe(1);
      // Anchored under the header's Bet Assistant.
      const anchor = await page.getByRole('button', { name: 'Bet Assistant' }).boundingBox();
      const box = await bubble.boundingBox();
      expect(anchor && box && box.y > anchor.y + anchor.height - 1).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, '1280-en-notification');
      // The call to action opens Bet AI and asks the suggested question, which is answered.
      await bubble.getByRole('button').last().click();
      const widget = chat(page);
      await widget.waitFor();
      await expect
        .poll(() => widget.getByRole('log').getByRole('listitem').count(), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(2);
      await expect
        .poll(() => widget.getByRole('log').getAttribute('aria-busy'), { timeout: 60_000 })
        .toBe('false');
      // Used, it stays away for an hour, a reload included; chatbot=reset brings it back.
      await widget.getByRole('button', { name: 'Close' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Bet Assistant' }).waitFor();
      await page.waitForTimeout(1500);
      expect(await bubble.count()).toBe(0);
      await page.goto('/?chatbot=reset');
      await bubble.waitFor();
    } finally {
      await context.close();
    }
  });

  it('on a 390 px phone point at the menu that holds Bet Assistant', async () => {
    const token = await login('demo-ie');
    const { context, page } = await bettorBrowser(browser, baseURL).open(token, { viewport: MOBILE });
    try {
      await page.goto('/?chatbot=reset');
      const bubble = page.getByTestId('chat-notification');
      await bubble.waitFor();
      const menu = await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox();
      const box = await bubble.boundingBox();
      expect(menu && box && box.y + box.height < menu.y + 1).toBe(true);
      expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, '390-en-notification');
      await bubble.getByRole('button').last().click();
      await chat(page).waitFor();
      await expect
        .poll(() => chat(page).getByRole('log').getByRole('listitem').count(), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
