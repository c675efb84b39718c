/**
 * The operator's credentials: the token of every brand (OPERATOR_TOKEN) and each brand's own token
 * (OPERATOR_TOKENS). An operator call checks the bearer token in its own onRequest hook, before its input
 * is read, so a caller without a token learns nothing about the call; the tokens are compared in constant
 * time and never logged.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { unauthorized } from './errors';

/** Who made an operator call: every brand's operator, or one brand's. */
export interface Operator {
  /** The token's name, as the audit records it. */
  name: string;
  /** The brand the token is limited to; null: every brand. */
  bookmaker: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator hook on the routes that take an operator token. */
    operator?: Operator;
  }
}

/** The name the audit gives a token. */
export const operatorName = (bookmaker: string | null): string =>
  bookmaker === null ? 'operator' : `operator:${bookmaker}`;

// Digests of equal length, so comparing them takes the same time whatever the lengths of the tokens.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

/** The bearer token of an Authorization header, or '' when there is none. */
export const bearerToken = (header: string | undefined): string =>
  header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';

interface Credential {
  digest: Buffer;
  operator: Operator;
}

/**
 * The operator a header's token belongs to, or null. Every configured token is compared (no early
 * exit), so the time taken does not tell which one came close.
 */
export function operatorOf(header: string | undefined, credentials: readonly Credential[]): Operator | null {
  const given = digest(bearerToken(header));
  let found: Operator | null = null;
  for (const credential of credentials) {
    if (timingSafeEqual(given, credential.digest) && found === null) found = credential.operator;
  }
  return found;
}

/** The configured tokens; empty when the operator calls are off. */
export function operatorCredentials(
  config: Pick<Config, 'OPERATOR_TOKEN' | 'OPERATOR_TOKENS'>,
): Credential[] {
  const credentials: Credential[] = [];
  if (config.OPERATOR_TOKEN) {
    credentials.push({
      digest: digest(config.OPERATOR_TOKEN),
      operator: { name: operatorName(null), bookmaker: null },
    });
  }
  for (const [bookmaker, token] of Object.entries(config.OPERATOR_TOKENS ?? {})) {
    credentials.push({ digest: digest(token), operator: { name: operatorName(bookmaker), bookmaker } });
  }
  return credentials;
}

/**
 * The onRequest hook of an operator call: 404 when no operator token is configured (the deployment
 * exposes nothing), 401 without a known token, else `request.operator` is set.
 */
export function operatorHook(config: Pick<Config, 'OPERATOR_TOKEN' | 'OPERATOR_TOKENS'>) {
  const credentials = operatorCredentials(config);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (credentials.length === 0) return reply.callNotFound();
    const operator = operatorOf(request.headers.authorization, credentials);
    if (!operator) throw unauthorized('operator token required');
    request.operator = operator;
  };
}

/** The operator of a request that went through the operator hook. */
export function operatorOfRequest(request: FastifyRequest): Operator {
  if (!request.operator) throw new Error('an operator route must run the operator hook');
  return request.operator;
}
