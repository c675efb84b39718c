/**
 * The bet builder's public surface (what other parts of the server may import): combined pricing of
 * same-event selections over the event's score model.
 */

// Names of events, markets and outcomes in a language, and the event reads, that tips and promotions
// share with the builder.
export { eventName, marketName, outcomeName, tr } from './labels';
export {
  type BuilderErrorCode,
  builderMargin,
  builderOdds,
  type PricedBuilder,
  type PricedLeg,
  type PricingInput,
  type PricingMarket,
  priceBuilder,
} from './pricing';
export { findEvent, type MarketRow, marketsOfEvent, type OutcomeRow } from './service';
