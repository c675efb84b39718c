/** Why a login failed, in the bettor's words (the server's answers: 401, 403, 409, 423, 429). */
import type { LoginResponse } from '@touchline/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '@/shared/api/client';
import { explainApiError, minutesFrom } from '@/shared/api/errors';
import { explainLimitRefusal } from '@/shared/safe-gambling/refusals';

/** Minutes named in the server's lockout message, when it carries no Retry-After. */
const minutesInMessage = (message: string): number | null => {
  const match = /(\d+)\s*minute/.exec(message);
  return match ? Number(match[1]) : null;
};

export function explainLoginError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('login.errors.invalid');
    if (error.status === 423) {
      const minutes =
        error.retryAfterSeconds !== null
          ? minutesFrom(error.retryAfterSeconds)
          : minutesInMessage(error.message);
      return minutes === null ? t('login.errors.lockedNoTime') : t('login.errors.locked', { count: minutes });
    }
    if (error.status === 403) {
      const shut = explainLimitRefusal(error, t);
      if (shut !== null) return shut;
      if (error.code === 'TIMED_OUT' || /time-?out|timed out/i.test(error.message))
        return t('login.errors.timedOut');
      if (error.code === 'SELF_EXCLUDED' || /self-?exclu/i.test(error.message))
        return t('login.errors.selfExcluded');
      return /compromised/i.test(error.message) ? t('login.errors.compromised') : t('login.errors.suspended');
    }
  }
  return explainApiError(error, t);
}

/** A 200 answer that still does not log in: another country's site, or no token at all. */
export function explainLoginAnswer(answer: LoginResponse, t: TFunction): string | null {
  if (answer.data?.temporary_token && answer.data.domain) {
    return t('login.errors.otherSite', { domain: answer.data.domain });
  }
  if (!answer.data?.sportify.access_token) {
    return answer.message
      ? t('login.errors.serverSays', { message: answer.message })
      : t('login.errors.noAccessToken');
  }
  return null;
}
