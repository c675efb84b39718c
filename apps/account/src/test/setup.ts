/**
 * Test set-up: i18n in English with the bundled strings, a clean DOM and storage after each test.
 * Files share a worker (and its libraries, loaded once); each one still starts from fresh app
 * modules (the stores are module state) and empty storage, as if it ran alone.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.resetModules();
window.localStorage.clear();
window.sessionStorage.clear();
document.body.innerHTML = '';
const { initI18n } = await import('@/shared/i18n/i18n');
await initI18n('en');

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
