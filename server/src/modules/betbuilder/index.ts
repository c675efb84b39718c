/**
 * The bet builder's public surface (what other parts of the server may import): combined pricing of
 * same-event selections over the event's score model.
 */
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
