/**
 * Tips: the fixtures to ask about, the tips service that
 * writes a tip per fixture from the current prices, and processing raw tips into cards with a tile.
 */
import { timingSafeEqual } from 'node:crypto';
import { displayOdds } from '@touchline/betting';
import type {
  Language,
  ProcessedTip,
  ProcessTipsBody,
  RawTip,
  TipsFixturesQuery,
  TipsFixturesResponse,
  TipsServiceRequest,
} from '@touchline/contract';
import { resolveBrand } from '../../brands';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import {
  eventName,
  findEvent,
  type MarketRow,
  marketName,
  marketsOfEvent,
  type OutcomeRow,
  outcomeName,
  tr,
} from '../betbuilder';
import { type GeneratedTip, generateTip, type TipMarket } from './generate';
import { findFixtures } from './repo';

/** Fixtures handed to the tips service per request (the contract allows up to 50). */
export const MAX_FIXTURES = 10;
/** The tips service's bearer credential when TIPS_SERVICE_TOKEN is unset (development only). */
export const DEV_TIPS_TOKEN = 'touchline-dev-tips-token';

/** The bearer credential the tips service accepts (a fixed credential). */
export const tipsServiceToken = (env: Record<string, string | undefined> = process.env): string =>
  env.TIPS_SERVICE_TOKEN || DEV_TIPS_TOKEN;

/** True when an Authorization header carries the tips service's credential (compared in constant time). */
export function isTipsCredential(header: string | undefined, token: string): boolean {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  const given = Buffer.from(match?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DIGITS = /^\d{1,15}$/;

/** GET /v1/tips/fixtures: upcoming fixtures to ask the tips service about, ready to post. */
export async function tipsFixtures(ctx: AppContext, query: TipsFixturesQuery): Promise<TipsFixturesResponse> {
  const brand = resolveBrand({ bookmaker: query.bookmaker });
  if (query.event_id !== undefined && !DIGITS.test(query.event_id)) {
    throw badRequest(`event_id: '${query.event_id.slice(0, 40)}' is not an event id`);
  }
  const rows = await findFixtures(ctx.database.db, {
    bookmaker: brand.BOOKMAKER,
    eventId: query.event_id === undefined ? undefined : Number(query.event_id),
    competitionSlug: query.competition_slug,
    sportSlug: query.sport_slug,
    from: query.time ? new Date(query.time) : new Date(ctx.clock.now()),
    limit: MAX_FIXTURES,
  });
  return {
    params: {
      bookmaker: brand.BOOKMAKER,
      lang: query.lang,
      country: query.country ?? null,
      fixtures: rows.map((row) => ({
        event_id: String(row.id),
        home_team: row.homeTeam ?? '',
        away_team: row.awayTeam ?? '',
        sport_slug: row.sportSlug,
        competition_name: tr(row.competitionNames, query.lang),
        region_name: tr(row.regionNames, query.lang),
        starts_at: row.startsAt.toISOString(),
      })),
    },
  };
}

interface EventMarkets {
  markets: MarketRow[];
  outcomesByMarket: Map<number, OutcomeRow[]>;
}

async function eventMarkets(ctx: AppContext, eventId: number): Promise<EventMarkets> {
  const { markets, outcomes } = await marketsOfEvent(ctx.database.db, eventId);
  const outcomesByMarket = new Map<number, OutcomeRow[]>();
  for (const outcome of outcomes) {
    const list = outcomesByMarket.get(outcome.marketId) ?? [];
    list.push(outcome);
    outcomesByMarket.set(outcome.marketId, list);
  }
  return { markets, outcomesByMarket };
}

const OPEN_EVENT = new Set(['scheduled', 'live']);
/** Markets whose outcomes carry a handicap the tile shows (a total's line is in its name). */
const HANDICAP_TYPES = new Set(['handicap', 'european_handicap']);

/**
 * POST /tips-service/v1/tips: one tip per fixture still open, written from its current prices
 * (fixtures the prices give no tip for are left out).
 */
export async function writeTips(ctx: AppContext, request: TipsServiceRequest): Promise<{ tips: RawTip[] }> {
  const brand = resolveBrand({ bookmaker: request.bookmaker });
  const tips: RawTip[] = [];
  const seen = new Set<string>();
  for (const fixture of request.fixtures) {
    if (seen.has(fixture.event_id) || !DIGITS.test(fixture.event_id)) continue;
    seen.add(fixture.event_id);
    const found = await findEvent(ctx.database.db, Number(fixture.event_id));
    if (!found || !OPEN_EVENT.has(found.event.status) || !found.event.homeTeam || !found.event.awayTeam)
      continue;
    const { markets, outcomesByMarket } = await eventMarkets(ctx, found.event.id);
    const tipMarkets: TipMarket[] = markets.map((market) => ({
      type: market.type,
      period: market.period,
      line: market.line,
      suspended: market.isSuspended || market.status !== 'open',
      outcomes: (outcomesByMarket.get(market.id) ?? []).map((o) => ({
        code: o.code,
        odds: o.odds,
        nameEn: tr(o.names, 'en'),
        handicap: o.handicap,
      })),
    }));
    const tip: GeneratedTip | null = generateTip(
      { homeTeam: found.event.homeTeam, awayTeam: found.event.awayTeam, markets: tipMarkets },
      request.lang,
      brand.ODDS_FORMAT,
    );
    if (tip) {
      tips.push({
        event_id: fixture.event_id,
        tip: tip.text,
        market_type: tip.marketType,
        outcome_name: tip.outcomeName,
      });
    }
  }
  return { tips };
}

function findOutcome(
  data: EventMarkets,
  tip: RawTip,
  lang: Language,
): { market: MarketRow; outcome: OutcomeRow } | null {
  if (tip.market_type === null || tip.outcome_name === null) return null;
  const wanted = tip.outcome_name.trim().toLowerCase();
  for (const market of data.markets) {
    if (market.type !== tip.market_type || market.period !== null) continue;
    for (const outcome of data.outcomesByMarket.get(market.id) ?? []) {
      const names = [tr(outcome.names, 'en'), tr(outcome.names, lang)].map((n) => n.toLowerCase());
      if (names.includes(wanted)) return { market, outcome };
    }
  }
  return null;
}

/**
 * POST /v1/tips/process: raw tips become carousel cards with the tile the bet button
 * adds; tips of unknown or finished events are dropped, a tip whose outcome is no
 * longer offered keeps its card without a tile. A suspended price shows as odds 0 (the lock).
 */
export async function processTips(ctx: AppContext, body: ProcessTipsBody): Promise<{ tips: ProcessedTip[] }> {
  resolveBrand({ bookmaker: body.bookmaker });
  const lang = body.lang;
  const out: ProcessedTip[] = [];
  for (const tip of body.tips) {
    if (!DIGITS.test(tip.event_id)) continue;
    const found = await findEvent(ctx.database.db, Number(tip.event_id));
    if (!found || !OPEN_EVENT.has(found.event.status)) continue;
    const { event } = found;
    const data = await eventMarkets(ctx, event.id);
    const match = findOutcome(data, tip, lang);
    const competition = tr(found.competitionNames, lang);
    const region = tr(found.regionNames, lang);
    const locked = match ? match.market.isSuspended || match.market.status !== 'open' : true;
    const odds = match && !locked ? match.outcome.odds : 0;
    out.push({
      sport_slug: found.sportSlug,
      tip: tip.tip,
      home_team: event.homeTeam ?? '',
      away_team: event.awayTeam ?? '',
      competition_name: competition,
      region_name: region,
      market_name: match ? marketName(match.market, lang) : '',
      event_id: String(event.id),
      starts_at: event.startsAt.toISOString(),
      outcome_id: match ? String(match.outcome.id) : null,
      tile: match
        ? {
            outcome_id: String(match.outcome.id),
            event_id: String(event.id),
            event_name: eventName(event, lang),
            market_name: marketName(match.market, lang),
            outcome_name: outcomeName(match.outcome, event, lang),
            region_name: region,
            sport_slug: found.sportSlug,
            competition_name: competition,
            handicap: HANDICAP_TYPES.has(match.market.type) ? match.outcome.handicap : null,
            odds,
            display_odds: displayOdds(odds),
          }
        : null,
    });
  }
  return { tips: out };
}
