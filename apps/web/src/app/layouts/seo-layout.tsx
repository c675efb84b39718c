/**
 * The simple layout's SEO part, loaded after the first render: on every client-side navigation (and
 * language change) it loads the new page's SEO and writes it into the head; the first page keeps the head
 * the server sent with it, and the code that fetches SEO loads only for a page that needs it. A failed
 * SEO call leaves the head as it was. It also raises the prerender-ready flag once the page has had time
 * to settle.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { apiContextFor } from '@/shared/api/requests';
import { after } from '@/shared/platform/timers';

/** The prerender-ready flag is raised 20 s after start. */
export const PRERENDER_READY_MS = 20_000;

declare global {
  interface Window {
    prerenderReady?: boolean;
  }
}

export default function SeoLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const first = useRef(true);

  useEffect(() => {
    window.prerenderReady = false;
    after(PRERENDER_READY_MS, () => {
      window.prerenderReady = true;
    });
  }, []);

  useEffect(() => {
    const ctx = apiContextFor(language);
    // The page the browser loaded came with its head, in the language its canonical address names (the
    // 404 page has none); a navigation before this part loaded is a page of its own.
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const servedLang = canonical
      ? (new URL(canonical.href).searchParams.get('lang') ?? currentBrand.defaultLanguage)
      : ctx.lang;
    const served =
      first.current &&
      loaded !== undefined &&
      new URL(loaded).pathname === pathname &&
      servedLang === ctx.lang;
    first.current = false;
    if (served) return;
    const controller = new AbortController();
    // The fetch and its schemas load with the first page that needs them.
    import('./seo-fetch')
      .then(({ loadSeo }) => loadSeo(ctx, pathname, controller.signal))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname, language]);

  return null;
}
