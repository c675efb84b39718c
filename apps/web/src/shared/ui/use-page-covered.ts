/**
 * Whether a dialog, sheet, notice or the account frame covers the page, for what must never open on top
 * of one (the rewards popup, the cookie choices). Opening or closing any of them changes what the page
 * hides from assistive technology (aria-hidden) or adds and removes a layer at the top of the page: that
 * is when it is read again, so the layers module itself carries nothing for it.
 */
import { pageCovered } from '@touchline/web-kit/layers';
import { useSyncExternalStore } from 'react';

function watch(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

export const usePageCovered = (): boolean => useSyncExternalStore(watch, pageCovered);
