/**
 * Account and session calls (login, logout, player details, balance). Login and logout bodies may be
 * form-encoded, so their numbers are coerced like query values.
 */
import { z } from 'zod';
import { Device, LOGIN_CONSTANTS, LoginResponse } from '../entities/account';
import { Bookmaker, Country, Currency, MinorUnits } from '../entities/common';
import { PlayerBalance, User } from '../entities/user';
import { Affiliation } from './affiliate';
import { AuthHeaders, bookmakerField, defineCall, langField, queryBool, queryInt } from './define';
import { LimitRefusalBody } from './limits';
import { DateOfBirth, MINIMUM_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './registration';

const MODULE = 'auth';

const appFlag = () => queryInt().pipe(z.literal([0, 1]));

/**
 * A refused login answers the same body with a status that says why: 401 wrong credentials, 403 login
 * switched off or the account closed, 409 a conflict (taken username), 423 locked out for a while.
 */
const loginRefusals = { 401: LoginResponse, 403: LoginResponse, 409: LoginResponse, 423: LoginResponse };

export const TokenLoginInput = z.object({
  token: z.string().min(1),
  domain: z.string().min(1),
  ...langField,
  website: z.literal('sport'),
  device: Device,
  app: appFlag(),
});
export type TokenLoginInput = z.infer<typeof TokenLoginInput>;

export const loginWithToken = defineCall({
  method: 'GET',
  path: '/auth/loginWithToken',
  module: MODULE,
  summary: 'Exchange a one-time token for a session',
  auth: 'none',
  querystring: TokenLoginInput,
  response: LoginResponse,
  responses: loginRefusals,
});

export const loginWithTokenPost = defineCall({
  method: 'POST',
  path: '/auth/loginWithToken',
  module: MODULE,
  summary: 'Token login, form-encoded or JSON (the app retry)',
  auth: 'none',
  body: TokenLoginInput,
  response: LoginResponse,
  responses: loginRefusals,
});

const clientFields = {
  website: z.literal('sport'),
  ...langField,
  device: Device,
  app: appFlag(),
  app_version: queryInt().min(0).default(LOGIN_CONSTANTS.app_version),
  cache_version: queryInt().min(0).default(LOGIN_CONSTANTS.cache_version),
  global_project: z.string().default(''),
};

export const LoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  rememberMe: appFlag().default(LOGIN_CONSTANTS.rememberMe),
  ...clientFields,
});
export type LoginBody = z.infer<typeof LoginBody>;

export const login = defineCall({
  method: 'POST',
  path: '/auth/login',
  module: MODULE,
  summary: 'Log in with username and password',
  auth: 'none',
  body: LoginBody,
  response: LoginResponse,
  responses: loginRefusals,
});

export const LogoutBody = z.object({ username: z.string().min(1), ...clientFields });
export type LogoutBody = z.infer<typeof LogoutBody>;

export const StatusResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().nullable(),
});
export type StatusResponse = z.infer<typeof StatusResponse>;

export const logout = defineCall({
  method: 'POST',
  path: '/auth/logout',
  module: MODULE,
  summary: 'End the session',
  auth: 'optional',
  body: LogoutBody,
  response: StatusResponse,
});

/** A yes/no from JSON (true, 1) or a form ('true', '1', 'on', 'yes'). */
const formFlag = () =>
  z.union([
    z.boolean(),
    z.literal([0, 1]).transform((value) => value === 1),
    z.stringbool({ truthy: ['true', '1', 'on', 'yes'], falsy: ['false', '0', 'off', 'no'] }),
  ]);

/**
 * Registration. The brand comes from bookmaker, else country, else the host; the currency is the
 * brand's (a different one is refused). The date of birth must make the bettor of age and is kept with
 * the account, as is the moment the terms were accepted, the token of a registration link and the
 * affiliate data the bettor came with.
 */
export const RegisterBody = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'a username is 3-32 letters, digits, _ . or -'),
  email: z.email().max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `a password has at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH),
  bookmaker: Bookmaker.optional(),
  country: Country.optional(),
  currency: Currency.optional().describe("Must be the brand's currency when given"),
  date_of_birth: DateOfBirth.describe(`YYYY-MM-DD; the bettor must be ${MINIMUM_AGE} or older`),
  terms_accepted: formFlag().pipe(z.literal(true, { error: 'the terms and conditions must be accepted' })),
  registration_token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'a registration token is 1-128 letters, digits, _ or -')
    .optional()
    .describe('The token of the registration link the bettor came by (/registration-with-token/{token})'),
  affiliation: Affiliation.optional().describe(
    "The affiliate cookies the app's attribution sync wrote; kept with the account",
  ),
  rememberMe: z.coerce
    .number<number | string>()
    .pipe(z.literal([0, 1]))
    .default(1),
  ...langField,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const register = defineCall({
  method: 'POST',
  path: '/auth/register',
  module: MODULE,
  summary: 'Create an account (empty wallet in the brand currency) and log in',
  auth: 'none',
  body: RegisterBody,
  response: LoginResponse,
  responses: loginRefusals,
});

/** Forgotten password: the e-mail address or the username of the account. */
export const RecoverBody = z
  .object({
    email: z.email().max(254).optional(),
    username: z.string().trim().min(1).max(64).optional(),
    ...langField,
  })
  .refine((body) => body.email !== undefined || body.username !== undefined, {
    error: 'give email or username',
  });
export type RecoverBody = z.infer<typeof RecoverBody>;

export const recoverPassword = defineCall({
  method: 'POST',
  path: '/auth/recover',
  module: MODULE,
  summary: 'Mail a password reset link (same answer whether or not the account exists)',
  auth: 'none',
  body: RecoverBody,
  response: StatusResponse,
});

/** recoverPassword under the path the brief names. */
export const forgotPassword = defineCall({ ...recoverPassword, path: '/auth/password/forgot' });

export const ResetPasswordBody = z.object({
  token: z.string().min(16).max(128).describe('The token of the reset or compromised-password link'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `a password has at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const resetPassword = defineCall({
  method: 'POST',
  path: '/auth/reset-password',
  module: MODULE,
  summary: 'Set a new password with the token of a reset or compromised-password link',
  auth: 'none',
  body: ResetPasswordBody,
  response: StatusResponse,
});

/** resetPassword under the path the brief names. */
export const resetForgottenPassword = defineCall({ ...resetPassword, path: '/auth/password/reset' });

/** The token of a reset link, checked when its page opens (the check does not use the link up). */
export const ResetTokenBody = z.object({
  token: z.string().min(1).max(128).describe('The token of the reset or compromised-password link'),
});
export type ResetTokenBody = z.infer<typeof ResetTokenBody>;

/** valid: the link still sets a password; used: it already did (or a newer link did); expired or unknown. */
export const ResetTokenState = z.enum(['valid', 'used', 'expired']);
export type ResetTokenState = z.infer<typeof ResetTokenState>;

export const ResetTokenResponse = z.object({
  status: z.literal('success'),
  data: z.object({ state: ResetTokenState }),
});
export type ResetTokenResponse = z.infer<typeof ResetTokenResponse>;

export const checkResetToken = defineCall({
  method: 'POST',
  path: '/auth/reset-password/check',
  module: MODULE,
  summary: 'Tell whether a reset link can still set a password, without using it up',
  auth: 'none',
  body: ResetTokenBody,
  response: ResetTokenResponse,
});

export const ChangePasswordBody = z.object({
  current_password: z.string().min(1),
  new_password: z.string().min(8, 'a password has at least 8 characters').max(256),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const changePassword = defineCall({
  method: 'POST',
  path: '/auth/change-password',
  module: MODULE,
  summary: 'Change the password of the logged-in user',
  auth: 'required',
  body: ChangePasswordBody,
  response: StatusResponse,
});

export const MainDynamicConfigQuery = z.object({
  app: appFlag(),
  device: Device,
  is_global_project: queryBool().default(false),
  ...langField,
  sport_token: z.string().min(1).optional(),
  website: z.literal('sport'),
});
export type MainDynamicConfigQuery = z.infer<typeof MainDynamicConfigQuery>;

export const MainDynamicConfigResponse = z.object({
  auth_related_config: z.object({ sportify: z.object({ access_token: z.string().nullable() }) }),
  auth_config: z.object({
    user: z
      .object({
        username: z.string(),
        balance: z.object({ total: MinorUnits, cash: MinorUnits, bonus: MinorUnits, currency: Currency }),
      })
      .nullable()
      .describe('null when not logged in'),
  }),
});
export type MainDynamicConfigResponse = z.infer<typeof MainDynamicConfigResponse>;

export const getMainDynamicConfig = defineCall({
  method: 'GET',
  path: '/v2/core/config/getMainDynamicConfig',
  module: 'player',
  summary: 'Sport access token and balance of the session',
  auth: 'optional',
  querystring: MainDynamicConfigQuery,
  response: MainDynamicConfigResponse,
});

export const PlayerDetailsResponse = z.object({ user: User, balance: PlayerBalance });
export type PlayerDetailsResponse = z.infer<typeof PlayerDetailsResponse>;

export const getPlayerDetails = defineCall({
  method: 'GET',
  path: '/player/details',
  module: 'player',
  summary: 'The logged-in user and balances (401 without a token: treated as logged out)',
  auth: 'required',
  // The jwt header is optional in the schema so that a missing token is 401 (logged out), not 400.
  headers: AuthHeaders,
  response: PlayerDetailsResponse,
});

export const BookmakerQuery = z.object(bookmakerField);
export type BookmakerQuery = z.infer<typeof BookmakerQuery>;

export const PlayerSyncResponse = z.object({ synced: z.boolean() });
export type PlayerSyncResponse = z.infer<typeof PlayerSyncResponse>;

export const syncPlayer = defineCall({
  method: 'GET',
  path: '/v1/player/sync',
  module: 'player',
  summary: 'Create or update the sportsbook player of the session',
  auth: 'required',
  querystring: BookmakerQuery,
  response: PlayerSyncResponse,
});

export const MAX_DEPOSIT = 1_000_000;

export const DepositBody = z.object({
  amount: MinorUnits.min(1).max(MAX_DEPOSIT).describe('Minor units; the mock modal sends 1000 (10.00)'),
});
export type DepositBody = z.infer<typeof DepositBody>;

export const DepositResponse = z.object({ status: z.enum(['success', 'error']), balance: PlayerBalance });
export type DepositResponse = z.infer<typeof DepositResponse>;

export const deposit = defineCall({
  method: 'POST',
  path: '/api/transactions/deposit',
  module: 'wallet',
  summary: 'Mock deposit into the cash balance (demo provider; optional Idempotency-Key header)',
  auth: 'required',
  body: DepositBody,
  response: DepositResponse,
  // Refused by a deposit limit (409) or an exclusion (403), with the facts behind the refusal.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const accountCalls = {
  loginWithToken,
  loginWithTokenPost,
  login,
  logout,
  register,
  recoverPassword,
  forgotPassword,
  resetPassword,
  resetForgottenPassword,
  checkResetToken,
  changePassword,
  getMainDynamicConfig,
  getPlayerDetails,
  syncPlayer,
  deposit,
} as const;
