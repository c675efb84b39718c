/** The account site: providers around the router. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';
import { BridgeProvider } from '@/shared/frame/bridge-context';
import { SiteProvider } from '@/shared/site/site-context';
import { AppRoutes } from './routes';
import type { StartedSite } from './start';

export function App({ site, bridge, client: given }: StartedSite & { client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteProvider site={site}>
        <BridgeProvider bridge={bridge}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </BridgeProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
