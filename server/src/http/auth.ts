/**
 * Who is calling. Each route declares its authentication level in its config (`auth`: none, optional
 * or required; a route from a contract call takes the call's own), and one onRequest hook puts the
 * bettor on the request before anything else looks at it: a required route answers a guest 401 before
 * its input is validated, so a caller without a session learns nothing about what the call expects.
 * An `operator` route holds no bettor; it checks the operator's token in its own hook.
 */
import type { CallAuth } from '@touchline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticated } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; none when absent. */
    auth?: CallAuth;
  }
  interface FastifyRequest {
    /** The caller's session on an `optional` or `required` route; null for a guest (or a `none` route). */
    bettor: Authenticated | null;
  }
}

type Headers = { headers: Record<string, string | string[] | undefined> };

/** How a request's session is found: the login token of its headers, checked. */
export interface Authenticator {
  /** The session, or null when there is no valid token. */
  authenticate(request: Headers): Promise<Authenticated | null>;
  /** The session, or an HTTP 401 saying why there is none. */
  requireUser(request: Headers): Promise<Authenticated>;
}

/** Installs the authentication hook on the app; every route registered afterwards declares its level. */
export function installAuth(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('bettor', null);
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config?.auth ?? 'none';
    if (level === 'required') request.bettor = await authenticator.requireUser(request);
    else if (level === 'optional') request.bettor = await authenticator.authenticate(request);
  });
}

/** The bettor of a route declared `required`. */
export function bettorOf(request: FastifyRequest): Authenticated {
  if (!request.bettor)
    throw new Error(`${request.routeOptions.url} reads the bettor but is not declared auth: required`);
  return request.bettor;
}
