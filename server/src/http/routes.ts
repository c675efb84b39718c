/** One way to serve a contract call: its method, path, schemas and authentication level come from the call. */
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
  app: ZodApp,
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
    config: { ...options.config, auth: call.auth },
    handler: handler as RouteHandlerMethod,
  });
}
