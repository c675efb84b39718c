import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { getImgArenaStream, getStreamManifest, getStreams, routeSchema } from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin, resolveBrand } from '../../brands';
import { callRoute } from '../../http/routes';
import { assetsRoot } from './assets';
import { livePlaylist, parseMediaPlaylist } from './hls';
import { LIVE_PLAYLIST_PATH, StreamsService } from './service';

export const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const HLS_SEGMENT_TYPE = 'video/mp2t';

/** Stream calls and the demo HLS stream (Streams). */
export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const streams = new StreamsService(ctx);
  const streamsDir = join(assetsRoot(), 'streams');
  const clip = parseMediaPlaylist(readFileSync(join(streamsDir, 'demo', 'index.m3u8'), 'utf8'));

  app.get(getStreams.path, { schema: routeSchema(getStreams) }, async (request, reply) => {
    const brand = resolveBrand({ bookmaker: request.query.bookmaker, host: request.host });
    reply.header('cache-control', 'no-cache');
    return streams.list(brand, request.query.language);
  });

  // Watching needs a login: the declared level answers a guest 401 before the stream is looked up.
  callRoute(app, getImgArenaStream, {}, async (request, reply) => {
    const brand = resolveBrand({ bookmaker: request.query.bookmaker, host: request.host });
    reply.header('cache-control', 'no-store');
    return streams.address(brand, request.params.event_id, publicOrigin(ctx.config, request));
  });

  app.get(getStreamManifest.path, { schema: routeSchema(getStreamManifest) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return streams.manifest(request.params.event_id, publicOrigin(ctx.config, request));
  });

  app.get(LIVE_PLAYLIST_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type(HLS_PLAYLIST_TYPE);
    return livePlaylist(clip, ctx.clock.now());
  });

  await app.register(fastifyStatic, {
    root: streamsDir,
    prefix: '/streams/',
    decorateReply: false,
    index: false,
    setHeaders(res, path) {
      if (path.endsWith('.m3u8')) res.header('content-type', HLS_PLAYLIST_TYPE);
      else if (path.endsWith('.ts')) res.header('content-type', HLS_SEGMENT_TYPE);
      res.header('cache-control', path.endsWith('.ts') ? 'public, max-age=86400' : 'public, max-age=60');
    },
  });
};
