/**
 * The tag manager in the page: its dataLayer (window.dataLayer) and, when the brand names a container,
 * its script. Under a consent policy nothing exists before the bettor has chosen: no dataLayer, no script,
 * and events wait (a bounded few); afterwards analytics events go only with analytics consent and
 * marketing ones only with marketing consent, the others are dropped. Without a policy every event goes.
 */
import type { TagEvent } from '@/shared/platform/tag-events';

export type TagCategory = 'analytics' | 'marketing';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/**
 * An event's category: the sender marks marketing ones (`consent: 'marketing'`), every other one
 * (page visits, registration_abandoned and the account site's other steps) counts as analytics.
 */
export const categoryOf = (event: TagEvent): TagCategory =>
  event.consent === 'marketing' ? 'marketing' : 'analytics';

export interface TagHost {
  dataLayer?: unknown[];
}

export interface TagManagerOptions {
  host: TagHost;
  /** Whether visitors choose first; false starts at once with everything allowed. */
  consentPolicy: boolean;
  /** The container to load once started; null keeps events in the dataLayer only. */
  containerId: string | null;
  /** Loads the container's script (never called without a container). */
  loadScript: (containerId: string) => void;
  now: () => number;
}

/** Events kept while the bettor has not chosen yet. */
const WAITING_MAX = 50;

export interface TagManager {
  /** The bettor's choice, at start (if made) and on every change. */
  setConsent: (consent: Consent) => void;
  push: (event: TagEvent) => void;
  started: () => boolean;
}

export function createTagManager(options: TagManagerOptions): TagManager {
  const { host } = options;
  let consent: Consent | null = options.consentPolicy ? null : { analytics: true, marketing: true };
  let layer: unknown[] | null = null;
  let waiting: TagEvent[] = [];

  const start = (given: Consent) => {
    if (!layer) {
      host.dataLayer = host.dataLayer ?? [];
      layer = host.dataLayer;
      layer.push({ 'gtm.start': options.now(), event: 'gtm.js' });
      if (options.containerId) options.loadScript(options.containerId);
    }
    layer.push({
      event: 'consent_update',
      analytics_storage: given.analytics ? 'granted' : 'denied',
      ad_storage: given.marketing ? 'granted' : 'denied',
    });
  };

  const deliver = (event: TagEvent) => {
    if (!consent || !layer || !consent[categoryOf(event)]) return;
    const { consent: _category, ...rest } = event;
    layer.push(rest);
  };

  if (consent) start(consent);

  return {
    setConsent(given) {
      consent = given;
      // Choosing necessary only starts nothing: no dataLayer, no script.
      if (!layer && !given.analytics && !given.marketing) {
        waiting = [];
        return;
      }
      start(given);
      for (const event of waiting.splice(0)) deliver(event);
    },
    push(event) {
      if (consent === null) {
        waiting.push(event);
        if (waiting.length > WAITING_MAX) waiting.shift();
        return;
      }
      deliver(event);
    },
    started: () => layer !== null,
  };
}

/** The tag manager's own loader: one async script from its host. */
export function loadContainerScript(containerId: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  const script = document.createElement('script');
  script.async = true;
  script.dataset.tagManager = containerId;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
