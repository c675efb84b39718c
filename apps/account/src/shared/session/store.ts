/**
 * The account site's session: the access token of its own login and the username, nothing else (never
 * a password). Kept for the tab (sessionStorage), or across visits when the bettor ticked
 * 'Remember me' (localStorage).
 */
import { create } from 'zustand';
import { readJson, removeKey, writeText } from '@/shared/platform/storage';

const SESSION_KEY = 'touchline.account.session';

export interface SessionState {
  token: string | null;
  username: string | null;
  remember: boolean;
}

const EMPTY: SessionState = { token: null, username: null, remember: false };

function isSession(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.token === 'string' && typeof record.username === 'string';
}

function restore(): SessionState {
  const stored = readJson('session', SESSION_KEY) ?? readJson('local', SESSION_KEY);
  return isSession(stored)
    ? { token: stored.token, username: stored.username, remember: stored.remember }
    : EMPTY;
}

interface SessionStore extends SessionState {
  signIn: (token: string, username: string, remember: boolean) => void;
  signOut: () => void;
}

export const useSessionStore = create<SessionStore>((set) => ({
  ...restore(),
  signIn: (token, username, remember) => {
    const state: SessionState = { token, username, remember };
    removeKey('session', SESSION_KEY);
    removeKey('local', SESSION_KEY);
    writeText(remember ? 'local' : 'session', SESSION_KEY, JSON.stringify(state));
    set(state);
  },
  signOut: () => {
    removeKey('session', SESSION_KEY);
    removeKey('local', SESSION_KEY);
    set(EMPTY);
  },
}));

/** The current token, for the API client. */
export const currentToken = (): string | null => useSessionStore.getState().token;
