/**
 * Requests to open the app login from outside its lazily loaded code (the app's login intent, the
 * layout): a tiny store the host reads once it is there, so a request made before waits for it.
 */
import { create } from 'zustand';

export interface AppLoginRequest {
  /** Grows with every request, so the same request can be made twice. */
  id: number;
  /** Log in at once with the saved auto or biometric mode (a blocking loader), else show the form. */
  forced: boolean;
}

export const useAppLoginRequests = create<{ request: AppLoginRequest | null }>(() => ({ request: null }));

export function requestAppLogin(options: { forced?: boolean } = {}): void {
  useAppLoginRequests.setState((state) => ({
    request: { id: (state.request?.id ?? 0) + 1, forced: options.forced === true },
  }));
}
