/** The betslip texts come with this feature's code, not with the first load (English bundled, others fetched). */
export { textsReady } from '@/shared/betslip/texts';
