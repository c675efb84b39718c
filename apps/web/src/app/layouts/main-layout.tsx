/**
 * The main layout: header menus, left column (menus by zone
 * and route), the routed page with the footer and scroll-to-top, the right column with the betslip,
 * sidebars, bottom navigation, floating betslip and the modals.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
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
  useShellUi,
} from '@/features/app-shell';
import { BetBuilderHost, BetBuilderPanel } from '@/features/bet-builder';
import { BetslipPanel, MobileBetslip, useSlipDeepLinks } from '@/features/betslip';
import { LiveMatchWidget } from '@/features/event';
import { hasQueryActions } from '@/features/frame/query-actions';
import { SettingsModal } from '@/features/settings';
import { StreamPanel } from '@/features/streams';
import { TipsCarousel } from '@/features/tips';
import { useAccountFrame, useLoginSwitch } from '@/shared/account-frame';
import { useSlip } from '@/shared/betslip';
import { asksForBetBuilder, BET_BUILDER_STORAGE_KEY } from '@/shared/betslip/bet-builder-key';
import { useEventStream } from '@/shared/catalog';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { withTexts } from '@/shared/i18n/i18n';
import { afterFirstScreen, scrollToTop } from '@/shared/platform/page';
import { readText } from '@/shared/platform/storage';
import { after, cancel, type TimerId } from '@/shared/platform/timers';
import { useSettingsModal } from '@/shared/preferences';
import { parseEventSlug } from '@/shared/routing/paths';
import { useSessionUpkeep } from '@/shared/session';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { Skeleton } from '@/shared/ui/states';
import { setToastSink } from '@/shared/ui/toast';
import { useLeafRoute } from '../leaf-route';
import { bottomTabOf, keepsLiveEvent, showsEsportsMenu } from '../route-names';
import styles from './main-layout.module.css';

/** Mobile means a viewport under 800 px. */
const MOBILE_MAX = 800;
/** The right column (betslip, streams) shows from 1200 px (main-layout.module.css). */
const DESKTOP_MIN = 1200;
/** Scroll delay after a route change. */
const SCROLL_DELAY_MS = 100;

/** The account frame: its own chunk (code and texts), mounted once the first paint is done. */
const FrameHost = lazy(
  withTexts(
    () => import('@/features/frame/frame-host'),
    () => import('@/features/frame/texts'),
  ),
);
/**
 * How long the account frame waits after the first screen (loaded, then an idle moment) when nothing
 * asks for it sooner. The account site is a whole second app (its own React, router and pages) on the
 * same main thread: loaded during start-up it delays the first screen's answers to taps.
 */
const FRAME_AFTER_FIRST_SCREEN_MS = 3000;
/** Longest wait for the idle moment after the load. */
const FRAME_IDLE_MAX_WAIT_MS = 2000;

/**
 * True once the frame should load: some time after the first screen, or as soon as someone opens it
 * (a request, a logout, or query actions in the address).
 */
function useFrameWhenIdle(): boolean {
  const [ready, setReady] = useState(
    () => useAccountFrame.getState().request !== null || hasQueryActions(window.location),
  );
  useEffect(() => {
    if (ready) return;
    let timer: TimerId | null = null;
    let stopped = false;
    void afterFirstScreen(FRAME_IDLE_MAX_WAIT_MS).then(() => {
      if (!stopped) timer = after(FRAME_AFTER_FIRST_SCREEN_MS, () => setReady(true));
    });
    const stop = useAccountFrame.subscribe((state) => {
      if (state.request !== null || state.logoutId > 0) setReady(true);
    });
    return () => {
      stopped = true;
      cancel(timer);
      stop();
    };
  }, [ready]);
  return ready;
}

/**
 * True once the bet builder is wanted: the address asks for it (a link, the match page's button) or
 * it holds a bet from before. Until then none of its code loads.
 */
function useBetBuilderWanted(search: string): boolean {
  const [wanted, setWanted] = useState(() => readText(BET_BUILDER_STORAGE_KEY) !== null);
  useEffect(() => {
    if (!wanted && asksForBetBuilder(search)) setWanted(true);
  }, [wanted, search]);
  return wanted;
}

/** Side panels and dialogs that fail leave the page usable without them. */
const hidden = () => null;

export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const leaf = useLeafRoute();
  const routeName = leaf.name;
  // Route names containing 'match' show the live match widget.
  const matchId =
    keepsLiveEvent(routeName) && leaf.params.slug ? (parseEventSlug(leaf.params.slug)?.id ?? null) : null;
  const collapse = useShellUi((state) => state.collapse);
  const leftOpen = useShellUi((state) => state.leftOpen);
  const rightOpen = useShellUi((state) => state.rightOpen);
  const withFrame = useFrameWhenIdle();
  useLoginSwitch();
  // The session's balance and counts are kept fresh from the first screen on, not from the frame's
  // later load: a restored session shows no balance until the first fresh one.
  useSessionUpkeep();
  const slipOpen = useShellUi((state) => state.slipOpen);
  const settingsOpen = useSettingsModal((state) => state.open);
  // Columns the viewport hides are not rendered at all: less work before a phone's first paint.
  const withLeft = useMediaQuery(`(min-width: ${MOBILE_MAX}px)`);
  const withRight = useMediaQuery(`(min-width: ${DESKTOP_MIN}px)`);
  useEventStream();
  useSlipDeepLinks();
  const withBuilder = useBetBuilderWanted(location.search);
  const setSlipOpen = useShellUi((state) => state.setSlipOpen);
  const slipVisible = useSlip((state) => state.slip.visible);
  // The slip asked to be seen (a link, a shared bet, the cashier's return): a phone opens its sheet.
  useEffect(() => {
    if (!slipVisible) return;
    if (!withRight) setSlipOpen(true);
    useSlip.getState().dispatch({ type: 'HIDE' });
  }, [slipVisible, withRight, setSlipOpen]);

  // Features raise toasts through shared/ui; the shell's queue shows them.
  useEffect(() => {
    setToastSink((message, tone) => useShellUi.getState().toast(message, tone));
    return () => setToastSink(null);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    collapse();
    // After 100 ms the page scrolls to top, on non-virtual, non-mobile pages. The media query's answer,
    // not window.innerWidth: reading that forces a layout of the page just committed, inside this task.
    if (routeName?.startsWith('virtual') || !withLeft) return;
    const timer = after(SCROLL_DELAY_MS, () => scrollToTop(false));
    return () => cancel(timer);
  }, [location.pathname]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <Header />
      <SportsStrip />
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
            <QuickMenu />
            {showsEsportsMenu(routeName) ? <EsportsMenu /> : <SportsMenu />}
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
          <Footer />
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
          {leftOpen ? <LeftSidebar /> : null}
          {rightOpen ? <AccountSidebar /> : null}
          {slipOpen && !withRight ? <MobileBetslip onClose={() => setSlipOpen(false)} /> : null}
          {settingsOpen ? <SettingsModal /> : null}
        </Suspense>
      </ErrorBoundary>
      {withBuilder ? (
        <ErrorBoundary fallback={hidden}>
          <Suspense fallback={null}>
            <BetBuilderHost withSheet={!withRight} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <Toasts />
      <NetworkModal />
      <ForbiddenModal />
      <RestrictedNotice />
      {withFrame ? (
        <ErrorBoundary fallback={hidden}>
          <Suspense fallback={null}>
            <FrameHost />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
