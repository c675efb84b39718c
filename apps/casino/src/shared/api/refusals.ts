/**
 * A refused call in the bettor's words. The wallet and the studio refuse with a code; each code a bettor
 * can meet has its own translated text, and anything else falls back on a general one.
 */
import type { TFunction } from 'i18next';
import { ApiError, CONNECTION_ERROR } from './client';

/** Refusals after which the session takes no more bets: the page around the game is told. */
const SESSION_ENDING = new Set([
  'SELF_EXCLUDED',
  'TIMED_OUT',
  'CASINO_SESSION_EXPIRED',
  'CASINO_SESSION_NOT_FOUND',
  'CASINO_SESSION_CLOSED',
]);

/** The refusal's code: the server's, or the HTTP status's meaning when it gave none. */
export function refusalCode(error: unknown): string {
  if (!(error instanceof ApiError)) return 'UNEXPECTED';
  if (error.code) return error.code;
  if (error.status === 401) return 'CASINO_SESSION_EXPIRED';
  if (error.status === 0) return CONNECTION_ERROR;
  return error.status >= 500 ? 'SERVER_ERROR' : 'REFUSED';
}

/** True when the refusal ends the session (excluded, timed out, expired): no further bet can succeed. */
export const endsSession = (error: unknown): boolean => SESSION_ENDING.has(refusalCode(error));

/** The text a bettor reads for a refused call. */
export function explainRefusal(error: unknown, t: TFunction): string {
  const code = refusalCode(error);
  switch (code) {
    case 'BALANCE_INSUFFICIENT':
      return t('refusals.insufficientFunds');
    case 'SELF_EXCLUDED':
      return t('refusals.selfExcluded');
    case 'TIMED_OUT':
      return t('refusals.timedOut');
    case 'LOSS_LIMIT_EXCEEDED':
      return t('refusals.lossLimit');
    case 'CASINO_SESSION_EXPIRED':
    case 'CASINO_SESSION_NOT_FOUND':
    case 'CASINO_SESSION_CLOSED':
      return t('refusals.sessionExpired');
    case 'ROUND_OPEN':
      return t('refusals.roundOpen');
    case 'ROULETTE_TABLE_CLOSED':
      return t('refusals.tableClosed');
    case 'CASINO_ROUND_CLOSED':
    case 'ROUND_CLOSED':
    case 'ROULETTE_BETS_CLOSED':
      return t('refusals.betsClosed');
    case CONNECTION_ERROR:
      return t('refusals.network');
    case 'SERVER_ERROR':
      return t('refusals.server');
    default:
      if (/STAKE/.test(code)) return t('refusals.stake');
      if (/CLOSED/.test(code)) return t('refusals.betsClosed');
      return t('refusals.general');
  }
}
