/**
 * What Bet AI can look up, the same for both engines: events by team, competition, sport and time, the
 * prices of an event's markets, live scores, and, for a logged-in bettor, their open bets, free bets and
 * boost tokens, and the rules of the book. A ChatTools is made per question for the session that asks:
 * the account reads use the user id it was made with, and no argument of any tool can name another.
 */
import type { Language } from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import type { Database } from '../../db/client';
import type { Translations } from '../../db/schema';
import { QUESTION_WORDS } from './intents';
import { type CatalogueMatcher, type Named, normalize } from './matcher';
import {
  activeRewardsOf,
  type EventRow,
  findEvents,
  type OpenBetRow,
  type OutcomeRowLite,
  openBetsOf,
  pricedOutcomes,
} from './repo';
import { LOCALES, textsFor } from './texts';
import { type Period, periodWindow } from './time';

/** The session a question is asked in; set by the server, never by the question. */
export interface Asker {
  userId: number | null;
  bookmaker: string;
  brand: BrandDefinition;
  lang: Language;
  timeZone: string;
}

export interface OutcomeView {
  outcome_id: string;
  name: string;
  odds: number;
}

export interface EventView {
  event_id: string;
  name: string;
  starts_at: string;
  /** Start in the bettor's zone and language. */
  when: string;
  live: boolean;
  score: string | null;
  competition: string;
  sport: string;
  main_market: { name: string; outcomes: OutcomeView[] } | null;
  home_team: string | null;
  away_team: string | null;
}

export interface FindEventsInput {
  team?: string | undefined;
  competition?: string | undefined;
  sport?: string | undefined;
  period?: Period | undefined;
  live?: boolean | undefined;
  limit?: number | undefined;
}

export interface FoundEvents {
  events: EventView[];
  /** The names the search recognised, as the catalogue spells them. */
  team: string | null;
  competition: string | null;
  sport: string | null;
  /** A name was given but nothing in the catalogue is like it. */
  unknownName: string | null;
}

export interface MarketsView {
  event: EventView | null;
  markets: Array<{ name: string; outcomes: OutcomeView[] }>;
}

export interface OpenBetView {
  bet_id: string;
  type: string;
  stake: string;
  potential_return: string | null;
  selections: Array<{ event: string; selection: string; odds: number; event_id: string; outcome_id: string }>;
}

export interface RewardsView {
  free_bets: Array<{ name: string; amount: string; expires: string | null }>;
  boost_tokens: Array<{ name: string; percent: string; max_winnings: string; expires: string | null }>;
}

export type RuleTopic = 'each_way' | 'system' | 'cash_out' | 'combo_boost';

/** An answer about the bettor's account from a guest: nothing to read. */
export const LOGIN_NEEDED = { login_required: true } as const;

const nameIn = (names: Translations | null | undefined, lang: string, fallback = ''): string =>
  names?.[lang] ?? names?.en ?? fallback;

/**
 * The markets a request names: those whose name shares the most words with it (by the words of their
 * name in the bettor's language), or the first four (the main market first) when it names none.
 */
function pickMarkets<M extends { name: string }>(
  markets: M[],
  wanted: string | undefined,
  lang: string,
): M[] {
  const words = new Set(
    normalize(wanted ?? '')
      .split(' ')
      .filter((word) => word.length >= 3 && !QUESTION_WORDS.has(word)),
  );
  const japanese = lang === 'ja' ? normalize(wanted ?? '') : '';
  const scored = markets.map((market) => {
    const name = normalize(market.name);
    const score = japanese
      ? name.length > 0 && japanese.includes(name)
        ? 1
        : 0
      : name.split(' ').filter((word) => words.has(word)).length;
    return { market, score };
  });
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  if (best === 0) return markets.slice(0, 4);
  return scored
    .filter((entry) => entry.score === best)
    .map((entry) => entry.market)
    .slice(0, 4);
}

export class ChatTools {
  readonly asker: Asker;
  readonly #database: Database;
  readonly #matcher: CatalogueMatcher;
  readonly #now: () => number;
  /** Events and outcomes the tools returned, in order: what an answer may name. */
  readonly seenEvents: EventView[] = [];
  readonly seenOutcomes: Array<OutcomeView & { event_id: string }> = [];

  constructor(database: Database, matcher: CatalogueMatcher, asker: Asker, now: () => number) {
    this.#database = database;
    this.#matcher = matcher;
    this.asker = asker;
    this.#now = now;
  }

  get matcher(): CatalogueMatcher {
    return this.#matcher;
  }

  #formatWhen(at: Date): string {
    return new Intl.DateTimeFormat(LOCALES[this.asker.lang], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: this.asker.timeZone,
    }).format(at);
  }

  formatMoney(minor: number, currency: string): string {
    return new Intl.NumberFormat(LOCALES[this.asker.lang], { style: 'currency', currency }).format(
      minor / 100,
    );
  }

  formatDate(at: Date): string {
    return new Intl.DateTimeFormat(LOCALES[this.asker.lang], {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: this.asker.timeZone,
    }).format(at);
  }

  /** An outcome's name as the bettor sees it: the team rather than 'Home' or 'Away'. */
  #outcomeName(row: OutcomeRowLite, event: EventRow | undefined): string {
    if (event && row.code === 'home' && event.homeTeam) return event.homeTeam;
    if (event && row.code === 'away' && event.awayTeam) return event.awayTeam;
    return nameIn(row.names, this.asker.lang, row.code ?? '');
  }

  async #views(rows: EventRow[]): Promise<EventView[]> {
    const outcomes = await pricedOutcomes(
      this.#database.db,
      rows.map((row) => row.id),
      true,
    );
    const views = rows.map((row): EventView => {
      const main = outcomes.filter((outcome) => outcome.eventId === row.id);
      const first = main[0];
      const stats = row.stats;
      return {
        event_id: String(row.id),
        name: nameIn(row.names, this.asker.lang, row.name),
        starts_at: row.startsAt.toISOString(),
        when: this.#formatWhen(row.startsAt),
        live: row.isLive,
        score:
          row.isLive && stats && stats.home_scores !== null && stats.away_scores !== null
            ? `${stats.home_scores}-${stats.away_scores}`
            : null,
        competition: nameIn(row.competitionNames, this.asker.lang),
        sport: nameIn(row.sportNames, this.asker.lang),
        main_market: first
          ? {
              name: nameIn(first.marketNames, this.asker.lang),
              outcomes: main
                .filter((outcome) => outcome.marketId === first.marketId)
                .map((outcome) => ({
                  outcome_id: String(outcome.id),
                  name: this.#outcomeName(outcome, row),
                  odds: outcome.odds,
                })),
            }
          : null,
        home_team: row.homeTeam,
        away_team: row.awayTeam,
      };
    });
    for (const view of views) {
      this.seenEvents.push(view);
      for (const outcome of view.main_market?.outcomes ?? [])
        this.seenOutcomes.push({ ...outcome, event_id: view.event_id });
    }
    return views;
  }

  /** Events on offer by team, competition, sport and period ('tonight'), or live ones; soonest first. */
  async findEvents(input: FindEventsInput): Promise<FoundEvents> {
    const team: Named | undefined = input.team ? this.#matcher.team(input.team) : undefined;
    const competition: Named | undefined =
      !team && input.competition ? this.#matcher.competition(input.competition) : undefined;
    const sport: Named | undefined = input.sport
      ? (this.#matcher.sport(input.sport) ?? undefined)
      : undefined;
    const unknownName =
      (input.team && !team && !input.competition ? input.team : null) ??
      (input.competition && !competition && !team ? input.competition : null);
    if (unknownName)
      return { events: [], team: null, competition: null, sport: sport?.name ?? null, unknownName };
    const now = this.#now();
    const window = input.period ? periodWindow(input.period, now, this.asker.timeZone) : undefined;
    const rows = await findEvents(this.#database.db, {
      bookmaker: this.asker.bookmaker,
      participantId: team?.id,
      competitionId: competition?.id,
      sportId: sport?.id,
      // A window that has begun takes in what is being played in it already.
      from:
        window && window.from > now
          ? new Date(window.from)
          : input.live
            ? undefined
            : new Date(now - 3 * 3_600_000),
      to: window ? new Date(window.to) : undefined,
      liveOnly: input.live,
      includeVirtual: false,
      limit: Math.min(Math.max(input.limit ?? 5, 1), 10),
    });
    return {
      events: await this.#views(rows),
      team: team?.name ?? null,
      competition: competition?.name ?? null,
      sport: sport?.name ?? null,
      unknownName: null,
    };
  }

  /** Current prices of an event's open markets, by its id or the next event of a named team. */
  async marketPrices(input: {
    event_id?: string | undefined;
    team?: string | undefined;
    /** Words naming the market wanted ('total goals', 'handicap'); the main markets otherwise. */
    market?: string | undefined;
  }): Promise<MarketsView> {
    let event: EventView | undefined;
    if (input.event_id && /^\d{1,15}$/.test(input.event_id)) {
      const rows = await findEvents(this.#database.db, {
        bookmaker: this.asker.bookmaker,
        eventId: Number(input.event_id),
        includeVirtual: true,
        limit: 1,
      });
      if (rows.length > 0) [event] = await this.#views(rows);
    } else if (input.team) {
      const found = await this.findEvents({ team: input.team, limit: 1 });
      event = found.events[0];
    }
    if (!event) return { event: null, markets: [] };
    const rows = await pricedOutcomes(this.#database.db, [Number(event.event_id)], false, 400);
    const markets = new Map<number, { name: string; outcomes: OutcomeView[] }>();
    for (const row of rows) {
      const market = markets.get(row.marketId) ?? {
        name: nameIn(row.marketNames, this.asker.lang),
        outcomes: [],
      };
      const outcome = {
        outcome_id: String(row.id),
        name:
          row.code === 'home' && event.home_team
            ? event.home_team
            : row.code === 'away' && event.away_team
              ? event.away_team
              : nameIn(row.names, this.asker.lang, row.code ?? ''),
        odds: row.odds,
      };
      market.outcomes.push(outcome);
      markets.set(row.marketId, market);
    }
    const chosen = pickMarkets([...markets.values()], input.market, this.asker.lang);
    for (const market of chosen) {
      for (const outcome of market.outcomes) this.seenOutcomes.push({ ...outcome, event_id: event.event_id });
    }
    return { event, markets: chosen };
  }

  /** Live events with their scores, of a team or a sport when named. */
  async liveScores(input: { team?: string | undefined; sport?: string | undefined }): Promise<FoundEvents> {
    return this.findEvents({ team: input.team, sport: input.sport, live: true, limit: 5 });
  }

  /** The asking bettor's open bets; a guest has none to read. */
  async openBets(): Promise<OpenBetView[] | typeof LOGIN_NEEDED> {
    if (this.asker.userId === null) return LOGIN_NEEDED;
    const rows: OpenBetRow[] = await openBetsOf(this.#database.db, this.asker.userId, 5);
    return rows.map((row) => ({
      bet_id: row.id,
      type: row.betType,
      stake: this.formatMoney(row.totalStake, row.currency),
      potential_return:
        row.potentialReturn === null ? null : this.formatMoney(row.potentialReturn, row.currency),
      selections: row.legs.map((leg) => ({
        event: leg.eventName,
        selection: leg.outcomeName,
        odds: leg.odds,
        event_id: String(leg.eventId),
        outcome_id: String(leg.outcomeId),
      })),
    }));
  }

  /** The asking bettor's usable free bets and boost tokens; a guest has none to read. */
  async rewards(): Promise<RewardsView | typeof LOGIN_NEEDED> {
    if (this.asker.userId === null) return LOGIN_NEEDED;
    const rows = await activeRewardsOf(this.#database.db, this.asker.userId, new Date(this.#now()));
    const currency = this.asker.brand.DEFAULT_CURRENCY;
    return {
      free_bets: rows.freeBets.map((row) => ({
        name: row.name,
        amount: this.formatMoney(row.amountRemaining, row.currency),
        expires: row.expiresAt ? this.formatDate(row.expiresAt) : null,
      })),
      boost_tokens: rows.boostTokens.map((row) => ({
        name: row.name,
        percent: `${row.percentage}%`,
        max_winnings: this.formatMoney(row.maxWinnings, currency),
        expires: row.expiresAt ? this.formatDate(row.expiresAt) : null,
      })),
    };
  }

  /** A rule of the book in the bettor's language, with this brand's own terms (cash-out offered, boost ladder). */
  bookRules(topic: RuleTopic): string {
    const { rules } = textsFor(this.asker.lang);
    const { brand } = this.asker;
    switch (topic) {
      case 'each_way':
        return rules.eachWay;
      case 'system':
        return rules.system;
      case 'cash_out':
        return brand.operator.cashout_enabled ? rules.cashoutOn : rules.cashoutOff;
      case 'combo_boost': {
        const steps = brand.combo_boost.percent_steps
          .map((percent, selections) => ({ percent, selections }))
          .filter((step) => step.percent > 0);
        if (steps.length === 0) return rules.comboBoostNone;
        const ladder = steps.map((step) => `${step.selections}: +${step.percent}%`).join(', ');
        return rules.comboBoost(ladder, brand.combo_boost.winnings_calc_mode === 'net' ? 'net' : 'gross');
      }
    }
  }
}
