/** Starts the sportsbook: socket and language set-up, then the first render (see main.tsx). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentBrand } from '@/brands/current-brand';
import { initI18n, initialLanguage } from '@/shared/i18n/i18n';
import { configureSocket } from '@/shared/realtime/socket';
import { App } from './app/app';

configureSocket({ bookmaker: currentBrand.bookmaker });

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

await initI18n(initialLanguage(currentBrand.defaultLanguage));

// A transition lets React yield while it builds the first screen, instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
