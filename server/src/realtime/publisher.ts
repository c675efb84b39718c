/**
 * Publishes feed changes on the `{bookmaker}_events` channels. Changes are coalesced per event and per
 * channel within a short window, so a burst of changes becomes one push per channel, not one per change.
 */
import { EventDelta, type EventsPush, eventsChannel, PROTOCOL_VERSION } from '@touchline/contract';
import type { Publisher } from '../context';

/** Pushes wait at most this long after the previous push of the same publisher. */
export const DEFAULT_WINDOW_MS = 50;

/** A timer, injectable so tests can drive time; returns a cancel function. */
export type Schedule = (run: () => void, ms: number) => () => void;

const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface BatchingPublisherOptions {
  /** Sends one push on one channel (a Socket.IO room of the same name). */
  emit: (channel: `${string}_events`, message: EventsPush) => void;
  /** Every bookmaker a change for all brands goes to. */
  bookmakers: () => readonly string[];
  windowMs?: number;
  schedule?: Schedule;
  now?: () => number;
  /** Told about every change that did not match the protocol (dropped). */
  onInvalid?: (change: unknown) => void;
  /** Told after each flush that pushed something. */
  onFlush?: () => void;
}

const mergeById = <T>(
  before: readonly T[] | undefined,
  after: readonly T[] | undefined,
  key: (x: T) => string,
) => {
  if (!before) return after ? [...after] : undefined;
  if (!after) return [...before];
  const byKey = new Map(before.map((x) => [key(x), x] as const));
  for (const x of after) byKey.set(key(x), x);
  return [...byKey.values()];
};

/**
 * One delta that says what two successive deltas of an event say: later fields win, stats merge field by
 * field, prices and suspensions merge per outcome and per market.
 */
export function mergeDeltas(before: EventDelta, after: EventDelta): EventDelta {
  const merged: EventDelta = { ...before, ...after };
  if (before.stats && after.stats) merged.stats = { ...before.stats, ...after.stats };
  else if (after.stats === undefined && before.stats !== undefined) merged.stats = before.stats;
  const odds = mergeById(before.odds, after.odds, (x) => x.outcome_id);
  if (odds) merged.odds = odds;
  const markets = mergeById(before.markets, after.markets, (x) => x.id);
  if (markets) merged.markets = markets;
  if (before.removed || after.removed) merged.removed = true;
  return merged;
}

function addTo(pending: Map<string, EventDelta>, delta: EventDelta): void {
  const before = pending.get(delta.id);
  pending.set(delta.id, before ? mergeDeltas(before, delta) : delta);
}

/** The realtime Publisher: coalesces and pushes to each bookmaker's channel. */
export class BatchingPublisher implements Publisher {
  readonly #options: BatchingPublisherOptions;
  readonly #windowMs: number;
  readonly #schedule: Schedule;
  readonly #now: () => number;
  #forAll = new Map<string, EventDelta>();
  #byBookmaker = new Map<string, Map<string, EventDelta>>();
  #cancel: (() => void) | null = null;
  #lastFlush = Number.NEGATIVE_INFINITY;
  #closed = false;

  constructor(options: BatchingPublisherOptions) {
    this.#options = options;
    this.#windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.#schedule = options.schedule ?? realSchedule;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Queues changes for the given bookmakers ('all': every brand); they go out at the next flush. */
  publishEventChanges(bookmakers: readonly string[] | 'all', changes: readonly unknown[]): void {
    if (this.#closed || changes.length === 0) return;
    let queued = false;
    for (const change of changes) {
      const parsed = EventDelta.safeParse(change);
      if (!parsed.success) {
        this.#options.onInvalid?.(change);
        continue;
      }
      queued = true;
      if (bookmakers === 'all') addTo(this.#forAll, parsed.data);
      else {
        for (const bookmaker of bookmakers) {
          let pending = this.#byBookmaker.get(bookmaker);
          if (!pending) {
            pending = new Map();
            this.#byBookmaker.set(bookmaker, pending);
          }
          addTo(pending, parsed.data);
        }
      }
    }
    if (queued) this.#arm();
  }

  /**
   * Leading edge: after a quiet window the first change goes out at once (after the current burst of
   * synchronous calls); within a window changes wait for its end, together.
   */
  #arm(): void {
    if (this.#cancel) return;
    const wait = Math.max(0, this.#lastFlush + this.#windowMs - this.#now());
    this.#cancel = this.#schedule(() => {
      this.#cancel = null;
      this.flush();
    }, wait);
  }

  /** Sends everything queued now: one push per bookmaker channel that has changes. */
  flush(): void {
    const forAll = this.#forAll;
    const byBookmaker = this.#byBookmaker;
    this.#forAll = new Map();
    this.#byBookmaker = new Map();
    if (forAll.size === 0 && byBookmaker.size === 0) return;
    this.#lastFlush = this.#now();
    const bookmakers = new Set([
      ...(forAll.size > 0 ? this.#options.bookmakers() : []),
      ...byBookmaker.keys(),
    ]);
    for (const bookmaker of bookmakers) {
      const own = byBookmaker.get(bookmaker);
      let events: Map<string, EventDelta>;
      if (!own) events = forAll;
      else {
        events = new Map(forAll);
        for (const delta of own.values()) addTo(events, delta);
      }
      if (events.size === 0) continue;
      this.#options.emit(eventsChannel(bookmaker), {
        v: PROTOCOL_VERSION,
        type: 'events',
        events: [...events.values()],
      });
    }
  }

  /** Drops what is queued and ignores later changes (server shutting down). */
  close(): void {
    this.#closed = true;
    this.#cancel?.();
    this.#cancel = null;
    this.#forAll.clear();
    this.#byBookmaker.clear();
  }
}
