/**
 * Idempotent calls (bet submit, cash-out): the first answer to a key is stored in the transaction that
 * did the work; a retry with the same key and body gets it again, the same key with another body is refused with IDEMPOTENCY_KEY_REUSED.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/tx';
import { conflict } from '../../http/errors';
import { findIdempotent, idempotentInsert, idempotentOf, idempotentSelect, insertIdempotent } from './repo';

/** The stored answers themselves, for a caller that keeps its own answer format (the bet builder). */
export { findIdempotent, insertIdempotent };

export type IdempotentScope = 'betslip.submit' | 'bets.cashout';

export const keyReused = () =>
  conflict(
    'this idempotency key was already used with a different request: send a new key for a new attempt',
    'IDEMPOTENCY_KEY_REUSED',
  );

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of a request body in canonical form. */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonical(body)).digest('hex');

export interface StoredAnswer<T> {
  statusCode: number;
  response: T;
}

/**
 * The stored answer of an earlier call with this key, or null when there is none. Throws
 * IDEMPOTENCY_KEY_REUSED when the key was used with a different body.
 */
export async function storedAnswer<T>(
  db: Executor,
  userId: number,
  scope: IdempotentScope,
  key: string,
  hash: string,
): Promise<StoredAnswer<T> | null> {
  return answerOf<T>(await findIdempotent(db, userId, scope, key), hash);
}

/** storedAnswer as a read to send with the caller's other reads in one statement. */
export const storedAnswerRead = (userId: number, scope: IdempotentScope, key: string): SQL =>
  idempotentSelect(userId, scope, key);

/** What storedAnswer answers, from the row storedAnswerRead read (undefined: none). */
export const storedAnswerOf = <T>(row: Record<string, unknown> | undefined, hash: string) =>
  answerOf<T>(idempotentOf(row), hash);

function answerOf<T>(row: ReturnType<typeof idempotentOf>, hash: string): StoredAnswer<T> | null {
  if (!row) return null;
  if (row.requestHash !== hash) throw keyReused();
  return { statusCode: row.statusCode, response: row.response as T };
}

export interface AnswerEntry {
  userId: number;
  scope: IdempotentScope;
  key: string;
  hash: string;
  statusCode: number;
  response: unknown;
  now: Date;
}

const answerRow = (entry: AnswerEntry) => ({
  userId: entry.userId,
  scope: entry.scope,
  key: entry.key,
  requestHash: entry.hash,
  statusCode: entry.statusCode,
  response: entry.response,
  createdAt: entry.now,
});

/** Stores the answer of a call in the transaction that did its work. */
export async function storeAnswer(tx: Tx, entry: AnswerEntry): Promise<void> {
  await insertIdempotent(tx, answerRow(entry));
}

/**
 * The store of an answer known before the work is written, as a CTE for the statement that writes
 * the work (placeBetInTx's `alongside`): the answer and the work commit in one round trip.
 */
export const answerInsert = (entry: AnswerEntry): SQL => idempotentInsert(answerRow(entry));

/** True for a PostgreSQL unique violation (a racing retry got there first). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
