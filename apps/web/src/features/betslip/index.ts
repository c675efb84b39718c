export { BetslipPanel } from './betslip-panel';
export { OddsButton } from './odds-button';
export { useSlip, useSlipCount } from './store';
