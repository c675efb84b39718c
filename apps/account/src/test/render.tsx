/** Renders a piece of the account site with its providers, a bridge the test drives, and a fake API. */

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { DEFAULT_BRAND, type Language } from '@touchline/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { FrameBridge } from '@/shared/frame/bridge';
import { BridgeProvider } from '@/shared/frame/bridge-context';
import { currentToken } from '@/shared/session/store';
import type { Site } from '@/shared/site/site';
import { SiteProvider } from '@/shared/site/site-context';

export const API = 'http://api.test';
export const SPORTSBOOK = 'https://sport.ie.touchline.example';

export const testSite = (overrides: Partial<Site> = {}): Site => ({
  brand: DEFAULT_BRAND,
  lang: 'en' as Language,
  theme: 'dark',
  apiUrl: API,
  sportsbookOrigin: SPORTSBOOK,
  ...overrides,
});

export interface FakeResponse {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Recorded {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers fetch by 'METHOD /path' (query ignored); records every request. */
export function fakeApi(
  routes: Record<string, FakeResponse | ((request: Recorded) => FakeResponse | Promise<FakeResponse>)>,
) {
  const requests: Recorded[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: Recorded = {
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route)
      return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no route' }), {
        status: 404,
      });
    const answer = typeof route === 'function' ? await route(request) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

export function renderSite(ui: ReactNode, options: { path?: string; route?: string; site?: Site } = {}) {
  const site = options.site ?? testSite();
  configureApi({ baseUrl: site.apiUrl, bookmaker: site.brand.BOOKMAKER, token: currentToken });
  const posted: unknown[] = [];
  const host = new EventTarget();
  const bridge = new FrameBridge({
    host: host as unknown as Window,
    target: { postMessage: (message: string) => posted.push(JSON.parse(message)) },
    origin: site.sportsbookOrigin,
  });
  const client = createQueryClient();
  const deliver = (data: string, origin = SPORTSBOOK) =>
    host.dispatchEvent(new MessageEvent('message', { data, origin }));
  const view = render(
    <QueryClientProvider client={client}>
      <SiteProvider site={site}>
        <BridgeProvider bridge={bridge}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route path={options.route ?? '*'} element={ui} />
            </Routes>
          </MemoryRouter>
        </BridgeProvider>
      </SiteProvider>
    </QueryClientProvider>,
  );
  return { ...view, bridge, posted, deliver, client };
}
