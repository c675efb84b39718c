/**
 * How a call is declared, the query helpers every module shares, and the standard error body.
 *
 * A call is data: method, path, the schemas of what goes in and what comes out. The server feeds
 * `routeSchema(call)` to Fastify (validation, serialization and OpenAPI from one source); the web
 * client types its fetchers with `CallQueryInput` / `CallResponse`.
 */
import { z } from 'zod';
import { Bookmaker, Country, DEFAULT_LANGUAGE, Language } from '../entities/common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** none: public; optional: a jwt header personalises the answer; required: 401 without it. */
/** Who may make a call: anyone, a bettor (optional or required login), or the operator's own token. */
export type CallAuth = 'none' | 'optional' | 'required' | 'operator';

export interface CallDef {
  method: HttpMethod;
  /** Fastify path syntax: `:name` for a path parameter. */
  path: string;
  /** Module that serves the call; also its OpenAPI tag. */
  module: string;
  summary: string;
  auth: CallAuth;
  querystring?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  /**
   * The 200 body. Free of transforms, so it serializes and prints into OpenAPI. For a call that answers
   * another media type (`produces`), the body as text, described.
   */
  response: z.ZodType;
  /**
   * Other statuses whose body has a shape of its own (a refused login answers its login body with 401;
   * a refused deposit names the limit with 409). Without an entry, a 4xx or 5xx answers the ErrorBody.
   */
  responses?: Readonly<Record<number, z.ZodType>>;
  /**
   * The media type of the call's own answers (200 and `responses`) when they are not JSON: an HTML page,
   * a playlist, metrics text. The handler sets the type and writes the text; errors stay JSON.
   */
  produces?: string;
  /** Left out of the OpenAPI document: a call only a page of this server makes on its own. */
  hidden?: boolean;
}

/**
 * Declares one HTTP call of the sportsbook (method, path, query, body, answer), keeping its literal types.
 */
export const defineCall = <const C extends CallDef>(call: C): C => call;

export type CallQuery<C extends CallDef> = C['querystring'] extends z.ZodType
  ? z.output<C['querystring']>
  : never;
/** What a client may send as query (strings, numbers, booleans before coercion). */
export type CallQueryInput<C extends CallDef> = C['querystring'] extends z.ZodType
  ? z.input<C['querystring']>
  : never;
export type CallBody<C extends CallDef> = C['body'] extends z.ZodType ? z.output<C['body']> : never;
export type CallBodyInput<C extends CallDef> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type CallParams<C extends CallDef> = C['params'] extends z.ZodType ? z.output<C['params']> : never;
export type CallHeaders<C extends CallDef> = C['headers'] extends z.ZodType ? z.output<C['headers']> : never;
export type CallResponse<C extends CallDef> = z.output<C['response']>;

/** Standard error body (HTTP 4xx/5xx), Fastify's own shape so its errors need no mapping. */
export const ErrorBody = z.object({
  statusCode: z.int().min(400).max(599),
  error: z.string().describe('HTTP reason phrase, e.g. "Bad Request"'),
  message: z.string().describe('Why, e.g. "querystring/limit: Too big: expected number to be <=500"'),
  code: z.string().optional().describe('Machine-readable code, e.g. BALANCE_INSUFFICIENT'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** True when a payload (an HTTP body or a socket ack) is the standard error body (HTTP 4xx/5xx). */
export const isErrorBody = (value: unknown): value is ErrorBody => ErrorBody.safeParse(value).success;

type NoKeys = Record<never, never>;
type Present<C, K extends string> = C extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? { [P in K]: S }
    : NoKeys
  : NoKeys;

/** The answers of a call by status: its own (JSON, or in the media type it produces) and the errors. */
type Responses<C extends CallDef> = C['produces'] extends string
  ? Record<number | '4xx' | '5xx', unknown>
  : { 200: C['response']; '4xx': typeof ErrorBody; '5xx': typeof ErrorBody } & (C extends {
      responses: infer R;
    }
      ? R
      : NoKeys);

export type RouteSchema<C extends CallDef> = {
  summary: string;
  tags: string[];
  hide?: boolean;
  response: Responses<C>;
} & Present<C, 'querystring'> &
  Present<C, 'body'> &
  Present<C, 'params'> &
  Present<C, 'headers'>;

/** The Fastify `schema` of a declared call: validation, serialization and OpenAPI from one definition. */
export const routeSchema = <C extends CallDef>(call: C): RouteSchema<C> => {
  const own: Record<number, z.ZodType> = { ...call.responses, 200: call.response };
  const response: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(own)) {
    response[status] = call.produces ? { content: { [call.produces]: { schema: body } } } : body;
  }
  const schema: Record<string, unknown> = {
    summary: call.summary,
    tags: [call.module],
    response: { ...response, '4xx': ErrorBody, '5xx': ErrorBody },
  };
  if (call.hidden) schema.hide = true;
  for (const key of ['querystring', 'body', 'params', 'headers'] as const) {
    if (call[key]) schema[key] = call[key];
  }
  return schema as RouteSchema<C>;
};

// How a declared path is filled lives with the client, which must not load the schemas.
export { callPath } from '../client';

// ---------------------------------------------------------------------------------------------
// Query helpers. A query string carries only strings; a socket request carries real JSON values.
// Each helper takes both, so the HTTP call and its realtime twin share one schema.

/** An integer from a query string ('20') or JSON (20): query params travel as strings. */
export const queryInt = () => z.coerce.number<number | string>().int();

/** A boolean from 'true'/'false'/'1'/'0' or JSON; z.coerce.boolean would read 'false' as true. */
export const queryBool = () =>
  z.union([z.boolean(), z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] })], {
    error: 'expected a boolean: true, false, 1 or 0',
  });

/** A list param (ids, types) from `a,b`, repeated keys or a JSON array; blanks dropped. */
export const queryList = <T extends z.ZodType<string, string>>(item: T, max = 100) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).min(1).max(max));

/** The query fields most calls share: bookmaker, lang (default en) and country. */
export const bookmakerField = { bookmaker: Bookmaker };
export const langField = { lang: Language.default(DEFAULT_LANGUAGE) };
export const countryField = { country: Country.optional() };
export const commonQueryFields = { ...bookmakerField, ...langField, ...countryField };

export const CommonQuery = z.object(commonQueryFields);
export type CommonQuery = z.infer<typeof CommonQuery>;

/** Headers a call may read; loose, because Fastify replaces request.headers with the parsed value. */
export const AuthHeaders = z.looseObject({
  jwt: z.string().min(1).optional().describe('Login token; every call sends it when logged in'),
  bookmaker: Bookmaker.optional(),
});
export type AuthHeaders = z.infer<typeof AuthHeaders>;

// ---------------------------------------------------------------------------------------------
// NUL characters. No text of this API may contain U+0000: PostgreSQL refuses it in text values, so a
// NUL that reached a query would fail there. Every input is checked before its schema reads it.

export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';

interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit | undefined, last?: PropertyKey): PropertyKey[] => {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (or object key) holding a NUL character anywhere in an input, or null.
 * Walks with its own stack and parent links, so a deeply nested JSON body neither overflows the call
 * stack nor costs more than one visit per value.
 */
export function nulCharacterPath(input: unknown): PropertyKey[] | null {
  const stack: Visit[] = [{ value: input, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf(visit, key);
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * The schema with a NUL check in front: any NUL in the input is refused (with its path) before the
 * schema parses it. The server validates every query, path, body and header through this.
 */
export const refusingNul = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((input, ctx) => {
      const path = nulCharacterPath(input);
      if (path) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE, input });
    })
    .pipe(schema);
