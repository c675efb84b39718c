import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Serves a built single-page app: files as they are, every other GET that accepts HTML gets index.html
 * so client-side routes work on reload. API paths never fall through to the page.
 */
export async function registerSpa(
  app: FastifyInstance,
  dist: string,
  isApiPath: (url: string) => boolean = () => false,
): Promise<void> {
  if (!existsSync(dist)) {
    app.log.warn({ dist }, 'front end not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.method === 'GET' && !isApiPath(request.url) && accept.includes('text/html')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `no route ${request.method} ${request.url}` });
  });
}

/** The account site (login, registration, cashier, help) on its own origin, as the frame protocol expects. */
export async function buildAccountSite(options: { config: Config; dist: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.config.LOG_LEVEL } });
  await registerSpa(app, options.dist);
  return app;
}
