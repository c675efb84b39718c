/**
 * The locale dates and amounts are written in: the page's language with the brand's region. The
 * brand's own locale when it speaks that language (en-IE on the Irish site: 27 Nov 2026, never the US
 * order); otherwise the language in the brand's country (es-IE: Spanish words, Irish conventions).
 */
import { useSite } from './site-context';

export function displayLocale(language: string, brandLocale: string): string {
  const [brandLanguage, region] = brandLocale.split('-');
  if (brandLanguage === language) return brandLocale;
  return region ? `${language}-${region}` : language;
}

export function useDisplayLocale(): string {
  const site = useSite();
  return displayLocale(site.lang, site.brand.DEFAULT_LOCALE);
}
