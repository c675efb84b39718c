/**
 * The main layout: header menus, left column (menus by zone
 * and route), the routed page with the footer and scroll-to-top, the right column with the betslip,
 * sidebars, bottom navigation, floating betslip and the modals.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppBanner, appBannerWanted } from '@/features/app-banner';
import {
  AccountSidebar,
  BottomNav,
  EsportsMenu,
  Footer,
  ForbiddenModal,
  Header,
  LeftSidebar,
  NetworkModal,
  QuickMenu,
  RestrictedNotice,
  ScrollTopButton,
  SportsMenu,
  SportsStrip,
  Toasts,
  useShellRouteChange,
  useShellUi,
  useSlipSheetRequests,
} from '@/features/app-shell';
import { BetBuilderHost, BetBuilderPanel, useBetBuilderWanted } from '@/features/bet-builder';
import { BetslipPanel, MobileBetslip, useSlipDeepLinks } from '@/features/betslip';
import { Casino } from '@/features/casino';
import { ChatHost, chatHostWanted } from '@/features/chat';
import { LiveMatchWidget } from '@/features/event';
import { AccountFrame } from '@/features/frame';
import { SettingsModal } from '@/features/settings';
import { StreamPanel } from '@/features/streams';
import { TipsCarousel } from '@/features/tips';
import { useLoginSwitch } from '@/shared/account-frame';
import type { ApiContext } from '@/shared/api/context';
import { useEventStream } from '@/shared/catalog';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { isApp, useAppMode } from '@/shared/native/platform';
import { useSettingsModal } from '@/shared/preferences';
import { parseEventSlug } from '@/shared/routing/paths';
import { useIsLoggedIn, useSessionUpkeep } from '@/shared/session';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { preloadable } from '@/shared/ui/preloadable';
import { Skeleton } from '@/shared/ui/states';
import { useLeafRoute } from '../leaf-route';
import { bottomTabOf, inSportZone, keepsLiveEvent, showsEsportsMenu, showsRightColumn } from '../route-names';
import styles from './main-layout.module.css';

/** Mobile means a viewport under 800 px. */
const MOBILE_MAX = 800;
/** The right column (betslip, streams) shows from 1200 px (main-layout.module.css). */
const DESKTOP_MIN = 1200;

/** Side panels and dialogs that fail leave the page usable without them. */
const hidden = () => null;

/**
 * Inside the native app (Capacitor's runtime says so, never the address), the app's own parts: their
 * chunk is never loaded on the web.
 */
const inApp = isApp();
const AppOnly = lazy(() => import('./app-only'));
/** The reality check and the mini-games: their own chunk, after the first paint. */
const CasinoOverlays = lazy(() => import('./casino'));
/** The operator's banner, rewards popup, cookie choices and text overrides: never in the first load. */
const Content = preloadable(() => import('./content'));

/**
 * What the first screen shows above or over the page, fetched with its data before the first render
 * (boot.tsx): the app banner on a phone, the operator's banner, the cookie bar and the text overrides.
 * Rendered in the first commit, none of them moves the page or paints late after it.
 */
export const prepareLayout = (client: QueryClient, ctx: ApiContext): Promise<unknown> =>
  Promise.allSettled([
    !inApp && appBannerWanted() && !matchMedia(`(min-width: ${MOBILE_MAX}px)`).matches && AppBanner.preload(),
    Content.preload().then((content) => content.prepareContent(client, ctx)),
  ]);

export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const leaf = useLeafRoute();
  const routeName = leaf.name;
  // In the casino zone its menu takes the sports menus' place, in the left column and the drawer.
  const casinoMenu = !inSportZone(routeName) && <Casino menu />;
  // Route names containing 'match' show the live match widget.
  const matchId =
    keepsLiveEvent(routeName) && leaf.params.slug ? (parseEventSlug(leaf.params.slug)?.id ?? null) : null;
  const leftOpen = useShellUi((state) => state.leftOpen);
  const rightOpen = useShellUi((state) => state.rightOpen);
  const slipOpen = useShellUi((state) => state.slipOpen);
  const setSlipOpen = useShellUi((state) => state.setSlipOpen);
  const chatOpen = useShellUi((state) => state.chatOpen);
  const setChatOpen = useShellUi((state) => state.setChatOpen);
  const loggedIn = useIsLoggedIn();
  const settingsOpen = useSettingsModal((state) => state.open);
  // Columns the viewport hides are not rendered at all: less work before a phone's first paint.
  const withLeft = useMediaQuery(`(min-width: ${MOBILE_MAX}px)`);
  const { isOmni } = useAppMode();
  const withRight = useMediaQuery(`(min-width: ${DESKTOP_MIN}px)`) && showsRightColumn(routeName, isOmni);
  const withBuilder = useBetBuilderWanted();

  // What runs the app belongs to its owners; the layout only composes them.
  useLoginSwitch();
  // The session's balance and counts are kept fresh from the first screen on, not from the frame's
  // later load: a restored session shows no balance until the first fresh one.
  useSessionUpkeep();
  useEventStream();
  useSlipDeepLinks();
  // Without the right column the slip lives in a sheet, which opens when the slip asks to be seen.
  useSlipSheetRequests(!withRight);
  // Virtual pages and phones keep their scroll position on a route change.
  useShellRouteChange(!routeName?.startsWith('virtual') && withLeft);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      {/* First in the order: the app banner, on phones, loaded only when it may show. */}
      {withLeft || !appBannerWanted() ? null : (
        <Suspense fallback={null}>
          <AppBanner />
        </Suspense>
      )}
      <Header />
      <SportsStrip />
      <ErrorBoundary fallback={hidden}>
        <Suspense fallback={null}>
          <Content part="page" />
        </Suspense>
      </ErrorBoundary>
      <div className={styles.columns}>
        {withLeft ? (
          <aside className={styles.left} aria-label={t('nav.sportsMenu')}>
            {matchId ? (
              <ErrorBoundary fallback={hidden} resetKey={location.pathname}>
                <Suspense fallback={null}>
                  <LiveMatchWidget eventId={matchId} />
                </Suspense>
              </ErrorBoundary>
            ) : null}
            {casinoMenu ? null : <QuickMenu />}
            <Suspense fallback={null}>
              {casinoMenu || (showsEsportsMenu(routeName) ? <EsportsMenu /> : <SportsMenu />)}
            </Suspense>
          </aside>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <div className={styles.content}>
            {/* A page that fails shows its error inside the shell; another route renders afresh. */}
            <ErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<Skeleton rows={6} height={72} />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
          <ErrorBoundary fallback={hidden}>
            <Suspense fallback={null}>
              <Footer settingsEntries={<Content part="footer" />} />
            </Suspense>
          </ErrorBoundary>
        </main>
        {withRight ? (
          <aside className={styles.right} aria-label={t('betslip.title')}>
            <div className={styles.sticky}>
              {withBuilder ? (
                <ErrorBoundary fallback={hidden} resetKey={location.pathname}>
                  <Suspense fallback={null}>
                    <BetBuilderPanel />
                  </Suspense>
                </ErrorBoundary>
              ) : null}
              <ErrorBoundary fallback={hidden} resetKey={location.pathname}>
                <Suspense fallback={null}>
                  <TipsCarousel />
                </Suspense>
              </ErrorBoundary>
              {/* The slip is the bettor's money: if its file fails, the error and a retry show in its place. */}
              <ErrorBoundary resetKey={location.pathname}>
                <Suspense fallback={<Skeleton rows={1} height={160} />}>
                  <BetslipPanel />
                </Suspense>
              </ErrorBoundary>
              <ErrorBoundary fallback={hidden} resetKey={location.pathname}>
                <Suspense fallback={null}>
                  <StreamPanel />
                </Suspense>
              </ErrorBoundary>
            </div>
          </aside>
        ) : null}
      </div>
      <ScrollTopButton />
      <BottomNav active={bottomTabOf(routeName)} />
      <ErrorBoundary fallback={hidden} resetKey={location.pathname}>
        <Suspense fallback={null}>
          {leftOpen ? <LeftSidebar menus={casinoMenu} /> : null}
          {rightOpen ? <AccountSidebar appEntries={inApp ? <AppOnly part="sidebar" /> : null} /> : null}
          {slipOpen && !withRight ? <MobileBetslip onClose={() => setSlipOpen(false)} /> : null}
          {settingsOpen ? <SettingsModal /> : null}
          <CasinoOverlays />
        </Suspense>
      </ErrorBoundary>
      {withBuilder ? (
        <ErrorBoundary fallback={hidden}>
          <Suspense fallback={null}>
            <BetBuilderHost withSheet={!withRight} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {chatHostWanted(chatOpen, loggedIn) ? (
        <ErrorBoundary fallback={hidden}>
          <Suspense fallback={null}>
            <ChatHost open={chatOpen} onOpenChange={setChatOpen} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <Toasts />
      <NetworkModal />
      <ForbiddenModal />
      <RestrictedNotice />
      <AccountFrame />
      {inApp ? (
        <ErrorBoundary fallback={hidden}>
          <Suspense fallback={null}>
            <AppOnly part="page" />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
