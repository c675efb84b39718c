/**
 * Test set-up: i18n in English with the bundled strings, a clean DOM after each test. Files share a
 * worker (and its libraries, loaded once); each one still starts from fresh app modules (the stores are
 * module state) and empty storage, as if it ran alone.
 */
import { cleanup } from '@testing-library/react';
import { startFreshTestFile } from '@touchline/web-kit/testing';
import { afterEach } from 'vitest';

startFreshTestFile();
const { initI18n } = await import('@/shared/i18n/i18n');
await initI18n('en');

afterEach(() => cleanup());
