/**
 * The app's password login, pure of the page: POST /auth/login with the login params; a temporary_token
 * in the answer means the account belongs to another country's site, and the login is retried there
 * with the form-encoded token login (POST /auth/loginWithToken with that site's domain).
 */
import type { Language, LoginBody, LoginResponse, TokenLoginInput } from '@touchline/contract';
import { LOGIN_CONSTANTS } from '@touchline/contract';
import type { Credentials } from './ports';

export interface LoginApi {
  /** The answer's body, refusals included (they carry the same body with a 4xx status). */
  login(body: LoginBody): Promise<LoginAnswer>;
  loginWithToken(input: TokenLoginInput): Promise<LoginAnswer>;
}

/** A login answer and whether the server refused (4xx) rather than failing to answer. */
export type LoginAnswer = { body: LoginResponse } | { unreachable: string };

export type LoginResult =
  | { kind: 'success'; accessToken: string; domain: string | null }
  /** Shown as 'LOGIN: ' + message. refused: the server said no (wrong or stale credentials). */
  | { kind: 'failure'; message: string; refused: boolean }
  /** Shown as 'ERROR: No Access Token'. */
  | { kind: 'no_token' };

export function loginBody(credentials: Credentials, lang: Language): LoginBody {
  return {
    username: credentials.username,
    password: credentials.password,
    rememberMe: LOGIN_CONSTANTS.rememberMe,
    website: 'sport',
    lang,
    device: 'mobile',
    app: 1,
    app_version: LOGIN_CONSTANTS.app_version,
    cache_version: LOGIN_CONSTANTS.cache_version,
    global_project: '',
  };
}

function resultOf(answer: LoginAnswer): LoginResult {
  if ('unreachable' in answer) return { kind: 'failure', message: answer.unreachable, refused: false };
  const { body } = answer;
  if (body.status !== 'success') {
    return { kind: 'failure', message: body.message ?? 'Login failed', refused: true };
  }
  const accessToken = body.data?.sportify.access_token;
  if (!accessToken) return { kind: 'no_token' };
  return { kind: 'success', accessToken, domain: body.data?.domain ?? null };
}

export async function logIn(api: LoginApi, credentials: Credentials, lang: Language): Promise<LoginResult> {
  const first = await api.login(loginBody(credentials, lang));
  const transfer = 'body' in first ? first.body.data : null;
  if (transfer?.temporary_token && transfer.domain) {
    return resultOf(
      await api.loginWithToken({
        token: transfer.temporary_token,
        domain: transfer.domain,
        lang,
        website: 'sport',
        device: 'mobile',
        app: 1,
      }),
    );
  }
  return resultOf(first);
}
