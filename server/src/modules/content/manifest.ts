/**
 * The web app manifest of a brand's sportsbook. Its `related_applications` name the brand's native app
 * in each store that lists it, which is what lets a browser answer `navigator.getInstalledRelatedApps()`
 * for the install banner; `prefer_related_applications` stays false, so the site is offered as well.
 */
import type { BrandDefinition, RelatedApplication, WebManifest, WebManifestIcon } from '@touchline/contract';

/** The app's bars and launch background, the native shell's dark grey. */
export const MANIFEST_COLOUR = '#2b2b2b';

/** The icons the built sportsbook carries (apps/web/public/icons), from the smallest. */
export const MANIFEST_ICONS: readonly WebManifestIcon[] = [
  { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/** The stores that list the brand's app; a store the brand has no id for is left out. */
export function relatedApplications(stores: BrandDefinition['app_stores']): RelatedApplication[] {
  const related: RelatedApplication[] = [];
  if (stores.play) {
    related.push({
      platform: 'play',
      id: stores.play,
      url: `https://play.google.com/store/apps/details?id=${encodeURIComponent(stores.play)}`,
    });
  }
  if (stores.app_store) {
    related.push({
      platform: 'itunes',
      id: stores.app_store,
      url: `https://apps.apple.com/app/id${stores.app_store}`,
    });
  }
  return related;
}

export function webManifest(brand: BrandDefinition): WebManifest {
  return {
    name: brand.name,
    short_name: brand.name,
    lang: brand.default_lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: MANIFEST_COLOUR,
    background_color: MANIFEST_COLOUR,
    icons: [...MANIFEST_ICONS],
    related_applications: relatedApplications(brand.app_stores),
    prefer_related_applications: false,
  };
}
