/** Whether an element is on screen or close to it, for lists that render only what can be seen. */
import { type RefObject, startTransition, useEffect, useState } from 'react';
import { observeNearViewport } from '@/shared/platform/viewport';

/**
 * `initial` is the answer of the first render, decided by the caller without reading layout (a forced
 * layout and a second, synchronous render in the first commit would make it one long task): what may be
 * on screen at the first frame must start near, so it never starts as a placeholder (no layout shift).
 * From then on an IntersectionObserver answers; its changes render in a transition React can interrupt.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  marginPx: number,
  options: { initial: boolean; onLeave?: (element: Element) => void },
): boolean {
  const [near, setNear] = useState(options.initial);
  const { onLeave } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeNearViewport(element, marginPx, (next) => {
      if (!next) onLeave?.(element);
      startTransition(() => setNear(next));
    });
  }, [ref, marginPx, onLeave]);
  return near;
}

/** Becomes true once the element has come within `marginPx` of the viewport, and stays true. */
export function useSeenNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    return observeNearViewport(element, marginPx, (next) => {
      if (next) startTransition(() => setSeen(true));
    });
  }, [ref, marginPx, seen]);
  return seen;
}
