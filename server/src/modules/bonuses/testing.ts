/** What other modules' tests may use of the bonuses module: granting rows directly, as a back office would. */
export { insertFreeBets } from './repo';
