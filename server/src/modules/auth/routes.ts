import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import {
  ageProblem,
  changePassword,
  checkResetToken,
  forgotPassword,
  login,
  loginWithToken,
  loginWithTokenPost,
  logout,
  MINIMUM_AGE,
  mintSportToken,
  recoverPassword,
  register,
  resetForgottenPassword,
  resetPassword,
} from '@touchline/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveBrand } from '../../brands';
import { bettorOf } from '../../http/auth';
import { badRequest, HttpError } from '../../http/errors';
import { callRoute } from '../../http/routes';
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

  const loginOptions = (max: number) => ({ config: perMinute(max), preHandler: loginSwitch });

  callRoute(app, login, loginOptions(RATE_LIMITS.login), async (request, reply) => {
    const { body } = request;
    const outcome = await auth.login(
      { username: body.username, password: body.password, rememberMe: body.rememberMe === 1 },
      clientOf(request, body),
    );
    return sendLogin(reply, outcome);
  });

  callRoute(app, loginWithToken, loginOptions(RATE_LIMITS.loginWithToken), async (request, reply) => {
    const { query } = request;
    return sendLogin(reply, await auth.loginWithToken(query.token, query.domain, clientOf(request, query)));
  });

  callRoute(app, loginWithTokenPost, loginOptions(RATE_LIMITS.loginWithToken), async (request, reply) => {
    const { body } = request;
    return sendLogin(reply, await auth.loginWithToken(body.token, body.domain, clientOf(request, body)));
  });

  callRoute(app, register, loginOptions(RATE_LIMITS.register), async (request, reply) => {
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
        ...(body.affiliation ? { affiliation: body.affiliation } : {}),
      },
      clientOf(request),
      body.rememberMe === 1,
    );
    return sendLogin(reply, outcome);
  });

  callRoute(app, logout, {}, async (request) => {
    // Logging out twice, or with an expired token, is still a logout: the client clears its state anyway.
    const session = request.bettor;
    if (session) await auth.logout(session);
    return { status: 'success' as const, message: 'Logged out' };
  });

  callRoute(app, mintSportToken, {}, async (request) => {
    const session = bettorOf(request);
    const minted = await auth.mintSportToken(session);
    return {
      status: 'success' as const,
      message: null,
      data: { sport_token: minted.token, expires_at: minted.expiresAt.toISOString() },
    };
  });

  // Each pair: the brief's path and the contract's name for the same call.
  for (const call of [forgotPassword, recoverPassword]) {
    callRoute(app, call, { config: perMinute(RATE_LIMITS.forgotPassword) }, async (request) => {
      await auth.forgotPassword(request.body.email ?? request.body.username ?? '');
      return {
        status: 'success' as const,
        message: 'If an account matches, we have sent it an e-mail with a link to reset the password.',
      };
    });
  }

  for (const call of [resetForgottenPassword, resetPassword]) {
    callRoute(app, call, { config: perMinute(RATE_LIMITS.resetPassword) }, async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return {
        status: 'success' as const,
        message: 'Your password has been changed: log in with the new one.',
      };
    });
  }

  callRoute(app, checkResetToken, { config: perMinute(RATE_LIMITS.checkResetToken) }, async (request) => ({
    status: 'success' as const,
    data: { state: await auth.resetTokenState(request.body.token) },
  }));

  callRoute(app, changePassword, { config: perMinute(RATE_LIMITS.resetPassword) }, async (request) => {
    const session = bettorOf(request);
    await auth.changePassword(session, request.body.current_password, request.body.new_password);
    return { status: 'success' as const, message: 'Your password has been changed.' };
  });
};
