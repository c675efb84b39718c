/** Fakes of the app login's ports for its tests: an in-memory secure store and preferences. */
import { vi } from 'vitest';
import type { LoginPage } from './controller';
import type { LoginAnswer, LoginApi } from './login-flow';
import type { AppLoginDevice, Credentials, LocalAuthType } from './ports';

export const DOMAIN = 'ie.touchline.example';

export function fakeDevice(options: { platform?: 'android' | 'ios'; types?: LocalAuthType[] } = {}) {
  const secure = new Map<string, Credentials>();
  const preferences = new Map<string, string>();
  const state = new Set<(active: boolean) => void>();
  const device = {
    platform: options.platform ?? 'ios',
    localAuthTypes: vi.fn(async (): Promise<LocalAuthType[]> => options.types ?? ['face_id']),
    verifyIdentity: vi.fn(async (_texts: { title: string; reason: string }) => true),
    readCredentials: vi.fn(async (server: string) => secure.get(server) ?? null),
    saveCredentials: vi.fn(async (server: string, credentials: Credentials) => {
      secure.set(server, credentials);
    }),
    deleteCredentials: vi.fn(async (server: string) => {
      secure.delete(server);
    }),
    readPreference: vi.fn(async (key: string) => preferences.get(key) ?? null),
    writePreference: vi.fn(async (key: string, value: string | null) => {
      if (value === null) preferences.delete(key);
      else preferences.set(key, value);
    }),
    onAppStateChange: vi.fn((listener: (active: boolean) => void) => {
      state.add(listener);
      return () => state.delete(listener);
    }),
  } satisfies AppLoginDevice;
  return {
    device,
    secure,
    preferences,
    setActive: (active: boolean) => {
      for (const listener of [...state]) listener(active);
    },
  };
}

export const success = (token: string | null, domain = DOMAIN): LoginAnswer => ({
  body: {
    status: 'success',
    message: null,
    data: { temporary_token: null, sportify: { access_token: token }, domain },
  },
});

export const refusal = (message: string): LoginAnswer => ({ body: { status: 'error', message, data: null } });

export function fakeApi(answers: { login?: LoginAnswer; token?: LoginAnswer } = {}) {
  return {
    login: vi.fn<LoginApi['login']>(async () => answers.login ?? success('access-token')),
    loginWithToken: vi.fn<LoginApi['loginWithToken']>(async () => answers.token ?? success('access-token')),
  };
}

export function fakePage() {
  return {
    signIn: vi.fn(async (_token: string) => true),
    refreshBalance: vi.fn(async () => {}),
    domain: DOMAIN,
    lang: () => 'en' as const,
    goToDomain: vi.fn(),
    alert: vi.fn(),
    toast: vi.fn(),
    text: (key: 'verifyTitle' | 'verifyReason' | 'notVerified') =>
      ({
        verifyTitle: 'Log in',
        verifyReason: "Confirm it's you to log in",
        notVerified: "We couldn't confirm it's you. Log in with your password.",
      })[key],
  } satisfies LoginPage;
}
