import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import {
  ageProblem,
  ChangePasswordBody,
  changePassword,
  checkResetToken,
  ErrorBody,
  LoginBody,
  LoginResponse,
  LogoutBody,
  login,
  loginWithToken,
  logout,
  MINIMUM_AGE,
  mintSportToken,
  RecoverBody,
  RegisterBody,
  ResetPasswordBody,
  ResetTokenBody,
  ResetTokenResponse,
  SportTokenResponse,
  StatusResponse,
  TokenLoginInput,
} from '@touchline/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveBrand } from '../../brands';
import { bettorOf } from '../../http/auth';
import { badRequest, HttpError } from '../../http/errors';
import type { ClientInfo, LoginOutcome } from './service';

/** Per IP per minute. Lockout protects each account; these protect the server and the mailbox. */
export const RATE_LIMITS = {
  login: 30,
  register: 10,
  loginWithToken: 60,
  forgotPassword: 10,
  resetPassword: 20,
  checkResetToken: 30,
} as const;

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Login answers: the spec's body on success and on failure, with an HTTP status that says which. */
const loginResponses = {
  200: LoginResponse,
  401: LoginResponse,
  403: LoginResponse,
  409: LoginResponse,
  423: LoginResponse,
  '4xx': ErrorBody,
  '5xx': ErrorBody,
};

const statusResponses = { 200: StatusResponse, '4xx': ErrorBody, '5xx': ErrorBody };

function clientOf(request: FastifyRequest, extra: { device?: string; app?: number } = {}): ClientInfo {
  return { ip: request.ip, host: request.host, device: extra.device, app: extra.app === 1 };
}

function sendLogin(reply: FastifyReply, outcome: LoginOutcome) {
  switch (outcome.kind) {
    case 'success':
      return reply.status(200).send({
        status: 'success' as const,
        message: null,
        data: {
          temporary_token: null,
          sportify: { access_token: outcome.accessToken },
          domain: outcome.domain,
        },
      });
    case 'transfer':
      return reply.status(200).send({
        status: 'error' as const,
        message: outcome.message,
        data: {
          temporary_token: outcome.temporaryToken,
          sportify: { access_token: null },
          domain: outcome.domain,
        },
      });
    case 'failure':
      if (outcome.retryAfterMs !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
      }
      return reply.status(outcome.status).send({
        status: 'error' as const,
        message: outcome.message,
        data: null,
        ...(outcome.code ? { code: outcome.code } : {}),
        ...(outcome.until ? { until: outcome.until.toISOString() } : {}),
      });
  }
}

/** The answer to a login or registration while the operator has switched login off (LOGIN=off). */
export const LOGIN_DISABLED_MESSAGE =
  'Logging in is not available at the moment. Please contact customer service.';

/**
 * /auth/*: login, token login, logout, registration, password reset and change, and the sport token
 * the account site hands to the sportsbook.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, auth } = app;
  // With login switched off, no new session starts: password and token logins and registrations are
  // refused before anything is checked or recorded.
  const loginSwitch = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (ctx.config.LOGIN) return;
    return reply.status(403).send({
      status: 'error' as const,
      message: LOGIN_DISABLED_MESSAGE,
      data: null,
      code: 'LOGIN_DISABLED',
    });
  };
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  await app.register(rateLimit, {
    global: false,
    // With Redis every server process counts in the same place, so N servers still allow the limit once,
    // not N times. If Redis fails to answer, the request goes through: the per-account lockout still holds.
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: 'touchline:rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, undefined, `Too many requests: retry in ${context.after}`),
  });

  app.post(
    login.path,
    {
      config: perMinute(RATE_LIMITS.login),
      preHandler: loginSwitch,
      schema: { summary: login.summary, tags: ['auth'], body: LoginBody, response: loginResponses },
    },
    async (request, reply) => {
      const { body } = request;
      const outcome = await auth.login(
        { username: body.username, password: body.password, rememberMe: body.rememberMe === 1 },
        clientOf(request, body),
      );
      return sendLogin(reply, outcome);
    },
  );

  app.get(
    loginWithToken.path,
    {
      config: perMinute(RATE_LIMITS.loginWithToken),
      preHandler: loginSwitch,
      schema: {
        summary: loginWithToken.summary,
        tags: ['auth'],
        querystring: TokenLoginInput,
        response: loginResponses,
      },
    },
    async (request, reply) => {
      const { query } = request;
      return sendLogin(reply, await auth.loginWithToken(query.token, query.domain, clientOf(request, query)));
    },
  );

  app.post(
    loginWithToken.path,
    {
      config: perMinute(RATE_LIMITS.loginWithToken),
      preHandler: loginSwitch,
      schema: {
        summary: 'Token login, form-encoded or JSON (the app retry)',
        tags: ['auth'],
        body: TokenLoginInput,
        response: loginResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      return sendLogin(reply, await auth.loginWithToken(body.token, body.domain, clientOf(request, body)));
    },
  );

  app.post(
    '/auth/register',
    {
      config: perMinute(RATE_LIMITS.register),
      preHandler: loginSwitch,
      schema: {
        summary: 'Create an account (empty wallet in the brand currency) and log in',
        tags: ['auth'],
        body: RegisterBody,
        response: loginResponses,
      },
    },
    async (request, reply) => {
      const { body } = request;
      const brand = resolveBrand({ bookmaker: body.bookmaker, country: body.country, host: request.host });
      const age = ageProblem(body.date_of_birth, new Date(ctx.clock.now()));
      if (age !== null) {
        throw badRequest(
          age === 'under_age'
            ? `date_of_birth: you must be ${MINIMUM_AGE} or older to open an account`
            : 'date_of_birth: not a valid date of birth',
        );
      }
      if (body.currency !== undefined && body.currency !== brand.DEFAULT_CURRENCY) {
        throw badRequest(`currency: accounts of ${brand.BOOKMAKER} are kept in ${brand.DEFAULT_CURRENCY}`);
      }
      const outcome = await auth.register(
        {
          username: body.username,
          email: body.email,
          password: body.password,
          brand,
          termsAccepted: body.terms_accepted,
          dateOfBirth: body.date_of_birth,
          ...(body.registration_token ? { registrationToken: body.registration_token } : {}),
        },
        clientOf(request),
        body.rememberMe === 1,
      );
      return sendLogin(reply, outcome);
    },
  );

  app.post(
    logout.path,
    {
      schema: { summary: logout.summary, tags: ['auth'], body: LogoutBody, response: statusResponses },
      config: { auth: logout.auth },
    },
    async (request) => {
      // Logging out twice, or with an expired token, is still a logout: the client clears its state anyway.
      const session = request.bettor;
      if (session) await auth.logout(session);
      return { status: 'success' as const, message: 'Logged out' };
    },
  );

  app.post(
    mintSportToken.path,
    {
      schema: {
        summary:
          'A single-use sport token for the frame handover (the account site posts it to the sportsbook)',
        tags: ['auth'],
        response: { 200: SportTokenResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
      config: { auth: mintSportToken.auth },
    },
    async (request) => {
      const session = bettorOf(request);
      const minted = await auth.mintSportToken(session);
      return {
        status: 'success' as const,
        message: null,
        data: { sport_token: minted.token, expires_at: minted.expiresAt.toISOString() },
      };
    },
  );

  // Each pair: the brief's path and the contract's name for the same call.
  for (const path of ['/auth/password/forgot', '/auth/recover']) {
    app.post(
      path,
      {
        config: perMinute(RATE_LIMITS.forgotPassword),
        schema: {
          summary: 'Mail a password reset link (same answer whether or not the account exists)',
          tags: ['auth'],
          body: RecoverBody,
          response: statusResponses,
        },
      },
      async (request) => {
        await auth.forgotPassword(request.body.email ?? request.body.username ?? '');
        return {
          status: 'success' as const,
          message: 'If an account matches, we have sent it an e-mail with a link to reset the password.',
        };
      },
    );
  }

  for (const path of ['/auth/password/reset', '/auth/reset-password']) {
    app.post(
      path,
      {
        config: perMinute(RATE_LIMITS.resetPassword),
        schema: {
          summary: 'Set a new password with the token of a reset or compromised-password link',
          tags: ['auth'],
          body: ResetPasswordBody,
          response: statusResponses,
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password);
        return {
          status: 'success' as const,
          message: 'Your password has been changed: log in with the new one.',
        };
      },
    );
  }

  app.post(
    checkResetToken.path,
    {
      config: perMinute(RATE_LIMITS.checkResetToken),
      schema: {
        summary: checkResetToken.summary,
        tags: ['auth'],
        body: ResetTokenBody,
        response: { 200: ResetTokenResponse, '4xx': ErrorBody, '5xx': ErrorBody },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { state: await auth.resetTokenState(request.body.token) },
    }),
  );

  app.post(
    changePassword.path,
    {
      config: { ...perMinute(RATE_LIMITS.resetPassword), auth: changePassword.auth },
      schema: {
        summary: changePassword.summary,
        tags: ['auth'],
        body: ChangePasswordBody,
        response: statusResponses,
      },
    },
    async (request) => {
      const session = bettorOf(request);
      await auth.changePassword(session, request.body.current_password, request.body.new_password);
      return { status: 'success' as const, message: 'Your password has been changed.' };
    },
  );
};
