/**
 * A returning bettor in a browser: a window whose stored session is the bettor's (as after an earlier
 * login), and pre-match prices to bet on, found through the real server.
 */
import { type Event, getEvents, getMarkets } from '@touchline/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BOOKMAKER, serverApi } from './api';
import { DESKTOP, newContext } from './browser';

/** An event of the catalogue as the server sends it. */
export type CatalogueEvent = Event;

export interface PrematchPick {
  event: CatalogueEvent;
  outcomeId: string;
}

export const eventPath = (e: CatalogueEvent) =>
  `/${e.translated_sport_slug}/${e.translated_competition_slug}/${e.slug}-${e.id}`;

export function bettorBrowser(browser: Browser, baseURL: string) {
  const { call, details } = serverApi(baseURL);

  /** Match-result prices of pre-match football events (they hold still), one per event. */
  async function prematchPicks(count: number): Promise<PrematchPick[]> {
    const brand = { bookmaker: BOOKMAKER, lang: 'en' } as const;
    const events = (await call(getEvents, { query: { ...brand, sport: 'football', limit: 60 } })).data;
    const picks: PrematchPick[] = [];
    for (const event of events) {
      if (event.is_live || event.status !== 'not_started') continue;
      const markets = (await call(getMarkets, { query: { ...brand, event_id: event.id } })).data;
      const market = markets.find((m) => m.type === 'match_result' && !m.is_suspended);
      const outcome = market?.outcomes.find((o) => o.odds > 1.2 && o.odds < 6);
      if (outcome) picks.push({ event, outcomeId: outcome.id });
      if (picks.length === count) break;
    }
    if (picks.length < count) throw new Error(`only ${picks.length} pre-match picks`);
    return picks;
  }

  /**
   * A window of a bettor who logged in before: the session stored as the app stores it, with the balance
   * it had then (`storedBalance` overrides it, e.g. to stand for a balance that changed since).
   */
  async function open(
    token: string,
    options: { viewport?: { width: number; height: number }; storedBalance?: number } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(browser, baseURL, options.viewport ?? DESKTOP);
    const player = await details(token);
    const auth = JSON.stringify({
      token,
      user: {
        username: player.user.username,
        name: player.user.name,
        currency: player.balance.currency,
        balance: options.storedBalance ?? player.balance.cash,
        bonus: player.balance.bonus,
        openBets: 0,
      },
    });
    await context.addInitScript((value: string) => {
      // The sportsbook's own page only: other frames (the account site, sandboxed frames) have no say.
      if (window !== window.top) return;
      try {
        if (sessionStorage.getItem('__seeded')) return;
        sessionStorage.setItem('__seeded', '1');
        localStorage.setItem('auth', value);
      } catch {
        // A document without storage (an opaque origin, e.g. between two loads) has nothing to seed.
      }
    }, auth);
    return { context, page: await context.newPage() };
  }

  return { prematchPicks, open };
}
