/**
 * What the server writes to its log: one JSON line per event in production, a short coloured line per
 * event under `npm run dev`, and never a secret. Login tokens travel in URLs (token login, the account
 * site's sport_token), in the jwt and authorization headers and in cookies; passwords travel in bodies.
 * The request serializer masks secret query values and the redaction masks the rest wherever a log
 * call puts them.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { stdSerializers } from 'pino';
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

/**
 * Page paths whose next segment is a credential: a mailed password-reset link and a registration
 * invitation carry their single-use token there (on the account site, and on the sportsbook, which
 * opens the same page in its frame). Compared without case and after percent-decoding, as routers do.
 */
export const SECRET_PATH_SEGMENTS: readonly string[] = [
  'reset-password',
  'reset-password-compromised',
  'registration-with-token',
];
const SECRET_SEGMENT_SET = new Set(SECRET_PATH_SEGMENTS);

/** One `/segment` of a path, inside a URL or a message quoting one. */
const PATH_SEGMENT = /\/([^/?#\s"'<>\\]*)/g;

/** The text with the segment after each secret-bearing page segment replaced. */
function redactPathSegments(text: string): string {
  const segments = [...text.matchAll(PATH_SEGMENT)];
  let out = '';
  let from = 0;
  for (let i = 1; i < segments.length; i++) {
    const [name, value] = [segments[i - 1], segments[i]];
    if (!name || !value || value[1] === '') continue;
    // Only a segment that directly follows its page name, as in /reset-password/<token>.
    if (name.index + name[0].length !== value.index) continue;
    if (!SECRET_SEGMENT_SET.has(decodedName(name[1] ?? '').toLowerCase())) continue;
    out += `${text.slice(from, value.index)}/${REDACTED}`;
    from = value.index + value[0].length;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A `name=value` pair of a query string or of parameters after a `#` or `;`, inside a URL or a message. */
const QUERY_PAIR = /([?&#;])([^=&?#;\s"']+)=([^&#;\s"']*)/g;

/**
 * The text (a URL, or a message quoting one) with every secret it carries replaced: the value of each
 * secret parameter, the token segment of a reset or registration link, and any parameter whose value is
 * itself such a link (a redirect to it); everything else as it came.
 */
export function redactUrl(text: string): string {
  const pairsRedacted = text.replace(QUERY_PAIR, (pair, separator: string, name: string, value: string) => {
    if (SECRET_PARAM.test(decodedName(name))) return `${separator}${name}=${REDACTED}`;
    const decoded = decodedName(value);
    return redactPathSegments(decoded) === decoded ? pair : `${separator}${name}=${REDACTED}`;
  });
  return redactPathSegments(pairsRedacted);
}

/**
 * Every string in a logged value (a few levels down) without URL secrets; the value itself when it held
 * none. Only plain objects and arrays are entered, unless `anyObject`: errors and requests have their own
 * serializers, which call this on what they produce.
 */
function redactStrings(value: unknown, anyObject = false, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => redactStrings(item, anyObject, depth + 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (!anyObject && prototype !== Object.prototype && prototype !== null) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const redacted = redactStrings(item, anyObject, depth + 1);
    if (redacted === item) continue;
    copy ??= { ...value };
    copy[key] = redacted;
  }
  return copy ?? value;
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

/**
 * An error as a log line shows it: the standard fields, with every URL secret gone from the message,
 * the stack and any other text (an error about a bad URL quotes the URL).
 */
function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  return redactStrings({ ...stdSerializers.err(error) }, true) as ReturnType<typeof stdSerializers.err>;
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
      serializers: { req: serializeRequest, err: serializeError },
      // Any other field a log call passes may hold a URL (a redirect target, a path being served).
      formatters: { log: (object) => redactStrings(object) as Record<string, unknown> },
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
