/** The rewards popup for logged-in bettors: sanitized markdown, once per content version. */
export { RewardsPopup } from './rewards-popup';
