import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { start, takeLaunch } from './app/start';
import './shared/ui/global.css';

// The session token leaves the address first, before any other code or request can see it.
const launch = takeLaunch();
const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const started = await start(launch);
createRoot(root).render(
  <StrictMode>
    <App {...started} />
  </StrictMode>,
);
