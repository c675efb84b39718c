import { DEFAULT_LANGUAGE } from '@touchline/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { httpBuilderApi } from './api/calls';
import { App } from './app';
import { createBuilderController } from './builder/controller';
import { initI18n } from './i18n/i18n';
import { readPageData, readTheme } from './page-data';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
document.documentElement.dataset.theme = readTheme(window.location.search);
const data = readPageData(document);
await initI18n(data?.lang ?? DEFAULT_LANGUAGE);
const builder = data
  ? createBuilderController({
      api: httpBuilderApi(data),
      // The betslip id goes to the sportsbook's origin only, never '*'.
      post: (message) => window.parent.postMessage(message, data.targetOrigin),
    })
  : null;
createRoot(root).render(
  <StrictMode>
    <App data={data} builder={builder} />
  </StrictMode>,
);
