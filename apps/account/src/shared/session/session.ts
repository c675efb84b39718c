/**
 * What logging in and out means for the account site: its own session, the handover to the sportsbook
 * (a single-use sport token, then action_done), and the player's details.
 */

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPlayerDetails, loginWithToken, logout, mintSportToken } from '@touchline/contract';
import { useCallback } from 'react';
import { ApiError, callApi } from '@/shared/api/client';
import type { FrameBridge } from '@/shared/frame/bridge';
import { useBridge } from '@/shared/frame/bridge-context';
import type { Site } from '@/shared/site/site';
import { useSite } from '@/shared/site/site-context';
import { useSessionStore } from './store';

/** Narrow screens log in as mobile devices (the sportsbook's rule: under 800 px). */
export const deviceOf = (): 'mobile' | 'desktop' =>
  typeof window !== 'undefined' && window.innerWidth < 800 ? 'mobile' : 'desktop';

export const playerDetailsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['player-details', token],
    queryFn: ({ signal }) => callApi(getPlayerDetails, { signal, token }),
    enabled: token !== null,
    staleTime: 5_000,
  });

/** The logged-in player's details and balances (disabled when logged out). */
export function usePlayerDetails() {
  const token = useSessionStore((state) => state.token);
  return useQuery(playerDetailsQuery(token));
}

/**
 * Hands the session over to the sportsbook: a fresh single-use sport token, then action_done with the
 * action ('login' or 'registration'). Does nothing when the page is not in the sportsbook's frame.
 */
export async function handOver(bridge: FrameBridge, action: 'login' | 'registration'): Promise<void> {
  if (!bridge.connected) return;
  try {
    const minted = await callApi(mintSportToken, {});
    bridge.send({ event: 'sport_token', details: { token: minted.data.sport_token } });
  } catch (error) {
    // The sportsbook asks again (get_sport_token) once it hears action_done.
    console.warn('sport token for the sportsbook failed', error);
  }
  bridge.send({ event: 'action_done', details: { action } });
}

/**
 * Answers the sportsbook's get_sport_token: only with a session (an empty token would log it out). A
 * session the server says has ended (a logout from the sportsbook whose logged_out has not come yet) is
 * forgotten here too, and nothing is sent.
 */
export async function answerSportToken(bridge: FrameBridge): Promise<void> {
  if (useSessionStore.getState().token === null) return;
  let token: string;
  try {
    token = (await callApi(mintSportToken, {})).data.sport_token;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useSessionStore.getState().signOut();
      return;
    }
    throw error;
  }
  bridge.send({ event: 'sport_token', details: { token } });
}

/**
 * Takes the session the sportsbook hands over: a single-use sport token (the frame protocol carries no
 * other kind), exchanged for a session of the site's own in the same family. False when the exchange
 * is refused (a used or expired token).
 */
export async function acceptSportToken(site: Site, token: string): Promise<boolean> {
  let accessToken: string | null = null;
  try {
    const answer = await callApi(loginWithToken, {
      query: {
        token,
        domain: site.brand.domain,
        lang: site.lang,
        website: 'sport',
        device: deviceOf(),
        app: 0,
      },
      token: null,
    });
    accessToken = answer.data?.sportify.access_token ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
  if (!accessToken) return false;
  const details = await callApi(getPlayerDetails, { token: accessToken });
  useSessionStore.getState().signIn(accessToken, details.user.username, true);
  return true;
}

export function useSessionActions() {
  const bridge = useBridge();
  const site = useSite();
  const queryClient = useQueryClient();

  const completeLogin = useCallback(
    async (input: {
      accessToken: string;
      username: string;
      remember: boolean;
      action: 'login' | 'registration';
    }) => {
      queryClient.clear();
      useSessionStore.getState().signIn(input.accessToken, input.username, input.remember);
      await handOver(bridge, input.action);
    },
    [bridge, queryClient],
  );

  const logOut = useCallback(async () => {
    const { token, username } = useSessionStore.getState();
    if (token && username) {
      await callApi(logout, {
        body: { username, website: 'sport', lang: site.lang, device: deviceOf(), app: 0 },
      }).catch(() => {
        // Logging out always clears the local state, even when the server cannot be reached.
      });
    }
    useSessionStore.getState().signOut();
    queryClient.clear();
    bridge.send({ event: 'log_out' });
  }, [bridge, queryClient, site.lang]);

  return { completeLogin, logOut };
}
