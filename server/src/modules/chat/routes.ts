/** The chat's HTTP calls: start or resume a session, and the logged-in bettor's notifications. */
import { getChatNotifications, startChat } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveBrand } from '../../brands';
import { bettorOf } from '../../http/auth';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { callRoute } from '../../http/routes';
import { type ChatService, chatOffered } from './service';

export const chatRoutes =
  (service: ChatService): FastifyPluginAsyncZod =>
  async (app) => {
    callRoute(app, startChat, {}, async (request) => {
      const { body } = request;
      const brand = resolveBrand({ bookmaker: body.bookmaker });
      if (!chatOffered(brand)) throw notFound('Bet AI is not offered on this site', 'CHATBOT_DISABLED');
      if (!(await service.limits.start(request.ip))) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many chat sessions started: retry in a minute');
      }
      const bettor = request.bettor;
      if (bettor && bettor.user.bookmaker !== brand.BOOKMAKER) {
        throw forbidden('the login belongs to another site', 'WRONG_SITE');
      }
      return service.start({
        brand,
        lang: body.lang,
        uuid: body.uuid,
        timeZone: body.tz,
        holder: { userId: bettor?.user.id ?? null },
      });
    });

    callRoute(app, getChatNotifications, {}, async (request) => {
      const bettor = bettorOf(request);
      const brand = resolveBrand({ bookmaker: request.query.bookmaker });
      // Notifications are the chat's: none where it is off, nor for another site's login.
      if (!chatOffered(brand) || bettor.user.bookmaker !== brand.BOOKMAKER) return { notifications: [] };
      return { notifications: await service.notifications(bettor.user.id, brand, request.query.lang) };
    });
  };
