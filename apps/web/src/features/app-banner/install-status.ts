/**
 * Whether the app is installed, where the browser can tell (navigator.getInstalledRelatedApps, Chrome
 * on Android, for the apps the site's web manifest lists as related_applications). Without a manifest
 * the browser answers 'none' whether or not the app is there, so the status is then unknown. The
 * answer is cached for 24 hours.
 */
import { readJson, writeJson } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';
import { INSTALL_CACHE_MS } from './rules';

export const INSTALL_STATUS_KEY = 'app_banner_install_status';

/** true installed, false not installed, null the browser cannot tell. */
export type InstallStatus = boolean | null;

interface CachedStatus {
  installed: boolean;
  checkedAt: number;
}

type RelatedAppsNavigator = Navigator & { getInstalledRelatedApps?: () => Promise<unknown[]> };

/** The cached answer while younger than 24 hours, else undefined (ask again). */
export function cachedInstallStatus(at: number = now()): boolean | undefined {
  const cached = readJson<CachedStatus>(INSTALL_STATUS_KEY);
  if (!cached || typeof cached.installed !== 'boolean' || typeof cached.checkedAt !== 'number')
    return undefined;
  const age = at - cached.checkedAt;
  return age >= 0 && age < INSTALL_CACHE_MS ? cached.installed : undefined;
}

/** The install status: the cached one, else the browser's answer (then cached), else null. */
export async function installStatus(
  nav: RelatedAppsNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<InstallStatus> {
  const cached = cachedInstallStatus();
  if (cached !== undefined) return cached;
  if (typeof nav?.getInstalledRelatedApps !== 'function') return null;
  if (!doc?.querySelector('link[rel="manifest"]')) return null;
  try {
    const apps = await nav.getInstalledRelatedApps();
    const installed = Array.isArray(apps) && apps.length > 0;
    writeJson(INSTALL_STATUS_KEY, { installed, checkedAt: now() } satisfies CachedStatus);
    return installed;
  } catch {
    return null;
  }
}
