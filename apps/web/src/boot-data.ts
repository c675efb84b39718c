/**
 * The page's first module starts the data calls of the shell (and of the home page when that is the
 * page opened) at once, while React and the rest of the app still download; the queries take these
 * answers (shared/api/prefetch.ts) instead of asking again once the app runs.
 */
import { currentBrand } from '@/brands/current-brand';
import { prefetch } from '@/shared/api/prefetch';
import { type ApiCall, type ApiContext, apiContextFor, calls } from '@/shared/api/requests';
import { initialLanguage } from '@/shared/i18n/initial-language';

/** Whether a path is the home page (the calls it needs are known before the router runs). */
export const isHomePath = (pathname: string): boolean => pathname === '/' || pathname === '';

/** The calls the first screen of a path needs before anything else. */
export function bootCalls(pathname: string, ctx: ApiContext): ApiCall[] {
  const shell = [calls.navigation(ctx), calls.config(ctx), calls.sports(ctx)];
  return isHomePath(pathname) ? [...shell, calls.home(ctx), calls.betsStats(ctx)] : shell;
}

export function startBootCalls(pathname: string): void {
  const ctx = apiContextFor(initialLanguage(currentBrand.defaultLanguage));
  for (const call of bootCalls(pathname, ctx)) prefetch(call.path, call.params);
}
