/** Input checks every route gets before its own schema runs. */
import { NUL_MESSAGE, nulCharacterPath } from '@touchline/contract';
import type { FastifyInstance } from 'fastify';

const PARTS = ['params', 'querystring', 'body'] as const;

/**
 * Refuses a NUL character in any string a request carries (path parameters, query, body at any depth,
 * object keys too) with a 400 naming the field, on every route, declared schema or not. Runs before
 * schema validation, so the refusal names the NUL whatever else the input gets wrong.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of PARTS) {
      const path = nulCharacterPath(part === 'querystring' ? request.query : request[part]);
      if (path) {
        const field = [part, ...path.map(String)].join('.');
        return reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: `${field}: ${NUL_MESSAGE}` });
      }
    }
  });
}
