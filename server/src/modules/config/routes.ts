import { getConfig, getIpCheck, getIpDetails } from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOrigin, publicOrigin, resolveBrand } from '../../brands';
import { proxyTrust } from '../../http/proxy-trust';
import { callRoute } from '../../http/routes';
import { brandConfiguration, LocationService } from './service';
import { loadLocationSettings } from './settings';

/** Brand configuration and visitor location calls: /v1/config, /ip/details, /ip/check. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const location = new LocationService(
    loadLocationSettings(),
    ctx.config.NODE_ENV === 'production',
    proxyTrust(ctx.config.TRUST_PROXY),
  );
  const asking = (request: FastifyRequest) => ({
    ip: request.ip,
    peer: request.socket.remoteAddress ?? '',
    host: request.host,
    headers: request.headers,
  });

  callRoute(app, getConfig, {}, async (request, reply) => {
    const brand = resolveBrand({ bookmaker: request.query.bookmaker, country: request.query.country });
    reply.header('cache-control', 'public, max-age=300');
    return brandConfiguration(
      brand,
      {
        cms: publicOrigin(ctx.config, request),
        account: accountOrigin(ctx.config),
      },
      ctx.config.LOGIN,
      request.query.lang,
    );
  });

  callRoute(app, getIpDetails, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return location.details(asking(request));
  });

  callRoute(app, getIpCheck, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return location.check(asking(request));
  });
};
