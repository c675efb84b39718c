/**
 * Sportsbook data calls: sports, events, markets, home, search, and the info and selection calls of
 * bets and rewards. Served by the catalog module.
 */
import { z } from 'zod';
import { SelectionDetail } from '../entities/betslip';
import { Count, DecimalOdds, DisplayOdds, Href, Id, IsoDateTime, Slug } from '../entities/common';
import { CompetitionSummary } from '../entities/competition';
import { Event } from '../entities/event';
import { Market } from '../entities/market';
import { Sport, SportCategory } from '../entities/sport';
import {
  bookmakerField,
  commonQueryFields,
  countryField,
  defineCall,
  langField,
  queryBool,
  queryInt,
  queryList,
} from './define';

const MODULE = 'catalog';

export const MAX_EVENTS_PAGE = 500;
export const MAX_SELECTIONS = 50;

// ------------------------------------------------------------------------------------ events

export const EventsSort = z.enum(['starts_at', '-starts_at', 'popularity', 'competition']);
export type EventsSort = z.infer<typeof EventsSort>;

/** Filters of the event lists (home, sport, competition, e-sports, virtual, by ids). */
export const EventsQuery = z
  .object({
    ...commonQueryFields,
    sport: Slug.optional().describe('Sport slug, canonical or translated in `lang`'),
    competition: Slug.optional().describe('Competition slug, canonical or translated in `lang`'),
    competition_id: Id.optional(),
    ids: queryList(Id, MAX_EVENTS_PAGE).optional().describe('Only these event ids (comma separated)'),
    category: SportCategory.optional(),
    live: queryBool().optional().describe('true: in-play only; false: pre-match only; absent: both'),
    outrights: queryBool().optional().describe('true: outrights only (sport page ?mode=outrights)'),
    from: IsoDateTime.optional().describe('starts_at at or after'),
    to: IsoDateTime.optional().describe('starts_at before'),
    market_types: queryList(z.string().min(1), 20)
      .optional()
      .describe('Market types embedded in each event; default: the main market'),
    sort: EventsSort.default('starts_at'),
    group_by: z.enum(['none', 'competition']).default('none').describe('competition: also list groups'),
    limit: queryInt().min(1).max(MAX_EVENTS_PAGE).default(100),
    offset: queryInt().min(0).default(0),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'from must be before to',
    path: ['from'],
  });
export type EventsQuery = z.infer<typeof EventsQuery>;

/** A competition heading of a grouped list, pointing at events of `data`. */
export const CompetitionGroup = CompetitionSummary.extend({
  event_ids: z.array(Id).describe('Ids of `data` events in this competition, in list order'),
});
export type CompetitionGroup = z.infer<typeof CompetitionGroup>;

export const PageMeta = z.object({
  total: Count.describe('Events matching the filters, before limit/offset'),
  limit: z.int().positive(),
  offset: Count,
});
export type PageMeta = z.infer<typeof PageMeta>;

export const EventsResponse = z.object({
  data: z.array(Event),
  competitions: z.array(CompetitionGroup).describe('Empty unless group_by=competition'),
  meta: PageMeta,
});
export type EventsResponse = z.infer<typeof EventsResponse>;

export const getEvents = defineCall({
  method: 'GET',
  path: '/echo/v1/events',
  module: MODULE,
  summary: 'Events, filtered and paged; realtime twin: socket request "events"',
  auth: 'none',
  querystring: EventsQuery,
  response: EventsResponse,
});

// ------------------------------------------------------------------------------- events-live

export const EventsLiveQuery = z.object({
  ...commonQueryFields,
  sport: Slug.optional().describe('Only this sport (canonical or translated slug)'),
  category: SportCategory.optional(),
  limit: queryInt().min(1).max(MAX_EVENTS_PAGE).default(MAX_EVENTS_PAGE),
});
export type EventsLiveQuery = z.infer<typeof EventsLiveQuery>;

export const LiveTreeCompetition = z.object({
  id: Id,
  slug: Slug,
  translated_slug: Slug,
  name: z.string(),
  region_name: z.string(),
  count: Count,
  event_ids: z.array(Id),
});
export type LiveTreeCompetition = z.infer<typeof LiveTreeCompetition>;

export const LiveTreeSport = z.object({
  id: Id,
  slug: Slug,
  translated_slug: Slug,
  name: z.string(),
  category: SportCategory,
  icon: z.string().nullable(),
  count: Count.describe('Live events of the sport'),
  competitions: z.array(LiveTreeCompetition),
});
export type LiveTreeSport = z.infer<typeof LiveTreeSport>;

export const EventsLiveResponse = z.object({
  tree: z.array(LiveTreeSport).describe('sport -> competitions -> event ids, with counts'),
  events: z.array(Event),
});
export type EventsLiveResponse = z.infer<typeof EventsLiveResponse>;

export const getEventsLive = defineCall({
  method: 'GET',
  path: '/echo/v1/events-live',
  module: MODULE,
  summary: 'In-play tree and events; realtime twin: socket request "events-live"',
  auth: 'none',
  querystring: EventsLiveQuery,
  response: EventsLiveResponse,
});

// ----------------------------------------------------------------------------------- markets

export const MarketsQuery = z.object({
  ...commonQueryFields,
  event_id: Id,
  types: queryList(z.string().min(1), 50).optional().describe('Only these market types'),
});
export type MarketsQuery = z.infer<typeof MarketsQuery>;

export const MarketsResponse = z.object({
  event: Event,
  data: z.array(Market),
});
export type MarketsResponse = z.infer<typeof MarketsResponse>;

export const getMarkets = defineCall({
  method: 'GET',
  path: '/echo/v1/markets',
  module: MODULE,
  summary: 'Markets with outcomes of one event',
  auth: 'none',
  querystring: MarketsQuery,
  response: MarketsResponse,
});

// -------------------------------------------------------------------------------- selections

export const SelectionsQuery = z.object(commonQueryFields);
export type SelectionsQuery = z.infer<typeof SelectionsQuery>;

export const SelectionsBody = z.object({
  outcome_ids: z.array(Id).min(1).max(MAX_SELECTIONS),
});
export type SelectionsBody = z.infer<typeof SelectionsBody>;

export const SelectionsResponse = z.object({
  selections: z.array(SelectionDetail).describe('In the order asked; unknown or closed outcomes left out'),
  missing: z.array(Id).describe('Asked outcome ids that were not found'),
});
export type SelectionsResponse = z.infer<typeof SelectionsResponse>;

export const postSelections = defineCall({
  method: 'POST',
  path: '/echo/v1/selections',
  module: MODULE,
  summary: 'Selections (event, market, outcome) for outcome ids',
  auth: 'none',
  querystring: SelectionsQuery,
  body: SelectionsBody,
  response: SelectionsResponse,
});

export const CurrentSelectionsQuery = z.object({
  ...bookmakerField,
  ...langField,
  ids: queryList(Id, MAX_SELECTIONS).describe('Outcome ids, comma separated'),
});
export type CurrentSelectionsQuery = z.infer<typeof CurrentSelectionsQuery>;

export const CurrentSelectionsResponse = z.object({ selections: z.array(SelectionDetail) });
export type CurrentSelectionsResponse = z.infer<typeof CurrentSelectionsResponse>;

export const getCurrentSelections = defineCall({
  method: 'GET',
  path: '/echo/v1/selections/current',
  module: MODULE,
  summary: 'Current state of selections by outcome ids',
  auth: 'none',
  querystring: CurrentSelectionsQuery,
  response: CurrentSelectionsResponse,
});

/** One `outcome_id,event_id` pair of the refresh call. */
export const OutcomeEventPair = z.object({ outcome_id: Id, event_id: Id });
export type OutcomeEventPair = z.infer<typeof OutcomeEventPair>;

/**
 * Selection refresh ids: pairs `outcome_id,event_id`, one per `ids` key (`ids=o1,e1&ids=o2,e2`) or joined by
 * '|' in one value (`ids=o1,e1|o2,e2`).
 */
export const outcomeEventPairs = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx) => {
      const pairs: OutcomeEventPair[] = [];
      for (const raw of (Array.isArray(value) ? value : [value]).flatMap((part) => part.split('|'))) {
        const [outcome_id, event_id, ...rest] = raw.split(',').map((part) => part.trim());
        if (!outcome_id || !event_id || rest.length > 0) {
          ctx.addIssue({ code: 'custom', message: `"${raw}" is not an outcome_id,event_id pair` });
          return z.NEVER;
        }
        pairs.push({ outcome_id, event_id });
      }
      return pairs;
    })
    .pipe(z.array(OutcomeEventPair).min(1).max(MAX_SELECTIONS));

export const SelectionsRefreshQuery = z.object({
  ...bookmakerField,
  ...langField,
  ids: outcomeEventPairs().describe('outcome_id,event_id pairs: repeat the key or join pairs with |'),
});
export type SelectionsRefreshQuery = z.infer<typeof SelectionsRefreshQuery>;

export const RefreshedSelection = z.object({
  id: Id.describe('Outcome id'),
  event_id: Id,
  market_id: Id,
  odds: DecimalOdds,
  display_odds: DisplayOdds,
  is_suspended: z.boolean().describe('Market suspended (or event not open for betting)'),
  combo_boost_available: z.boolean(),
});
export type RefreshedSelection = z.infer<typeof RefreshedSelection>;

export const SelectionsRefreshResponse = z.object({ selections: z.array(RefreshedSelection) });
export type SelectionsRefreshResponse = z.infer<typeof SelectionsRefreshResponse>;

export const refreshSelections = defineCall({
  method: 'GET',
  path: '/echo/v1/selections/refresh',
  module: MODULE,
  summary: 'Fresh prices and suspension of slip selections (every 60 s)',
  auth: 'none',
  querystring: SelectionsRefreshQuery,
  response: SelectionsRefreshResponse,
});

export const ValidateSelectionsQuery = z.object({
  ...bookmakerField,
  ...langField,
  selections: queryList(Id, MAX_SELECTIONS).describe('Outcome ids, comma separated'),
});
export type ValidateSelectionsQuery = z.infer<typeof ValidateSelectionsQuery>;

export const ValidateSelectionsResponse = z.object({
  data: z.array(SelectionDetail).describe('The selections that can be bet on'),
});
export type ValidateSelectionsResponse = z.infer<typeof ValidateSelectionsResponse>;

export const validateSelections = defineCall({
  method: 'GET',
  path: '/v1/betslip/validate-selections',
  module: MODULE,
  summary: 'Which outcome ids (from a link or a share) are valid selections',
  auth: 'none',
  querystring: ValidateSelectionsQuery,
  response: ValidateSelectionsResponse,
});

// ------------------------------------------------------------------------------------ sports

export const SportsQuery = z.object(commonQueryFields);
export type SportsQuery = z.infer<typeof SportsQuery>;

export const SportsResponse = z.object({ data: z.array(Sport) });
export type SportsResponse = z.infer<typeof SportsResponse>;

export const getSports = defineCall({
  method: 'GET',
  path: '/sports',
  module: MODULE,
  summary: 'All sports with counts, in the request language',
  auth: 'none',
  querystring: SportsQuery,
  response: SportsResponse,
});

// -------------------------------------------------------------------------------------- info

export const InfoQuery = z.object({ ...bookmakerField, ...langField, id: Id });
export type InfoQuery = z.infer<typeof InfoQuery>;

export const InfoResponse = z.object({ url: Href.describe('Page of the event or competition') });
export type InfoResponse = z.infer<typeof InfoResponse>;

export const getEventInfo = defineCall({
  method: 'GET',
  path: '/v1/info/event',
  module: MODULE,
  summary: 'Page address of an event by id',
  auth: 'none',
  querystring: InfoQuery,
  response: InfoResponse,
});

export const getCompetitionInfo = defineCall({
  method: 'GET',
  path: '/v1/info/competition-by-id',
  module: MODULE,
  summary: 'Page address of a competition by id',
  auth: 'none',
  querystring: InfoQuery,
  response: InfoResponse,
});

// ------------------------------------------------------------------------------------ search

export const SearchQuery = z.object({
  ...bookmakerField,
  ...langField,
  ...countryField,
  q: z.string().trim().min(2, 'search needs at least 2 characters').max(100),
  limit: queryInt().min(1).max(50).default(20),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchTeam = z.object({
  name: z.string(),
  sport_slug: Slug,
  event_ids: z.array(Id).describe('Upcoming and live events of the team'),
});
export type SearchTeam = z.infer<typeof SearchTeam>;

export const SearchResponse = z.object({
  events: z.array(Event),
  competitions: z.array(CompetitionSummary),
  teams: z.array(SearchTeam),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const search = defineCall({
  method: 'GET',
  path: '/search',
  module: MODULE,
  summary: 'Search events, competitions and teams',
  auth: 'none',
  querystring: SearchQuery,
  response: SearchResponse,
});

export const catalogCalls = {
  getEvents,
  getEventsLive,
  getMarkets,
  postSelections,
  getCurrentSelections,
  refreshSelections,
  validateSelections,
  getSports,
  getEventInfo,
  getCompetitionInfo,
  search,
} as const;
