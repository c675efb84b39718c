/** Whether an element is on screen or close to it, for lists that render only what can be seen. */
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { isNearViewport, observeNearViewport } from '@/shared/platform/page';

export function useNearViewport(
  ref: RefObject<Element | null>,
  marginPx: number,
  onLeave?: (element: Element) => void,
): boolean {
  const [near, setNear] = useState(false);
  // Decided before the first paint, so what is on screen never starts as a placeholder (no layout shift).
  useLayoutEffect(() => {
    if (ref.current && isNearViewport(ref.current, marginPx)) setNear(true);
  }, [ref, marginPx]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeNearViewport(element, marginPx, (next) => {
      if (!next) onLeave?.(element);
      setNear(next);
    });
  }, [ref, marginPx, onLeave]);
  return near;
}
