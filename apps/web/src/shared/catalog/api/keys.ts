/** Every catalogue query key starts here, so realtime deltas can patch them all in one pass. */
import type { ApiContext } from '@/shared/api/context';

export const CATALOG_KEY = 'catalog' as const;

export const catalogKey = (endpoint: string, ctx: ApiContext, params: object = {}) =>
  [CATALOG_KEY, endpoint, ctx.bookmaker, ctx.lang, params] as const;
