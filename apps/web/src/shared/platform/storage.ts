/**
 * The one door to localStorage and sessionStorage: private mode, quota and disabled storage must never
 * break a page, so every failure reads as "nothing stored".
 */
function store(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** The stored text under a key, or null. */
export function readText(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores text under a key; failures are ignored (the setting then lasts for the session only). */
export function writeText(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: keep running with the in-memory value.
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // See writeText.
  }
}

/** A stored JSON value, or null when absent or unreadable. */
export function readJson<T>(key: string): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

/** Text kept for this tab only (sessionStorage), or null; failures read as nothing stored. */
export function readSessionText(key: string): string | null {
  try {
    return store('sessionStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionText(key: string, value: string): void {
  try {
    store('sessionStorage')?.setItem(key, value);
  } catch {
    // See writeText.
  }
}
