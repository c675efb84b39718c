/** The event statistics page the stats modal frames. */
import { DEFAULT_LANGUAGE, Language } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATS_PAGE_POLICY, type Theme } from './page';
import { statsPage } from './service';

const ThemeName = z.enum(['dark', 'light']);

/** Unknown languages fall back to English and unknown themes to the cookie's: the page always renders. */
export const StatsPageQuery = z.object({
  lang: Language.default(DEFAULT_LANGUAGE)
    .catch(DEFAULT_LANGUAGE)
    .describe('Language of the labels; English when unknown'),
  theme: ThemeName.optional().catch(undefined).describe('dark or light; else the theme cookie, else dark'),
  tz: z.string().max(64).optional().catch(undefined).describe('IANA time zone of the dates; UTC when absent'),
});

export const StatsPageParams = z.object({ event_id: z.string().describe('Event id') });

/** The sportsbook keeps the theme in a `theme` cookie (apps/web settings store). */
export function themeFromCookie(cookie: string | undefined): Theme | undefined {
  const value = /(?:^|;\s*)theme=([^;]*)/.exec(cookie ?? '')?.[1];
  const parsed = ThemeName.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Scores change while an event is live: caches may keep the page only briefly. */
export const STATS_CACHE_CONTROL = 'private, max-age=15';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/stats/:event_id',
    {
      schema: {
        summary: 'Statistics page of an event, framed by the stats modal (HTML; 404 page when unknown)',
        tags: ['stats'],
        params: StatsPageParams,
        querystring: StatsPageQuery,
      },
    },
    async (request, reply) => {
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
    },
  );
};
