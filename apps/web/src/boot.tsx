/** Starts the sportsbook: socket and language set-up, the first screen's data, then the first render. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentBrand } from '@/brands/current-brand';
import { configQuery, navigationQuery } from '@/features/app-shell';
import { createQueryClient } from '@/shared/api/query-client';
import { apiContextFor } from '@/shared/api/requests';
import { betsStatsQuery, eventsLiveQuery, homeQuery, marketsQuery, sportsQuery } from '@/shared/catalog';
import { initI18n, initialLanguage } from '@/shared/i18n/i18n';
import { isApp } from '@/shared/native/platform';
import { listenForStaleChunks } from '@/shared/platform/stale-chunk';
import { configureSocket } from '@/shared/realtime/socket';
import { App } from './app/app';
import { prepareLayout } from './app/layouts/main-layout';
import { preloadPage } from './app/router';
import { firstScreen } from './boot/first-screen';

/**
 * How long the first render waits for the first screen's data (started by the inline boot script) and, on a
 * match or the live page, for the page's module. With both in, the page renders once, complete; a slow answer
 * never holds the page longer than this.
 */
const FIRST_DATA_WAIT_MS = 1_000;

listenForStaleChunks();
configureSocket({ bookmaker: currentBrand.bookmaker });

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

/**
 * Not awaited at the top level: the page modules import this chunk, so a page loaded before the first
 * render (preloadPage) could not finish loading while this module was still evaluating.
 */
async function start(root: HTMLElement): Promise<void> {
  const i18n = await initI18n(initialLanguage(currentBrand.defaultLanguage));

  const client = createQueryClient();
  const ctx = apiContextFor(i18n.language);
  // The app's side of the native bridge; a web visitor never loads it.
  if (isApp()) {
    import('@/shared/native/app-runtime')
      .then((m) =>
        m.startAppRuntime({
          accountSite: () => client.getQueryData(configQuery(ctx).queryKey)?.brand.global_iframe ?? null,
        }),
      )
      .catch(console.error);
  }
  const screen = firstScreen(window.location.pathname, window.location.search);
  const firstData = Promise.allSettled([
    client.prefetchQuery(navigationQuery(ctx)),
    client.prefetchQuery(configQuery(ctx)),
    client.prefetchQuery(sportsQuery(ctx)),
    ...(screen.home ? [client.prefetchQuery(homeQuery(ctx)), client.prefetchQuery(betsStatsQuery(ctx))] : []),
    ...(screen.eventId
      ? [client.prefetchQuery(marketsQuery(ctx, screen.eventId)), preloadPage('match')]
      : []),
    ...(screen.live ? [client.prefetchQuery(eventsLiveQuery(ctx)), preloadPage('live')] : []),
    prepareLayout(client, ctx),
  ]);
  await Promise.race([firstData, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);

  // A transition lets React yield while it builds the first screen, instead of one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
}

void start(root);
