/**
 * Raw SQL run as a named statement: PostgreSQL parses and plans it once per connection and then only
 * binds and runs it. For the hot statements of every bet, planning cost more than running (a priced
 * selection read planned in over a millisecond and ran in a fifth of one). On PGlite the statement is
 * kept by name the same way (lite-named.ts).
 */
import { createHash } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { liteOf, runNamed } from './lite-named';
import { type Executor, rowsOf } from './tx';

const dialect = new PgDialect();

/** Statement names by text. A statement's text is fixed by its shape, so this stays small. */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

/** The name of a statement text: the same text always gets the same name, on every connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `tl_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/** Runs `query` as a named statement and answers its rows. */
export async function executeNamed<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const lite = liteOf((db._.session as unknown as { client?: unknown }).client);
  if (lite) return runNamed<T>(lite.lite, lite.inTransaction, nameOf(text), text, params);
  const result = await db._.session
    .prepareQuery({ sql: text, params }, undefined, nameOf(text), false)
    .execute();
  return rowsOf<T>(result);
}

/**
 * Several reads in ONE statement (one round trip), as a named statement: each read answers its rows
 * under its own name, decoded from JSON (numbers as numbers, timestamps as ISO text, json columns as
 * values). The reads run in the order given, on the snapshot the
 * statement began with; a read that locks (for update) waits for its lock before the later ones run.
 */
export async function readTogether<K extends string>(
  db: Executor,
  reads: Readonly<Record<K, SQL | null>>,
): Promise<Record<K, Record<string, unknown>[]>> {
  const present = (Object.entries(reads) as [K, SQL | null][]).filter(
    (entry): entry is [K, SQL] => entry[1] !== null,
  );
  const columns = present.map(
    ([name, query]) =>
      sql`(select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) from (${query}) r) as ${sql.identifier(name)}`,
  );
  const [row] = await executeNamed(db, sql`select ${sql.join(columns, sql`, `)}`);
  const answer = {} as Record<K, Record<string, unknown>[]>;
  for (const name of Object.keys(reads) as K[]) {
    const value = row?.[name];
    const rows = typeof value === 'string' ? JSON.parse(value) : value;
    answer[name] = Array.isArray(rows) ? rows : [];
  }
  return answer;
}

/**
 * Decodes a table's row as a read of readTogether answers it (`to_jsonb` of the row: keys are the
 * column names, timestamps ISO text, bigints numbers) into the row drizzle would have answered: each
 * column under its property name, through the column's own decoding (timestamps become Dates). A json
 * column's value is already decoded. Built once per table; the decoder is then a loop over columns.
 */
export function jsonRowDecoder<T extends PgTable>(
  table: T,
): (row: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    decode:
      column.dataType === 'json'
        ? (value: unknown) => value
        : (value: unknown) => column.mapFromDriverValue(value),
  }));
  return (row) => {
    const decoded: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = row[name];
      decoded[key] = value === null || value === undefined ? null : decode(value);
    }
    return decoded as T['$inferSelect'];
  };
}
