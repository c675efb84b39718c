import { AFFILIATE_VALUE_MAX_LENGTH } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { dbKinds, warnIfPostgresSkipped } from '../../../test/db';

warnIfPostgresSkipped();

let counter = 0;

describe.each(dbKinds)('registration keeps the affiliate data with the account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (affiliation: unknown) => {
    counter += 1;
    const username = `aff${counter}${Math.random().toString(36).slice(2, 7)}`;
    const request = t.app.inject({
      method: 'POST',
      url: '/auth/register',
      remoteAddress: `10.91.${Math.floor(counter / 250)}.${counter % 250}`,
      payload: {
        username,
        email: `${username}@example.com`,
        password: 'long-enough-pw',
        bookmaker: 'touchline_ie',
        date_of_birth: '1984-11-02',
        terms_accepted: true,
        ...(affiliation === undefined ? {} : { affiliation }),
      },
    });
    return { username, request };
  };
  const stored = async (username: string) =>
    t.db.database.query<Record<string, string | null>>(
      `select a.idaffiliation, a.click_id, a.bonus_code, a.custom_click_id
         from user_affiliations a join users u on u.id = a.user_id where u.username = $1`,
      [username],
    );

  it('stores the four affiliate cookies the registration carries', async () => {
    const { username, request } = register({
      idaffiliation: 'Spring Promo 2026',
      click_id: 'adgroup-17',
      bonuscode: 'WELCOME50',
      custom_click_id: 'adgroup-17',
    });
    expect((await request).statusCode).toBe(200);
    expect(await stored(username)).toEqual([
      {
        idaffiliation: 'Spring Promo 2026',
        click_id: 'adgroup-17',
        bonus_code: 'WELCOME50',
        custom_click_id: 'adgroup-17',
      },
    ]);
  });

  it('stores the parts present and nothing for a registration without affiliate data', async () => {
    const partial = register({ idaffiliation: 'ΚΑΜΠΑΝΙΑ_ελλάδα' });
    expect((await partial.request).statusCode).toBe(200);
    expect(await stored(partial.username)).toEqual([
      { idaffiliation: 'ΚΑΜΠΑΝΙΑ_ελλάδα', click_id: null, bonus_code: null, custom_click_id: null },
    ]);
    const none = register(undefined);
    expect((await none.request).statusCode).toBe(200);
    expect(await stored(none.username)).toEqual([]);
    const empty = register({});
    expect((await empty.request).statusCode).toBe(200);
    expect(await stored(empty.username)).toEqual([]);
  });

  it('refuses values that are too long, empty, carry markup or quotes, and unknown fields, opening no account', async () => {
    const refused = [
      { idaffiliation: 'x'.repeat(AFFILIATE_VALUE_MAX_LENGTH + 1) },
      { click_id: '   ' },
      { bonuscode: '<script>alert(1)</script>' },
      { idaffiliation: `camp"aign` },
      { custom_click_id: 'a;b' },
      { idaffiliation: 'ok', btag: 'other' },
    ];
    for (const affiliation of refused) {
      const { username, request } = register(affiliation);
      const res = await request;
      expect(res.statusCode, JSON.stringify(affiliation)).toBe(400);
      const [row] = await t.db.database.query<{ n: number }>(
        'select count(*)::int as n from users where username = $1',
        [username],
      );
      expect(row?.n).toBe(0);
    }
    // The longest value passes.
    const longest = register({ idaffiliation: 'x'.repeat(AFFILIATE_VALUE_MAX_LENGTH) });
    expect((await longest.request).statusCode).toBe(200);
  });
});
