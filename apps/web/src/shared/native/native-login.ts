/**
 * Requests for the native login. In the app the account site's login page never shows: when the frame
 * reports a login page (page_ready), the sportsbook asks for the native login here instead, and the
 * app-login overlay (which subscribes) runs it. `forced` is a login the bettor must complete (the saved
 * auto or biometric mode), with a blocking loader.
 */
import { create } from 'zustand';

export interface NativeLoginRequest {
  /** Grows with every request, so the same request can be made twice. */
  id: number;
  forced: boolean;
}

interface NativeLoginState {
  /** The request waiting for the login overlay; null once it was taken. */
  request: NativeLoginRequest | null;
}

export const useNativeLoginRequest = create<NativeLoginState>()(() => ({ request: null }));

let lastId = 0;

/** Asks the app-login overlay for the native login. */
export function requestNativeLogin({ forced }: { forced: boolean }): NativeLoginRequest {
  lastId += 1;
  const request = { id: lastId, forced };
  useNativeLoginRequest.setState({ request });
  return request;
}

/** The overlay takes the request it is handling, so it is run once. */
export function takeNativeLoginRequest(): NativeLoginRequest | null {
  const { request } = useNativeLoginRequest.getState();
  if (request) useNativeLoginRequest.setState({ request: null });
  return request;
}

/** Whether an account-site address is its login page (/login, with or without a query or language prefix). */
export function isLoginPageUrl(url: string): boolean {
  try {
    const path = new URL(url, 'https://account.invalid').pathname.replace(/\/+$/, '');
    return /(^|\/)login$/.test(path);
  } catch {
    return false;
  }
}
