/** What the shell does on its own as the bettor moves around: route changes and the slip's requests. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSlip } from '@/shared/betslip';
import { scrollToTop } from '@/shared/platform/page';
import { after, cancel } from '@/shared/platform/timers';
import { useShellUi } from './ui-store';

/** Scroll delay after a route change. */
const SCROLL_DELAY_MS = 100;

/**
 * On every route change menus and sheets collapse, and after 100 ms the page scrolls to top when
 * `scrollToTopOnChange` says so (the layout passes false for virtual pages and phones).
 */
export function useShellRouteChange(scrollToTopOnChange: boolean): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    useShellUi.getState().collapse();
    if (!scrollToTopOnChange) return;
    const timer = after(SCROLL_DELAY_MS, () => scrollToTop(false));
    return () => cancel(timer);
  }, [pathname]);
}

/**
 * The slip asked to be seen (a link, a shared bet, the cashier's return): where it lives in a sheet (a
 * phone), the sheet opens; where it is a column, it is in view already.
 */
export function useSlipSheetRequests(withSheet: boolean): void {
  const slipVisible = useSlip((state) => state.slip.visible);
  useEffect(() => {
    if (!slipVisible) return;
    if (withSheet) useShellUi.getState().setSlipOpen(true);
    useSlip.getState().dispatch({ type: 'HIDE' });
  }, [slipVisible, withSheet]);
}
