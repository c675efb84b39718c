/**
 * The one door to web storage: a framed site may have storage partitioned or disabled, so every failure
 * reads as "nothing stored" and never breaks a page.
 */
export type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(kind: StorageKind, key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lasts for this page only.
  }
}

export function removeKey(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // See writeText.
  }
}

export function readJson(kind: StorageKind, key: string): unknown {
  const text = readText(kind, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
