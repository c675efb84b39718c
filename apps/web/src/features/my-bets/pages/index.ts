/** The routed pages of My Bets and the rewards (each loaded with its route, never with the first load). */
export { MyBetsPage } from './my-bets-page';
export { BonusesPage, BoostTokensPage, FreeBetsPage, RewardsPage } from './rewards-pages';
