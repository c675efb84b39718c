/** The affiliate data an account registered with: the affiliate cookies the app's attribution sync wrote. */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One row per account that registered with affiliate data; the operator's affiliate reports read it. */
export const userAffiliations = pgTable('user_affiliations', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Cookie idaffiliation (the campaign). */
  idaffiliation: text('idaffiliation'),
  /** Cookie click_id (the ad group). */
  clickId: text('click_id'),
  /** Cookie affiliate_customs[bonuscode] (the creative). */
  bonusCode: text('bonus_code'),
  /** Cookie affiliate_customs[click_id] (the ad group). */
  customClickId: text('custom_click_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
