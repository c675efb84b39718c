/**
 * Who is browsing (betting-core.md section 6): a guest until the account frame reports a login (the
 * frame and login flow arrive with the account issue). Balance in minor units.
 */
import { create } from 'zustand';
import { setTokenSource } from '@/shared/api/client';

export interface SessionUser {
  username: string;
  balance: number;
  bonus: number;
  openBets: number;
}

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: null,
  user: null,
  signIn: (token, user) => set({ token, user }),
  signOut: () => set({ token: null, user: null }),
}));

setTokenSource(() => useSession.getState().token);

export const useIsLoggedIn = () => useSession((state) => state.user !== null);
