/** The slip every page adds to: its state store and the odds button that toggles a selection in it. */
export { OddsButton } from './odds-button';
export { useSlip, useSlipCount } from './store';
