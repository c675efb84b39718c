/**
 * What the operator says to bettors, loaded after the first paint (never part of the home route's
 * initial JavaScript): the message banner in its place under the header menus, the rewards popup for a
 * logged-in bettor, the cookie choices with the tag manager, and the operator's text overrides. In the
 * footer, the Cookie settings entry. Each feature comes with its texts in a chunk of its own; the
 * rewards popup's markdown library loads only for a logged-in bettor.
 */
import { lazy, Suspense, useEffect } from 'react';
import { currentLanguage, withTexts } from '@/shared/i18n/i18n';
import { startRemoteTexts } from '@/shared/i18n/remote-texts';
import { useIsLoggedIn } from '@/shared/session';
import { ErrorBoundary } from '@/shared/ui/error-boundary';

const MessageBanner = lazy(
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
const ConsentHost = lazy(
  withTexts(
    () => import('@/features/consent').then((module) => ({ default: module.ConsentHost })),
    () => import('@/features/consent/texts'),
  ),
);
const CookieSettingsLink = lazy(
  withTexts(
    () => import('@/features/consent').then((module) => ({ default: module.CookieSettingsLink })),
    () => import('@/features/consent/texts'),
  ),
);

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
  useEffect(() => startRemoteTexts(currentLanguage), []);
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
