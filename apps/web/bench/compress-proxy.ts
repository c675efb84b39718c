/**
 * The real server behind a compressing front: built files go out as their precompressed .gz twins (what
 * @fastify/static's `preCompressed` option would serve) and API answers are gzipped on the way. Only for
 * the bench's informational Lighthouse line: it shows what the score becomes once the server compresses.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

async function fileOf(dist: string, pathname: string): Promise<string | null> {
  const path = normalize(join(dist, pathname));
  if (!path.startsWith(dist) || pathname === '/') return null;
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

async function sendCompressed(res: ServerResponse, path: string, immutable: boolean): Promise<void> {
  const twin = `${path}.gz`;
  const body = await readFile(twin).catch(async () => gzipSync(await readFile(path), { level: 9 }));
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(body);
}

export async function startCompressProxy(options: {
  dist: string;
  upstream: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const { dist, upstream } = options;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    const file = await fileOf(dist, url.pathname);
    if (file) return sendCompressed(res, file, url.pathname.startsWith('/assets/'));
    const accept = req.headers.accept ?? '';
    const answer = await fetch(`${upstream}${req.url ?? '/'}`, { headers: { accept } });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    res.end(gzipSync(body));
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        http.closeAllConnections();
        http.close(() => done());
      }),
  };
}
