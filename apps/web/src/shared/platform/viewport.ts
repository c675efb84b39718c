/**
 * The viewport's edges for lists that render only what can be seen (a module of its own: only the pages
 * with such lists load it, not the first load of every page).
 */

export const viewportHeight = (): number => (typeof window === 'undefined' ? 900 : window.innerHeight);

/**
 * Calls back whenever an element comes within `marginPx` of the viewport or leaves that band; returns
 * the unsubscribe. Where the platform has no IntersectionObserver (tests), the element counts as near.
 */
export function observeNearViewport(
  element: Element,
  marginPx: number,
  listener: (near: boolean) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    listener(true);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const last = entries[entries.length - 1];
      if (last) listener(last.isIntersecting);
    },
    { rootMargin: `${marginPx}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
