/** Dismissed message banners, remembered on this device by id and version (updatedAt). */
import { readJson, writeJson } from '@/shared/platform/storage';

export const DISMISSED_BANNERS_KEY = 'message_banners_dismissed';
/** The newest dismissals kept; older ones fall out (their banners are long gone). */
const KEPT = 50;

export function dismissedBanners(): Set<string> {
  const stored = readJson<unknown>(DISMISSED_BANNERS_KEY);
  return new Set(Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : []);
}

export function rememberDismissal(key: string): void {
  const kept = [...dismissedBanners()].filter((known) => known !== key);
  writeJson(DISMISSED_BANNERS_KEY, [...kept, key].slice(-KEPT));
}
