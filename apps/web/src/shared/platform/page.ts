/** Page-level browser edges: visibility, online state, scrolling, window events (CONVENTIONS.md item 10). */

export const isPageVisible = (): boolean =>
  typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Calls back when the tab becomes visible or hidden; returns the unsubscribe. */
export function onVisibilityChange(listener: (visible: boolean) => void): () => void {
  const handle = () => listener(isPageVisible());
  document.addEventListener('visibilitychange', handle);
  return () => document.removeEventListener('visibilitychange', handle);
}

export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export function onOnlineChange(listener: (online: boolean) => void): () => void {
  const up = () => listener(true);
  const down = () => listener(false);
  window.addEventListener('online', up);
  window.addEventListener('offline', down);
  return () => {
    window.removeEventListener('online', up);
    window.removeEventListener('offline', down);
  };
}

export const scrollOffset = (): number => (typeof window === 'undefined' ? 0 : window.scrollY);

export function onScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

export function scrollToTop(smooth = true): void {
  // jsdom has no scrolling; a missing implementation must not throw in tests.
  try {
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  } catch {
    // Nothing to scroll.
  }
}

/** Fires a window event other parts of the page (or an embedding app) listen to. */
export function emitWindowEvent(name: string, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onWindowEvent(name: string, listener: (detail: unknown) => void): () => void {
  const handle = (event: Event) => listener(event instanceof CustomEvent ? event.detail : undefined);
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}

export function onResize(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export const viewportWidth = (): number => (typeof window === 'undefined' ? 1280 : window.innerWidth);

export const locationHost = (): string =>
  typeof window === 'undefined' ? 'localhost' : window.location.hostname;

export const locationSearch = (): string => (typeof window === 'undefined' ? '' : window.location.search);
