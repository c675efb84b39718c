/**
 * For an app's test set-up: the test files of a worker share its loaded libraries (jsdom, React, the
 * testing library), and each file still starts as if it ran alone: fresh app modules (the stores are
 * module state), empty storage and an empty page. Call it first in the set-up file, and import the
 * app's own modules after it (with `await import`).
 */
import { vi } from 'vitest';

export function startFreshTestFile(): void {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
}
