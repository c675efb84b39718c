/**
 * @touchline/betting: the rules of betting, pure and shared by the server and the browser,
 * so that the return a bettor sees is the return the server pays.
 *
 * This file is the package's whole public surface, named export by export; anything not listed here is
 * the package's own.
 */

// Domain types: branded odds and money, bet types, the slip's selections, rewards.

export {
  ACCEPT_ODDS,
  ACCEPT_ODDS_WIRE,
  type AcceptOdds,
  type AcceptOddsWire,
  type Bet,
  type BetType,
  type BoostToken,
  type ComboBoostConfig,
  type DecimalOdds,
  decimalOdds,
  FORECAST_TRICAST_MARKET_TYPES,
  type FreeBet,
  type Leg,
  type MinorUnits,
  minorUnits,
  ODDS_FORMATS,
  type OddsFormat,
  type SelectionErrorCode,
  type SlipEvent,
  type SlipMarket,
  type SlipOutcome,
  type SlipSelection,
  type SystemOption,
  toMajorUnits,
  toMinorUnits,
} from './types';

// Odds: decimal, fractional (ladder) and american formatting and parsing.

export {
  displayOdds,
  formatAmericanOdds,
  formatDecimalOdds,
  formatFractionalOdds,
  formatOdds,
  INVALID_ODDS_TEXT,
  isDisplayableOdds,
  type OddsDisplay,
} from './odds/format';
export { FRACTIONAL_LADDER, type LadderStep, nearestLadderIndex } from './odds/ladder';
export { parseAmerican, parseDecimal, parseFractional, parseOdds } from './odds/parse';

// Display: money, event start times, handicap names, badges.

export { BADGE_MAX, badgeText } from './display/badge';
export {
  countdownParts,
  DEFAULT_TIME_ZONE,
  type EventStart,
  type EventTimeDisplay,
  type EventTimeInput,
  eventStartMs,
  eventTimeDisplay,
  isStartingSoon,
  STARTING_SOON_WINDOW_MS,
  STARTS_IN_LABELS,
  STARTS_IN_THRESHOLDS_MS,
  type StartsInStatus,
  startsInStatus,
  type ZonedDateParts,
  zonedDateParts,
  zonedDatePartsIntl,
} from './display/event-time';
export { handicapOutcomeName } from './display/handicap';
export {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_MONEY_LOCALE,
  formatMoney,
  playthroughProgress,
  UNKNOWN_AMOUNT_TEXT,
} from './display/money';

// Returns: single, combi, system k/n, each-way, combo boost, boost token, free bet.

export { betReturn, numberOfLines, placeOdds, rawBetReturn, totalStake } from './returns/bet-return';
export {
  applyBoostToken,
  type BoostTokenPricing,
  type BoostTokenResult,
  type BoostTokenSlip,
  boostTokenWinnings,
  canUseBoostToken,
} from './returns/boost-token';
export {
  type ComboBoostInput,
  type ComboBoostResult,
  comboBoost,
  comboBoostEligibleCount,
  comboBoostPercentage,
} from './returns/combo-boost';
export { binomial, systemOddsSum, systemOptions } from './returns/system';

// The slip: its state, events and reducer, rules, selectors, quote and the view the screen renders.

export {
  BETSLIP_EVENT_TYPES,
  type BetslipEvent,
  type BetslipEventType,
  type CalculatedTicket,
  canDispatch,
  type PriceUpdate,
  type TicketResult,
} from './slip/events';
export { type QuotedBet, type QuoteInput, type SlipQuote, slipQuote, slipTotalOdds } from './slip/quote';
export { restoreSlipState, slipReducer } from './slip/reducer';
export {
  canChooseBoostToken,
  canChooseFreeBet,
  type EachWayAvailability,
  eachWayAvailability,
  hasEachWayPlaces,
  isForecastTricastMarket,
  selectionErrors,
  sharesEvent,
  slipIsEachWay,
  type TabLook,
  tabState,
} from './slip/rules';
export {
  type OddsChange,
  oddsChanges,
  type ResultPanel,
  resultPanel,
  type SlipTotals,
  slipBets,
  slipTotals,
  type TicketOutcome,
  ticketOutcome,
} from './slip/selectors';
export {
  COMBI_MIN,
  initialSlipState,
  isSlipExpired,
  type ProcessingStatus,
  SLIP_EXPIRY_MS,
  type SlipState,
  type SlipTicket,
  SYSTEM_HARD_LIMIT,
  SYSTEM_MIN,
  SYSTEM_STYLE_LIMIT,
  type TicketSelection,
  type TicketStatus,
} from './slip/state';
export {
  type BoostTokenOptionView,
  type CombinedStakeView,
  type FreeBetOptionView,
  type SlipButtonView,
  type SlipFunds,
  type SlipLineView,
  type SlipNotice,
  type SlipPress,
  type SlipRewards,
  type SlipView,
  type SlipViewContext,
  type SystemOptionView,
  slipQuoteInput,
  slipView,
} from './slip/view';

// Validation: can-place, the place button, accept-odds, stakes and money input, free bets, notices.

export {
  type AcceptOddsDecision,
  acceptOddsDecision,
  type OddsChangeDirection,
  oddsChangeDirection,
  oddsChangedAgainstSetting,
} from './validation/accept-odds';
export { betBuilderCannotCombine } from './validation/bet-builder-warning';
export {
  type BetBuilderBlock,
  type BetBuilderPlaceInput,
  type ChosenFreeBet,
  canPlaceBetBuilder,
  canPlaceMainSlip,
  type MainSlipBlock,
  type MainSlipPlaceInput,
  type PlaceableSelection,
  type PlaceCheck,
} from './validation/can-place';
export {
  COMBO_BOOST_HINT,
  type ComboBoostNoticeInput,
  comboBoostNoticeVisible,
} from './validation/combo-boost-notice';
export {
  type FreeBetSelectorInput,
  freeBetOptionDisabled,
  freeBetSelectorVisible,
  validFreeBets,
} from './validation/free-bet';
export {
  isValidStake,
  MAX_STAKE,
  MIN_STAKE,
  type MoneyInput,
  type MoneyInputError,
  parseMoneyInput,
  STAKE_DECIMALS,
  STAKE_STEP,
  sanitizeMoneyInput,
  stakeForTotals,
} from './validation/money';
export {
  PLACE_BUTTON_LABEL_KEYS,
  PLACE_BUTTON_LABELS,
  type PlaceButtonInput,
  type PlaceButtonState,
  placeButtonState,
  topUpAmount,
} from './validation/place-button';
export {
  DEFAULT_STAKE,
  defaultStake,
  type InitialStakesInput,
  initialStakes,
  type SlipStakes,
} from './validation/stakes';
export { parseUrlStake } from './validation/url-stake';

// Links: deep links into the slip and the bet builder, and the query keys they use.

export {
  BET_BUILDER_EVENT_QUERY_KEY,
  type BetBuilderLink,
  buildBetBuilderLink,
  type DeepLink,
  parseBetBuilderLink,
  parseDeepLink,
} from './links/bet-builder-link';
export type { QueryInput, SearchParamsLike } from './links/query';
export {
  parseSlipAction,
  SELECTIONS_SEPARATOR,
  SLIP_ACTION_TYPES,
  type SlipAction,
  type SlipActionName,
  type SlipActionType,
} from './links/slip-action';
export {
  buildSlipLink,
  isSelectionQueryKey,
  parseSlipLink,
  SELECTION_QUERY_KEY,
  SLIP_LINK_QUERY_KEYS,
  type SlipLink,
  selectionIdsFromQuery,
} from './links/slip-link';
export { HANDLED_QUERY_PARAMS, stripHandledQueryParams } from './links/strip';
