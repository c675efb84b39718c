/**
 * Which brand is offered what: the one rule the catalogue shows by and every betting path places by.
 * A competition with no brand list is offered to every brand; one with a list only to the brands on
 * it. An event, its markets and outcomes are offered exactly when their competition is.
 */
import { type SQL, sql } from 'drizzle-orm';
import { competitions } from '../../db/schema';

/** Whether a competition with this brand list (null: every brand) is offered to `bookmaker`. */
export function isOfferedTo(brands: readonly string[] | null | undefined, bookmaker: string): boolean {
  return !brands || brands.includes(bookmaker);
}

/** The same rule as a condition on the `competitions` table, for queries built with Drizzle. */
export const offeredToCondition = (bookmaker: string): SQL =>
  sql`(${competitions.brands} is null or ${bookmaker}::text = any(${competitions.brands}))`;

/**
 * The same rule as SQL text, for hand-written queries: `alias` is the competitions table's alias and
 * `param` the placeholder holding the bookmaker id ('$1').
 */
export const offeredToSql = (alias: string, param: string): string =>
  `(${alias}.brands is null or ${param}::text = any(${alias}.brands))`;
