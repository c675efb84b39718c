/**
 * The frame protocol as the pages live it: page_ready once a page has rendered, show_* when the bettor
 * opens a page from inside the frame, keep_session while the bettor is active, iframe_hidden on Escape,
 * and the sportsbook's messages acted on (its token logs the site in, logged_out logs it out, show opens a page).
 */

import { useQueryClient } from '@tanstack/react-query';
import { keepSession } from '@touchline/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REWARDS_KEY } from '@/features/rewards/rewards-queries';
import { callApi } from '@/shared/api/client';
import { useBridge } from '@/shared/frame/bridge-context';
import { isQuiet } from '@/shared/frame/quiet';
import { acceptSportToken, answerSportToken } from '@/shared/session/session';
import { useSessionStore } from '@/shared/session/store';
import { useSite } from '@/shared/site/site-context';
import { kindOfPath } from './feature-routes';

/** Keepalive period: a keep_session every 30 s while the bettor is active. */
export const KEEPALIVE_MS = 30_000;

const ACTIVITY_EVENTS = ['mousemove', 'touchstart', 'click', 'keydown', 'scroll'] as const;

/** Sends page_ready for the page it wraps, once that page has rendered. */
export function PageReady({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const { pathname, key } = useLocation();
  // Every navigation counts, also one to the page already shown: the sportsbook asking again for the
  // page it hid (Log in, closed, Log in) shows the frame only once page_ready comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation's key marks each arrival
  useEffect(() => {
    bridge.send({ event: 'page_ready', details: { url: pathname } });
  }, [bridge, pathname, key]);
  return <>{children}</>;
}

export function FrameSync() {
  const bridge = useBridge();
  const site = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const first = useRef(true);
  const navigationState = useRef<unknown>(null);
  navigationState.current = location.state;
  /** A page the sportsbook asked for is already shown by it: no show_* back. */
  const askedBySportsbook = useRef<string | null>(null);

  useEffect(() => {
    bridge.start();
    return () => bridge.stop();
  }, [bridge]);

  useEffect(() => {
    // A login, a bet or a grant in the sportsbook changes the balance and the rewards shown here.
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['player-details'] });
      void queryClient.invalidateQueries({ queryKey: [REWARDS_KEY] });
    };
    const unsubscribe = [
      bridge.on('show', (message) => {
        askedBySportsbook.current = message.details.path;
        navigate(message.details.path);
      }),
      bridge.on('sport_token', (message) => {
        const { token } = useSessionStore.getState();
        if (token !== null) return;
        acceptSportToken(site, message.details.token).catch((error: unknown) =>
          console.warn('the sportsbook token was refused', error),
        );
      }),
      bridge.on('get_sport_token', () => {
        answerSportToken(bridge).catch((error: unknown) =>
          console.warn('no sport token to answer with', error),
        );
      }),
      bridge.on('logged_out', () => {
        useSessionStore.getState().signOut();
        queryClient.clear();
      }),
      bridge.on('keep_session', () => {
        if (useSessionStore.getState().token !== null) callApi(keepSession, {}).catch(() => {});
      }),
      bridge.on('logged_in', refresh),
      bridge.on('update_freebets', refresh),
      bridge.on('sportLoginFinished', refresh),
      bridge.on('sportRegistrationFinished', refresh),
    ];
    return () => {
      for (const stop of unsubscribe) stop();
    };
  }, [bridge, navigate, queryClient, site]);

  // A page opened from inside the frame asks the sportsbook to show the frame with it.
  useEffect(() => {
    const path = location.pathname;
    if (first.current) {
      first.current = false;
      return;
    }
    if (askedBySportsbook.current === path) {
      askedBySportsbook.current = null;
      return;
    }
    // The site's own move after a login: the sportsbook hides the frame on action_done, and a show_*
    // now would open it again over the page the bettor is going back to.
    if (isQuiet(navigationState.current)) return;
    const kind = kindOfPath(path);
    bridge.send({
      event: kind === 'cashier' ? 'show_cashier' : kind === 'help' ? 'show_help' : 'show',
      details: { path },
    });
  }, [bridge, location.pathname]);

  // Escape anywhere in the site asks the sportsbook to hide the frame: keys pressed inside the frame
  // never reach the sportsbook's page, so its own Escape handling cannot see them. A key a control of
  // the site already used (a field's own Escape, a picker closing) is left to it.
  useEffect(() => {
    if (!bridge.connected) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      bridge.send({ event: 'iframe_hidden' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bridge]);

  // Keepalive: any activity sets a flag; every 30 s a logged-in, active bettor's session is extended.
  // In the sportsbook's frame the sportsbook owns the tick: this site only reports its activity
  // (keep_session), and extends its own session when the sportsbook's tick says so (above). Alone, it
  // extends its session itself.
  useEffect(() => {
    let active = false;
    const mark = () => {
      active = true;
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, mark, { passive: true });
    const timer = window.setInterval(() => {
      if (!active || useSessionStore.getState().token === null) return;
      active = false;
      if (bridge.connected) {
        bridge.send({ event: 'keep_session' });
        return;
      }
      callApi(keepSession, {}).catch(() => {
        // An ended session shows itself on the next call the bettor makes.
      });
    }, KEEPALIVE_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, mark);
    };
  }, [bridge]);

  return null;
}
