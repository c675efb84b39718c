import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import {
  DepositBody,
  LoginBody,
  MainDynamicConfigQuery,
  PlayerDetailsResponse,
  RegisterBody,
  TokenLoginInput,
} from './account';

describe('account and session calls', () => {
  it('token login reads form or query strings', () => {
    const input = {
      token: 't',
      domain: 'touchline.ie',
      lang: 'en',
      website: 'sport',
      device: 'mobile',
      app: '1',
    };
    expect(TokenLoginInput.parse(input).app).toBe(1);
    expect(TokenLoginInput.safeParse({ ...input, app: '2' }).success).toBe(false);
  });
  it('login fills the constants of the spec (app_version 1, cache_version 39719, rememberMe 1)', () => {
    const body = LoginBody.parse({
      username: 'punter42',
      password: 'pw',
      website: 'sport',
      device: 'desktop',
      app: '0',
    });
    expect(body).toMatchObject({ app_version: 1, cache_version: 39719, rememberMe: 1 });
  });
  it('login rejects a blank username', () => {
    const body = { username: '  ', password: 'pw', website: 'sport', device: 'desktop', app: 0 };
    expect(LoginBody.safeParse(body).success).toBe(false);
  });
  it('registration checks email, password length, date of birth, terms and the registration token', () => {
    const body = {
      username: 'punter42',
      email: 'pat@example.com',
      password: 'correct horse',
      currency: 'EUR',
      country: 'IE',
      bookmaker: 'touchline_ie',
      date_of_birth: '1990-05-17',
      terms_accepted: true,
    };
    expect(RegisterBody.safeParse(body).success).toBe(true);
    expect(RegisterBody.safeParse({ ...body, registration_token: 'spring-2026' }).success).toBe(true);
    expect(RegisterBody.safeParse({ ...body, email: 'pat' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...body, password: 'short' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...body, date_of_birth: '1990-02-30' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...body, terms_accepted: false }).success).toBe(false);
    const { date_of_birth: _missing, ...withoutBirthday } = body;
    expect(RegisterBody.safeParse(withoutBirthday).success).toBe(false);
    expect(RegisterBody.safeParse({ ...body, registration_token: 'a/b' }).success).toBe(false);
  });
  it('main dynamic config reads is_global_project as a boolean', () => {
    const query = MainDynamicConfigQuery.parse({
      app: '0',
      device: 'desktop',
      website: 'sport',
      is_global_project: '0',
    });
    expect(query.is_global_project).toBe(false);
  });
  it('player details answers user and balances', () => {
    expect(PlayerDetailsResponse.safeParse({ user: examples.user, balance: examples.balance }).success).toBe(
      true,
    );
  });
  it('the mock deposit takes a positive amount in minor units (10.00 = 1000)', () => {
    expect(DepositBody.safeParse({ amount: 1000 }).success).toBe(true);
    expect(DepositBody.safeParse({ amount: 0 }).success).toBe(false);
    expect(DepositBody.safeParse({ amount: -1000 }).success).toBe(false);
  });
});
