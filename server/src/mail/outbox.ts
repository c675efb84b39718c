/**
 * Outgoing e-mail written to a local outbox folder (DATA_DIR/outbox/*.eml) instead of an SMTP relay,
 * so a developer or an end-to-end test can open the password reset link that was really sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Clock } from '../context';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

export interface StoredMail extends Mail {
  id: string;
  from: string;
  /** ISO date-time the mail was written. */
  date: string;
  /** Every http(s) address in the body, in order. */
  links: string[];
}

export interface Mailer {
  send(mail: Mail): Promise<StoredMail>;
  /** The newest mails first, optionally only those to one address (case-insensitive). */
  latest(options?: { limit?: number; to?: string }): Promise<StoredMail[]>;
}

export const MAIL_FROM = 'Touchline <no-reply@touchline.example>';

/** The outbox folder of a data directory. */
export const outboxDir = (dataDir: string): string => resolve(dataDir, 'outbox');

const LINK = /https?:\/\/[^\s<>"']+/g;
const extractLinks = (text: string): string[] => text.match(LINK) ?? [];

// Header values come from our own code, but an address typed by a user must never inject headers.
const headerValue = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

function toEml(mail: StoredMail): string {
  const headers = [
    `From: ${headerValue(mail.from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${new Date(mail.date).toUTCString()}`,
    `Message-ID: <${mail.id}@touchline.local>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}`;
}

function fromEml(id: string, raw: string): StoredMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const text = split === -1 ? '' : raw.slice(split + 4).replace(/\r\n/g, '\n');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const date = new Date(headers.get('date') ?? 0);
  return {
    id,
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    date: Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString(),
    text,
    links: extractLinks(text),
  };
}

/** A mailer that writes each mail as an .eml file; file names sort by time. */
export function outboxMailer(dir: string, clock: Clock): Mailer {
  let sequence = 0;
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const now = clock.now();
      // Time first so a directory listing is chronological; the counter orders mails of one millisecond.
      sequence = (sequence + 1) % 1_000_000;
      const id = `${String(now).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const stored: StoredMail = {
        ...mail,
        id,
        from: MAIL_FROM,
        date: new Date(now).toISOString(),
        links: extractLinks(mail.text),
      };
      await writeFile(join(dir, `${id}.eml`), toEml(stored), { encoding: 'utf8', flag: 'wx' });
      return stored;
    },

    async latest(options = {}) {
      const limit = options.limit ?? 20;
      const to = options.to?.toLowerCase();
      let names: string[];
      try {
        names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
      names.sort().reverse();
      const found: StoredMail[] = [];
      for (const name of names) {
        if (found.length >= limit) break;
        const mail = fromEml(name.slice(0, -4), await readFile(join(dir, name), 'utf8'));
        if (to === undefined || mail.to.toLowerCase() === to) found.push(mail);
      }
      return found;
    },
  };
}
