/**
 * The catalog calls (the info and selection calls too): events, the live tree, markets, selections,
 * sports, page links and search,
 * in the request's language and filtered by what the brand offers.
 *
 * The routes call them from here; each call lives in the file of its responsibility: reference.ts
 * (sports, regions and competitions the brand offers), mapping.ts (records to wire shapes), events.ts,
 * markets.ts, selections.ts, sports.ts, info.ts and search.ts. Other modules go through index.ts.
 */

export { cachedEvents, cachedLiveEvents, listEvents, liveEvents, presentEventsInOrder } from './events';
export { competitionInfo, eventInfo } from './info';
export { eventMarkets } from './markets';
export { assertBookmaker, type Scope } from './reference';
export { fold, matchScore, search } from './search';
export {
  currentSelections,
  refreshSelections,
  selectionsByOutcomeIds,
  validateSelections,
} from './selections';
export { cachedSports, listSports } from './sports';
