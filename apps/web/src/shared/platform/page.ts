/** Page-level browser edges: visibility, online state, scrolling, window events. */

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

/** Loads the page again from the server (a new deploy's index.html and files). */
export function reloadPage(): void {
  window.location.reload();
}

export const locationHost = (): string =>
  typeof window === 'undefined' ? 'localhost' : window.location.hostname;

export const locationSearch = (): string => (typeof window === 'undefined' ? '' : window.location.search);

/** Whether a media query matches; true where the platform cannot tell (tests, server). */
export const matchesMedia = (query: string): boolean =>
  typeof window === 'undefined' ||
  typeof window.matchMedia !== 'function' ||
  window.matchMedia(query).matches;

/** Calls back when a media query starts or stops matching; returns the unsubscribe. */
export function onMediaChange(query: string, listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/**
 * Resolves once the page has loaded and the main thread has an idle moment (at most `maxWaitMs` after
 * the load): work started then does not compete with building the first screen.
 */
export function afterFirstScreen(maxWaitMs: number): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') {
          window.requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
        } else {
          setTimeout(resolve, 0);
        }
      }),
  );
}
