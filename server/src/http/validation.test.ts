import { NUL_MESSAGE } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registerUser, type TestUser } from '../modules/auth/testing';

const IE = 'touchline_ie';

describe('a NUL character in a request is a 400 naming the field', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { jwt: user.token, accept: 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it.each([
    ['GET', `/echo/v1/markets?bookmaker=${IE}&event_id=1&types=1%00`, 'querystring.types'],
    ['GET', `/v1/betbuilder/ticket?bookmaker=${IE}&id=%00`, 'querystring.id'],
    ['GET', `/v1/tips/fixtures?bookmaker=${IE}&competition_slug=a%00b`, 'querystring.competition_slug'],
    ['GET', `/v1/tips/fixtures?bookmaker=${IE}&sport_slug=%00`, 'querystring.sport_slug'],
    ['GET', `/promotions/v1/results?bookmaker=${IE}&id_board=%00`, 'querystring.id_board'],
    ['GET', `/promotions/v1/is-user-allowed?bookmaker=${IE}&id_board=%00`, 'querystring.id_board'],
    ['GET', '/v1/bet-share/1%00', 'params.id'],
  ] as const)('%s %s', async (method, url, field) => {
    const res = await send(method, url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `${field}: ${NUL_MESSAGE}`,
    });
  });

  it.each([
    ['/v1/bet-share/store-shared', { bookmaker: IE, bet_id: '12\u0000' }, 'body.bet_id'],
    ['/promotions/v1/opt-in', { bookmaker: IE, id_board: '\u0000' }, 'body.id_board'],
    [
      '/v1/betslip/calculate',
      { bookmaker: IE, bets: [{ selections: [{ id: 'x\u0000' }] }] },
      'body.bets.0.selections.0.id',
    ],
    ['/v1/betslip/calculate', { bookmaker: IE, 'key\u0000': 1 }, 'body.key\u0000'],
  ] as const)('POST %s with a NUL in a nested string', async (url, payload, field) => {
    const res = await send('POST', url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`${field}: ${NUL_MESSAGE}`);
  });

  it('a form-encoded body with a NUL is refused the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%00&password=b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`body.username: ${NUL_MESSAGE}`);
  });

  it('a valid request still passes', async () => {
    const res = await send('GET', `/v1/tips/fixtures?bookmaker=${IE}&sport_slug=football`);
    expect(res.statusCode, res.body).toBe(200);
  });
});
