/**
 * What the first screen of a page load needs before anything else, read from its address alone (the
 * router has not run yet): the shell's calls always, and those of the home, match or live page. The
 * inline boot script (early.ts) starts them while the app downloads; boot.tsx waits for them briefly.
 */
import { type ApiCall, type ApiContext, calls } from '@/shared/api/calls';
import { parseEventSlug } from '@/shared/routing/paths';

export interface FirstScreen {
  home: boolean;
  live: boolean;
  /** The event of a match page. */
  eventId: string | null;
}

const NUMERIC = /^\d+$/;

/** Mirrors the match routes of app/router.tsx: /:sport/:competition/:slug, esports/match/:id, virtual/:id/:slug. */
export function firstScreen(pathname: string, search: string): FirstScreen {
  const parts = pathname.split('/').filter(Boolean);
  const query = new URLSearchParams(search);
  let eventId: string | null = null;
  if (parts[0] === 'esports' && parts[1] === 'match' && parts.length === 3) {
    eventId = query.get('event_id') ?? parts[2] ?? null;
  } else if (parts.length === 3) {
    eventId = parseEventSlug(parts[2] ?? '')?.id ?? null;
  }
  return {
    home: parts.length === 0,
    live: parts.length === 1 && parts[0] === 'live' && !query.has('sport'),
    eventId: eventId !== null && NUMERIC.test(eventId) ? eventId : null,
  };
}

/**
 * The calls of a first screen, in the order they matter. The location check is one of them on every page:
 * its notice covers any page, and asked by the app it would wait for the app's files. The operator's
 * banners and text overrides come last: the first render waits for them too (app/layouts/content.tsx).
 */
export function firstCalls(screen: FirstScreen, ctx: ApiContext, time: number = Date.now()): ApiCall[] {
  const page: ApiCall[] = screen.home
    ? [calls.home(ctx), calls.betsStats(ctx)]
    : screen.eventId
      ? [calls.markets(ctx, screen.eventId)]
      : screen.live
        ? [calls.eventsLive(ctx)]
        : [];
  return [
    ...page,
    calls.navigation(ctx),
    calls.config(ctx),
    calls.sports(ctx),
    calls.ipCheck(ctx, time),
    calls.globalContent(ctx),
    calls.translations(ctx),
  ];
}
