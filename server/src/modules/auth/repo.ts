/** SQL of accounts: users, sessions and single-use tokens. */
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/named';
import { type AuthTokenPurpose, authTokens, sessions, userAffiliations, users } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user by username or, when it has an @, by e-mail; both case-insensitive. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      value.includes('@') ? sql`lower(${users.email}) = ${value}` : sql`lower(${users.username}) = ${value}`,
    );
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Which of a username and an e-mail are taken already. */
export async function takenIdentity(
  db: Executor,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  return {
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

/** Inserts a user; undefined when the username or e-mail is taken (also when two sign-ups race). */
export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Keeps the affiliate data a new account registered with. */
export async function insertAffiliation(tx: Tx, row: typeof userAffiliations.$inferInsert): Promise<void> {
  await tx.insert(userAffiliations).values(row);
}

/**
 * Counts a failed login in one statement (safe under concurrency); the attempt that reaches the limit
 * locks the account and starts the count again.
 */
export async function recordFailedLogin(
  db: Db,
  userId: number,
  limit: number,
  lockUntil: Date,
): Promise<{ lockedUntil: Date | null; failedLogins: number }> {
  const reached = sql`${users.failedLogins} + 1 >= ${limit}`;
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`case when ${reached} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil, failedLogins: users.failedLogins });
  return row ?? { lockedUntil: null, failedLogins: 0 };
}

export async function clearFailedLogins(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateUser(
  db: Executor,
  userId: number,
  changes: Partial<Pick<UserRow, 'passwordHash' | 'passwordCompromised' | 'failedLogins' | 'lockedUntil'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  session: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/**
 * What makes a session live at `now`: not revoked, and neither its idle nor its absolute expiry
 * passed. The one statement of the rule, for the lookup below and for the read a route sends inside
 * its own transaction (`liveSessionRead`). Plain SQL, on the tables by their own names: the read is
 * built on every bet submit, and column objects cost more to build and render than the text.
 */
const liveSessionCondition = (sessionId: unknown, now: unknown): SQL =>
  sql`sessions.id = ${sessionId} and sessions.revoked_at is null
      and sessions.expires_at > ${now} and sessions.absolute_expires_at > ${now}`;

const prepareLiveSession = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionCondition(sql.placeholder('sessionId'), sql.placeholder('now')))
    .prepare('auth_live_session');

// Every authenticated request runs this lookup, so it is built once per database and prepared on the
// server once per connection: building and planning it each time cost more than running it.
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

/** A session that is neither revoked nor expired at `now`, with its user (read anew on every call). */
export async function liveSession(db: Db, sessionId: string, now: Date): Promise<LiveSession | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, now: now.toISOString() });
  return row;
}

/**
 * liveSession as a read to send with the other reads of a transaction's first statement
 * (`readTogether`): at most one row, the session and its user as JSON; `liveSessionOf` decodes it.
 */
export const liveSessionRead = (sessionId: string, now: Date): SQL =>
  sql`select to_jsonb(sessions) as session, to_jsonb(users) as "user"
        from sessions join users on users.id = sessions.user_id
       where ${liveSessionCondition(sessionId, now.toISOString())}`;

const sessionOfJson = jsonRowDecoder(sessions);
const userOfJson = jsonRowDecoder(users);

/** The session and user of the row liveSessionRead answered; undefined when it found none. */
export function liveSessionOf(row: Record<string, unknown> | undefined): LiveSession | undefined {
  const session = row?.session;
  const user = row?.user;
  if (!session || typeof session !== 'object' || !user || typeof user !== 'object') return undefined;
  return {
    session: sessionOfJson(session as Record<string, unknown>),
    user: userOfJson(user as Record<string, unknown>),
  };
}

/** Pushes a live session's idle expiry forward (never past its absolute expiry). */
export async function extendSession(
  db: Executor,
  sessionId: string,
  now: Date,
  idleUntil: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(sessions)
    .set({
      lastSeenAt: now,
      expiresAt: sql`least(${idleUntil.toISOString()}::timestamptz, ${sessions.absoluteExpiresAt})`,
    })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt ?? null;
}

/** Ends every live session of a family (a login and the sessions handed over from it). */
export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, optionally sparing one family (the one changing the password). */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  now: Date,
  spareFamily?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        spareFamily === undefined ? undefined : sql`${sessions.familyId} <> ${spareFamily}`,
      ),
    );
}

export async function insertAuthToken(db: Executor, token: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(token);
}

/**
 * Marks a token used and returns it, in one statement, so two concurrent redemptions cannot both
 * succeed. undefined when unknown, used, expired or of another purpose.
 */
export async function consumeAuthToken(
  db: Executor,
  tokenHash: string,
  purposes: readonly AuthTokenPurpose[],
  now: Date,
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        inArray(authTokens.purpose, [...purposes]),
      ),
    )
    .returning();
  return row;
}

/** A single-use token by its hash and purposes, used or not, without touching it. */
export async function findAuthToken(
  db: Executor,
  tokenHash: string,
  purposes: readonly AuthTokenPurpose[],
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), inArray(authTokens.purpose, [...purposes])))
    .limit(1);
  return row;
}

/** Invalidates a user's unused tokens of some purposes (e.g. older reset links once one is used). */
export async function expireUserTokens(
  db: Executor,
  userId: number,
  purposes: readonly AuthTokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.usedAt),
        inArray(authTokens.purpose, [...purposes]),
      ),
    );
}

/** When the user's latest token of a purpose was made, to avoid mailing the same link again and again. */
export async function latestTokenAt(
  db: Executor,
  userId: number,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${authTokens.createdAt})` })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}
