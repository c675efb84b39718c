/**
 * The account frame in the page: its own chunk (code and texts), loaded once the first screen is done,
 * or as soon as someone opens it (a request, a logout, or query actions in the address).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAccountFrame } from '@/shared/account-frame';
import { withTexts } from '@/shared/i18n/i18n';
import { afterFirstScreen } from '@/shared/platform/page';
import { after, cancel, type TimerId } from '@/shared/platform/timers';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { hasQueryActions } from './query-keys';

const FrameHost = lazy(
  withTexts(
    () => import('./frame-host'),
    () => import('./texts'),
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

/** True once the frame should load. */
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

/** A frame that fails to load leaves the page usable without it. */
const hidden = () => null;

export function AccountFrame() {
  const ready = useFrameWhenIdle();
  if (!ready) return null;
  return (
    <ErrorBoundary fallback={hidden}>
      <Suspense fallback={null}>
        <FrameHost />
      </Suspense>
    </ErrorBoundary>
  );
}
