/**
 * Access tokens (JWT, HS256) and single-use opaque tokens (sport token, domain transfer, password
 * reset). Opaque tokens are random; only their SHA-256 is stored, so a database leak reveals none.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { meta } from '../../db/schema';

const ISSUER = 'touchline';
const AUDIENCE = 'touchline-sportsbook';
const SECRET_META_KEY = 'auth.jwt_secret';

/** A new unguessable token (256 bits, base64url). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How an opaque token is stored and looked up. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface AccessClaims {
  userId: number;
  sessionId: string;
  bookmaker: string;
}

/** How many verified tokens an AccessTokens keeps, so each request does not check a signature again. */
const VERIFIED_KEPT = 10_000;

/** Signs and checks access tokens with one HS256 key; time comes from the app clock. */
export class AccessTokens {
  readonly #key: Uint8Array;
  /**
   * Tokens whose signature checked out, with their claims and expiry (seconds). A token's signature
   * and claims never change, so until it expires it is valid again without the HMAC; whether its
   * session is still live is the caller's check, every time. Oldest first, bounded.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, issuedAtMs: number, expiresAtMs: number): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, bm: claims.bookmaker })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(issuedAtMs / 1000))
      .setExpirationTime(Math.floor(expiresAtMs / 1000))
      .sign(this.#key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string, nowMs: number): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (Math.floor(nowMs / 1000) < known.expiresAt) return known.claims;
      this.#verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(nowMs),
      });
      const userId = Number(payload.sub);
      if (
        !Number.isSafeInteger(userId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.bm !== 'string'
      ) {
        return null;
      }
      const claims = { userId, sessionId: payload.sid, bookmaker: payload.bm };
      if (typeof payload.exp === 'number') this.#remember(token, claims, payload.exp);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  #remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.#verified.size >= VERIFIED_KEPT) {
      const oldest = this.#verified.keys().next();
      if (!oldest.done) this.#verified.delete(oldest.value);
    }
    this.#verified.set(token, { claims, expiresAt });
  }
}

/**
 * The signing secret: JWT_SECRET when configured, else one generated on first start and kept in the
 * meta table, so every server sharing the database signs with the same key and restarts keep sessions.
 */
export async function loadSigningSecret(config: Config, db: Db): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const candidate = randomBytes(48).toString('base64url');
  // Two servers starting together: the first insert wins and both read the winner.
  await db.insert(meta).values({ key: SECRET_META_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, SECRET_META_KEY));
  if (typeof row?.value !== 'string' || row.value.length < 32) {
    throw new Error(`meta '${SECRET_META_KEY}' does not hold a usable signing secret`);
  }
  return row.value;
}
