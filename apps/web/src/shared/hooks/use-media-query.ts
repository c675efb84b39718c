/** Whether a media query matches, kept in step with the viewport. */
import { useCallback, useSyncExternalStore } from 'react';
import { matchesMedia, onMediaChange } from '@/shared/platform/page';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((listener: () => void) => onMediaChange(query, listener), [query]);
  return useSyncExternalStore(subscribe, () => matchesMedia(query));
}
