/** SQL of push notifications: the bettors' devices and the queue of notifications. */
import { type AnyColumn, and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { pushDevices, pushNotifications, users } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

export type PushDeviceRow = typeof pushDevices.$inferSelect;
export type PushNotificationRow = typeof pushNotifications.$inferSelect;

/**
 * Registers a token for a bettor. Registering it again keeps its properties; a token that comes back
 * under another bettor moves to them with the defaults, since language and opt-ins were the other
 * bettor's choices.
 */
export async function upsertDevice(
  db: Executor,
  row: {
    token: string;
    userId: number;
    platform: 'ios' | 'android';
    topics: string[];
    sessionFamily: string;
    now: Date;
  },
): Promise<PushDeviceRow> {
  const sameOwner = sql`${pushDevices.userId} = excluded.user_id`;
  const keepIfSameOwner = (column: AnyColumn, name: string) =>
    sql`case when ${sameOwner} then ${column} else excluded.${sql.identifier(name)} end`;
  const [device] = await db
    .insert(pushDevices)
    .values({
      token: row.token,
      userId: row.userId,
      platform: row.platform,
      lang: null,
      country: null,
      topics: row.topics,
      sessionFamily: row.sessionFamily,
      registeredAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: {
        lang: keepIfSameOwner(pushDevices.lang, 'lang'),
        country: keepIfSameOwner(pushDevices.country, 'country'),
        topics: keepIfSameOwner(pushDevices.topics, 'topics'),
        registeredAt: sql`case when ${sameOwner} then ${pushDevices.registeredAt} else excluded.registered_at end`,
        userId: sql`excluded.user_id`,
        platform: sql`excluded.platform`,
        sessionFamily: sql`excluded.session_family`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!device) throw new Error('push device upsert returned no row');
  return device;
}

/** Removes the bettor's own device; false when the bettor has no device with this token. */
export async function deleteDevice(db: Executor, userId: number, token: string): Promise<boolean> {
  const removed = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.token, token), eq(pushDevices.userId, userId)))
    .returning({ token: pushDevices.token });
  return removed.length > 0;
}

/** Removes the devices registered under a login family (that login logged out). */
export async function deleteDevicesOfFamily(db: Executor, familyId: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.sessionFamily, familyId));
}

/** Removes tokens the provider says no longer exist (the app was uninstalled). */
export async function deleteTokens(db: Executor, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.delete(pushDevices).where(inArray(pushDevices.token, [...tokens]));
}

/** Sets the properties of the bettor's own device; undefined when the bettor has no such device. */
export async function updateProperties(
  db: Executor,
  userId: number,
  token: string,
  set: { lang: string; country: string; topics?: string[]; now: Date },
): Promise<PushDeviceRow | undefined> {
  const [device] = await db
    .update(pushDevices)
    .set({
      lang: set.lang,
      country: set.country,
      ...(set.topics ? { topics: set.topics } : {}),
      updatedAt: set.now,
    })
    .where(and(eq(pushDevices.token, token), eq(pushDevices.userId, userId)))
    .returning();
  return device;
}

/** The bettor's devices, oldest registration first. */
export async function devicesOf(db: Executor, userId: number): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(asc(pushDevices.registeredAt), asc(pushDevices.token));
}

export async function insertNotification(
  tx: Tx,
  rows:
    | { userId: number; kind: string; params: Record<string, unknown>; createdAt: Date }
    | ReadonlyArray<{ userId: number; kind: string; params: Record<string, unknown>; createdAt: Date }>,
): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  if (list.length > 0) await tx.insert(pushNotifications).values(list);
}

/**
 * Locks the oldest notifications still to send. SKIP LOCKED lets several servers dispatch at once,
 * each taking other rows, so a notification is sent by one of them.
 */
export async function claimPending(
  tx: Tx,
  limit: number,
  maxAttempts: number,
): Promise<PushNotificationRow[]> {
  return tx
    .select()
    .from(pushNotifications)
    .where(and(isNull(pushNotifications.sentAt), lt(pushNotifications.attempts, maxAttempts)))
    .orderBy(asc(pushNotifications.seq))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(pushNotifications).set({ sentAt: at }).where(eq(pushNotifications.id, id));
}

export async function markFailed(tx: Tx, id: string): Promise<void> {
  await tx
    .update(pushNotifications)
    .set({ attempts: sql`${pushNotifications.attempts} + 1` })
    .where(eq(pushNotifications.id, id));
}

/** The bettor's notifications, newest first (tests and support read them). */
export async function notificationsOf(db: Executor, userId: number): Promise<PushNotificationRow[]> {
  return db
    .select()
    .from(pushNotifications)
    .where(eq(pushNotifications.userId, userId))
    .orderBy(sql`${pushNotifications.seq} desc`);
}

/** The brand of the bettor, which decides a device's language until the app sets it. */
export async function bookmakerOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ bookmaker: users.bookmaker }).from(users).where(eq(users.id, userId));
  return row?.bookmaker;
}
