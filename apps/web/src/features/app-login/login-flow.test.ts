import type { LoginResponse } from '@touchline/contract';
import { describe, expect, it, vi } from 'vitest';
import { type LoginAnswer, type LoginApi, logIn, loginBody } from './login-flow';

const ok = (token: string | null, domain = 'ie.touchline.example'): LoginAnswer => ({
  body: {
    status: 'success',
    message: null,
    data: { temporary_token: null, sportify: { access_token: token }, domain },
  },
});
const refused = (message: string): LoginAnswer => ({
  body: { status: 'error', message, data: null } satisfies LoginResponse,
});
const transfer: LoginAnswer = {
  body: {
    status: 'error',
    message: 'This account belongs to gb.touchline.example: continue there',
    data: { temporary_token: 'temp-123', sportify: { access_token: null }, domain: 'gb.touchline.example' },
  },
};

function api(first: LoginAnswer, retry: LoginAnswer = ok('retried', 'gb.touchline.example')) {
  return {
    login: vi.fn<LoginApi['login']>(async () => first),
    loginWithToken: vi.fn<LoginApi['loginWithToken']>(async () => retry),
  };
}

const credentials = { username: 'demo-gb', password: 'secret-password' };

describe('login params', () => {
  it('carry rememberMe 1, website sport, device mobile, app 1, app_version 1 and cache_version 39719', () => {
    expect(loginBody(credentials, 'en')).toEqual({
      username: 'demo-gb',
      password: 'secret-password',
      rememberMe: 1,
      website: 'sport',
      lang: 'en',
      device: 'mobile',
      app: 1,
      app_version: 1,
      cache_version: 39719,
      global_project: '',
    });
  });
});

describe('logIn', () => {
  it('answers the access token and domain of a successful login', async () => {
    const calls = api(ok('access-1'));
    expect(await logIn(calls, credentials, 'en')).toEqual({
      kind: 'success',
      accessToken: 'access-1',
      domain: 'ie.touchline.example',
    });
    expect(calls.loginWithToken).not.toHaveBeenCalled();
  });

  it("retries a temporary_token against the domain's country site with the token login", async () => {
    const calls = api(transfer);
    const result = await logIn(calls, credentials, 'de');
    expect(calls.loginWithToken).toHaveBeenCalledWith({
      token: 'temp-123',
      domain: 'gb.touchline.example',
      lang: 'de',
      website: 'sport',
      device: 'mobile',
      app: 1,
    });
    expect(result).toEqual({ kind: 'success', accessToken: 'retried', domain: 'gb.touchline.example' });
  });

  it("is a refusal with the server's message when the retry is refused", async () => {
    const calls = api(transfer, refused('That login link is not valid'));
    expect(await logIn(calls, credentials, 'en')).toEqual({
      kind: 'failure',
      message: 'That login link is not valid',
      refused: true,
    });
  });

  it("is a refusal with the server's message without a temporary token", async () => {
    expect(await logIn(api(refused('Wrong username or password')), credentials, 'en')).toEqual({
      kind: 'failure',
      message: 'Wrong username or password',
      refused: true,
    });
  });

  it('is no_token when a successful answer has no access token', async () => {
    expect(await logIn(api(ok(null)), credentials, 'en')).toEqual({ kind: 'no_token' });
  });

  it('is a failure, not a refusal, when the server is not reached', async () => {
    expect(await logIn(api({ unreachable: 'CONNECTION_ERROR' }), credentials, 'en')).toEqual({
      kind: 'failure',
      message: 'CONNECTION_ERROR',
      refused: false,
    });
  });
});
