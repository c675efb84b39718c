/** Test set-up: i18n in English with the bundled strings, a clean DOM after each test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@/i18n/i18n';

await initI18n('en');

afterEach(() => {
  cleanup();
});
