/** The login calls through the contract's checked client: a refusal's body is read like an answer. */
import { ApiError, LoginResponse, login, loginWithTokenPost } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import type { LoginAnswer, LoginApi } from './login-flow';

async function answerOf(call: () => Promise<LoginResponse>): Promise<LoginAnswer> {
  try {
    return { body: await call() };
  } catch (error) {
    if (error instanceof ApiError) {
      const refusal = LoginResponse.safeParse(error.body);
      if (refusal.success) return { body: refusal.data };
      return { unreachable: error.message };
    }
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

export const loginApi: LoginApi = {
  // The session's token is not sent: a login starts a session of its own.
  login: (body) => answerOf(() => callApi(login, { body, headers: { jwt: null } })),
  // The retry on the account's own site is the form-encoded token login.
  loginWithToken: (body) =>
    answerOf(() => callApi(loginWithTokenPost, { body, form: true, headers: { jwt: null } })),
};
