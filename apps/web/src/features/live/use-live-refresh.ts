/**
 * The live list refresh: when event-change notifications overlap the
 * list's events and the page is visible, refetch, throttled to once per 3 s and never in the first 3 s
 * after mount.
 */
import { useEffect, useMemo, useRef } from 'react';
import { onEventDeltas } from '@/shared/catalog';
import { isPageVisible } from '@/shared/platform/page';
import { throttle } from '@/shared/platform/timers';

export const LIVE_REFRESH_MS = 3000;

/** Whether a change concerns the list: one of its events, or an event entering or leaving in-play. */
export function overlapsList(
  changed: ReadonlySet<string>,
  listIds: ReadonlySet<string>,
  liveFlips: boolean,
): boolean {
  if (liveFlips) return true;
  for (const id of changed) if (listIds.has(id)) return true;
  return false;
}

export function useLiveRefresh(eventIds: readonly string[], refetch: () => void): void {
  const idSet = useMemo<ReadonlySet<string>>(() => new Set(eventIds), [eventIds]);
  const ids = useRef(idSet);
  ids.current = idSet;
  const run = useRef(refetch);
  run.current = refetch;
  useEffect(() => {
    const throttled = throttle(() => run.current(), LIVE_REFRESH_MS, LIVE_REFRESH_MS);
    const stop = onEventDeltas((changed, deltas) => {
      if (!isPageVisible()) return;
      const flips = deltas.some((delta) => delta.removed === true || delta.is_live !== undefined);
      if (overlapsList(changed, ids.current, flips)) throttled.call();
    });
    return () => {
      stop();
      throttled.dispose();
    };
  }, []);
}
