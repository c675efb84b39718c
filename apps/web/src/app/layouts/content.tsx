/**
 * What the operator says to bettors, never part of the home route's initial JavaScript: the message
 * banner in its place under the header menus, the rewards popup for a logged-in bettor, the cookie
 * choices with the tag manager, and the operator's text overrides. In the footer, the Cookie settings
 * entry. Each feature comes with its texts in a chunk of its own; the rewards popup's markdown library
 * loads only for a logged-in bettor. What the first screen shows (the banner, the cookie bar, the
 * overrides) is fetched while the first screen's data is (prepareContent), so it is part of the first
 * render instead of pushing the page down or painting late after it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { configQuery } from '@/shared/api/config';
import type { ApiContext } from '@/shared/api/context';
import { globalContentQuery } from '@/shared/content/global-content';
import { currentLanguage, withTexts } from '@/shared/i18n/i18n';
import { startRemoteTexts } from '@/shared/i18n/remote-texts';
import { useIsLoggedIn } from '@/shared/session';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { preloadable } from '@/shared/ui/preloadable';

const MessageBanner = preloadable(
  withTexts(
    () => import('@/features/banners').then((module) => ({ default: module.MessageBanner })),
    () => import('@/features/banners/texts'),
  ),
);
const RewardsPopup = lazy(
  withTexts(
    () => import('@/features/rewards-popup').then((module) => ({ default: module.RewardsPopup })),
    () => import('@/features/rewards-popup/texts'),
  ),
);
const ConsentHost = preloadable(
  withTexts(
    () => import('@/features/consent').then((module) => ({ default: module.ConsentHost })),
    () => import('@/features/consent/texts'),
  ),
);
const CookieSettingsLink = preloadable(
  withTexts(
    () => import('@/features/consent').then((module) => ({ default: module.CookieSettingsLink })),
    () => import('@/features/consent/texts'),
  ),
);

/**
 * Before the first render: the operator's text overrides, and the code of the message banner and of the
 * cookie choices when the first screen will show them. Never fails (a part that fails loads later, as
 * the page renders it, or not at all).
 */
export function prepareContent(client: QueryClient, ctx: ApiContext): Promise<unknown> {
  return Promise.allSettled([
    startRemoteTexts(currentLanguage),
    client
      .fetchQuery(globalContentQuery(ctx))
      .then(({ banners }) => (banners.some((banner) => banner.visible) ? MessageBanner.preload() : null)),
    client
      .fetchQuery(configQuery(ctx))
      .then(({ brand }) =>
        brand.consent_policy ? Promise.all([ConsentHost.preload(), CookieSettingsLink.preload()]) : null,
      ),
  ]);
}

/** A part that fails leaves the page usable without it. */
const hidden = () => null;

function Part({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary fallback={hidden}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export default function Content({ part }: { part: 'page' | 'footer' }) {
  if (part === 'footer') {
    return (
      <Part>
        <CookieSettingsLink />
      </Part>
    );
  }
  return <PageContent />;
}

function PageContent() {
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    void startRemoteTexts(currentLanguage);
  }, []);
  return (
    <>
      <Part>
        <MessageBanner />
      </Part>
      <Part>
        <ConsentHost />
      </Part>
      {loggedIn ? (
        <Part>
          <RewardsPopup />
        </Part>
      ) : null}
    </>
  );
}
