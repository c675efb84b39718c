/**
 * What the server writes to its log: one JSON line per event in production, a short coloured line per
 * event under `npm run dev`, and never a secret. Login tokens travel in URLs (token login, the account
 * site's sport_token), in the jwt and authorization headers and in cookies; passwords travel in bodies.
 * The request serializer masks secret query values and the redaction masks the rest wherever a log
 * call puts them.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config';

export const REDACTED = '[REDACTED]';

/** Where log lines are written. */
export interface LogStream {
  write(line: string): void;
}

/** Query parameter names whose value is a credential: tokens, passwords, secrets, signatures, keys. */
const SECRET_PARAM = /token|passw|secret|jwt|authori[sz]ation|session|signature|api[-_]?key|^key$|^code$/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** A `name=value` pair of a query string, inside a URL or a message quoting one. */
const QUERY_PAIR = /([?&])([^=&?#\s"']+)=([^&#\s"']*)/g;

/**
 * The text (a URL, or a message quoting one) with the value of each secret query parameter replaced;
 * everything else as it came.
 */
export function redactUrl(text: string): string {
  return text.replace(QUERY_PAIR, (pair, separator: string, name: string) =>
    SECRET_PARAM.test(decodedName(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
}

const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'sport_token',
  'temporary_token',
  'refresh_token',
  'jwt',
];
const SECRET_HEADERS = ['jwt', 'authorization', 'cookie', 'set-cookie', 'x-api-key'];

/** Paths the logger masks in any log object: secret headers of requests and replies, secret fields to two levels. */
export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
  ]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** The request as a log line shows it; the URL without secret query values. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A line per event for a developer's terminal: time, level, message, fields. */
async function prettyStream(): Promise<LogStream | undefined> {
  try {
    // A development dependency: absent from a production install, where the logs stay JSON.
    const { default: pretty } = await import('pino-pretty');
    return pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true });
  } catch {
    return undefined;
  }
}

export interface LoggerChoice {
  level?: string;
  /** Where the lines go (tests capture them); standard output when absent. */
  stream?: LogStream;
}

/**
 * Fastify's own request lines. For a developer's terminal, one line per answered request (method, URL,
 * status, duration) instead of an incoming and a completed object; the URL of a route that does not
 * exist is logged without its secrets.
 */
class RequestLines extends LogController {
  readonly #brief: boolean;

  constructor(brief: boolean) {
    super();
    this.#brief = brief;
  }

  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!this.#brief) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!this.#brief) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}

/** Fastify's logging options: level, redaction, the request serializer, pretty lines for development. */
export async function loggingOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  choice: LoggerChoice = {},
): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  const pretty = !choice.stream && config.LOG_FORMAT === 'pretty' ? await prettyStream() : undefined;
  const stream = choice.stream ?? pretty;
  return {
    logger: {
      level: choice.level ?? config.LOG_LEVEL,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest },
      // Messages may quote a URL too.
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
      ...(stream ? { stream } : {}),
    },
    logController: new RequestLines(pretty !== undefined),
  };
}
