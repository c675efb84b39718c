/**
 * One server of the scale-out bench: the production start (src/start.ts) configured from the environment
 * the bench hands it (DATABASE_URL, REDIS_URL, REDIS_NAMESPACE, ports), run as a child process. Over IPC
 * it says where it listens and, when asked, publishes stamped deltas through its own publisher, the call
 * the feed and the trading desk make, so the pushes reach the other server through Redis as theirs do.
 */
import { loadConfig } from '../src/config';
import { startServer } from '../src/start';
import { BOOKMAKER, publishStamped } from './realtime-clients';

export type ToServer =
  | { type: 'publish'; rate: number; seconds: number }
  | { type: 'memory' }
  | { type: 'close' };
export type FromServer =
  | { type: 'up'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  | { type: 'published'; total: number }
  | { type: 'failed'; message: string };

const send = (message: FromServer) => process.send?.(message);

try {
  const server = await startServer(loadConfig());
  const { app } = server;
  process.on('message', (message: ToServer) => {
    if (message.type === 'publish') {
      void publishStamped(
        (delta) => app.ctx.publisher.publishEventChanges([BOOKMAKER], [delta]),
        message.rate,
        message.seconds,
      ).then((total) => send({ type: 'published', total }));
    } else if (message.type === 'memory') {
      // After a full collection (the bench starts servers with --expose-gc), so garbage does not count.
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: 'memory', rss, heapUsed });
    } else if (message.type === 'close') {
      void server.close().finally(() => process.exit(0));
    }
  });
  // The bench going away takes its servers along.
  process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
  send({ type: 'up', port: (app.server.address() as { port: number }).port });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
