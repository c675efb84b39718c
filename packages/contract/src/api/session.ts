/**
 * Session calls between the account site and the sportsbook: the single-use sport token that hands a
 * login over from one side of the frame to the other, and the keepalive of an active session.
 *
 * The token in a `sport_token` frame message (either direction) is such a sport token: the receiver
 * exchanges it with /auth/loginWithToken for a session of its own, in the same family as the sender's,
 * so logging out on either side ends both.
 */
import { z } from 'zod';
import { defineCall } from './define';

export const SportTokenResponse = z.object({
  status: z.literal('success'),
  message: z.string().nullable(),
  data: z.object({
    sport_token: z.string().describe('Single use; exchange it with /auth/loginWithToken'),
    expires_at: z.string().describe('ISO date-time'),
  }),
});
export type SportTokenResponse = z.infer<typeof SportTokenResponse>;

export const mintSportToken = defineCall({
  method: 'POST',
  path: '/auth/sport-token',
  module: 'auth',
  summary: 'A single-use sport token for the frame handover (the account site posts it to the sportsbook)',
  auth: 'required',
  response: SportTokenResponse,
});

export const KeepSessionResponse = z.object({
  status: z.literal('success'),
  message: z.string().nullable(),
  data: z.object({ expires_at: z.string().describe('ISO date-time the session now idles out') }),
});
export type KeepSessionResponse = z.infer<typeof KeepSessionResponse>;

export const keepSession = defineCall({
  method: 'POST',
  path: '/v1/player/keep-session',
  module: 'player',
  summary: 'keep_session: extend the idle expiry of the session (sent every 30 s while the user is active)',
  auth: 'required',
  response: KeepSessionResponse,
});

export const sessionCalls = { mintSportToken, keepSession } as const;
