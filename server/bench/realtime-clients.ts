/**
 * What the realtime benches share: the websocket clients' process (this file is its entry), the stamped
 * deltas they time, and the figures. A delta carries its publish time in `status_description`; a client
 * notes, per delta id, when it arrived, so the bench reads both the latency and whether anything was lost
 * or came twice.
 *
 * Run as a child: `fork(this file, [port, count])` with `--import tsx`; it sends 'ready' once its sockets
 * are subscribed and 'result' when told 'report'.
 */
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EventDelta, EventsPush } from '@touchline/contract';
import { io as connect, type Socket } from 'socket.io-client';

export const BOOKMAKER = 'touchline_ie';
export const CHANNEL = `${BOOKMAKER}_events`;
/** Ids of the stamped deltas start here, clear of the catalogue's events. */
const FIRST_ID = 1_000_000;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
export const clock = () => performance.timeOrigin + performance.now();

export type FromClients =
  | { type: 'ready'; connected: number }
  | {
      type: 'result';
      latencies: number[];
      /** Distinct stamped deltas each client received, in client order. */
      received: number[];
      /** Per market id, when each client first heard it suspended (trading calls are timed by their sender). */
      suspensions: Record<string, number[]>;
      duplicates: number;
      errors: number;
      disconnects: number;
    };
export type ToClients = { type: 'report' };

/** A typical live delta: the clock, a score and two prices; the publish time rides in status_description. */
export function stampedDelta(i: number): EventDelta {
  return {
    id: String(FIRST_ID + i),
    status_description: String(clock()),
    stats: { home_scores: 1, away_scores: 0, time: "67'" },
    odds: [
      {
        outcome_id: `${i}1`,
        market_id: `${i}`,
        odds: 1.45,
        display_odds: { decimal: '1.45', fractional: '9/20', american: '-222' },
      },
      {
        outcome_id: `${i}2`,
        market_id: `${i}`,
        odds: 4.2,
        display_odds: { decimal: '4.20', fractional: '16/5', american: '+320' },
      },
    ],
  };
}

/** Publishes `rate` stamped deltas a second for `seconds` through `publish`, on schedule; returns how many. */
export async function publishStamped(
  publish: (delta: EventDelta) => void,
  rate: number,
  seconds: number,
): Promise<number> {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const started = clock();
  for (let i = 0; i < total; i++) {
    const wait = started + i * interval - clock();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    publish(stampedDelta(i));
  }
  return total;
}

/** Clock ticks a second of Linux's process times (USER_HZ, 100 on every mainstream build). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, read from outside it (Linux; NaN elsewhere). */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN);

/** p50 / p95 / p99 / max of a set of latencies, as one line. */
export function latencyLine(latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  const max = sorted.length > 0 ? (sorted[sorted.length - 1] as number).toFixed(1) : 'NaN';
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${max} ms`;
}

/** Starts a clients' process of `count` sockets on the server at `port`. */
export function forkClients(port: number, count: number): ChildProcess {
  return fork(fileURLToPath(import.meta.url), ['--clients', String(port), String(count)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The next message of `type` from a child process, or a rejection if it exits or takes too long. */
export function waitFor<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      reject(new Error(`child did not send '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      reject(new Error(`child process exited (${code}) before sending '${type}'`));
    };
    const onMessage = (message: M) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Asks a clients' process for its figures (it closes its sockets and exits after). */
export async function collect(child: ChildProcess) {
  const result = waitFor<FromClients, 'result'>(child, 'result', 60_000);
  child.send({ type: 'report' } satisfies ToClients);
  return result;
}

/** The clients' process: connects in batches, subscribes, records arrivals, reports when asked. */
async function runClients(port: number, count: number): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  let disconnects = 0;
  let duplicates = 0;
  const sockets: Socket[] = [];
  const seen: Set<string>[] = [];
  const suspensions: Record<string, number[]> = {};
  const open = () =>
    new Promise<void>((resolve) => {
      const ids = new Set<string>();
      const suspended = new Set<string>();
      seen.push(ids);
      const socket = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { v: 1, bookmaker: BOOKMAKER },
      });
      sockets.push(socket);
      socket.on(CHANNEL, (message: EventsPush) => {
        const received = clock();
        for (const event of message.events) {
          for (const market of event.markets ?? []) {
            if (market.is_suspended !== true || suspended.has(market.id)) continue;
            suspended.add(market.id);
            const arrivals = suspensions[market.id] ?? [];
            arrivals.push(received);
            suspensions[market.id] = arrivals;
          }
          const sent = Number(event.status_description);
          if (!Number.isFinite(sent)) continue;
          if (ids.has(event.id)) {
            duplicates++;
            continue;
          }
          ids.add(event.id);
          latencies.push(received - sent);
        }
      });
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') disconnects++;
      });
      socket.once('connect', () => {
        socket
          .timeout(10_000)
          .emitWithAck('subscribe', { v: 1, type: 'subscribe', channel: CHANNEL })
          .then(
            () => resolve(),
            () => {
              errors++;
              resolve();
            },
          );
      });
      socket.once('connect_error', () => {
        errors++;
        resolve();
      });
    });
  for (let i = 0; i < count; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - i) }, open));
  }
  process.send?.({
    type: 'ready',
    connected: sockets.filter((s) => s.connected).length,
  } satisfies FromClients);
  process.on('message', (message: ToClients) => {
    if (message.type !== 'report') return;
    for (const socket of sockets) socket.close();
    const result: FromClients = {
      type: 'result',
      latencies,
      received: seen.map((ids) => ids.size),
      suspensions,
      duplicates,
      errors,
      disconnects,
    };
    // Exit only once the (large) result has been handed over.
    process.send?.(result, () => process.exit(0));
  });
}

const role = process.argv.indexOf('--clients');
if (role >= 0) await runClients(Number(process.argv[role + 1]), Number(process.argv[role + 2]));
