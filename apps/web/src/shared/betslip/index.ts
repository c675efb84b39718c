/** The slip every page adds to: its state store and the odds button that toggles a selection in it. */
export { reportDepositReturn } from './deposit-return';
export { OddsButton } from './odds-button';
export { slipSelectionOf } from './selection';
export { type SlipCommand, useSlip, useSlipCount } from './store';
