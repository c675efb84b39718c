/**
 * Test set-up: i18n in English with the bundled strings, a clean DOM and storage after each test.
 * Each file starts fresh though files share a worker (see startFreshTestFile).
 */
import { cleanup } from '@testing-library/react';
import { startFreshTestFile } from '@touchline/web-kit/testing';
import { afterEach, vi } from 'vitest';

startFreshTestFile();
const { initI18n } = await import('@/shared/i18n/i18n');
await initI18n('en');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
