/**
 * One way to serve a contract call: its method, path, schemas and authentication level come from the call.
 * Every route of the server is such a call, but for the few kinds of route a plugin registers on its own
 * (files served as they are, the CORS preflight, the OpenAPI viewer): the route guard lists them and
 * refuses to start a server holding any other route.
 */
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { type CallDef, type RouteSchema, routeSchema } from '@touchline/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call the route serves; only callRoute sets it. */
    call?: CallDef;
  }
  interface FastifyInstance {
    /** Present on a server built with its route guard (the API and the account site). */
    routeGuard?: RouteGuard;
  }
}

/** The app as a module's route plugin sees it: zod schemas type the request and the reply. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler typed by the call: its query, body, params and headers, and the 200 body it answers. */
export type CallHandler<C extends CallDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<C>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * What a route may add to its call: hooks and route config (a rate limit; `session: 'in-transaction'`
 * on a login-only call whose handler checks the session itself), never another shape or level.
 */
export type CallRouteOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Serves a contract call: method and path, the zod schemas that validate the input and serialize the
 * answer (and print the OpenAPI document), and the authentication level the bettor is looked up with.
 */
export function callRoute<C extends CallDef>(
  app: ZodApp | FastifyInstance,
  call: C,
  options: CallRouteOptions,
  handler: CallHandler<C>,
): void {
  // The operator's credential is not a bettor's session: such a route checks it in its own hook.
  if (call.auth === 'operator' && !options.onRequest) {
    throw new Error(
      `${call.method} ${call.path} is an operator call: give it the hook that checks the operator token`,
    );
  }
  if (options.config?.session === 'in-transaction' && call.auth !== 'required') {
    throw new Error(
      `${call.method} ${call.path} checks the session in its transaction: it must require a login`,
    );
  }
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    schema: routeSchema(call),
    config: { ...options.config, auth: call.auth, call },
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * The only routes that serve no contract call, each kind with the reason it may. Socket.IO is not among
 * them because it registers no route: it answers on the HTTP server itself, ahead of the router.
 */
export const ROUTES_WITHOUT_A_CALL = {
  'static files':
    'files served as they are by @fastify/static (the built pages and their assets, media, stream segments): a folder, not a call',
  'CORS preflight': 'the OPTIONS answer @fastify/cors registers for every path',
  'OpenAPI viewer': 'the OpenAPI document and its viewer under /docs, registered by @fastify/swagger-ui',
} as const;
export type RouteWithoutCall = keyof typeof ROUTES_WITHOUT_A_CALL;

export interface GuardedRoute {
  method: string;
  url: string;
}

export interface RouteGuard {
  /** Registers a plugin whose routes are all of an allowed kind: the one way to add a route without a call. */
  allow<T>(kind: RouteWithoutCall, register: () => PromiseLike<T>): Promise<T>;
  /** The routes registered so far under each allowed kind. */
  allowed(): ReadonlyArray<GuardedRoute & { kind: RouteWithoutCall }>;
  /** The routes registered so far that serve no call and are of no allowed kind. */
  offenders(): readonly GuardedRoute[];
  /** The calls served so far. */
  served(): readonly CallDef[];
}

/**
 * Installs the route guard: from here on, every route must come from callRoute or from a plugin
 * registered through `allow`; the server refuses to become ready otherwise, naming every offender.
 */
export function guardRoutes(app: FastifyInstance): RouteGuard {
  let allowing: RouteWithoutCall | null = null;
  const allowed: Array<GuardedRoute & { kind: RouteWithoutCall }> = [];
  const offenders: GuardedRoute[] = [];
  const served = new Set<CallDef>();
  const guard: RouteGuard = {
    async allow(kind, register) {
      if (allowing) throw new Error(`routes of ${kind} registered inside those of ${allowing}`);
      allowing = kind;
      try {
        return await register();
      } finally {
        allowing = null;
      }
    },
    allowed: () => allowed,
    offenders: () => offenders,
    served: () => [...served],
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const call = route.config?.call;
    // A route serves its call at the call's own path and method (Fastify adds HEAD beside each GET):
    // a route that only names a call, or serves it under a prefix, is not the call.
    const servesCall =
      call !== undefined &&
      route.url === call.path &&
      methods.every((method) => method === call.method || (method === 'HEAD' && call.method === 'GET'));
    if (servesCall) {
      served.add(call);
      return;
    }
    const seen = { method: methods.join('|'), url: route.url };
    if (allowing) allowed.push({ ...seen, kind: allowing });
    else offenders.push(seen);
  });
  app.addHook('onReady', async () => {
    if (offenders.length === 0) return;
    const list = offenders.map((route) => `${route.method} ${route.url}`).join(', ');
    throw new Error(
      `routes that serve no contract call (declare them with defineCall, serve them with callRoute): ${list}`,
    );
  });
  app.decorate('routeGuard', guard);
  return guard;
}

/** Serves a folder of files as they are (@fastify/static), the one kind of route a module adds without a call. */
export async function serveFiles(app: FastifyInstance, options: FastifyStaticOptions): Promise<void> {
  const register = () => app.register(fastifyStatic, options);
  if (app.routeGuard) await app.routeGuard.allow('static files', register);
  else await register();
}
