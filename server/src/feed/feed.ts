/**
 * The live feed simulator. One runner, elected by a database advisory lock, ticks:
 * events go live at their start time, clocks and scores move, prices follow the score and the clock,
 * markets close after goals and reopen, events end and are resulted, virtual events keep coming.
 * Every tick is written in one transaction and only then published and announced.
 *
 * This file holds the tick; beside it: the election of the runner (election.ts), a live event built
 * and fitted to its prices (live.ts), moved on by a tick (in-play.ts), resulted (resulting.ts), and the
 * committed tick told to the sockets and listeners (deltas.ts).
 */

import type { ResultedEvent } from '../catalogue-events';
import type { AppContext } from '../context';
import { type Random, seededRandom } from '../pricing/random';
import { announceChanged, publishDeltas } from './deltas';
import { Election } from './election';
import { stepLive } from './in-play';
import { beginLive, eventWrite, type Live, restoreLive } from './live';
import { endedEvents, liveEvents, marketsOf, pruneFeedChanges, startingEvents, writeTick } from './repo';
import { resultEvent } from './resulting';
import { TickChanges } from './tick-changes';
import type { ChangedListener, FeedLogger, FeedOptions, FeedSettings, Restock, TickReport } from './types';
import { ensureVirtualEvents } from './virtual';

export { restoreState } from './live';
export type { ChangedListener, FeedLogger, FeedOptions, Restock, TickReport } from './types';

/**
 * The live feed of one server: `tick` does one step; `start` runs it when this server leads. What it
 * changes and results it says on the context's catalogue events (caches and settlement listen there).
 */
export class LiveFeed {
  readonly #ctx: AppContext;
  readonly #options: FeedSettings;
  readonly #restock: Restock | undefined;
  readonly #log: FeedLogger | undefined;
  readonly #random: Random;
  readonly #live = new Map<number, Live>();
  readonly #changedListeners = new Set<ChangedListener>();
  readonly #election: Election;
  #ticking: Promise<TickReport> | null = null;
  #lastScheduleCheck = Number.NEGATIVE_INFINITY;
  #lastPrune = Number.NEGATIVE_INFINITY;

  constructor(ctx: AppContext, options: FeedOptions = {}) {
    this.#ctx = ctx;
    this.#log = options.logger;
    this.#restock = options.restock;
    this.#options = {
      seed: options.seed ?? ctx.config.CATALOGUE_SEED,
      tickMs: options.tickMs ?? 1000,
      leaderRetryMs: options.leaderRetryMs ?? 5000,
      goalSuspendMs: options.goalSuspendMs ?? 8000,
      priceIntervalMs: options.priceIntervalMs ?? 15_000,
      resultDelayMs: options.resultDelayMs ?? 30_000,
      maxStarting: options.maxStarting ?? 200,
      maxLive: options.maxLive ?? 2000,
      maxResulting: options.maxResulting ?? 200,
      schedule: options.schedule ?? true,
      scheduleCheckMs: options.scheduleCheckMs ?? 30_000,
      feedLogMs: options.feedLogMs ?? 60 * 60_000,
    };
    this.#random = seededRandom(this.#options.seed);
    this.#election = new Election(
      ctx.database,
      this.#options,
      {
        tick: () => this.tick(this.#ctx.clock.now()),
        steppedDown: () => this.#live.clear(),
      },
      this.#log,
    );
  }

  /** True while this server is the elected runner. */
  get leading(): boolean {
    return this.#election.leading;
  }

  /** Subscribes to committed changes (caches listen here); returns the unsubscribe function. */
  onChanged(listener: ChangedListener): () => void {
    this.#changedListeners.add(listener);
    return () => this.#changedListeners.delete(listener);
  }

  /** One step of the feed at time `now`; ticks never overlap (a call during a tick waits for it). */
  async tick(now: number = this.#ctx.clock.now()): Promise<TickReport> {
    while (this.#ticking) await this.#ticking.catch(() => undefined);
    const run = this.#tick(now);
    this.#ticking = run;
    try {
      const report = await run;
      this.#ctx.metrics.feedTicks.inc();
      return report;
    } finally {
      this.#ticking = null;
    }
  }

  async #tick(now: number): Promise<TickReport> {
    const db = this.#ctx.database.db;
    const o = this.#options;
    const report: TickReport = {
      started: [],
      changed: [],
      ended: [],
      resulted: [],
      created: [],
      toppedUp: 0,
    };
    const changes = new TickChanges();

    const liveRows = await liveEvents(db, o.maxLive);
    const liveIds = new Set(liveRows.map((r) => r.id));
    for (const id of this.#live.keys()) if (!liveIds.has(id)) this.#live.delete(id);
    // Rows another writer changed (or that this server has not seen) are read again from the database.
    const stale = liveRows.filter((r) => this.#live.get(r.id)?.row.version !== r.version);
    const starting = await startingEvents(db, now, o.maxStarting);
    const minDelay = o.resultDelayMs / 6;
    const ending = await endedEvents(db, now - minDelay, o.maxResulting);
    const due = ending.filter((r) => r.updatedAt <= now - (r.isVirtual ? minDelay : o.resultDelayMs));
    const markets = await marketsOf(
      db,
      [...stale, ...starting, ...due].map((r) => r.id),
    );

    for (const row of stale) {
      const live = restoreLive(row, markets.get(row.id) ?? [], now, {
        seed: o.seed,
        goalSuspendMs: o.goalSuspendMs,
        random: this.#random,
      });
      if (live) this.#live.set(row.id, live);
    }
    for (const row of starting) {
      const live = beginLive(row, markets.get(row.id) ?? [], now, o.seed, changes);
      if (live) {
        this.#live.set(row.id, live);
        report.started.push(row.id);
      }
    }
    for (const live of this.#live.values()) {
      if (stepLive(live, now, changes, o)) report.ended.push(live.row.id);
    }
    for (const id of report.ended) this.#live.delete(id);
    const resulted: ResultedEvent[] = [];
    for (const row of due) {
      resulted.push(resultEvent(row, markets.get(row.id) ?? [], now, o.seed, changes));
      report.resulted.push(row.id);
    }

    const deltas = changes.deltas;
    for (const id of deltas.keys()) {
      if (!changes.events.has(id)) {
        const live = this.#live.get(id);
        const row = live?.row ?? due.find((r) => r.id === id);
        if (row) changes.touch(id, eventWrite(row, live));
      }
    }
    const versions = await writeTick(
      db,
      now,
      {
        events: [...changes.events.values()],
        markets: [...changes.markets.values()],
        outcomes: [...changes.outcomes.values()],
      },
      (id, version) => ({ version, ...(deltas.get(id) ?? { id: String(id) }) }),
    );
    for (const [id, version] of versions) {
      const live = this.#live.get(id);
      if (live) live.row.version = version;
    }
    report.changed = [...versions.keys()];

    // Committed: caches first (a client told of a change may ask at once), then the sockets.
    if (report.changed.length > 0)
      this.#ctx.catalogue.changed({
        outcomes: [...changes.outcomes.keys()],
        markets: [...changes.markets.keys()],
      });
    publishDeltas(this.#ctx.publisher, changes, this.#log);
    announceChanged(this.#changedListeners, report.changed, this.#log);
    for (const event of resulted) {
      for (const error of await this.#ctx.catalogue.resulted(event)) {
        this.#log?.error({ err: error, eventId: event.eventId }, 'feed result listener failed');
      }
    }

    if (o.schedule && now - this.#lastScheduleCheck >= o.scheduleCheckMs) {
      this.#lastScheduleCheck = now;
      try {
        // The catalogue keeps its competitions (virtual ones included) stocked with upcoming events;
        // virtual cards it does not schedule are kept going by copying their latest event.
        report.toppedUp = this.#restock ? await this.#restock(now) : 0;
        report.created = await ensureVirtualEvents(this.#ctx.database, now, this.#random);
        if (report.created.length > 0) this.#ctx.catalogue.changed();
        announceChanged(this.#changedListeners, report.created, this.#log);
      } catch (error) {
        this.#log?.error({ err: error }, 'feed could not top up the catalogue');
      }
    }
    if (now - this.#lastPrune >= 60_000) {
      this.#lastPrune = now;
      await pruneFeedChanges(db, now - o.feedLogMs);
    }
    return report;
  }

  /** Runs the feed whenever this server can lead: retries while another server leads, stops on `stop()`. */
  start(): void {
    this.#election.start();
  }

  /** Stops ticking and gives up leadership; waits for the running tick. */
  async stop(): Promise<void> {
    await this.#election.stop();
  }
}

/** Creates the feed of a server (not started). */
export function createFeed(ctx: AppContext, options: FeedOptions = {}): LiveFeed {
  return new LiveFeed(ctx, options);
}
