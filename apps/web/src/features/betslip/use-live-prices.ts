/**
 * Live prices of the slip: its selections are asked again every
 * 60 s (first 3 s after mount), and when an event-change message names one of their events, at most
 * once per 3 s. What moved is highlighted by the slip machine; a suspended market shows 'Suspended'.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiContextFor } from '@/shared/api/requests';
import { useSlip } from '@/shared/betslip';
import { onEventDeltas } from '@/shared/catalog';
import { isPageVisible } from '@/shared/platform/page';
import { after, cancel, every, throttle } from '@/shared/platform/timers';
import { fetchCurrentSelections } from './api/current-selections';

/** Selection refresh period. */
export const SELECTION_REFRESH_MS = 60_000;
/** First refresh after mount, and the throttle of event-change refreshes. */
export const SELECTION_THROTTLE_MS = 3_000;

export function useLivePrices(): void {
  const { i18n } = useTranslation();
  const hasSelections = useSlip((state) => state.slip.selections.length > 0);
  const language = i18n.language;
  useEffect(() => {
    if (!hasSelections) return;
    let controller: AbortController | null = null;
    const refresh = () => {
      const ids = useSlip.getState().slip.selections.map((s) => s.outcome.id);
      if (ids.length === 0) return;
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchCurrentSelections(apiContextFor(language), ids, current.signal).then(
        (updates) => {
          if (!current.signal.aborted) useSlip.getState().dispatch({ type: 'UPDATE_PRICES', updates });
        },
        () => undefined,
      );
    };
    const first = after(SELECTION_THROTTLE_MS, refresh);
    const periodic = every(SELECTION_REFRESH_MS, refresh);
    const throttled = throttle(refresh, SELECTION_THROTTLE_MS, SELECTION_THROTTLE_MS);
    const stop = onEventDeltas((changed) => {
      if (!isPageVisible()) return;
      const events = useSlip.getState().slip.selections;
      if (events.some((s) => changed.has(s.event.id))) throttled.call();
    });
    return () => {
      cancel(first);
      cancel(periodic);
      throttled.dispose();
      stop();
      controller?.abort();
    };
  }, [hasSelections, language]);
}
