/** Refusals every form explains the same way: no connection, too many requests, a session gone. */
import type { TFunction } from 'i18next';
import { explainLimitRefusal } from '@/shared/safe-gambling/refusals';
import { ApiError, CONNECTION_ERROR, INVALID_REQUEST } from './client';

/** Minutes to wait, rounded up, from a Retry-After in seconds. */
export const minutesFrom = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * The words for a failed call when nothing more specific applies: the server's own message as a last
 * resort (it names the field and the rule).
 */
export function explainApiError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected');
  if (error.status === 0 && error.code === CONNECTION_ERROR) return t('errors.network');
  if (error.status === 0 && error.code === INVALID_REQUEST) return t('errors.invalidForm');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    return seconds === null
      ? t('errors.rateLimited')
      : seconds < 120
        ? t('errors.rateLimitedSeconds', { count: Math.max(1, seconds) })
        : t('errors.rateLimitedMinutes', { count: minutesFrom(seconds) });
  }
  if (error.status === 401) return t('errors.sessionEnded');
  if (error.status >= 500) return t('errors.server');
  return explainLimitRefusal(error, t) ?? (error.message || t('errors.unexpected'));
}
