import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMailer } from './outbox';

describe('Account and session: password mails land in a readable local outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let now = Date.UTC(2026, 0, 1);
  const mailer = outboxMailer(dir, { now: () => now });

  it('writes .eml files and reads them back newest first, with their links', async () => {
    await mailer.send({
      to: 'a@example.com',
      subject: 'First',
      text: 'Open http://localhost:8081/reset-password/abc now',
    });
    now += 1000;
    await mailer.send({
      to: 'B@example.com',
      subject: 'Second',
      text: 'Line one\nhttps://x.example/y?z=1\n',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const raw = readFileSync(join(dir, files.sort()[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: .*\r\nTo: a@example.com\r\nSubject: First\r\n/);

    const mails = await mailer.latest();
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(mails[0]?.text).toBe('Line one\nhttps://x.example/y?z=1\n');
    expect(mails[1]?.links).toEqual(['http://localhost:8081/reset-password/abc']);
    expect(mails[1]?.date).toBe('2026-01-01T00:00:00.000Z');
  });

  it('filters by recipient (case-insensitive) and limits', async () => {
    expect((await mailer.latest({ to: 'b@EXAMPLE.com' })).map((mail) => mail.subject)).toEqual(['Second']);
    expect(await mailer.latest({ limit: 1 })).toHaveLength(1);
  });

  it('keeps a typed address from injecting headers', async () => {
    await mailer.send({ to: 'c@example.com\r\nBcc: evil@example.com', subject: 'S', text: 'x' });
    const [mail] = await mailer.latest({ limit: 1 });
    expect(mail?.to).toBe('c@example.com Bcc: evil@example.com');
  });

  it('an outbox that does not exist yet is empty', async () => {
    expect(await outboxMailer(join(dir, 'missing'), { now: () => 0 }).latest()).toEqual([]);
  });
});
