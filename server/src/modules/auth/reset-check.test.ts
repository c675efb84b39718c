import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { RESET_TOKEN_TTL_MS } from './service';
import { manualClock, registerUser } from './testing';

warnIfPostgresSkipped();

describe.each(dbKinds)('checking a reset link when its page opens on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const clock = manualClock();

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'touchline-reset-check-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir }, clock });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mailedToken = async (email: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    const mails = res.json().mails as Array<{ links: string[] }>;
    const link = mails[0]?.links.find((candidate) => candidate.includes('/reset-password/')) ?? '';
    return link.split('/reset-password/')[1] ?? '';
  };
  const check = async (token: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password/check', payload: { token } });
    expect(res.statusCode).toBe(200);
    return res.json().data.state as string;
  };
  const requestLink = async (username: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/recover', payload: { username } });
    expect(res.statusCode).toBe(200);
  };

  it('a fresh link is valid however often it is checked, and used once it has set a password', async () => {
    const user = await registerUser(t.app);
    await requestLink(user.username);
    const token = await mailedToken(user.email);
    expect(token.length).toBeGreaterThan(16);
    expect(await check(token)).toBe('valid');
    expect(await check(token)).toBe('valid');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'a-fresh-secret-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await check(token)).toBe('used');
  });

  it('a link past its hour reads expired, and an unknown token too', async () => {
    const user = await registerUser(t.app);
    await requestLink(user.username);
    const token = await mailedToken(user.email);
    clock.advance(RESET_TOKEN_TTL_MS + 1000);
    expect(await check(token)).toBe('expired');
    expect(await check('no-such-token-at-all-here')).toBe('expired');
  });

  it('refuses a body without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/reset-password/check', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
