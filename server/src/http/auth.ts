/**
 * Who is calling. Each route declares its authentication level in its config (`auth`: none, optional
 * or required; a route from a contract call takes the call's own), and one onRequest hook puts the
 * bettor on the request before anything else looks at it: a required route answers a guest 401 before
 * its input is validated, so a caller without a session learns nothing about what the call expects.
 * An `operator` route holds no bettor; it checks the operator's token in its own hook.
 *
 * A required route may instead declare `session: 'in-transaction'`: it reads the session itself, in
 * the first statement of its own transaction (one round trip fewer on a hot path). The hook still
 * checks all that needs no database, so no token, a forged one or an expired one is 401 before the
 * input is validated, and puts the token's claims on the request (`claimsOf`). The rule this changes:
 * a correctly signed token whose session was ended (logout, time-out, self-exclusion) is answered
 * 400 for input no schema accepts, and 401 once its input is well-formed, because the session is
 * only read by the handler, which runs after validation. That tells nothing to a guest or to a
 * made-up token: only a token the server signed for a bettor gets that far, and what the call expects
 * is the same for every bettor, which the token's holder could see while its session lasted.
 */
import type { CallAuth } from '@touchline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticated, Claimed } from '../modules/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; none when absent. */
    auth?: CallAuth;
    /**
     * On a `required` route: the handler checks the session in its own transaction, the hook only
     * the token (the bettor is then null, the claims are set).
     */
    session?: 'in-transaction';
  }
  interface FastifyRequest {
    /** The caller's session on an `optional` or `required` route; null for a guest (or a `none` route). */
    bettor: Authenticated | null;
    /** The verified token of a route that checks the session in its own transaction; else null. */
    claimed: Claimed | null;
  }
}

type Headers = { headers: Record<string, string | string[] | undefined> };

/** How a request's session is found: the login token of its headers, checked. */
export interface Authenticator {
  /** The session, or null when there is no valid token. */
  authenticate(request: Headers): Promise<Authenticated | null>;
  /** The session, or an HTTP 401 saying why there is none. */
  requireUser(request: Headers): Promise<Authenticated>;
  /** The token's claims when it is signed and not expired (the session not read), or an HTTP 401. */
  requireClaims(request: Headers): Promise<Claimed>;
}

/** Installs the authentication hook on the app; every route registered afterwards declares its level. */
export function installAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('bettor', null);
  app.decorateRequest('claimed', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const level = config?.auth ?? 'none';
    if (level === 'required') {
      if (config?.session === 'in-transaction') request.claimed = await authenticator.requireClaims(request);
      else request.bettor = await authenticator.requireUser(request);
    } else if (level === 'optional') request.bettor = await authenticator.authenticate(request);
  });
}

/** The bettor of a route declared `required`. */
export function bettorOf(request: FastifyRequest): Authenticated {
  if (!request.bettor)
    throw new Error(`${request.routeOptions.url} reads the bettor but is not declared auth: required`);
  return request.bettor;
}

/**
 * The verified token of a route declared `session: 'in-transaction'`, whose handler then checks the
 * session in its own transaction (AuthService.sessionCheck).
 */
export function claimsOf(request: FastifyRequest): Claimed {
  if (!request.claimed)
    throw new Error(
      `${request.routeOptions.url} reads the claims but is not declared session: in-transaction`,
    );
  return request.claimed;
}
