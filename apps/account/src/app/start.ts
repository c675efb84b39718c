/**
 * Start-up: which brand, language and theme the sportsbook asked for, where the API is, who the
 * sportsbook window is; then the strings of the language and the frame bridge.
 */
import { configureApi } from '@/shared/api/client';
import { browserBridge, type FrameBridge } from '@/shared/frame/bridge';
import { initI18n } from '@/shared/i18n/i18n';
import { currentToken } from '@/shared/session/store';
import { loadSiteConfig, readSiteQuery, resolveSite, type Site } from '@/shared/site/site';

export interface StartedSite {
  site: Site;
  bridge: FrameBridge;
}

export async function startSite(): Promise<StartedSite> {
  const query = readSiteQuery(window.location.search);
  document.documentElement.dataset.theme = query.theme;
  const [config] = await Promise.all([loadSiteConfig(), initI18n(query.lang)]);
  const site = resolveSite({
    query,
    config,
    framed: window.parent !== window,
    referrer: document.referrer,
  });
  configureApi({ baseUrl: site.apiUrl, bookmaker: site.brand.BOOKMAKER, token: currentToken });
  return { site, bridge: browserBridge(site.sportsbookOrigin) };
}
