/**
 * Where pushes go. A provider delivers one message to one device and says how it went; the default
 * writes each message as a JSON file to a local outbox under DATA_DIR (like e-mail), so a developer or
 * an end-to-end test can read what a phone would have shown. An operator plugs in APNs or FCM by
 * implementing the same interface.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type PushMessageKind, type PushPlatform, SentPush } from '@touchline/contract';
import type { Clock } from '../../context';

/** One notification for one device, its text already in the device's language. */
export interface PushMessage {
  token: string;
  platform: PushPlatform;
  kind: PushMessageKind;
  title: string;
  body: string;
  /** What the app reads when the bettor opens it from the notification. */
  data: Record<string, string>;
}

/**
 * sent: delivered to the provider; unregistered: the token no longer exists (the app was removed), so
 * the device is forgotten; failed: try again later.
 */
export type PushDelivery = 'sent' | 'unregistered' | 'failed';

export interface PushProvider {
  send(message: PushMessage): Promise<PushDelivery>;
}

/** A provider whose messages can be read back: the local outbox. */
export interface PushOutbox extends PushProvider {
  /** The newest messages first, optionally only those to one device. */
  latest(options?: { limit?: number; token?: string }): Promise<SentPush[]>;
}

/** The push outbox folder of a data directory. */
export const pushOutboxDir = (dataDir: string): string => resolve(dataDir, 'push-outbox');

/** The default provider: each message a JSON file whose name sorts by time. */
export function outboxPushProvider(dir: string, clock: Clock): PushOutbox {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const now = clock.now();
      // Time first so a listing is chronological; the counter orders messages of one millisecond.
      sequence = (sequence + 1) % 1_000_000;
      const id = `${String(now).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const stored: SentPush = { id, ...message, date: new Date(now).toISOString() };
      await writeFile(join(dir, `${id}.json`), JSON.stringify(stored, null, 2), {
        encoding: 'utf8',
        flag: 'wx',
      });
      return 'sent';
    },

    async latest(options = {}) {
      const limit = options.limit ?? 20;
      let names: string[];
      try {
        names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
      names.sort().reverse();
      const found: SentPush[] = [];
      for (const name of names) {
        if (found.length >= limit) break;
        const parsed = SentPush.safeParse(JSON.parse(await readFile(join(dir, name), 'utf8')));
        if (!parsed.success) continue;
        if (options.token === undefined || parsed.data.token === options.token) found.push(parsed.data);
      }
      return found;
    },
  };
}
