/** The event statistics page the stats modal frames. */
import { getStatsPage, StatsTheme } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../http/routes';
import { STATS_PAGE_POLICY, type Theme } from './page';
import { statsPage } from './service';

/** The sportsbook keeps the theme in a `theme` cookie (apps/web settings store). */
export function themeFromCookie(cookie: string | undefined): Theme | undefined {
  const value = /(?:^|;\s*)theme=([^;]*)/.exec(cookie ?? '')?.[1];
  const parsed = StatsTheme.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Scores change while an event is live: caches may keep the page only briefly. */
export const STATS_CACHE_CONTROL = 'private, max-age=15';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  callRoute(app, getStatsPage, {}, async (request, reply) => {
    const { lang, theme, tz } = request.query;
    const page = await statsPage(ctx, request.params.event_id, {
      lang,
      theme: theme ?? themeFromCookie(request.headers.cookie) ?? 'dark',
      timeZone: tz,
    });
    return reply
      .status(page.status)
      .header('content-security-policy', STATS_PAGE_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('cache-control', STATS_CACHE_CONTROL)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
};
