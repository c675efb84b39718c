/**
 * Named statements on PGlite. PGlite's own query parses, describes and plans every statement anew,
 * each step a separate call into the database; for the hot statements of a bet that planning costs
 * more than running them. Here a statement is parsed and described once per database under its name,
 * and afterwards bound, run and synced in one call, with its plan kept by the database the way
 * PostgreSQL keeps a named statement's plan on a connection.
 *
 * PGlite has one session, so a name prepared once serves every later caller, in a transaction or not.
 * A statement outside a transaction takes the transaction lock as PGlite's own query does.
 */
import { type PGlite, parse, protocol, type Transaction, types } from '@electric-sql/pglite';

/** The transaction handles PGlite gives out, by the database they belong to. */
const owners = new WeakMap<object, PGlite>();

interface LiteState {
  /** Statement name -> the parameter types the database described. */
  statements: Map<string, number[]>;
  /** How many calls have asked for the database's transaction lock so far. */
  calls: number;
}
const states = new WeakMap<PGlite, LiteState>();

/**
 * Rows as drizzle's PGlite driver answers a raw statement: objects by column name, with timestamps,
 * dates, intervals and numeric arrays left as text (the callers decode them as from node-postgres).
 */
const RAW_PARSERS = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.DATE]: (value: string) => value,
  1231: (value: string) => value,
  1115: (value: string) => value,
  1185: (value: string) => value,
  1187: (value: string) => value,
  1182: (value: string) => value,
};

/** Makes the database's transactions known here, so a statement run on one finds its database. */
function trackTransactions(lite: PGlite): void {
  const transaction = lite.transaction.bind(lite);
  lite.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      owners.set(tx, lite);
      return work(tx);
    });
}

/** The PGlite database a drizzle session's client is, or runs a transaction of; null for PostgreSQL. */
export function liteOf(client: unknown): { lite: PGlite; inTransaction: boolean } | null {
  if (client === null || typeof client !== 'object') return null;
  const owner = owners.get(client);
  if (owner) return { lite: owner, inTransaction: true };
  if (states.has(client as PGlite)) return { lite: client as PGlite, inTransaction: false };
  return null;
}

/** How many calls (queries, statements, transactions) have asked for the database so far. */
export const callsOn = (lite: PGlite): number => states.get(lite)?.calls ?? 0;

/**
 * Registers a database whose statements may run by name, and counts the calls made on it (every query
 * and transaction takes its transaction lock).
 */
export function enableNamed(lite: PGlite): void {
  const state: LiteState = { statements: new Map(), calls: 0 };
  states.set(lite, state);
  trackTransactions(lite);
  const exclusive = lite._runExclusiveTransaction.bind(lite);
  lite._runExclusiveTransaction = <T>(work: () => Promise<T>) => {
    state.calls += 1;
    return exclusive(work);
  };
}

const join = (parts: readonly Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/**
 * Runs `text` under `name` with `params`, answering its rows. The name must always stand for the same
 * text. An error of the statement is thrown as PGlite throws it (with the database's code), after the
 * sync that ends it, so a transaction around it rolls back as usual.
 */
export async function runNamed<T>(
  lite: PGlite,
  inTransaction: boolean,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[]> {
  const statements = states.get(lite)?.statements;
  if (!statements) throw new Error('named statements are not enabled on this database');
  const run = () =>
    lite._runExclusiveQuery(async () => {
      let paramTypes = statements.get(name);
      if (!paramTypes) {
        const described = await lite.execProtocolStream(
          join([
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        paramTypes = parse.parseDescribeStatementResults(described);
        statements.set(name, paramTypes);
      }
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serialize = lite.serializers[paramTypes[i] ?? 0];
        return serialize ? serialize(param) : String(param);
      });
      const messages = await lite.execProtocolStream(
        join([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await lite.syncToFs();
      const [result] = parse.parseResults(messages, lite.parsers, {
        rowMode: 'object',
        parsers: RAW_PARSERS,
      });
      return (result?.rows ?? []) as T[];
    });
  // Outside a transaction it waits, as PGlite's own query does, for any transaction to end: the one
  // session must not run it inside another caller's transaction.
  return inTransaction ? run() : lite._runExclusiveTransaction(run);
}
