import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registerUser, type TestUser } from '../modules/auth/testing';

const IE = 'touchline_ie';

describe('the authentication level a route declares', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['POST', '/v1/betslip/calculate'],
    ['POST', '/v1/betslip/submit'],
    ['POST', '/v1/bets/1/cashout'],
    ['GET', '/v1/bets?status=nonsense'],
    ['POST', '/v1/betbuilder/submit'],
    ['POST', '/v1/bet-share/store-shared'],
    ['POST', '/promotions/v1/opt-in'],
  ] as const)(
    'required: a guest with a malformed request hears 401, not 400 (%s %s)',
    async (method, url) => {
      const guest = await t.app.inject({ method, url, payload: { nonsense: true } });
      expect(guest.statusCode, guest.body).toBe(401);
      const expired = await t.app.inject({ method, url, headers: { jwt: 'not-a-token' }, payload: {} });
      expect(expired.statusCode, expired.body).toBe(401);
      expect(expired.json().message).toContain('log in again');
      const bettor = await t.app.inject({
        method,
        url,
        headers: { jwt: user.token },
        payload: { nonsense: true },
      });
      expect(bettor.statusCode, bettor.body).toBe(400);
    },
  );

  it('optional: a guest and a bad token are answered as a guest, a bettor as the bettor', async () => {
    const boards = await t.app.inject({ url: `/promotions/v1/boards?bookmaker=${IE}` });
    const id = boards.json().boards[0]?.id_board;
    expect(id).toBeDefined();
    const url = `/promotions/v1/results?bookmaker=${IE}&id_board=${id}`;
    for (const headers of [{}, { jwt: 'not-a-token' }]) {
      const guest = await t.app.inject({ url, headers });
      expect(guest.statusCode, guest.body).toBe(200);
      expect(guest.json().opt_in).toBeNull();
    }
    const bettor = await t.app.inject({ url, headers: { jwt: user.token } });
    expect(bettor.statusCode, bettor.body).toBe(200);
  });
});
