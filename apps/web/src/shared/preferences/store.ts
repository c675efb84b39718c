/**
 * The bettor's settings: odds format,
 * accept-odds, time zone, each in its own storage key, and the theme in a cookie of 31536000 s.
 * Unset values take the brand's defaults (american in MX, higher in RO).
 */
import type { AcceptOdds, OddsFormat, Theme } from '@touchline/contract';
import { create } from 'zustand';
import { currentBrand } from '@/brands/current-brand';
import { readCookie, writeCookie } from '@/shared/platform/cookies';
import { readText, writeText } from '@/shared/platform/storage';
import { DEFAULT_TIMEZONE } from './default-timezone';

export const ODDS_FORMAT_KEY = 'oddsFormat';
export const ACCEPT_ODDS_KEY = 'acceptOdds';
export const TIMEZONE_KEY = 'timezone';
export const THEME_COOKIE = 'theme';
/** Theme cookie lifetime. */
export const THEME_COOKIE_MAX_AGE_S = 31_536_000;

const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];
const ACCEPT_ODDS: readonly AcceptOdds[] = ['all', 'higher', 'none'];

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export interface SettingsState {
  oddsFormat: OddsFormat;
  acceptOdds: AcceptOdds;
  timezone: string;
  theme: Theme;
  setOddsFormat: (format: OddsFormat) => void;
  setAcceptOdds: (value: AcceptOdds) => void;
  setTimezone: (zone: string) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** Puts the theme on the root element, where the CSS tokens switch on it. */
export function applyTheme(theme: Theme): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
}

export const useSettings = create<SettingsState>()((set, get) => ({
  oddsFormat: pick(readText(ODDS_FORMAT_KEY), ODDS_FORMATS, currentBrand.oddsFormat),
  acceptOdds: pick(readText(ACCEPT_ODDS_KEY), ACCEPT_ODDS, currentBrand.acceptOdds),
  timezone: readText(TIMEZONE_KEY) || DEFAULT_TIMEZONE,
  theme: pick(readCookie(THEME_COOKIE), ['dark', 'light'] as const, 'dark'),
  setOddsFormat(oddsFormat) {
    writeText(ODDS_FORMAT_KEY, oddsFormat);
    set({ oddsFormat });
  },
  setAcceptOdds(acceptOdds) {
    writeText(ACCEPT_ODDS_KEY, acceptOdds);
    set({ acceptOdds });
  },
  setTimezone(timezone) {
    writeText(TIMEZONE_KEY, timezone);
    set({ timezone });
  },
  setTheme(theme) {
    writeCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE_S);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));

/** Settings modal open state (ui, not persisted). */
export const useSettingsModal = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
