/**
 * Where the sportsbook runs: the web, or the native app (iOS, Android), and in the app the shell's mode
 * ('app', or 'omni': the app-shell mode). Decided by the shell itself, never by anything a visitor can
 * type: Capacitor's native runtime defines `window.Capacitor` (isNativePlatform, getPlatform) before
 * the page's scripts run, and the mode comes from the shell's own configuration, which its plugin
 * answers (the app runtime asks for it and sets it here).
 *
 * This module is in every visitor's first load, so it reads the global and imports nothing of
 * Capacitor: the plugins load only in the app (device.ts).
 */
import { create } from 'zustand';

export type Platform = 'web' | 'ios' | 'android';

/** The part of the global Capacitor runtime read here. */
interface CapacitorRuntime {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

declare global {
  interface Window {
    Capacitor?: CapacitorRuntime;
  }
}

/** Whether the page runs inside the native app (the shell's runtime says so; a browser has none). */
export const isApp = (): boolean =>
  typeof window !== 'undefined' && window.Capacitor?.isNativePlatform?.() === true;

/** 'ios' or 'android' inside the native app, 'web' everywhere else (a browser, tests, the server). */
export function platform(): Platform {
  const name = isApp() ? window.Capacitor?.getPlatform?.() : 'web';
  return name === 'ios' || name === 'android' ? name : 'web';
}

/**
 * What the shell reports, set by the app runtime: its mode (omni: the app-shell mode) and the device's
 * connectivity from the Network plugin (null until it has answered).
 */
export const useShellState = create<{ omni: boolean; online: boolean | null }>()(() => ({
  omni: false,
  online: null,
}));

/** Whether the app runs in omni mode (never on the web, whatever was set). */
export const isOmni = (): boolean => useShellState.getState().omni && isApp();

export interface AppMode {
  isApp: boolean;
  isOmni: boolean;
}

/** The mode for a component; it renders again when the shell's mode comes in. */
export function useAppMode(): AppMode {
  const omni = useShellState((state) => state.omni);
  const app = isApp();
  return { isApp: app, isOmni: app && omni };
}
