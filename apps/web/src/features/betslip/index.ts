export { BetslipPanel } from './betslip-panel';
