/**
 * A stand-in origin for the live page bench: the built sportsbook, the in-play list from a generated book
 * (HTTP and the Socket.IO 'events-live' request), odds pushes on the real channel through a real
 * Socket.IO server, and every other call forwarded to the real server (navigation, config, sports...).
 * The page therefore runs its own socket client and cache-writing code unchanged.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { EventDelta } from '@touchline/contract';
import { Server } from 'socket.io';
import type { LiveBook } from './live-fixtures';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface LiveServer {
  url: string;
  /** Pushes odds changes on `{bookmaker}_events`; returns how many were sent. */
  push: (deltas: readonly EventDelta[]) => void;
  close: () => Promise<void>;
}

async function sendFile(res: ServerResponse, path: string): Promise<boolean> {
  try {
    if (!(await stat(path)).isFile()) return false;
  } catch {
    return false;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
  res.end(await readFile(path));
  return true;
}

export async function startLiveServer(options: {
  dist: string;
  upstream: string;
  bookmaker: string;
  book: LiveBook;
}): Promise<LiveServer> {
  const { dist, upstream, bookmaker, book } = options;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname === '/echo/v1/events-live') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(book.response));
      return;
    }
    const file = normalize(join(dist, url.pathname));
    if (file.startsWith(dist) && url.pathname !== '/' && (await sendFile(res, file))) return;
    if ((req.headers.accept ?? '').includes('text/html')) {
      await sendFile(res, join(dist, 'index.html'));
      return;
    }
    const answer = await fetch(`${upstream}${req.url ?? '/'}`, {
      headers: { accept: req.headers.accept ?? 'application/json' },
    });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(502).end(String(error));
    });
  });
  const io = new Server(http, { path: '/socket.io', serveClient: false });
  const channel = `${bookmaker}_events`;
  io.on('connection', (socket) => {
    socket.on('subscribe', (message: { channel?: string }, ack?: (answer: unknown) => void) => {
      if (message.channel) void socket.join(message.channel);
      ack?.({ ok: true, channel: message.channel });
    });
    socket.on('events-live', (_message: unknown, ack?: (answer: unknown) => void) => ack?.(book.response));
    // Other requests take the HTTP twin (forwarded to the real server), as after a socket error.
    socket.on('events', (_message: unknown, ack?: (answer: unknown) => void) =>
      ack?.({ statusCode: 503, error: 'Service Unavailable', message: 'bench: use HTTP' }),
    );
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    push(deltas) {
      io.to(channel).emit(channel, { v: 1, type: 'events', events: deltas });
    },
    async close() {
      await io.close();
      http.closeAllConnections();
    },
  };
}
