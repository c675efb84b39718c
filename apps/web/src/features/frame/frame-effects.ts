/** The frame machine's effects, wired to the session, the account-frame store and navigation. */
import { setRestrictedRegion } from '@/shared/account-frame';
import { isLoginPageUrl, requestNativeLogin } from '@/shared/native/native-login';
import { isApp } from '@/shared/native/platform';
import { pushTagEvent } from '@/shared/platform/tag-events';
import { paths } from '@/shared/routing/paths';
import {
  adoptToken,
  keepSession,
  mintSportToken,
  refreshBalance,
  signOut,
  syncPlayer,
  useSession,
} from '@/shared/session';
import type { FrameEffects, SportMessage } from './machine';

interface Wiring {
  post: (message: SportMessage) => void;
  navigate: (path: string) => void;
  takeRedirect: () => string | null;
  runQueryActions: () => void;
}

export function frameEffects(wiring: Wiring): FrameEffects {
  const session = () => useSession.getState();
  return {
    post: wiring.post,
    hasUser: () => session().user !== null,
    storedToken: () => session().token,
    handOverToken: mintSportToken,
    adoptToken,
    signOut,
    // The user's details and balance; the open-bet count is the session upkeep's to keep.
    loadUser: refreshBalance,
    refreshBalance,
    setInboxUnread: (unread) => {
      if (session().user) session().setRewards({ inboxUnread: unread });
    },
    syncPlayer,
    verifySession: refreshBalance,
    keepSession,
    lastBalanceAt: () => session().balanceAt,
    takeRedirect: wiring.takeRedirect,
    goTo: wiring.navigate,
    goHome: () => wiring.navigate(paths.home()),
    runQueryActions: wiring.runQueryActions,
    showRestrictedRegion: () => setRestrictedRegion(true),
    tagEvent: (details) => pushTagEvent(details),
    nativeLoginInstead: (url) => {
      if (!isApp() || !isLoginPageUrl(url)) return false;
      requestNativeLogin({ forced: false });
      return true;
    },
    report: (error) => console.error('account frame', error),
  };
}
