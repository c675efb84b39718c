/**
 * Requests to open the app login: the app's one native-login intent (shared/native), which the account
 * frame's login page raises in the app, and which the layout, the sidebar switches and forced logins
 * raise here. The host takes each request once it is loaded, so a request made before waits for it.
 */
import {
  type NativeLoginRequest,
  requestNativeLogin,
  takeNativeLoginRequest,
  useNativeLoginRequest,
} from '@/shared/native/native-login';

export type AppLoginRequest = NativeLoginRequest;

export const useAppLoginRequests = useNativeLoginRequest;

export function requestAppLogin(options: { forced?: boolean } = {}): void {
  requestNativeLogin({ forced: options.forced === true });
}

/** Takes the waiting request, so it is run once. */
export const takeAppLoginRequest = takeNativeLoginRequest;
