import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSite } from './app/start';
import './shared/ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const started = await startSite();
createRoot(root).render(
  <StrictMode>
    <App {...started} />
  </StrictMode>,
);
