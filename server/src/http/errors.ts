/**
 * The one error type of the server. A refusal is thrown as an HttpError wherever it is decided (a
 * service, a repository check, a route) and answered by the app's error handler as the standard error
 * body: `{ statusCode, error: <HTTP reason phrase>, message, code?, ...meta }`.
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@touchline/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Facts a refusal carries beside its message (a limit's allowance, an exclusion's end, ...). */
export type ErrorMeta = Readonly<Record<string, unknown>>;

/**
 * A refusal with its HTTP status, an optional machine code the client can act on, the message, and
 * optional facts that go into the body beside them. A status of 500 or more is a fault of the server:
 * its message and facts are logged, never sent.
 */
export class HttpError<Code extends string = string, Meta extends ErrorMeta = ErrorMeta> extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: Code | undefined,
    message: string,
    readonly meta: Meta = {} as Meta,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The reply body of this refusal. */
  body(): ErrorBody & Record<string, unknown> {
    if (this.statusCode >= 500) return serverErrorBody(this.statusCode);
    return {
      statusCode: this.statusCode,
      error: reasonPhrase(this.statusCode),
      message: this.message,
      ...(this.code === undefined ? {} : { code: this.code }),
      ...this.meta,
    };
  }
}

/** True when `error` is an HttpError, and with this machine code when one is given. */
export function isHttpError(error: unknown, code?: string): error is HttpError {
  return error instanceof HttpError && (code === undefined || error.code === code);
}

export const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

const serverErrorBody = (status = 500): ErrorBody => ({
  statusCode: status,
  error: 'Internal Server Error',
  message: 'SERVER_ERROR',
});

export const badRequest = (message: string, code?: string) => new HttpError(400, code, message);

export const unauthorized = (message = 'login required: send a valid token in the jwt header') =>
  new HttpError(401, undefined, message);

export const forbidden = (message: string, code?: string) => new HttpError(403, code, message);

export const notFound = (message: string, code?: string) => new HttpError(404, code, message);

export const conflict = (message: string, code?: string) => new HttpError(409, code, message);

/**
 * The body of any error outside the HTTP error handler (a socket request answered like its HTTP
 * call): an HttpError answers its own body, anything else is a server fault.
 */
export function errorBodyOf(error: unknown): ErrorBody & Record<string, unknown> {
  return error instanceof HttpError ? error.body() : serverErrorBody();
}

/**
 * The app's error handler: an HttpError answers its body; a request that fails its zod schema gets
 * 400 with every issue as `path: message`; a response that fails its own schema, or anything
 * unexpected, is logged and answered as a bare 500. Fastify's own 4xx errors keep their code.
 */
export function handleErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const reason = error.validation
        .map(
          (issue) =>
            `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext}: ${issue.message}`,
        )
        .join('; ');
      return reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: reason });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response failed its schema');
      return reply.status(500).send(serverErrorBody());
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      statusCode: status,
      error: status >= 500 ? 'Internal Server Error' : (error.code ?? 'Bad Request'),
      message: status >= 500 ? 'SERVER_ERROR' : error.message,
    });
  });
}
