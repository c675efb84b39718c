/**
 * The rewards popup shows once per content version to each bettor on this device: the version of the
 * text last shown is kept per username.
 */
import { readJson, writeJson } from '@/shared/platform/storage';

export const REWARDS_POPUP_SEEN_KEY = 'rewards_popup_seen';
/** Bettors remembered on one device (the latest ones). */
const KEPT = 20;

/** A short fingerprint of the popup's text (FNV-1a): a changed text is a new version. */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

function seenVersions(): Record<string, string> {
  const stored = readJson<unknown>(REWARDS_POPUP_SEEN_KEY);
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? (Object.fromEntries(Object.entries(stored).filter(([, value]) => typeof value === 'string')) as Record<
        string,
        string
      >)
    : {};
}

export const hasSeen = (username: string, version: string): boolean => seenVersions()[username] === version;

export function markSeen(username: string, version: string): void {
  const others = Object.entries(seenVersions()).filter(([name]) => name !== username);
  writeJson(REWARDS_POPUP_SEEN_KEY, Object.fromEntries([...others, [username, version]].slice(-KEPT)));
}
