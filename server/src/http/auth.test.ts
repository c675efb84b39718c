import { type CallDef, calls } from '@touchline/contract';
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

  // Every call that needs a login, sent with input no schema accepts: a NUL character, which every route
  // refuses with a 400 before its own schema runs, in the path, the query and the body.
  const loginOnly = (Object.entries(calls) as [string, CallDef][]).filter(
    ([, call]) => call.auth === 'required',
  );
  let address = 0;
  const malformed = (call: CallDef, headers: Record<string, string>) =>
    t.app.inject({
      method: call.method,
      url: `${call.path.replace(/:[a-z_]+/g, '%00')}?bookmaker=${IE}&nonsense=%00`,
      headers: { ...headers, 'content-type': 'application/json' },
      // A fresh client address each time, so the per-IP rate limits of the account calls stay out of it.
      remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
      ...(call.method === 'GET' ? {} : { payload: '{"nonsense":"\\u0000"}' }),
    });

  it('the walk covers the login-only calls of every module, the account and the cashier included', () => {
    expect(loginOnly.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'changePassword',
        'mintSportToken',
        'getPlayerDetails',
        'keepSession',
        'cashierDeposit',
        'cashierPayments',
        'getPlayerLimits',
        'getInbox',
        'readInboxMessage',
        'readAllInbox',
        'takeExclusion',
        'getImgArenaStream',
        'submitBetslip',
      ]),
    );
  });

  it.each(loginOnly)(
    'required: a guest with a malformed request hears 401, not 400 (%s)',
    async (_name, call) => {
      if (!t.app.hasRoute({ method: call.method, url: call.path })) return;
      const guest = await malformed(call, {});
      expect(guest.statusCode, guest.body).toBe(401);
      const expired = await malformed(call, { jwt: 'not-a-token' });
      expect(expired.statusCode, expired.body).toBe(401);
      expect(expired.json().message).toContain('log in again');
      const bettor = await malformed(call, { jwt: user.token });
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
