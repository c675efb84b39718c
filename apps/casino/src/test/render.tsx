/** Renders a game with its session, a frame the test reads, and a fake API answering by route. */
import { render } from '@testing-library/react';
import type { StudioPlayAnswer, StudioRound, StudioSession } from '@touchline/contract';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { configureApi } from '@/shared/api/client';
import { GameFrame } from '@/shared/frame/game-frame';
import { SessionProvider } from '@/shared/session/session';

export const API = 'http://api.test';
export const SPORTSBOOK = 'https://sport.ie.touchline.example';
export const TOKEN = 'tok_0123456789abcdef0123';
export const HASH = 'a'.repeat(64);
export const SEED = 'b'.repeat(64);

export const testSession = (overrides: Partial<StudioSession> = {}): StudioSession => ({
  game: 'dice',
  mode: 'real',
  token: TOKEN,
  balance: { cash: 10_000, currency: 'EUR' },
  fairness: { server_seed_hash: HASH, client_seed: 'my-seed', nonce: 0 },
  rtp: '99.00',
  min_stake: 10,
  max_stake: 50_000,
  expires_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

export const testRound = (overrides: Partial<StudioRound> = {}): StudioRound => ({
  round_id: 'r1',
  game: 'dice',
  mode: 'real',
  status: 'won',
  stake: 100,
  payout: 198,
  currency: 'EUR',
  created_at: '2026-11-28T10:00:00.000Z',
  settled_at: '2026-11-28T10:00:00.000Z',
  bet: { direction: 'under', target: 5000 },
  outcome: { game: 'dice', roll: 1234 },
  server_seed_hash: HASH,
  server_seed: null,
  client_seed: 'my-seed',
  nonce: 0,
  ...overrides,
});

export const playAnswer = (round: StudioRound, cash: number, nonce = 1): StudioPlayAnswer => ({
  round,
  balance: { cash, currency: 'EUR' },
  fairness: { server_seed_hash: HASH, client_seed: 'my-seed', nonce },
});

export interface FakeResponse {
  status?: number;
  body: unknown;
}

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers fetch by 'METHOD /path' (query ignored); records every request. */
export function fakeApi(
  routes: Record<string, FakeResponse | ((request: Recorded) => FakeResponse | Promise<FakeResponse>)>,
) {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const request: Recorded = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      requests.push(request);
      const route = routes[`${request.method} ${url.pathname}`];
      const answer: FakeResponse = route
        ? typeof route === 'function'
          ? await route(request)
          : route
        : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'no route' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { requests };
}

/** A refusal as the API sends it. */
export const refusal = (status: number, code: string, message = code): FakeResponse => ({
  status,
  body: { statusCode: status, error: 'Refused', code, message },
});

export function renderGame(ui: ReactNode, session: StudioSession = testSession()) {
  configureApi({ baseUrl: API, bookmaker: null, token: () => TOKEN });
  const posted: { message: unknown; origin: string }[] = [];
  const host = new EventTarget();
  const frame = new GameFrame({
    host: host as unknown as Window,
    target: { postMessage: (message, origin) => posted.push({ message, origin }) },
    origin: SPORTSBOOK,
  });
  const deliver = (data: unknown, origin = SPORTSBOOK) =>
    host.dispatchEvent(new MessageEvent('message', { data, origin }));
  const view = render(
    <SessionProvider session={session} frame={frame}>
      {ui}
    </SessionProvider>,
  );
  return { ...view, posted, deliver, frame };
}
