/**
 * Opening the account site in the frame from anywhere in the app: login, registration, the cashier,
 * help. A tiny store the frame feature reads; the frame itself loads in its own chunk, and a request
 * made before it is there waits here for it.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { useConfig } from '@/shared/api/config';

/** Account pages that need login to be allowed (the forbidden modal opens instead when it is not). */
const LOGIN_PAGES = ['/login', '/registration', '/forgot-password'];

/** Whether a frame path (query allowed) is one of the pages login being disabled refuses. */
export const isLoginPage = (path: string): boolean => LOGIN_PAGES.includes(path.split('?')[0] ?? path);

export interface AccountFrameRequest {
  /** Grows with every request, so the same page can be asked for twice. */
  id: number;
  path: string;
}

export interface OpenOptions {
  /** Where to go after a login in the frame. */
  redirect?: string;
  /** Cashier: the amount to pre-fill, minor units. */
  amount?: number;
  /** Cashier: the id the deposit page hands back on return (quick deposit). */
  requestId?: string;
  /** Cashier: the sportsbook page to return to after the deposit (quick deposit). */
  backUrl?: string;
}

interface AccountFrameState {
  request: AccountFrameRequest | null;
  /** Grows with every close request. */
  closeId: number;
  /** A logout asked for by the sportsbook (the sidebar's Logout). */
  logoutId: number;
  /** The page to return to after a login. */
  redirect: string | null;
  /** Login and registration are disabled by configuration. */
  loginDisabled: boolean;
  /** The forbidden modal shown instead of login or registration. */
  forbidden: boolean;
  /** The restricted-region popup the account site asked for. */
  restrictedRegion: boolean;
  /** The frame is mounted and handles requests. */
  hostReady: boolean;
}

export const useAccountFrame = create<AccountFrameState>()(() => ({
  request: null,
  closeId: 0,
  logoutId: 0,
  redirect: null,
  loginDisabled: false,
  forbidden: false,
  restrictedRegion: false,
  hostReady: false,
}));

/** The frame path for a page and its options, e.g. /cashier/deposit?amount=1000&request_id=r1&backUrl=... */
export function accountFramePath(path: string, options: OpenOptions = {}): string {
  const query = new URLSearchParams();
  if (options.amount !== undefined) query.set('amount', String(options.amount));
  if (options.requestId !== undefined) query.set('request_id', options.requestId);
  if (options.backUrl !== undefined) query.set('backUrl', options.backUrl);
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * Opens an account page in the frame over the current page. Answers false when login is disabled by
 * configuration and the forbidden modal opened instead.
 */
export function openAccountFrame(path: string, options: OpenOptions = {}): boolean {
  const state = useAccountFrame.getState();
  if (state.loginDisabled && isLoginPage(path)) {
    openForbidden();
    return false;
  }
  useAccountFrame.setState({
    request: { id: (state.request?.id ?? 0) + 1, path: accountFramePath(path, options) },
    ...(options.redirect !== undefined ? { redirect: options.redirect } : {}),
  });
  return true;
}

export function closeAccountFrame(): void {
  useAccountFrame.setState((state) => ({ closeId: state.closeId + 1 }));
}

/**
 * Logs out from the sportsbook side: the frame clears the session and tells the account site. False
 * when no frame is there to do it (the caller then clears the session itself).
 */
export function requestLogout(): boolean {
  useAccountFrame.setState((state) => ({ logoutId: state.logoutId + 1 }));
  return useAccountFrame.getState().hostReady;
}

/** The saved redirect target, taken once. */
export function takeRedirect(): string | null {
  const { redirect } = useAccountFrame.getState();
  if (redirect !== null) useAccountFrame.setState({ redirect: null });
  return redirect;
}

export function setLoginDisabled(loginDisabled: boolean): void {
  useAccountFrame.setState({ loginDisabled });
}

/**
 * Keeps the configuration's login switch in the store from the first screen on (the configuration is
 * fetched at start-up), so 'Log in' with login disabled opens the forbidden modal at once, without
 * waiting for the account frame.
 */
export function useLoginSwitch(): void {
  const enabled = useConfig().data?.operator.login_enabled !== false;
  useEffect(() => setLoginDisabled(!enabled), [enabled]);
}

/** Opens the forbidden modal (login is disabled by configuration). */
export function openForbidden(): void {
  useAccountFrame.setState({ forbidden: true });
}

export function closeForbidden(): void {
  useAccountFrame.setState({ forbidden: false });
}

export function setRestrictedRegion(restrictedRegion: boolean): void {
  useAccountFrame.setState({ restrictedRegion });
}
