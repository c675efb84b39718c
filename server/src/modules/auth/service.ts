/**
 * Accounts and sessions:
 * registration, login with lockout, sessions behind JWT access tokens, the sport token the account
 * site hands to the sportsbook, cross-domain login transfer, logout, keepalive and password reset.
 */
import { randomUUID } from 'node:crypto';
import type { Affiliation, ResetTokenState } from '@touchline/contract';
import type { SQL } from 'drizzle-orm';
// The contract index does not re-export the brand table yet (see src/brands/index.ts).
import { brandByBookmaker, brandByHost } from '../../../../packages/contract/src/brands';
import { accountOrigin, type BrandDefinition, DEFAULT_BRAND } from '../../brands';
import type { AppContext } from '../../context';
import type { AuthTokenPurpose } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { badRequest, forbidden, unauthorized } from '../../http/errors';
import type { Mailer } from '../../mail';
import { tokenFromHeaders } from './http';
import {
  type HashCost,
  hashCostFor,
  hashPassword,
  isCommonPassword,
  passwordProblem,
  verifyPassword,
} from './passwords';
import {
  clearFailedLogins,
  consumeAuthToken,
  expireUserTokens,
  extendSession,
  findAuthToken,
  findUserById,
  findUserByLogin,
  insertAffiliation,
  insertAuthToken,
  insertSession,
  insertUser,
  type LiveSession,
  latestTokenAt,
  liveSession,
  liveSessionOf,
  liveSessionRead,
  recordFailedLogin,
  revokeFamily,
  revokeUserSessions,
  type SessionRow,
  takenIdentity,
  type UserRow,
  updateUser,
} from './repo';
import { type AccessClaims, AccessTokens, hashToken, loadSigningSecret, randomToken } from './tokens';

export type { UserRow };

/** Failed logins in a row that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Idle expiry (pushed forward by keep-session) and hard expiry of a session, by rememberMe. */
export const SESSION_IDLE_MS = { remember: 30 * DAY, normal: 30 * MINUTE } as const;
export const SESSION_MAX_MS = { remember: 30 * DAY, normal: DAY } as const;

export const SPORT_TOKEN_TTL_MS = 2 * MINUTE;
export const TRANSFER_TOKEN_TTL_MS = 5 * MINUTE;
export const RESET_TOKEN_TTL_MS = 60 * MINUTE;
/** A second reset mail for the same account within this time is not sent (the first link still works). */
export const RESET_MAIL_INTERVAL_MS = MINUTE;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_LOGIN_TOKEN = 'The login token is invalid, already used or expired';

/** Who is calling: recorded on the session, and the host decides the brand's domain. */
export interface ClientInfo {
  ip: string;
  host: string;
  device?: string | undefined;
  app?: boolean | undefined;
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  token: string;
}

/** What a verified access token says (its signature and expiry checked, its session not yet). */
export interface Claimed extends AccessClaims {
  token: string;
}

/** A session check to make inside the caller's own transaction (see AuthService.sessionCheck). */
export interface SessionCheck {
  /** What the token claims: the user, session and brand, before the session is read. */
  claims: Claimed;
  /** The read of the session and its user, for the transaction's first statement. */
  read: SQL;
  /** The bettor from that read's rows, or the 401 of a session that is not live. */
  admit(rows: readonly Record<string, unknown>[]): Authenticated;
}

/** The 401 of a token whose session is no longer valid (the client logs out). */
export const SESSION_ENDED = 'the session has expired or was ended: log in again';

export type LoginOutcome =
  | { kind: 'success'; accessToken: string; domain: string; user: UserRow; session: SessionRow }
  /** Right password, other country's site: retry there with the temporary token. */
  | { kind: 'transfer'; temporaryToken: string; domain: string; message: string }
  | {
      kind: 'failure';
      status: 401 | 403 | 409 | 423;
      message: string;
      /** Machine code and end time of a time-out or self-exclusion that refuses the login. */
      code?: 'TIMED_OUT' | 'SELF_EXCLUDED';
      until?: Date;
      /** A locked account: when a login may succeed again. */
      retryAfterMs?: number;
    };

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  brand: BrandDefinition;
  isDemo?: boolean;
  termsAccepted: boolean;
  /** YYYY-MM-DD, already checked to be of age. */
  dateOfBirth?: string;
  registrationToken?: string;
  /** The affiliate cookies the bettor came with, already validated. */
  affiliation?: Affiliation;
}

/** The brand an account belongs to (the default when its bookmaker is no longer configured). */
export const brandOfUser = (user: Pick<UserRow, 'bookmaker'>): BrandDefinition =>
  brandByBookmaker(user.bookmaker) ?? DEFAULT_BRAND;

const minutesLeft = (until: Date, now: number) => Math.max(1, Math.ceil((until.getTime() - now) / MINUTE));

/** True while a time-out or self-exclusion shuts the account. */
const isExcluded = (user: UserRow, now: number): boolean =>
  user.excludedUntil !== null && user.excludedUntil.getTime() > now;

/**
 * Whether a live session (as liveSession found it, or none) still lets its token in at `now`: it is
 * the session the token names, of the user and brand the token names, and that user is active and
 * not shut by a time-out or self-exclusion. The one statement of the rule, whether the session was
 * read before the request's work (requireUser) or inside its transaction (sessionCheck).
 */
function admitted(claimed: Claimed, live: LiveSession | undefined, now: number): Authenticated | null {
  if (!live || live.session.id !== claimed.sessionId) return null;
  const { user } = live;
  if (user.id !== claimed.userId || user.bookmaker !== claimed.bookmaker || user.status !== 'active') {
    return null;
  }
  if (isExcluded(user, now)) return null;
  return { ...live, token: claimed.token };
}

/**
 * The login refusal of a shut account. Only given after the right password, so nobody learns from
 * it whether someone else has excluded themselves.
 */
function exclusionFailure(user: UserRow): LoginOutcome {
  const until = user.excludedUntil ?? new Date(0);
  const timeOut = user.exclusionKind === 'time_out';
  return {
    kind: 'failure',
    status: 403,
    code: timeOut ? 'TIMED_OUT' : 'SELF_EXCLUDED',
    until,
    message: timeOut
      ? `You are taking a time-out until ${until.toISOString()}: you cannot log in before then.`
      : `You have excluded yourself until ${until.toISOString()}: you cannot log in before then.`,
  };
}

/** Work done after a logout has ended the session. */
export type LogoutStep = (auth: Authenticated) => Promise<void>;

/** Work done in the transaction that opens an account, once the account row exists. */
export type AccountOpeningStep = (tx: Tx, user: UserRow) => Promise<void>;

export class AuthService {
  readonly #ctx: AppContext;
  readonly #mailer: Mailer;
  readonly #cost: HashCost;
  #tokens: Promise<AccessTokens> | undefined;
  /** Verified against when the username is unknown, so both answers take as long. */
  #dummyHash: Promise<string> | undefined;
  readonly #openingSteps: AccountOpeningStep[] = [];
  readonly #logoutSteps: LogoutStep[] = [];

  constructor(ctx: AppContext, mailer: Mailer) {
    this.#ctx = ctx;
    this.#mailer = mailer;
    this.#cost = hashCostFor(ctx.config.NODE_ENV);
  }

  get #db() {
    return this.#ctx.database.db;
  }

  #now(): Date {
    return new Date(this.#ctx.clock.now());
  }

  #accessTokens(): Promise<AccessTokens> {
    this.#tokens ??= loadSigningSecret(this.#ctx.config, this.#db).then((secret) => new AccessTokens(secret));
    return this.#tokens;
  }

  hashPassword(password: string): Promise<string> {
    return hashPassword(password, this.#cost);
  }

  /**
   * Adds work to the transaction that opens an account. The app adds the opening of the account's
   * wallet, so this module, which every other module depends on for the logged-in bettor, depends on
   * none of them.
   */
  onAccountOpened(step: AccountOpeningStep): void {
    this.#openingSteps.push(step);
  }

  /**
   * Creates the account and runs the opening steps (its wallet) inside the caller's transaction;
   * undefined when the username or e-mail is taken. The password must already have passed the policy.
   */
  async createAccount(tx: Tx, account: NewAccount, passwordHash: string): Promise<UserRow | undefined> {
    const now = this.#now();
    const user = await insertUser(tx, {
      username: account.username,
      email: account.email,
      passwordHash,
      country: account.brand.COUNTRY,
      bookmaker: account.brand.BOOKMAKER,
      currency: account.brand.DEFAULT_CURRENCY,
      isDemo: account.isDemo ?? false,
      termsAcceptedAt: account.termsAccepted ? now : null,
      dateOfBirth: account.dateOfBirth ?? null,
      registrationToken: account.registrationToken ?? null,
      createdAt: now,
      updatedAt: now,
    });
    const affiliation = account.affiliation;
    if (user && affiliation && Object.values(affiliation).some((value) => value !== undefined)) {
      await insertAffiliation(tx, {
        userId: user.id,
        idaffiliation: affiliation.idaffiliation ?? null,
        clickId: affiliation.click_id ?? null,
        bonusCode: affiliation.bonuscode ?? null,
        customClickId: affiliation.custom_click_id ?? null,
        createdAt: now,
      });
    }
    if (user) for (const step of this.#openingSteps) await step(tx, user);
    return user;
  }

  /** Registration: validates, creates the account with an empty wallet, and logs it in. */
  async register(account: NewAccount, client: ClientInfo, rememberMe: boolean): Promise<LoginOutcome> {
    if (!account.termsAccepted) throw badRequest('terms_accepted: the terms and conditions must be accepted');
    const problem = passwordProblem(account.password, account.username);
    if (problem) throw badRequest(problem);
    const taken = await takenIdentity(this.#db, account.username, account.email);
    if (taken.username || taken.email) return this.#taken(taken.username);
    const passwordHash = await this.hashPassword(account.password);
    const user = await this.#db.transaction((tx) => this.createAccount(tx, account, passwordHash));
    if (!user) return this.#taken((await takenIdentity(this.#db, account.username, account.email)).username);
    return this.#startSession(user, client, rememberMe, null);
  }

  #taken(username: boolean): LoginOutcome {
    return {
      kind: 'failure',
      status: 409,
      message: username
        ? 'This username is already taken'
        : 'An account with this e-mail address exists already',
    };
  }

  /** Username (or e-mail) and password login with lockout, compromised-password and domain checks. */
  async login(
    input: { username: string; password: string; rememberMe: boolean },
    client: ClientInfo,
  ): Promise<LoginOutcome> {
    const now = this.#ctx.clock.now();
    const user = await findUserByLogin(this.#db, input.username);
    if (!user) {
      this.#dummyHash ??= this.hashPassword('not-a-real-password');
      await verifyPassword(await this.#dummyHash, input.password);
      return { kind: 'failure', status: 401, message: INVALID_CREDENTIALS };
    }
    if (user.lockedUntil && user.lockedUntil.getTime() > now) {
      return {
        kind: 'failure',
        status: 423,
        message: `Account locked after ${LOCK_AFTER_FAILURES} failed login attempts. Try again in ${minutesLeft(user.lockedUntil, now)} minute(s) or reset your password.`,
        retryAfterMs: user.lockedUntil.getTime() - now,
      };
    }
    if (user.status !== 'active') {
      return {
        kind: 'failure',
        status: 403,
        message: 'This account is closed or suspended: contact customer service',
      };
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      const after = await recordFailedLogin(this.#db, user.id, LOCK_AFTER_FAILURES, new Date(now + LOCK_MS));
      if (after.lockedUntil && after.lockedUntil.getTime() > now) {
        return {
          kind: 'failure',
          status: 423,
          message: `Too many failed login attempts: the account is locked for ${LOCK_MS / MINUTE} minutes.`,
          retryAfterMs: after.lockedUntil.getTime() - now,
        };
      }
      return { kind: 'failure', status: 401, message: INVALID_CREDENTIALS };
    }
    await clearFailedLogins(this.#db, user.id);
    if (isExcluded(user, now)) return exclusionFailure(user);

    if (user.passwordCompromised || isCommonPassword(input.password)) {
      await this.#flagCompromised(user);
      return {
        kind: 'failure',
        status: 403,
        message:
          'Your password appears in a list of compromised passwords. We sent you an e-mail with a link to choose a new one.',
      };
    }

    const home = brandOfUser(user);
    const here = brandByHost(client.host);
    if (here && here.BOOKMAKER !== home.BOOKMAKER) {
      const temporaryToken = await this.#mintToken(user.id, 'transfer', TRANSFER_TOKEN_TTL_MS, {
        domain: home.domain,
      });
      return {
        kind: 'transfer',
        temporaryToken,
        domain: home.domain,
        message: `This account belongs to ${home.domain}: continue there`,
      };
    }
    return this.#startSession(user, client, input.rememberMe, null);
  }

  /**
   * Exchanges a single-use login token (sport token or domain transfer token) for a session. A
   * session handed over from another joins its family, so logging out of either ends both.
   */
  async loginWithToken(token: string, domain: string, client: ClientInfo): Promise<LoginOutcome> {
    const now = this.#now();
    const row = await consumeAuthToken(this.#db, hashToken(token), ['sport', 'transfer'], now);
    const failure: LoginOutcome = { kind: 'failure', status: 401, message: INVALID_LOGIN_TOKEN };
    if (!row) return failure;
    if (row.domain !== null && row.domain !== domain.trim().toLowerCase()) return failure;
    let parent: SessionRow | null = null;
    if (row.sessionId !== null) {
      const live = await liveSession(this.#db, row.sessionId, now);
      if (!live) return failure;
      parent = live.session;
    }
    const user = await findUserById(this.#db, row.userId);
    if (user?.status !== 'active' || user.passwordCompromised) return failure;
    if (isExcluded(user, now.getTime())) return exclusionFailure(user);
    return this.#startSession(user, client, parent?.rememberMe ?? true, parent);
  }

  async #startSession(
    user: UserRow,
    client: ClientInfo,
    rememberMe: boolean,
    parent: SessionRow | null,
  ): Promise<LoginOutcome> {
    const now = this.#ctx.clock.now();
    const id = randomUUID();
    const mode = rememberMe ? 'remember' : 'normal';
    const absolute = parent ? parent.absoluteExpiresAt.getTime() : now + SESSION_MAX_MS[mode];
    const session = await insertSession(this.#db, {
      id,
      familyId: parent?.familyId ?? id,
      userId: user.id,
      rememberMe,
      device: client.device ?? null,
      app: client.app ?? false,
      ip: client.ip,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(Math.min(now + SESSION_IDLE_MS[mode], absolute)),
      absoluteExpiresAt: new Date(absolute),
    });
    const accessToken = await (await this.#accessTokens()).sign(
      { userId: user.id, sessionId: id, bookmaker: user.bookmaker },
      now,
      absolute,
    );
    return { kind: 'success', accessToken, domain: brandOfUser(user).domain, user, session };
  }

  /** The session behind an access token, or null when the token or its session is not valid now. */
  async authenticateToken(token: string): Promise<Authenticated | null> {
    const now = this.#ctx.clock.now();
    const claims = await (await this.#accessTokens()).verify(token, now);
    if (!claims) return null;
    const live = await liveSession(this.#db, claims.sessionId, new Date(now));
    return admitted({ ...claims, token }, live, now);
  }

  /**
   * The claims of the request's token when its signature and expiry check out, or an HTTP 401 as
   * requireUser gives it. Whether its session is still live is NOT checked: only for a route that
   * checks it in its own transaction (`sessionCheck`).
   */
  async requireClaims(request: { headers: Record<string, string | string[] | undefined> }): Promise<Claimed> {
    const token = tokenFromHeaders(request.headers);
    if (token === null) throw unauthorized();
    const claims = await (await this.#accessTokens()).verify(token, this.#ctx.clock.now());
    if (!claims) throw unauthorized(SESSION_ENDED);
    return { ...claims, token };
  }

  /**
   * The session check of requireUser, made inside the caller's transaction: `read` goes with the
   * other reads of its first statement (readTogether), and `admit` takes that read's rows and answers
   * the bettor, or throws the same 401 requireUser throws, which rolls the transaction back.
   */
  sessionCheck(claimed: Claimed): SessionCheck {
    const now = this.#ctx.clock.now();
    return {
      claims: claimed,
      read: liveSessionRead(claimed.sessionId, new Date(now)),
      admit(rows) {
        const auth = admitted(claimed, liveSessionOf(rows[0]), now);
        if (!auth) throw unauthorized(SESSION_ENDED);
        return auth;
      },
    };
  }

  /** The caller's session from the jwt (or Bearer) header, or null when there is none or it is not valid. */
  async authenticate(request: {
    headers: Record<string, string | string[] | undefined>;
  }): Promise<Authenticated | null> {
    const token = tokenFromHeaders(request.headers);
    return token === null ? null : this.authenticateToken(token);
  }

  /** Like authenticate, but a missing or invalid token is HTTP 401 (the client treats it as logged out). */
  async requireUser(request: {
    headers: Record<string, string | string[] | undefined>;
  }): Promise<Authenticated> {
    const token = tokenFromHeaders(request.headers);
    if (token === null) throw unauthorized();
    const auth = await this.authenticateToken(token);
    if (!auth) throw unauthorized(SESSION_ENDED);
    return auth;
  }

  /**
   * Ends every session of a user and voids the login tokens not yet redeemed, inside the caller's
   * transaction (a time-out or self-exclusion being taken).
   */
  async endAllSessions(tx: Tx, userId: number): Promise<void> {
    const now = this.#now();
    await revokeUserSessions(tx, userId, now);
    await expireUserTokens(tx, userId, ['sport', 'transfer'], now);
  }

  /** Work another module does when a bettor logs out (the chat forgets their sessions). */
  onLoggedOut(step: LogoutStep): void {
    this.#logoutSteps.push(step);
  }

  /** Ends the session and every session handed over from the same login, then runs the logout steps. */
  async logout(auth: Authenticated): Promise<void> {
    await revokeFamily(this.#db, auth.session.familyId, this.#now());
    for (const step of this.#logoutSteps) await step(auth);
  }

  /** keep_session: pushes the idle expiry forward; returns the new expiry. */
  async keepSession(auth: Authenticated): Promise<Date> {
    const now = this.#ctx.clock.now();
    const idle = SESSION_IDLE_MS[auth.session.rememberMe ? 'remember' : 'normal'];
    const until = await extendSession(this.#db, auth.session.id, new Date(now), new Date(now + idle));
    if (!until) throw unauthorized(SESSION_ENDED);
    return until;
  }

  /** A sport token for the frame handover: single use, short-lived, tied to this session. */
  async mintSportToken(auth: Authenticated): Promise<{ token: string; expiresAt: Date }> {
    const token = await this.#mintToken(auth.user.id, 'sport', SPORT_TOKEN_TTL_MS, {
      sessionId: auth.session.id,
    });
    return { token, expiresAt: new Date(this.#ctx.clock.now() + SPORT_TOKEN_TTL_MS) };
  }

  async #mintToken(
    userId: number,
    purpose: AuthTokenPurpose,
    ttlMs: number,
    extra: { sessionId?: string; domain?: string } = {},
  ): Promise<string> {
    const now = this.#ctx.clock.now();
    const token = randomToken();
    await insertAuthToken(this.#db, {
      tokenHash: hashToken(token),
      userId,
      purpose,
      sessionId: extra.sessionId ?? null,
      domain: extra.domain ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    });
    return token;
  }

  /**
   * Forgotten password: mails a reset link when the username or e-mail matches an account. Answers
   * the same either way so nobody can probe which accounts exist.
   */
  async forgotPassword(login: string): Promise<void> {
    const user = await findUserByLogin(this.#db, login);
    if (user?.status !== 'active') return;
    await this.#sendResetMail(user, 'password_reset');
  }

  async #flagCompromised(user: UserRow): Promise<void> {
    if (!user.passwordCompromised) {
      await updateUser(this.#db, user.id, { passwordCompromised: true });
      await revokeUserSessions(this.#db, user.id, this.#now());
    }
    await this.#sendResetMail(user, 'password_compromised');
  }

  async #sendResetMail(user: UserRow, purpose: 'password_reset' | 'password_compromised'): Promise<void> {
    const now = this.#ctx.clock.now();
    const last = await latestTokenAt(this.#db, user.id, purpose, new Date(now));
    if (last && now - last.getTime() < RESET_MAIL_INTERVAL_MS) return;
    const token = await this.#mintToken(user.id, purpose, RESET_TOKEN_TTL_MS);
    const origin = accountOrigin(this.#ctx.config);
    const minutes = RESET_TOKEN_TTL_MS / MINUTE;
    if (purpose === 'password_reset') {
      await this.#mailer.send({
        to: user.email,
        subject: 'Reset your Touchline password',
        text: [
          `Hello ${user.username},`,
          '',
          `Someone, hopefully you, asked to reset the password of your Touchline account. Open this link within ${minutes} minutes to choose a new password:`,
          '',
          `${origin}/reset-password/${token}`,
          '',
          'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          '',
        ].join('\n'),
      });
    } else {
      await this.#mailer.send({
        to: user.email,
        subject: 'Your Touchline password must be changed',
        text: [
          `Hello ${user.username},`,
          '',
          'The password of your Touchline account appears in a list of compromised passwords, so we have logged you out everywhere.',
          `Open this link within ${minutes} minutes to choose a new password:`,
          '',
          `${origin}/reset-password-compromised/${token}`,
          '',
          'The link works once. Until you choose a new password you cannot log in.',
          '',
        ].join('\n'),
      });
    }
  }

  /**
   * What a reset link's page shows when it opens: a form while the link can still set a password,
   * otherwise at once that it was used (by itself or replaced by a newer one) or has expired. An unknown
   * token reads as expired, as a link that never worked. Nothing is consumed.
   */
  async resetTokenState(token: string): Promise<ResetTokenState> {
    const row = await findAuthToken(this.#db, hashToken(token), ['password_reset', 'password_compromised']);
    if (!row) return 'expired';
    if (row.usedAt) return 'used';
    return row.expiresAt.getTime() > this.#now().getTime() ? 'valid' : 'expired';
  }

  /**
   * Sets a new password with a reset (or compromised-password) token: single use; ends every session
   * and every other outstanding reset link, and lifts a lock.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem);
    const passwordHash = await this.hashPassword(password);
    const now = this.#now();
    await this.#db.transaction(async (tx) => {
      const row = await consumeAuthToken(
        tx,
        hashToken(token),
        ['password_reset', 'password_compromised'],
        now,
      );
      if (!row) throw badRequest('token: the reset link is invalid, already used or expired');
      const user = await findUserById(tx, row.userId);
      if (!user) throw badRequest('token: the reset link is invalid, already used or expired');
      const ownProblem = passwordProblem(password, user.username);
      if (ownProblem) throw badRequest(ownProblem);
      await updateUser(tx, user.id, {
        passwordHash,
        passwordCompromised: false,
        failedLogins: 0,
        lockedUntil: null,
      });
      await expireUserTokens(
        tx,
        user.id,
        ['password_reset', 'password_compromised', 'sport', 'transfer'],
        now,
      );
      await revokeUserSessions(tx, user.id, now);
    });
  }

  /** Changes the password of the logged-in user; other logins end, this one stays. */
  async changePassword(auth: Authenticated, current: string, next: string): Promise<void> {
    if (!(await verifyPassword(auth.user.passwordHash, current))) {
      throw forbidden('current_password: the current password is not correct');
    }
    const problem = passwordProblem(next, auth.user.username);
    if (problem) throw badRequest(problem);
    const passwordHash = await this.hashPassword(next);
    const now = this.#now();
    await this.#db.transaction(async (tx) => {
      await updateUser(tx, auth.user.id, { passwordHash, passwordCompromised: false });
      await revokeUserSessions(tx, auth.user.id, now, auth.session.familyId);
    });
  }
}
