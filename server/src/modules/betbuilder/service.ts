/**
 * The bet builder: pricing same-event
 * selections together, popular combinations, tickets handed over by the builder page, and placing a
 * builder bet through the bets module.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  acceptOddsDecision,
  displayOdds,
  formatDecimalOdds,
  handicapOutcomeName,
  MAX_STAKE,
  MIN_STAKE,
} from '@touchline/betting';
import type {
  AcceptOdds,
  AcceptOddsWire,
  BetBuilderCalculateBody,
  BetBuilderReceipt,
  BetBuilderSubmitBody,
  BetBuilderTicket,
  BetBuilderTicketResponse,
  BetErrorCode,
  BuilderPageData,
  BuilderPageMarket,
} from '@touchline/contract';
import { resolveBrand } from '../../brands';
import type { AppContext } from '../../context';
import { PROFILES } from '../../domain/profiles';
import { SPORTS } from '../../domain/sports';
import { badRequest, conflict, notFound } from '../../http/errors';
import { fitScoreModel, type ScoreFamily, type ScoreModel } from '../../pricing/score-model';
import type { UserRow } from '../auth';
import { asBetRefusal, betRefusal, findIdempotent, insertIdempotent, placeBetInTx } from '../bets';
import { lockFreeBet } from '../bonuses';
import { isOfferedTo } from '../catalog';
import { isBalanceInsufficient, lockWallet } from '../wallet';
import { eventName, marketName, outcomeName, selectionLabel } from './labels';
import { parentOrigin } from './page';
import { parsePrecannedId, precannedCombos } from './precanned';
import { type PricedBuilder, type PricingMarket, priceBuilder } from './pricing';
import {
  deleteExpiredBuilderTickets,
  type EventWithContext,
  eventsOfOutcomes,
  findBuilderTicket,
  findEvent,
  insertBuilderTicket,
  type MarketRow,
  marketsOfEvent,
  type OutcomeRow,
} from './repo';
import { readSelection } from './selections';

/** The catalogue reads the tips module shares with the bet builder. */
export { findEvent, type MarketRow, marketsOfEvent, type OutcomeRow };

import type {
  BuilderFrameQuery,
  BuilderSubmitResponse,
  PrecannedBuilder,
  PrecannedQuery,
  StoreTicketBody,
  StoreTicketResponse,
} from '@touchline/contract';

/** A stored builder ticket is readable this long (the betslip's own 24-hour expiry). */
export const BUILDER_TICKET_TTL_MS = 24 * 60 * 60 * 1000;
/** Popular combinations offered per event (precannedId). */
export const MAX_PRECANNED = 5;
/** Answers of submit are replayed per (user, this scope, idempotency key). */
const IDEMPOTENCY_SCOPE = 'betbuilder.submit';

/** The spec's warning text, also the message of a CANNOT_COMBINE refusal. */
export const CANNOT_COMBINE_MESSAGE =
  'Some selections for this event can’t be combined. Please remove some selections to proceed.';

const DIGITS = /^\d{1,15}$/;

const FAMILIES = new Map<string, ScoreFamily | null>(
  SPORTS.map((sport) => {
    const family = sport.profile ? PROFILES[sport.profile].family : null;
    return [sport.slug, family === 'goals' || family === 'points' ? family : null];
  }),
);

/** The score-model family of a sport, or null when its events have no bet builder (sets, fights, races). */
export const familyOfSport = (slug: string): ScoreFamily | null => FAMILIES.get(slug) ?? null;

function parseId(value: string, field: string): number {
  if (!DIGITS.test(value)) throw badRequest(`${field}: '${value.slice(0, 40)}' is not a catalogue id`);
  return Number(value);
}

interface LoadedEvent {
  context: EventWithContext;
  markets: MarketRow[];
  outcomes: Map<string, OutcomeRow>;
  marketsById: Map<string, MarketRow>;
  pricing: PricingMarket[];
  model: ScoreModel | null;
  family: ScoreFamily | null;
}

const BETTABLE = new Set(['scheduled', 'live']);

/** An event with its markets, as offered to `bookmaker`: one its catalogue does not show is not found. */
async function loadEvent(ctx: AppContext, eventIdText: string, bookmaker: string): Promise<LoadedEvent> {
  const db = ctx.database.db;
  const eventId = parseId(eventIdText, 'event_id');
  const context = await findEvent(db, eventId);
  if (!context || !isOfferedTo(context.competitionBrands, bookmaker)) {
    throw notFound(`event_id: no event ${eventIdText}`);
  }
  const { event } = context;
  const { markets, outcomes } = await marketsOfEvent(db, eventId);
  const open = BETTABLE.has(event.status) && !event.isOutright && !(event.status === 'live' && !event.isLive);
  const byMarket = new Map<number, OutcomeRow[]>();
  for (const outcome of outcomes) {
    const list = byMarket.get(outcome.marketId) ?? [];
    list.push(outcome);
    byMarket.set(outcome.marketId, list);
  }
  const pricing: PricingMarket[] = markets.map((market) => ({
    id: String(market.id),
    type: market.type,
    period: market.period,
    line: market.line,
    suspended: !open || market.isSuspended || market.status !== 'open',
    outcomes: (byMarket.get(market.id) ?? []).map((o) => ({
      id: String(o.id),
      code: o.code,
      odds: o.odds,
      handicap: o.handicap,
    })),
  }));
  const family = context.sportKind === 'match' && !event.isOutright ? familyOfSport(context.sportSlug) : null;
  const stats = event.stats;
  const liveScore =
    event.isLive && stats && typeof stats.home_scores === 'number' && typeof stats.away_scores === 'number'
      ? ([stats.home_scores, stats.away_scores] as const)
      : null;
  const model = family ? fitScoreModel({ family, markets: pricing, liveScore }) : null;
  return {
    context,
    markets,
    outcomes: new Map(outcomes.map((o) => [String(o.id), o])),
    marketsById: new Map(markets.map((m) => [String(m.id), m])),
    pricing,
    model,
    family,
  };
}

async function price(
  ctx: AppContext,
  loaded: LoadedEvent,
  selections: readonly string[],
): Promise<PricedBuilder> {
  const ids = selections.map((id, i) => parseId(id, `selections.${i}`));
  const missing = ids.filter((id) => !loaded.outcomes.has(String(id)));
  const owners = await eventsOfOutcomes(ctx.database.db, missing);
  const eventId = String(loaded.context.event.id);
  const foreign = new Set([...owners].filter(([, owner]) => owner !== eventId).map(([id]) => id));
  return priceBuilder({ model: loaded.model, markets: loaded.pricing, selections, foreign });
}

interface Labelled {
  market: MarketRow;
  outcome: OutcomeRow;
}

function labelled(loaded: LoadedEvent, outcomeId: string): Labelled | null {
  const outcome = loaded.outcomes.get(outcomeId);
  const market = outcome ? loaded.marketsById.get(String(outcome.marketId)) : undefined;
  return outcome && market ? { market, outcome } : null;
}

/** A combination's name: its selections joined with ' & ' ('Ashford United & Over 2.5'). */
function comboName(loaded: LoadedEvent, outcomeIds: readonly string[], lang: string): string {
  return outcomeIds
    .map((id) => {
      const found = labelled(loaded, id);
      return found ? selectionLabel(found.market, found.outcome, loaded.context.event, lang) : id;
    })
    .join(' & ');
}

function presentTicket(
  loaded: LoadedEvent,
  priced: PricedBuilder,
  lang: string,
  name: string,
): BetBuilderTicket {
  const event = loaded.context.event;
  return {
    name,
    odds: priced.odds,
    display_odds: displayOdds(priced.odds),
    selections: priced.legs.map((leg) => {
      const found = labelled(loaded, leg.outcomeId);
      return {
        id: leg.outcomeId,
        description: found ? selectionLabel(found.market, found.outcome, event, 'en') : leg.outcomeId,
        description_translated: found ? selectionLabel(found.market, found.outcome, event, lang) : null,
        error: leg.error,
        outcome: { id: leg.outcomeId, odds: leg.outcome?.odds ?? 0, is_each_way: false },
      };
    }),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The selections of a ticket with a precanned combination: the combination first, then extra picks. */
function withPrecanned(loaded: LoadedEvent, precannedId: string | null, selections: readonly string[]) {
  if (precannedId === null) return { selections: [...selections], precanned: null };
  const combo = parsePrecannedId(precannedId);
  if (!combo)
    throw badRequest(`precanned_id: '${precannedId.slice(0, 60)}' is not a bet builder combination`);
  if (!combo.outcomeIds.every((id) => loaded.outcomes.has(id))) {
    throw badRequest(`precanned_id: '${precannedId.slice(0, 60)}' is not a combination of this event`);
  }
  const extra = selections.filter((id) => !combo.outcomeIds.includes(id));
  return { selections: [...combo.outcomeIds, ...extra], precanned: combo.outcomeIds };
}

function ticketName(
  loaded: LoadedEvent,
  selections: readonly string[],
  precanned: string[] | null,
  lang: string,
) {
  return precanned && sameSet(precanned, selections)
    ? comboName(loaded, precanned, lang)
    : eventName(loaded.context.event, lang);
}

async function ticketFor(
  ctx: AppContext,
  loaded: LoadedEvent,
  request: { selections: readonly string[]; precanned_id: string | null; lang: string },
): Promise<{ ticket: BetBuilderTicket; priced: PricedBuilder; selections: string[] }> {
  const { selections, precanned } = withPrecanned(loaded, request.precanned_id, request.selections);
  const priced = await price(ctx, loaded, selections);
  const ticket = presentTicket(
    loaded,
    priced,
    request.lang,
    ticketName(loaded, selections, precanned, request.lang),
  );
  return { ticket, priced, selections };
}

/** POST /v1/betbuilder/calculate: the ticket of same-event selections, priced together. */
export async function calculate(
  ctx: AppContext,
  body: BetBuilderCalculateBody,
): Promise<{ ticket: BetBuilderTicket }> {
  resolveBrand({ bookmaker: body.bookmaker });
  const loaded = await loadEvent(ctx, body.event_id, body.bookmaker);
  const { ticket } = await ticketFor(ctx, loaded, body);
  return { ticket };
}

/** GET /v1/betbuilder/precanned: up to five popular combinations of an event that combine, priced now. */
export async function precanned(
  ctx: AppContext,
  query: PrecannedQuery,
): Promise<{ event_id: string; precanned: PrecannedBuilder[] }> {
  resolveBrand({ bookmaker: query.bookmaker });
  const loaded = await loadEvent(ctx, query.event_id, query.bookmaker);
  const out: PrecannedBuilder[] = [];
  if (loaded.family && loaded.model) {
    for (const combo of precannedCombos(loaded.family, loaded.pricing)) {
      const priced = priceBuilder({
        model: loaded.model,
        markets: loaded.pricing,
        selections: combo.outcomeIds,
        foreign: new Set(),
      });
      if (!(priced.odds > 1) || priced.legs.some((leg) => leg.error !== null)) continue;
      const name = comboName(loaded, combo.outcomeIds, query.lang);
      out.push({
        id: combo.id,
        name,
        selections: combo.outcomeIds,
        ticket: presentTicket(loaded, priced, query.lang, name),
      });
      if (out.length === MAX_PRECANNED) break;
    }
  }
  return { event_id: query.event_id, precanned: out };
}

/**
 * Stores what the builder page picked (in the 'Create YourBet' modal) and answers its betslip id.
 * Every selection must be an outcome of the event.
 */
export async function storeTicket(ctx: AppContext, body: StoreTicketBody): Promise<StoreTicketResponse> {
  resolveBrand({ bookmaker: body.bookmaker });
  const loaded = await loadEvent(ctx, body.event_id, body.bookmaker);
  const { ticket, priced, selections } = await ticketFor(ctx, loaded, body);
  const stray = priced.legs.find(
    (leg) => leg.error === 'NOT_SAME_EVENT' || leg.error === 'SELECTION_UNAVAILABLE',
  );
  if (stray)
    throw badRequest(`selections: ${stray.outcomeId} is not an open outcome of event ${body.event_id}`);
  const now = new Date(ctx.clock.now());
  const expiresAt = new Date(now.getTime() + BUILDER_TICKET_TTL_MS);
  const id = randomUUID();
  const db = ctx.database.db;
  await deleteExpiredBuilderTickets(db, new Date(now.getTime() - BUILDER_TICKET_TTL_MS));
  await insertBuilderTicket(db, {
    id,
    eventId: loaded.context.event.id,
    selections,
    precannedId: body.precanned_id,
    bookmaker: body.bookmaker,
    lang: body.lang,
    createdAt: now,
    expiresAt,
  });
  return { betslip_id: id, expires_at: expiresAt.toISOString(), ticket };
}

/** GET /v1/betbuilder/ticket: a stored ticket by its betslip id, priced now. */
export async function getTicket(
  ctx: AppContext,
  query: { id: string; bookmaker: string },
  lang?: string,
): Promise<BetBuilderTicketResponse> {
  resolveBrand({ bookmaker: query.bookmaker });
  const row = await findBuilderTicket(ctx.database.db, query.id, new Date(ctx.clock.now()));
  if (!row) throw notFound(`id: no bet builder ticket '${query.id.slice(0, 60)}', or it expired`);
  const loaded = await loadEvent(ctx, String(row.eventId), query.bookmaker);
  const { ticket } = await ticketFor(ctx, loaded, {
    selections: row.selections,
    precanned_id: row.precannedId,
    lang: lang ?? row.lang,
  });
  return { event_id: String(row.eventId), precanned_id: row.precannedId, ticket };
}

// ------------------------------------------------------------------------------------------ submit

const WIRE_TO_SETTING: Record<AcceptOddsWire, AcceptOdds> = {
  ACCEPT_ANY: 'all',
  ACCEPT_HIGHER: 'higher',
  ACCEPT_NONE: 'none',
};

const LEG_ERROR_CODE: Record<string, BetErrorCode> = {
  CANNOT_COMBINE: 'CANNOT_COMBINE',
  MARKET_SUSPENDED: 'MARKET_SUSPENDED',
  SELECTION_UNAVAILABLE: 'SELECTION_UNAVAILABLE',
  NOT_SAME_EVENT: 'INVALID_TICKET',
  BET_BUILDER_UNAVAILABLE: 'INVALID_TICKET',
};

const LEG_ERROR_MESSAGE: Record<BetErrorCode, string> = {
  CANNOT_COMBINE: CANNOT_COMBINE_MESSAGE,
  MARKET_SUSPENDED: 'A market of this bet is suspended.',
  SELECTION_UNAVAILABLE: 'A selection of this bet is no longer available.',
  INVALID_TICKET: 'These selections cannot be placed together as a bet builder.',
  BALANCE_INSUFFICIENT: 'You have insufficient funds.',
  ODDS_CHANGED: 'The odds have changed.',
  STAKE_TOO_LOW: `The stake must be at least ${MIN_STAKE.toFixed(2)}, or choose a free bet.`,
  STAKE_TOO_HIGH: `The stake must be at most ${MAX_STAKE.toFixed(2)}.`,
  FREEBET_INVALID: 'The free bet cannot be used for this bet.',
  BOOST_TOKEN_INVALID: 'Boost tokens cannot be used on a bet builder.',
  FORECAST_TRICAST_CANNOT_BE_COMBINED: 'Forecast and tricast selections cannot be combined.',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key was used for another bet.',
  LOSS_LIMIT_EXCEEDED: 'This stake is over your loss limit.',
};

const refused = (
  code: BetErrorCode,
  ticket: BetBuilderTicket | null,
  message = LEG_ERROR_MESSAGE[code],
): BuilderSubmitResponse => ({ status: 0, receipt: null, code, message, ticket });

const hashOf = (body: BetBuilderSubmitBody): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.event_id,
        body.selections,
        body.stake,
        body.current_odds,
        body.accept_odds,
        body.freebet?.id ?? null,
        body.precanned_id,
      ]),
    )
    .digest('hex');

const cents = (odds: number) => Math.round(odds * 100);

export interface SubmitOutcome {
  response: BuilderSubmitResponse;
  replayed: boolean;
}

function replayOrConflict(row: { requestHash: string; response: unknown }, hash: string): SubmitOutcome {
  if (row.requestHash !== hash) {
    throw conflict(LEG_ERROR_MESSAGE.IDEMPOTENCY_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
  }
  return { response: row.response as BuilderSubmitResponse, replayed: true };
}

/**
 * POST /v1/betbuilder/submit: re-prices the selections, applies the
 * accept-odds rule against current_odds, and places one 'betbuilder' bet with its legs and stake in one
 * transaction. Status 1 with a receipt on success; status 0 with a code and a message otherwise.
 * A retry with the same idempotency key replays the first success.
 */
export async function submit(
  ctx: AppContext,
  user: UserRow,
  body: BetBuilderSubmitBody,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const outcome = await submitOnce(ctx, user, body, idempotencyKey);
  if (!outcome.replayed) {
    const { response } = outcome;
    ctx.metrics.countSubmit('betbuilder', response.status === 1 ? null : (response.code ?? 'INVALID_TICKET'));
  }
  return outcome;
}

async function submitOnce(
  ctx: AppContext,
  user: UserRow,
  body: BetBuilderSubmitBody,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  resolveBrand({ bookmaker: body.bookmaker });
  const db = ctx.database.db;
  const hash = hashOf(body);
  const earlier = await findIdempotent(db, user.id, IDEMPOTENCY_SCOPE, idempotencyKey);
  if (earlier) return replayOrConflict(earlier, hash);

  // The bettor's own brand decides what they may bet on, whatever brand the body names.
  const loaded = await loadEvent(ctx, body.event_id, user.bookmaker);
  const { ticket, priced, selections } = await ticketFor(ctx, loaded, body);
  const legError = priced.legs.find((leg) => leg.error !== null)?.error;
  if (legError)
    return { response: refused(LEG_ERROR_CODE[legError] ?? 'INVALID_TICKET', ticket), replayed: false };
  if (!(priced.odds > 1)) return { response: refused('INVALID_TICKET', ticket), replayed: false };
  if (selections.length < 2) {
    return {
      response: refused('INVALID_TICKET', ticket, 'A bet builder needs at least two selections.'),
      replayed: false,
    };
  }
  const setting = WIRE_TO_SETTING[body.accept_odds];
  if (
    cents(priced.odds) !== cents(body.current_odds) &&
    acceptOddsDecision(setting, body.current_odds, priced.odds) === 'reject'
  ) {
    const message = `The odds have changed from ${formatDecimalOdds(body.current_odds)} to ${formatDecimalOdds(priced.odds)}.`;
    return { response: refused('ODDS_CHANGED', ticket, message), replayed: false };
  }
  const freeBetId = body.freebet?.id ?? null;
  if (body.stake === 0 && freeBetId === null)
    return { response: refused('STAKE_TOO_LOW', ticket), replayed: false };
  if (body.stake > 0 && body.stake < Math.round(MIN_STAKE * 100)) {
    return { response: refused('STAKE_TOO_LOW', ticket), replayed: false };
  }
  if (body.stake > Math.round(MAX_STAKE * 100))
    return { response: refused('STAKE_TOO_HIGH', ticket), replayed: false };

  const event = loaded.context.event;
  const now = new Date(ctx.clock.now());
  const lang = body.lang;
  try {
    return await db.transaction(async (tx) => {
      // The wallet lock serializes this user's submits, so a concurrent retry sees the stored answer.
      const wallet = await lockWallet(tx, user.id);
      const prior = await findIdempotent(tx, user.id, IDEMPOTENCY_SCOPE, idempotencyKey);
      if (prior) return replayOrConflict(prior, hash);
      let stake = body.stake;
      // Locked once here and handed to placing.
      const freeBet = freeBetId !== null ? await lockFreeBet(tx, user.id, freeBetId) : undefined;
      if (stake === 0 && freeBetId !== null) {
        if (!freeBet) throw betRefusal('FREEBET_INVALID', 'no such free bet');
        if (freeBet.amountRemaining <= 0) throw betRefusal('FREEBET_INVALID', 'the free bet is used up');
        stake = freeBet.amountRemaining;
      }
      const gross = Math.floor(stake * priced.odds);
      const placed = await placeBetInTx(tx, {
        wallet,
        freeBet,
        userId: user.id,
        bookmaker: user.bookmaker,
        currency: user.currency,
        betType: 'betbuilder',
        stake,
        lines: 1,
        totalStake: stake,
        odds: priced.odds,
        potentialReturn: freeBetId ? gross - stake : gross,
        freeBetId,
        legs: selections.map((id) => {
          const found = labelled(loaded, id);
          if (!found) throw betRefusal('SELECTION_UNAVAILABLE', `selection ${id} vanished`);
          return {
            eventId: event.id,
            marketId: found.market.id,
            outcomeId: found.outcome.id,
            odds: found.outcome.odds,
            comboBoostAvailable: false,
            marketType: found.market.type,
            outcomeName: selectionLabel(found.market, found.outcome, event, lang),
            outcomeLabel: handicapOutcomeName(selectionLabel(found.market, found.outcome, event, lang)),
            marketName: found.market.names[lang] ?? found.market.names.en ?? found.market.type,
            eventName: eventName(event, lang),
          };
        }),
        idempotencyKey,
        source: 'betbuilder',
        meta: {
          event_id: String(event.id),
          precanned_id: body.precanned_id,
          correlation: priced.correlation,
        },
        lang,
        now,
      });
      const receipt: BetBuilderReceipt = {
        uuid: placed.betId,
        stake,
        selections: selections.map((id) => {
          const found = labelled(loaded, id);
          return {
            event_name: eventName(event, 'en'),
            outcome_name: found ? selectionLabel(found.market, found.outcome, event, 'en') : id,
            outcome_name_translated: found ? selectionLabel(found.market, found.outcome, event, lang) : null,
          };
        }),
      };
      const response: BuilderSubmitResponse = { status: 1, receipt, code: null, message: null, ticket };
      await insertIdempotent(tx, {
        userId: user.id,
        scope: IDEMPOTENCY_SCOPE,
        key: idempotencyKey,
        requestHash: hash,
        statusCode: 200,
        response,
        createdAt: now,
      });
      return { response, replayed: false };
    });
  } catch (error) {
    if (isBalanceInsufficient(error)) {
      return { response: refused('BALANCE_INSUFFICIENT', ticket), replayed: false };
    }
    const refusal = asBetRefusal(error);
    if (refusal) {
      return { response: refused(refusal.code, ticket, refusal.message), replayed: false };
    }
    throw error;
  }
}

// -------------------------------------------------------------------------------------------- page

/**
 * The data of an event's bet builder page: the markets the builder can combine, the popular
 * combinations, and the origin the betslip id is posted to.
 */
export async function builderPage(
  ctx: AppContext,
  query: BuilderFrameQuery,
  request: { referrer: string | undefined; ownOrigin: string },
): Promise<BuilderPageData> {
  const brand = resolveBrand({ bookmaker: query.bookmaker });
  const lang = query.lang;
  const loaded = await loadEvent(ctx, query.event_id, brand.BOOKMAKER);
  const event = loaded.context.event;
  const model = loaded.model;
  const markets: BuilderPageMarket[] = [];
  if (model) {
    loaded.pricing.forEach((pricingMarket, i) => {
      const market = loaded.markets[i];
      if (!market || pricingMarket.suspended) return;
      const outcomes = pricingMarket.outcomes
        .filter((o) => o.odds > 1 && readSelection(model, pricingMarket, o) !== null)
        .map((o) => {
          const row = loaded.outcomes.get(o.id);
          return {
            id: o.id,
            name: row ? outcomeName(row, event, lang) : o.id,
            odds: displayOdds(o.odds).decimal,
          };
        });
      if (outcomes.length > 0) markets.push({ name: marketName(market, lang), outcomes });
    });
  }
  const popular = markets.length
    ? (await precanned(ctx, { bookmaker: brand.BOOKMAKER, lang, event_id: query.event_id })).precanned
    : [];
  return {
    lang,
    bookmaker: brand.BOOKMAKER,
    eventId: String(event.id),
    eventName: eventName(event, lang),
    markets,
    precanned: popular.map((p) => ({
      id: p.id,
      name: p.name,
      selections: p.selections,
      odds: p.ticket.display_odds.decimal,
    })),
    targetOrigin: parentOrigin(request.referrer, ctx.config.PUBLIC_URL, request.ownOrigin),
  };
}
