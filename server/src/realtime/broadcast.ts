/**
 * Messages from one server process to every process of the deployment (itself included), for what must
 * happen everywhere at once: a cache dropped after an operator's change. With REDIS_URL they travel on a
 * Redis pub/sub channel (published through the process's connection, heard on a duplicate of it, since a
 * subscribed connection runs no other command); without it there is one process and they stay in it.
 *
 * A message is a hint, not a record: one lost while Redis is away is not sent again, so whoever listens
 * keeps a bound on how stale it may be (a cache's time to live).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, type Redis, untilReady } from '../redis';

/** The one channel of the deployment; messages name their topic. */
export const BROADCAST_CHANNEL = 'touchline:broadcast';

export type BroadcastListener = (payload: unknown) => void;

interface Envelope {
  from: string;
  topic: string;
  payload: unknown;
}

/** What a Broadcast needs of a logger. */
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const quiet: Log = { warn: () => {}, error: () => {} };

export class Broadcast {
  /** Tells this process's messages from the others' on the shared channel. */
  readonly #origin = randomUUID();
  readonly #listeners = new Map<string, Set<BroadcastListener>>();
  #publisher: Redis | undefined;
  #channel = BROADCAST_CHANNEL;
  #log: Log = quiet;

  /**
   * Carries the messages through Redis from now on: publishes through the process's connection and
   * subscribes a duplicate of it, on `channel` (the deployment's name of BROADCAST_CHANNEL). Returns the
   * function that closes the subscription.
   */
  async connect(publisher: Redis, log: Log, channel = BROADCAST_CHANNEL): Promise<() => Promise<void>> {
    this.#log = log;
    this.#channel = channel;
    const subscriber = publisher.duplicate();
    subscriber.on('error', (error: unknown) => log.error({ err: error }, 'broadcast subscriber error'));
    subscriber.on('message', (heard: string, message: string) => {
      if (heard === channel) this.#receive(message);
    });
    await untilReady(subscriber);
    await subscriber.subscribe(channel);
    this.#publisher = publisher;
    return async () => {
      this.#publisher = undefined;
      await closeRedis(subscriber);
    };
  }

  /** Listens to a topic; returns the function that stops listening. */
  on(topic: string, listener: BroadcastListener): () => void {
    const listeners = this.#listeners.get(topic) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(topic, listeners);
    return () => listeners.delete(listener);
  }

  /** Runs this process's listeners at once, then tells the other processes. */
  send(topic: string, payload: unknown): void {
    this.#deliver(topic, payload);
    if (!this.#publisher) return;
    const envelope: Envelope = { from: this.#origin, topic, payload };
    this.#publisher.publish(this.#channel, JSON.stringify(envelope)).catch((error: unknown) => {
      this.#log.warn({ err: error, topic }, 'broadcast: could not tell the other servers');
    });
  }

  /** A message heard on the channel: another process's is delivered here, this process's own was already. */
  #receive(raw: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.#origin || typeof envelope.topic !== 'string') return;
    this.#deliver(envelope.topic, envelope.payload);
  }

  #deliver(topic: string, payload: unknown): void {
    for (const listener of this.#listeners.get(topic) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        this.#log.error({ err: error, topic }, 'broadcast: a listener failed');
      }
    }
  }
}
