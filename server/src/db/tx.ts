/** The transaction types every repository shares, and the decoding of a raw `execute` result. */
import type { Db } from './client';

/** A transaction handle as drizzle passes it to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: for reads that may run inside or outside one. */
export type Executor = Db | Tx;

/**
 * Rows of a raw `execute`, whichever driver ran it: node-postgres and PGlite both answer `{ rows }`,
 * and an array is taken as the rows themselves. Anything else has no rows.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown } | null | undefined)?.rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
