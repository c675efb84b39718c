/**
 * The bettor's cookie choices: necessary cookies are always on; analytics and marketing only when chosen.
 * Kept in local storage and in a first-party cookie (so the choice survives either being cleared, and
 * the server could read it), and changeable at any time from the footer's Cookie settings.
 */
import { create } from 'zustand';
import { readJson, writeJson } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  /** When it was made (ms since epoch). */
  at: number;
}

export const CONSENT_KEY = 'cookie_consent';
export const CONSENT_COOKIE = 'cookie_consent';
/** The cookie lasts a year; the dialog asks again after that. */
const COOKIE_MAX_AGE_S = 31_536_000;

const isChoice = (value: unknown): value is ConsentChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ConsentChoice).analytics === 'boolean' &&
  typeof (value as ConsentChoice).marketing === 'boolean' &&
  typeof (value as ConsentChoice).at === 'number';

/** The cookie's value: a1m0 (analytics on, marketing off) then the time it was made. */
const cookieValue = (choice: ConsentChoice) =>
  `a${choice.analytics ? 1 : 0}m${choice.marketing ? 1 : 0}.${choice.at}`;

export function parseConsentCookie(cookies: string): ConsentChoice | null {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=a([01])m([01])\\.(\\d+)`).exec(cookies);
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1', at: Number(match[3]) } : null;
}

export function readConsent(): ConsentChoice | null {
  const stored = readJson<unknown>(CONSENT_KEY);
  if (isChoice(stored)) return stored;
  return typeof document === 'undefined' ? null : parseConsentCookie(document.cookie);
}

function writeConsent(choice: ConsentChoice): void {
  writeJson(CONSENT_KEY, choice);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, written in one place
  document.cookie = `${CONSENT_COOKIE}=${cookieValue(choice)}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

interface ConsentState {
  choice: ConsentChoice | null;
  /** The settings were asked for (footer link) while a choice exists. */
  settingsOpen: boolean;
  choose: (choice: { analytics: boolean; marketing: boolean }) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

export const useConsent = create<ConsentState>()((set) => ({
  choice: readConsent(),
  settingsOpen: false,
  choose: ({ analytics, marketing }) => {
    const choice = { analytics, marketing, at: now() };
    writeConsent(choice);
    set({ choice, settingsOpen: false });
  },
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));
