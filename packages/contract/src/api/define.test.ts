import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CommonQuery,
  callPath,
  defineCall,
  ErrorBody,
  isErrorBody,
  NUL_MESSAGE,
  nulCharacterPath,
  queryBool,
  queryInt,
  queryList,
  refusingNul,
  routeSchema,
} from './define';

const reasons = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('query values arrive as strings', () => {
  it('coerces integers from strings and keeps numbers', () => {
    expect(queryInt().parse('20')).toBe(20);
    expect(queryInt().parse(20)).toBe(20);
  });
  it('rejects junk and fractions with a reason', () => {
    expect(reasons(queryInt().safeParse('abc'))[0]).toMatch(/expected number/);
    expect(queryInt().safeParse('2.5').success).toBe(false);
  });
  it("reads 'false' and '0' as false (unlike z.coerce.boolean)", () => {
    expect(queryBool().parse('false')).toBe(false);
    expect(queryBool().parse('0')).toBe(false);
    expect(queryBool().parse('true')).toBe(true);
    expect(queryBool().parse(true)).toBe(true);
  });
  it('rejects a boolean that is neither true nor false, with a reason', () => {
    expect(reasons(queryBool().safeParse('maybe'))[0]).toMatch(/expected a boolean/);
  });
  it('reads lists from a comma list, repeated keys or an array, dropping blanks', () => {
    const ids = queryList(z.string().min(1));
    expect(ids.parse('1,2, 3')).toEqual(['1', '2', '3']);
    expect(ids.parse(['1', '2,3'])).toEqual(['1', '2', '3']);
    expect(ids.parse('1,,2')).toEqual(['1', '2']);
  });
  it('rejects an empty list and a list over its maximum', () => {
    expect(queryList(z.string()).safeParse(',').success).toBe(false);
    expect(queryList(z.string(), 2).safeParse('1,2,3').success).toBe(false);
  });
});

describe('common query: bookmaker, lang (default en), country', () => {
  it('defaults lang to en', () => {
    expect(CommonQuery.parse({ bookmaker: 'touchline_ie' })).toEqual({
      bookmaker: 'touchline_ie',
      lang: 'en',
    });
  });
  it('rejects a missing bookmaker and an unknown language or country', () => {
    expect(CommonQuery.safeParse({}).success).toBe(false);
    expect(CommonQuery.safeParse({ bookmaker: 'touchline_ie', lang: 'it' }).success).toBe(false);
    expect(CommonQuery.safeParse({ bookmaker: 'touchline_ie', country: 'FR' }).success).toBe(false);
  });
});

describe('standard error body { statusCode, error, message }', () => {
  it("accepts Fastify's 400 body", () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring/limit: Too big',
      code: 'FST_ERR',
    };
    expect(ErrorBody.safeParse(body).success).toBe(true);
    expect(isErrorBody(body)).toBe(true);
  });
  it('is not a success body', () => {
    expect(isErrorBody({ data: [] })).toBe(false);
    expect(isErrorBody({ statusCode: 200, error: 'OK', message: '' })).toBe(false);
  });
});

describe('call definitions feed Fastify', () => {
  const call = defineCall({
    method: 'GET',
    path: '/v1/things/:id',
    module: 'things',
    summary: 'A thing',
    auth: 'none',
    params: z.object({ id: z.string() }),
    response: z.object({ ok: z.boolean() }),
  });
  it('routeSchema keeps the given parts, adds error bodies and the module tag', () => {
    const schema = routeSchema(call);
    expect(schema.params).toBe(call.params);
    expect(schema.response[200]).toBe(call.response);
    expect(schema.response['4xx']).toBe(ErrorBody);
    expect(schema.tags).toEqual(['things']);
    expect(schema).not.toHaveProperty('querystring');
    expect(schema).not.toHaveProperty('body');
  });
  it('routeSchema declares the other statuses a call answers with a body of its own', () => {
    const Refusal = z.object({ reason: z.string() });
    const refusing = defineCall({ ...call, responses: { 409: Refusal } });
    const schema = routeSchema(refusing);
    expect(schema.response[409]).toBe(Refusal);
    expect(schema.response[200]).toBe(call.response);
    expect(schema.response['4xx']).toBe(ErrorBody);
  });
  it('routeSchema puts the answers of a call producing another media type under that type; errors stay JSON', () => {
    const Page = z.string().describe('The page');
    const page = defineCall({ ...call, produces: 'text/html', response: Page, responses: { 404: Page } });
    const schema = routeSchema(page);
    expect(schema.response[200]).toEqual({ content: { 'text/html': { schema: Page } } });
    expect(schema.response[404]).toEqual({ content: { 'text/html': { schema: Page } } });
    expect(schema.response['4xx']).toBe(ErrorBody);
  });
  it('routeSchema hides a hidden call from the OpenAPI document, and only it', () => {
    expect(routeSchema(defineCall({ ...call, hidden: true })).hide).toBe(true);
    expect(routeSchema(call)).not.toHaveProperty('hide');
  });
  it('callPath fills and encodes path parameters', () => {
    expect(callPath(call.path, { id: 'a b' })).toBe('/v1/things/a%20b');
    expect(() => callPath(call.path)).toThrow(/missing path parameter id/);
  });
});

describe('NUL characters are refused in any input', () => {
  it('finds a NUL in a string, a nested value or an object key, and nothing in clean input', () => {
    expect(nulCharacterPath('a\u0000')).toEqual([]);
    expect(nulCharacterPath({ a: [1, { b: 'x\u0000y' }] })).toEqual(['a', 1, 'b']);
    expect(nulCharacterPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulCharacterPath({ a: ['%00', 'ü∆ß漢字'], b: null, c: 3, d: true })).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulCharacterPath(deep)).toHaveLength(200_000);
  });

  it('refusingNul reports the NUL before the schema reads the input', () => {
    const schema = refusingNul(z.object({ id: z.string(), n: z.number() }));
    expect(reasons(schema.safeParse({ id: 'a\u0000' }))).toEqual([`id: ${NUL_MESSAGE}`]);
    expect(schema.parse({ id: 'a', n: 1 })).toEqual({ id: 'a', n: 1 });
  });
});
