/**
 * Push notifications: the bettor's devices and their properties, the queue other modules write to in
 * the transaction of their event, and the dispatcher that sends the queue through the provider.
 */
import {
  brandByBookmaker,
  type Country,
  type Currency,
  DEFAULT_BRAND,
  DEFAULT_PUSH_TOPICS,
  type Language,
  PUSH_TOPIC_OF,
  PushBetWonParams,
  type PushDevice,
  PushMessageKind,
  type PushPropertiesBody,
  type PushTopic,
  type RegisterPushDeviceBody,
} from '@touchline/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tx';
import { notFound } from '../../http/errors';
import type { Authenticated } from '../auth';
import type { PushMessage, PushProvider } from './provider';
import {
  bookmakerOf,
  claimPending,
  deleteDevice,
  deleteDevicesOfFamily,
  deleteTokens,
  devicesOf,
  insertNotification,
  markFailed,
  markSent,
  type PushDeviceRow,
  updateProperties,
  upsertDevice,
} from './repo';
import { renderPush } from './texts';

/** A notification stays queued through this many failed sends, then is given up. */
export const PUSH_MAX_ATTEMPTS = 5;
/** Notifications one dispatch round takes. */
export const PUSH_BATCH = 100;

/** What another module queues: a kind with its facts. */
export type PushEntry = { kind: 'bet_won'; params: PushBetWonParams };

/**
 * Queues a notification for the bettor inside the caller's transaction: it is sent when, and only if,
 * the event it tells about commits.
 */
export async function queuePush(tx: Tx, userId: number, entry: PushEntry, now: Date): Promise<void> {
  await queuePushes(tx, [{ userId, entry }], now);
}

/** Queues notifications for many bettors in one statement (see queuePush). */
export async function queuePushes(
  tx: Tx,
  pushes: ReadonlyArray<{ userId: number; entry: PushEntry }>,
  now: Date,
): Promise<void> {
  await insertNotification(
    tx,
    pushes.map(({ userId, entry }) => ({ userId, kind: entry.kind, params: entry.params, createdAt: now })),
  );
}

type Account = Pick<Authenticated['user'], 'bookmaker' | 'currency'>;

const toDevice = (row: PushDeviceRow, account: Account): PushDevice => ({
  token: row.token,
  platform: row.platform,
  lang: row.lang as Language | null,
  country: row.country as Country | null,
  bookmaker: account.bookmaker,
  currency: account.currency as Currency,
  topics: row.topics as PushTopic[],
  registered_at: row.registeredAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function pushFor(ctx: AppContext) {
  const db = () => ctx.database.db;
  const now = () => new Date(ctx.clock.now());
  return {
    async register(bettor: Authenticated, body: RegisterPushDeviceBody): Promise<PushDevice> {
      const row = await upsertDevice(db(), {
        token: body.token,
        userId: bettor.user.id,
        platform: body.platform,
        topics: [...DEFAULT_PUSH_TOPICS],
        sessionFamily: bettor.session.familyId,
        now: now(),
      });
      return toDevice(row, bettor.user);
    },

    async unregister(userId: number, token: string): Promise<{ removed: boolean }> {
      return { removed: await deleteDevice(db(), userId, token) };
    },

    /** Another bettor's token, or one never registered, is not found: register first. */
    async setProperties(bettor: Authenticated, body: PushPropertiesBody): Promise<PushDevice> {
      const row = await updateProperties(db(), bettor.user.id, body.token, {
        lang: body.lang,
        country: body.country,
        ...(body.topics ? { topics: [...body.topics] } : {}),
        now: now(),
      });
      if (!row) throw notFound('token: no such device of this bettor; register it first');
      return toDevice(row, bettor.user);
    },

    /** The bettor's devices as the API shows them. */
    async devices(bettor: Pick<Authenticated, 'user'>): Promise<PushDevice[]> {
      return (await devicesOf(db(), bettor.user.id)).map((row) => toDevice(row, bettor.user));
    },

    /** A login family logged out: its devices stop receiving that bettor's pushes. */
    async forgetFamily(familyId: string): Promise<void> {
      await deleteDevicesOfFamily(db(), familyId);
    },
  };
}

export interface DispatchReport {
  /** Notifications settled this round (sent, or with no device to send to). */
  notifications: number;
  /** Messages the provider accepted. */
  sent: number;
  /** Notifications that stay queued after a failed send. */
  failed: number;
}

/**
 * Sends queued notifications: each to every device of its bettor opted in to its topic, in the
 * device's language. Rows stay locked while they are sent, so two servers never send one twice; a
 * server dying mid-round leaves them queued and they are sent again (at least once). A token the
 * provider no longer knows is forgotten.
 */
export async function dispatchPush(
  ctx: AppContext,
  provider: PushProvider,
  limit = PUSH_BATCH,
): Promise<DispatchReport> {
  const report: DispatchReport = { notifications: 0, sent: 0, failed: 0 };
  await ctx.database.db.transaction(async (tx) => {
    const pending = await claimPending(tx, limit, PUSH_MAX_ATTEMPTS);
    for (const notification of pending) {
      const kind = PushMessageKind.safeParse(notification.kind);
      const params = PushBetWonParams.safeParse(notification.params);
      if (!kind.success || !params.success) {
        // A row this server cannot read (written by a newer version) waits for one that can.
        await markFailed(tx, notification.id);
        report.failed += 1;
        continue;
      }
      const topic = PUSH_TOPIC_OF[kind.data];
      const devices = (await devicesOf(tx, notification.userId)).filter((device) =>
        device.topics.includes(topic),
      );
      // Until the app sets a device's properties: the account brand's first language and its country.
      const brand = brandByBookmaker((await bookmakerOf(tx, notification.userId)) ?? '') ?? DEFAULT_BRAND;
      const gone: string[] = [];
      let failed = 0;
      for (const device of devices) {
        const lang = (device.lang ?? brand.languages[0] ?? 'en') as Language;
        const country = (device.country ?? brand.COUNTRY) as Country;
        const message: PushMessage = {
          token: device.token,
          platform: device.platform,
          kind: kind.data,
          ...renderPush(kind.data, params.data, lang, country),
        };
        const delivery = await provider.send(message).catch(() => 'failed' as const);
        if (delivery === 'sent') report.sent += 1;
        else if (delivery === 'unregistered') gone.push(device.token);
        else failed += 1;
      }
      await deleteTokens(tx, gone);
      // Sent to some devices and not others: it is not sent again, so nobody gets it twice.
      if (failed > 0 && failed === devices.length - gone.length) {
        await markFailed(tx, notification.id);
        report.failed += 1;
      } else {
        await markSent(tx, notification.id, new Date(ctx.clock.now()));
        report.notifications += 1;
      }
    }
  });
  return report;
}
