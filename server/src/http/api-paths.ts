/**
 * Which paths belong to the API, learnt from the routes as they are registered: the sportsbook's
 * pages share the origin, so a GET that matches no route is either an unknown API call (a JSON 404)
 * or a client-side route of the page (its index.html). A route of one segment (/healthz, /sports)
 * owns exactly that path, because several pages sit beside it (/sports/football is a page); a
 * longer route owns the whole folder of its first segment (/v1/bets makes every /v1/... the API's).
 */
import type { FastifyInstance } from 'fastify';

export interface ApiPaths {
  /** Claims a folder the API answers without a Fastify route (Socket.IO answers on the server itself). */
  claimFolder(folder: string): void;
  /**
   * Stops learning and answers, for a path (a query string allowed), whether a route registered so far
   * owns it. Read it before the pages' own files are registered as routes, or they would count as the API.
   */
  matcher(): (url: string) => boolean;
}

/** The path and folder a route's URL claims: `/healthz` a path, `/v1/bets/:id` the folder `/v1/`. */
export function claimOf(url: string): { path: string } | { folder: string } | null {
  const [, first = '', ...rest] = url.split('/');
  // '*' (CORS preflight) and '/' claim nothing; a parameter in first place would claim everything.
  if (first === '' || first.startsWith(':') || first.includes('*')) return null;
  return rest.length === 0 ? { path: `/${first}` } : { folder: `/${first}/` };
}

/** Installs an onRoute hook that learns the API's paths from every route registered after it. */
export function learnApiPaths(app: FastifyInstance): ApiPaths {
  const paths = new Set<string>();
  const folders = new Set<string>();
  let learning = true;
  const claim = (url: string) => {
    if (!learning) return;
    const owned = claimOf(url);
    if (owned && 'path' in owned) paths.add(owned.path);
    else if (owned) folders.add(owned.folder);
  };
  app.addHook('onRoute', (route) => claim(route.url));
  return {
    claimFolder: (folder) => claim(`${folder.replace(/\/$/, '')}/*`),
    matcher() {
      learning = false;
      return (url) => {
        const path = url.split('?')[0] ?? '';
        if (paths.has(path) || paths.has(path.replace(/\/$/, ''))) return true;
        for (const folder of folders) if (path.startsWith(folder)) return true;
        return false;
      };
    },
  };
}
