import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentBrand } from '@/brands/current-brand';
import { initI18n, initialLanguage } from '@/shared/i18n/i18n';
import { configureSocket } from '@/shared/realtime/socket';
import '@/shared/ui/global.css';
import { App } from './app/app';

configureSocket({ bookmaker: currentBrand.bookmaker });

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

await initI18n(initialLanguage(currentBrand.defaultLanguage));

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
