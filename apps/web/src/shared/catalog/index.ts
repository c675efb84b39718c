/** Catalogue data of the sportsbook: one query module per endpoint, plus the realtime cache writer. */
export { betsStatsQuery, useBetsStats } from './api/get-bets-stats';
export { type EventsFilter, useEvents } from './api/get-events';
export { type EventsLiveFilter, eventsLiveQuery, useEventsLive } from './api/get-events-live';
export { homeQuery, useHome } from './api/get-home';
export { marketsQuery, useMarkets } from './api/get-markets';
export { sportsQuery, useSports } from './api/get-sports';
export { SEARCH_MIN_CHARS, useSearch } from './api/search';
export { onEventDeltas, useEventStream } from './use-event-stream';
