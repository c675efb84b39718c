/**
 * The session as the app keeps it: the balance the shell hands over (update_balance) or the app's
 * refresh reads (getMainDynamicConfig), and the app's logout method. App only (loaded lazily).
 */
import {
  type AppBalanceUpdate,
  LOGIN_CONSTANTS,
  LogoutBody,
  MainDynamicConfigQuery,
  type MainDynamicConfigResponse,
} from '@touchline/contract';
import { apiRequest } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { signInWithAccessToken, useSession } from '@/shared/session';

/** What both carry: the sportsbook access token, and the user with its balance (null: nobody logged in). */
type BalanceNews = {
  auth_related_config: AppBalanceUpdate['auth_related_config'];
  auth_config: { user: AppBalanceUpdate['auth_config']['user'] | null };
};

/**
 * Writes a balance from the app into the session. A token other than the session's starts a session
 * of that token (the app logged in, or in as someone else); a balance is shown only for the session's
 * own user. Cash and bonus are in minor units; without them the total is cash beside the bonus held.
 */
export async function applyAppBalance(news: BalanceNews): Promise<void> {
  const token = news.auth_related_config.sportify.access_token;
  const user = news.auth_config.user;
  if (token && token !== useSession.getState().token && !(await signInWithAccessToken(token))) {
    console.warn('the app sent an access token the server does not accept');
    return;
  }
  const session = useSession.getState();
  if (!user || !session.user || session.user.username !== user.username) return;
  const bonus = user.balance.bonus ?? session.user.bonus;
  const cash = user.balance.cash ?? user.balance.total - bonus;
  session.updateUser({ balance: cash, bonus, currency: user.balance.currency });
}

/** The app's query of the session's token and balance. */
export const appConfigQuery = (): MainDynamicConfigQuery =>
  MainDynamicConfigQuery.parse({
    app: 1,
    device: 'mobile',
    is_global_project: false,
    lang: currentLanguage(),
    website: 'sport',
  });

/**
 * The app's balance refresh: GET /v2/core/config/getMainDynamicConfig, read for its access token and
 * user balance. No user there means the session ended on the server: it is cleared here too.
 */
export async function refreshAppBalance(): Promise<void> {
  const { token } = useSession.getState();
  if (!token) return;
  const answer = await apiRequest<MainDynamicConfigResponse>(
    '/v2/core/config/getMainDynamicConfig',
    appConfigQuery(),
  );
  if (useSession.getState().token !== token) return;
  if (!answer.auth_config.user) {
    useSession.getState().clear();
    return;
  }
  await applyAppBalance(answer);
}

/** The app's logout body: the web's fields with the app's flag, version, cache version and project. */
export const appLogoutBody = (username: string): LogoutBody =>
  LogoutBody.parse({
    username,
    website: 'sport',
    lang: currentLanguage(),
    device: 'mobile',
    app: 1,
    app_version: LOGIN_CONSTANTS.app_version,
    cache_version: LOGIN_CONSTANTS.cache_version,
    global_project: '',
  });

/** The app's logout method: POST {api}/auth/logout, form-encoded, for the token that was the session's. */
export async function appLogoutCall(token: string, username: string): Promise<void> {
  await apiRequest('/auth/logout', {}, { method: 'POST', token, form: true, body: appLogoutBody(username) });
}
