/**
 * Loads a page's SEO and writes it into the head: the seo layout imports this only when a page needs it
 * (a client-side navigation or a language change), so the first page, which came with its head, never
 * loads the contract's schemas for it.
 */
import { getSeo } from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { callApi } from '@/shared/api/call';
import type { ApiContext } from '@/shared/api/context';
import { LANGUAGES } from '@/shared/i18n/languages';
import { applySeo } from './page-head';

/** SEO loading failures are ignored: the head stays as it was. */
export async function loadSeo(ctx: ApiContext, pathname: string, signal: AbortSignal): Promise<void> {
  try {
    const { data } = await callApi(getSeo, { query: { ...ctx, path: pathname }, signal });
    if (signal.aborted) return;
    applySeo(document, data.seo, {
      path: pathname,
      search: window.location.search,
      lang: ctx.lang,
      defaultLanguage: currentBrand.defaultLanguage,
      languages: LANGUAGES,
    });
  } catch {
    // The head stays as it was.
  }
}
