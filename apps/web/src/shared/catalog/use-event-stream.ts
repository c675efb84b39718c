/**
 * Subscribes to the `{bookmaker}_events` channel ("Pub/sub") and writes
 * each push into every cached catalogue payload. Pushes are batched per animation frame so a burst of
 * odds changes costs one cache pass.
 */

import { useQueryClient } from '@tanstack/react-query';
import type { EventDelta, EventsPush } from '@touchline/contract';
import { useEffect } from 'react';
import { currentBrand } from '@/brands/current-brand';
import { onResync, subscribe } from '@/shared/realtime/socket';
import { CATALOG_KEY } from './api/keys';
import { indexDeltas, patchPayload } from './deltas';

type DeltaListener = (ids: ReadonlySet<string>, deltas: readonly EventDelta[]) => void;
const deltaListeners = new Set<DeltaListener>();

/** Screens that refetch on changes (the live list) hear which events changed. */
export function onEventDeltas(listener: DeltaListener): () => void {
  deltaListeners.add(listener);
  return () => deltaListeners.delete(listener);
}

const isPush = (value: unknown): value is EventsPush =>
  typeof value === 'object' && value !== null && Array.isArray((value as { events?: unknown }).events);

export function useEventStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    let pending: EventDelta[] = [];
    let frame: number | null = null;
    const flush = () => {
      frame = null;
      const batch = pending;
      pending = [];
      const index = indexDeltas(batch);
      client.setQueriesData({ queryKey: [CATALOG_KEY] }, (data: unknown) => patchPayload(data, index));
      const ids = new Set(index.keys());
      for (const listener of deltaListeners) listener(ids, batch);
    };
    const stop = subscribe(`${currentBrand.bookmaker}_events`, (payload) => {
      if (!isPush(payload)) return;
      pending.push(...payload.events);
      frame ??= requestAnimationFrame(flush);
    });
    // After a dropped connection or a hidden tab, what was missed is fetched again.
    const stopResync = onResync(() => void client.invalidateQueries({ queryKey: [CATALOG_KEY] }));
    return () => {
      stop();
      stopResync();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [client]);
}
