/** Routes that need a logged-in bettor: a hook that finds the session, and the session it found. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { type Authenticated, authFor } from '../modules/auth/service';

const sessions = new WeakMap<FastifyRequest, Authenticated>();

/**
 * An onRequest hook that requires a logged-in user, so a guest gets 401 before any validation
 * (placing a bet or opening my bets leads to login), and the
 * handler reads the session with `sessionOf(request)`.
 */
export function requireLogin(ctx: AppContext) {
  const auth = authFor(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    sessions.set(request, await auth.requireUser(request));
  };
}

/**
 * The session of a request, or a 401: for handlers that check the login themselves, after the input
 * has passed its schema.
 */
export function requireUser(ctx: AppContext, request: FastifyRequest): Promise<Authenticated> {
  return authFor(ctx).requireUser(request);
}

/** The session the requireLogin hook found. */
export function sessionOf(request: FastifyRequest): Authenticated {
  const session = sessions.get(request);
  if (!session) throw new Error('route is missing the requireLogin hook');
  return session;
}
