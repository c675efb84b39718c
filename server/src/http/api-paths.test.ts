import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { claimOf, learnApiPaths } from './api-paths';

describe('the API paths learnt from the registered routes', () => {
  it('a route of one segment owns that path, a longer one the folder of its first segment', () => {
    expect(claimOf('/healthz')).toEqual({ path: '/healthz' });
    expect(claimOf('/v1/bets/:bet_id/cashout')).toEqual({ folder: '/v1/' });
    expect(claimOf('/media/*')).toEqual({ folder: '/media/' });
    expect(claimOf('/docs/')).toEqual({ folder: '/docs/' });
    expect(claimOf('*')).toBeNull();
    expect(claimOf('/')).toBeNull();
    expect(claimOf('/:sport')).toBeNull();
  });

  it('routes registered before the matcher is read are the API, later ones and the pages beside them are not', async () => {
    const app = Fastify();
    const apiPaths = learnApiPaths(app);
    await app.register(async (scoped) => {
      scoped.get('/v1/bets', async () => ({}));
      scoped.get('/sports', async () => ({}));
    });
    apiPaths.claimFolder('/socket.io/');
    const isApiPath = apiPaths.matcher();
    app.get('/assets/app.js', async () => '');
    await app.ready();

    for (const url of [
      '/v1/bets',
      '/v1/unknown?x=1',
      '/sports',
      '/sports/',
      '/sports?bookmaker=x',
      '/socket.io/?EIO=4',
    ]) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of [
      '/sports/football',
      '/sportsbook',
      '/live',
      '/account/bets',
      '/assets/other.js',
      '/',
    ]) {
      expect(isApiPath(url), url).toBe(false);
    }
    await app.close();
  });
});
