import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';
import { readTogether } from '../../db/named';
import { liveSession, liveSessionOf, liveSessionRead } from './repo';
import { registerUser } from './testing';

warnIfPostgresSkipped();

describe.each(dbKinds)('the live session read with other reads on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionOf = async (userId: number) => {
    const [row] = await t.db.database.query<{ id: string }>('select id from sessions where user_id = $1', [
      userId,
    ]);
    if (!row) throw new Error('no session');
    return row.id;
  };
  const readWithOthers = async (sessionId: string, now: Date) =>
    liveSessionOf(
      (await readTogether(t.app.ctx.database.db, { live: liveSessionRead(sessionId, now) })).live[0],
    );

  it('answers the same session and user rows as the lookup, timestamps as Dates, every column set', async () => {
    const user = await registerUser(t.app);
    // Every nullable column of the user holds a value, timestamps with microseconds.
    await t.db.database.query(
      `update users set locked_until = now() - interval '1 hour', excluded_until = now() - interval '1.234567 second',
              exclusion_kind = 'time_out', registration_token = 'campaign', failed_logins = 2 where id = $1`,
      [user.userId],
    );
    const id = await sessionOf(user.userId);
    const now = new Date();
    const looked = await liveSession(t.app.ctx.database.db, id, now);
    const read = await readWithOthers(id, now);
    expect(looked).toBeDefined();
    expect(read).toEqual(looked);
    expect(read?.user.excludedUntil).toBeInstanceOf(Date);
    expect(read?.session.expiresAt).toBeInstanceOf(Date);
    expect(read?.user.dateOfBirth).toBe('1990-05-17');
    expect(read?.user.id).toBe(user.userId);
  });

  it('finds no session once it is revoked or past its idle or its absolute expiry, as the lookup', async () => {
    for (const end of [
      'revoked_at = now()',
      "expires_at = now() - interval '1 second'",
      "absolute_expires_at = now() - interval '1 second'",
    ]) {
      const user = await registerUser(t.app);
      const id = await sessionOf(user.userId);
      const now = new Date();
      expect(await readWithOthers(id, now)).toBeDefined();
      await t.db.database.query(`update sessions set ${end} where id = $1`, [id]);
      expect(await liveSession(t.app.ctx.database.db, id, now)).toBeUndefined();
      expect(await readWithOthers(id, now)).toBeUndefined();
    }
  });
});
