import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  getImgArenaStream,
  getLivePlaylist,
  getStreamManifest,
  getStreams,
  HLS_PLAYLIST_TYPE,
} from '@touchline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin, resolveBrand } from '../../brands';
import { callRoute, serveFiles } from '../../http/routes';
import { assetsRoot } from './assets';
import { livePlaylist, parseMediaPlaylist } from './hls';
import { StreamsService } from './service';

export const HLS_SEGMENT_TYPE = 'video/mp2t';

/** Stream calls and the demo HLS stream (Streams). */
export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const streams = new StreamsService(ctx);
  const streamsDir = join(assetsRoot(), 'streams');
  const clip = parseMediaPlaylist(readFileSync(join(streamsDir, 'demo', 'index.m3u8'), 'utf8'));

  callRoute(app, getStreams, {}, async (request, reply) => {
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

  callRoute(app, getStreamManifest, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return streams.manifest(request.params.event_id, publicOrigin(ctx.config, request));
  });

  callRoute(app, getLivePlaylist, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type(HLS_PLAYLIST_TYPE);
    return livePlaylist(clip, ctx.clock.now());
  });

  await serveFiles(app, {
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
