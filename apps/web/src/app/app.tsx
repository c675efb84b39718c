/** The sportsbook: providers around the router. */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/shared/api/query-client';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { AppRoutes } from './router';

/** `client` may come filled with the first screen's data (boot.tsx); tests get a fresh one. */
export function App({ client: given }: { client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {/* Last resort: an error outside any page (the shell itself) shows the error, not a blank app. */}
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
