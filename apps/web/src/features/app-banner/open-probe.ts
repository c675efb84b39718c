/**
 * 'Open' tries the app through its deep link; if the page is still visible 1600 ms later the app did
 * not take over (it is not installed), so the store opens instead. A page that was hidden meanwhile
 * (the app came to the front) does nothing more.
 */
import { isPageVisible, onVisibilityChange } from '@/shared/platform/page';
import { after, cancel } from '@/shared/platform/timers';
import { OPEN_PROBE_MS } from './rules';

export interface ProbeDeps {
  /** Goes to an address (the page's location). */
  go: (url: string) => void;
  visible?: () => boolean;
  onHidden?: (listener: (visible: boolean) => void) => () => void;
}

const goTo = (url: string) => {
  window.location.href = url;
};

/** Opens the app, falling back to the store; returns a function that stops the probe. */
export function openAppOrStore(
  deepLink: string,
  storeUrl: string,
  deps: Partial<ProbeDeps> = {},
): () => void {
  const go = deps.go ?? goTo;
  const visible = deps.visible ?? isPageVisible;
  let left = false;
  const stopListening = (deps.onHidden ?? onVisibilityChange)((isVisible) => {
    if (!isVisible) left = true;
  });
  const timer = after(OPEN_PROBE_MS, () => {
    stopListening();
    if (!left && visible()) go(storeUrl);
  });
  go(deepLink);
  return () => {
    cancel(timer);
    stopListening();
  };
}
