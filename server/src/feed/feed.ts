/**
 * The live feed simulator. One runner, elected by a database advisory lock, ticks:
 * events go live at their start time, clocks and scores move, prices follow the score and the clock,
 * markets close after goals and reopen, events end and are resulted, virtual events keep coming.
 * Every tick is written in one transaction and only then published and announced.
 */

import type { EventDelta } from '@touchline/contract';
import type { AppContext } from '../context';
import { FEED_LOCK_KEY } from '../db/locks';
import type { EventStatus, MatchSummary, OutcomeResult } from '../db/schema';
import { topUpCatalogue } from '../demo/seed';
import { overround } from '../pricing/odds';
import {
  isFullEvent,
  isWinnerMarket,
  type MarketModel,
  modelMarket,
  priceMarket,
  resultMarket,
  winnersPerResult,
} from '../pricing/outcomes';
import { mixSeed, type Random, seededRandom } from '../pricing/random';
import { catalogueChanged } from './changes';
import { fitStrength, marketInput, periodScore, teamsOf } from './fitting';
import { type RaceMarket, runRace, settleRace, winMarketOf } from './racing';
import {
  type EventRow,
  type EventWrite,
  endedEvents,
  liveEvents,
  type MarketRow,
  marketsOf,
  pruneFeedChanges,
  startingEvents,
  writeTick,
} from './repo';
import {
  advance,
  type Display,
  display,
  distribution,
  initialState,
  jitterStrength,
  maxScoreOf,
  type SimState,
  type Strength,
} from './sim';
import { profileFor, type SportProfile } from './sports';
import { same, TickChanges } from './tick-changes';
import { ensureVirtualEvents } from './virtual';

/** What settlement is told when the feed results an event. */
export interface ResultedEvent {
  eventId: number;
  sportId: number;
  isVirtual: boolean;
  resultedAt: number;
  outcomes: Array<{ id: number; marketId: number; result: OutcomeResult; position: number | null }>;
}
export type ResultedListener = (event: ResultedEvent) => void | Promise<void>;
/** Told after every committed tick with the ids of the events whose data changed. */
export type ChangedListener = (eventIds: readonly number[]) => void;

export interface FeedLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface FeedOptions {
  seed?: number;
  /** Real time between ticks. */
  tickMs?: number;
  /** How often a follower retries to become the runner. */
  leaderRetryMs?: number;
  /** Markets stay closed this long after a goal (virtual events: a quarter of it). */
  goalSuspendMs?: number;
  /** A live event is re-priced at least this often even when nothing happens. */
  priceIntervalMs?: number;
  /** An ended event is resulted after this delay (virtual events: a sixth of it). */
  resultDelayMs?: number;
  /** Bounds of one tick's work. */
  maxStarting?: number;
  maxLive?: number;
  maxResulting?: number;
  /** Keep competitions (virtual ones especially) stocked with upcoming events. */
  schedule?: boolean;
  scheduleCheckMs?: number;
  /** How long the feed_changes log is kept. */
  feedLogMs?: number;
  logger?: FeedLogger;
}

export interface TickReport {
  started: number[];
  changed: number[];
  ended: number[];
  resulted: number[];
  /** Virtual events this feed copied onto their cards. */
  created: number[];
  /** Events the catalogue's top-up added. */
  toppedUp: number;
}

interface LiveMarket {
  row: MarketRow;
  model: MarketModel;
  margin: number;
}

interface Live {
  row: EventRow;
  profile: SportProfile;
  strength: Strength;
  state: SimState;
  markets: LiveMarket[];
  odds: Map<number, number>;
  suspendedUntil: number;
  /** Closed after a goal, waiting to reopen. */
  goalSuspended: boolean;
  pricedAt: number;
  shown: Display;
  status: EventStatus;
  isLive: boolean;
  random: Random;
}

const sleep = (ms: number, signal: { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/** The live feed of one server: `tick` does one step; `start` runs it when this server leads. */
export class LiveFeed {
  readonly #ctx: AppContext;
  readonly #options: Required<Omit<FeedOptions, 'logger' | 'seed'>> & { seed: number };
  readonly #log: FeedLogger | undefined;
  readonly #random: Random;
  readonly #live = new Map<number, Live>();
  readonly #resultedListeners = new Set<ResultedListener>();
  readonly #changedListeners = new Set<ChangedListener>();
  #ticking: Promise<TickReport> | null = null;
  #running = false;
  #leading = false;
  #wakeable: { wake?: () => void } = {};
  #loop: Promise<void> | null = null;
  #lastScheduleCheck = Number.NEGATIVE_INFINITY;
  #lastPrune = Number.NEGATIVE_INFINITY;

  constructor(ctx: AppContext, options: FeedOptions = {}) {
    this.#ctx = ctx;
    this.#log = options.logger;
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
  }

  /** True while this server is the elected runner. */
  get leading(): boolean {
    return this.#leading;
  }

  /** Subscribes to results (settlement listens here); returns the unsubscribe function. */
  onResulted(listener: ResultedListener): () => void {
    this.#resultedListeners.add(listener);
    return () => this.#resultedListeners.delete(listener);
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
      const live = this.#restore(row, markets.get(row.id) ?? [], now);
      if (live) this.#live.set(row.id, live);
    }
    for (const row of starting) {
      const live = this.#begin(row, markets.get(row.id) ?? [], now, changes);
      if (live) {
        this.#live.set(row.id, live);
        report.started.push(row.id);
      }
    }
    for (const live of this.#live.values()) {
      if (this.#step(live, now, changes)) report.ended.push(live.row.id);
    }
    for (const id of report.ended) this.#live.delete(id);
    const resulted: ResultedEvent[] = [];
    for (const row of due) {
      const event = this.#result(row, markets.get(row.id) ?? [], now, changes);
      if (event) {
        resulted.push(event);
        report.resulted.push(row.id);
      }
    }

    const deltas = changes.deltas;
    for (const id of deltas.keys()) {
      if (!changes.events.has(id)) {
        const live = this.#live.get(id);
        const row = live?.row ?? due.find((r) => r.id === id);
        if (row) changes.touch(id, this.#eventWrite(row, live));
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
    if (report.changed.length > 0) catalogueChanged(this.#ctx);
    this.#publish(changes);
    this.#announce(report.changed);
    for (const event of resulted) {
      for (const listener of this.#resultedListeners) {
        try {
          await listener(event);
        } catch (error) {
          this.#log?.error({ err: error, eventId: event.eventId }, 'feed result listener failed');
        }
      }
    }

    if (o.schedule && now - this.#lastScheduleCheck >= o.scheduleCheckMs) {
      this.#lastScheduleCheck = now;
      try {
        // The catalogue keeps its competitions (virtual ones included) stocked with upcoming events;
        // virtual cards it does not schedule are kept going by copying their latest event.
        report.toppedUp = (await topUpCatalogue(this.#ctx, now)).added;
        report.created = await ensureVirtualEvents(this.#ctx.database, now, this.#random);
        if (report.created.length > 0) catalogueChanged(this.#ctx);
        this.#announce(report.created);
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

  #announce(eventIds: readonly number[]): void {
    if (eventIds.length === 0) return;
    for (const listener of this.#changedListeners) {
      try {
        listener(eventIds);
      } catch (error) {
        this.#log?.error({ err: error }, 'feed change listener failed');
      }
    }
  }

  #publish(changes: TickChanges): void {
    const groups = new Map<string, { bookmakers: string[] | 'all'; deltas: EventDelta[] }>();
    for (const [id, delta] of changes.deltas) {
      const brands = changes.brands.get(id) ?? null;
      const key = brands ? [...brands].sort().join(',') : '*';
      let group = groups.get(key);
      if (!group) {
        group = { bookmakers: brands ? [...brands] : 'all', deltas: [] };
        groups.set(key, group);
      }
      group.deltas.push(delta);
    }
    for (const group of groups.values()) {
      try {
        this.#ctx.publisher.publishEventChanges(group.bookmakers, group.deltas);
      } catch (error) {
        this.#log?.error({ err: error }, 'publishing feed changes failed');
      }
    }
  }

  #eventWrite(row: EventRow, live: Live | undefined): EventWrite {
    return {
      id: row.id,
      status: live?.status ?? row.status,
      is_live: live?.isLive ?? row.isLive,
      stats: live ? live.shown.stats : row.stats,
      match_summary: live ? live.shown.matchSummary : row.matchSummary,
      status_description: live ? live.shown.statusDescription : row.statusDescription,
    };
  }

  #makeLive(row: EventRow, markets: MarketRow[], state: SimState | null, now: number): Live | null {
    const profile = profileFor(row.sportKind, row.sportSlug);
    if (!profile) return null;
    const random = seededRandom(mixSeed(this.#options.seed, row.id) ^ Math.floor(now / 1000));
    const initial = state ?? initialState(profile, row.startsAt, random);
    const strength = fitStrength(profile, markets, teamsOf(row), initial, now);
    const maxScore = maxScoreOf(profile);
    return {
      row,
      profile,
      strength,
      state: initial,
      markets: markets.map((m) => {
        const model: MarketModel =
          profile.type === 'race'
            ? { kind: 'unpriced' }
            : modelMarket(marketInput(m), teamsOf(row), maxScore);
        const winners = model.kind === 'score' ? winnersPerResult(model) : 1;
        return {
          row: m,
          model,
          margin: overround(
            m.outcomes.map((x) => x.odds),
            winners,
          ),
        };
      }),
      odds: new Map(markets.flatMap((m) => m.outcomes.map((x) => [x.id, x.odds] as const))),
      suspendedUntil: 0,
      goalSuspended: false,
      pricedAt: Number.NEGATIVE_INFINITY,
      shown: {
        stats: row.stats,
        matchSummary: row.matchSummary ?? emptySummary,
        statusDescription: row.statusDescription,
      },
      status: row.status,
      isLive: row.isLive,
      random,
    };
  }

  /** An event going live now: a fresh state from its start time. */
  #begin(row: EventRow, markets: MarketRow[], now: number, changes: TickChanges): Live | null {
    const live = this.#makeLive(row, markets, null, now);
    if (!live) return null;
    const before = { status: row.status, isLive: row.isLive, shown: null };
    live.status = 'live';
    live.isLive = true;
    live.shown = display(live.profile, live.state, row.startsAt);
    changes.event(row, { status: live.status, isLive: live.isLive, shown: live.shown }, before);
    changes.touch(row.id, this.#eventWrite(row, live));
    return live;
  }

  /** A live event this server has not been running (a new leader, or changed by someone else). */
  #restore(row: EventRow, markets: MarketRow[], now: number): Live | null {
    const profile = profileFor(row.sportKind, row.sportSlug);
    if (!profile) return null;
    const state = restoreState(profile, row, now, this.#random);
    const live = this.#makeLive(row, markets, state, now);
    if (live && markets.some((m) => m.isSuspended && m.status === 'suspended')) {
      live.suspendedUntil = now + this.#options.goalSuspendMs / 2;
      live.goalSuspended = true;
    }
    return live;
  }

  /** Moves one live event to `now`; true when it ended. */
  #step(live: Live, now: number, changes: TickChanges): boolean {
    const o = this.#options;
    const { row, profile } = live;
    const step = advance(profile, live.strength, live.state, now, live.random);
    live.state = step.state;
    const scored = step.scores.length > 0;
    if (scored && profile.type === 'periods' && profile.suspendOnScore) {
      live.suspendedUntil = now + o.goalSuspendMs / (row.isVirtual ? 4 : 1);
      live.goalSuspended = true;
    }
    const before = { status: live.status, isLive: live.isLive, shown: live.shown };
    if (step.ended) {
      live.status = 'ended';
      live.isLive = false;
      for (const market of live.markets) {
        if (market.row.status === 'settled' || market.row.status === 'void') continue;
        changes.market(row, market.row, true, 'suspended');
      }
      if (profile.type === 'race') this.#finishRace(live, changes);
    } else {
      const reopened = live.goalSuspended && now >= live.suspendedUntil;
      if (reopened) live.goalSuspended = false;
      const interval = o.priceIntervalMs / (row.isVirtual ? 5 : 1);
      if (scored || step.phaseChanged || reopened || now - live.pricedAt >= interval)
        this.#price(live, now, changes);
    }
    live.shown = display(profile, live.state, now);
    const shownChanged =
      !same(before.shown, live.shown) || before.status !== live.status || before.isLive !== live.isLive;
    if (shownChanged) {
      changes.event(row, { status: live.status, isLive: live.isLive, shown: live.shown }, before);
      changes.touch(row.id, this.#eventWrite(row, live));
    }
    return step.ended;
  }

  #price(live: Live, now: number, changes: TickChanges): void {
    const { row, profile } = live;
    if (live.pricedAt > Number.NEGATIVE_INFINITY)
      live.strength = jitterStrength(live.strength, live.random, 0.015);
    live.pricedAt = now;
    const closed = !row.liveOdds || now < live.suspendedUntil || profile.type === 'race';
    const cells = closed ? null : distribution(profile, live.strength, live.state, now);
    for (const market of live.markets) {
      if (market.row.status === 'settled' || market.row.status === 'void') continue;
      if (closed || !cells || market.model.kind === 'unpriced') {
        changes.market(row, market.row, true, 'suspended');
        continue;
      }
      const priced = priceMarket(market.model, cells, market.margin);
      const byId = new Map(market.row.outcomes.map((x) => [x.id, x]));
      for (const next of priced.outcomes) {
        const outcome = byId.get(next.id);
        if (outcome) changes.outcome(row, market.row, outcome, { odds: next.odds });
      }
      changes.market(row, market.row, priced.decided, priced.decided ? 'suspended' : 'open');
    }
  }

  /** The race is run at the finish: positions now, results when the event is resulted. */
  #finishRace(live: Live, changes: TickChanges): void {
    const markets = live.markets.map((m) => m.row);
    const race = runRace(markets.map(raceMarketOf), live.random);
    const win = winMarketOf(markets);
    if (!win) return;
    for (const outcome of win.outcomes) {
      changes.outcome(live.row, win, outcome, { position: race.positions.get(outcome.id) ?? null });
    }
  }

  /**
   * Results an ended event: every outcome gets win, lose, place or void; markets are settled. Races and
   * outrights settle on a finishing order, the rest on the final score.
   */
  #result(row: EventRow, markets: MarketRow[], now: number, changes: TickChanges): ResultedEvent | null {
    // Who wins the overtime, shoot-out or super over of a level match: the winner market's favourite, mostly.
    const tieBreak = (market: MarketRow, eventId: number): 'home' | 'away' => {
      const [first, second] = market.outcomes;
      const p =
        first && second && first.odds > 1 && second.odds > 1
          ? 1 / first.odds / (1 / first.odds + 1 / second.odds)
          : 0.5;
      const homeFirst = first?.code === 'home' || first?.code === '1';
      const draw = seededRandom(mixSeed(this.#options.seed, eventId))();
      return draw < p === homeFirst ? 'home' : 'away';
    };
    const profile = profileFor(row.sportKind, row.sportSlug);
    const outcomes: ResultedEvent['outcomes'] = [];
    const settle = (market: MarketRow, results: ReadonlyMap<number, OutcomeResult>) => {
      let anyResult = false;
      for (const outcome of market.outcomes) {
        const result = results.get(outcome.id) ?? 'void';
        if (result !== 'void') anyResult = true;
        changes.outcome(row, market, outcome, { result });
        outcomes.push({ id: outcome.id, marketId: market.id, result, position: outcome.position });
      }
      changes.market(row, market, true, anyResult ? 'settled' : 'void');
    };
    const open = markets.filter((m) => m.status !== 'settled' && m.status !== 'void');
    // An outright's field finishes in an order drawn from its winner prices, as a race's runners do.
    if (profile?.type === 'race' || row.isOutright) {
      const win = winMarketOf(markets);
      const placed = (win?.outcomes ?? []).filter((x) => x.position !== null);
      const order =
        placed.length > 0
          ? [...placed].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((x) => x.id)
          : null;
      const race = order
        ? settleRace(markets.map(raceMarketOf), order)
        : runRace(markets.map(raceMarketOf), seededRandom(mixSeed(this.#options.seed, row.id)));
      if (!order && win) {
        for (const outcome of win.outcomes)
          changes.outcome(row, win, outcome, { position: race.positions.get(outcome.id) ?? null });
      }
      for (const market of open) settle(market, race.results);
    } else {
      const home = row.stats?.home_scores ?? 0;
      const away = row.stats?.away_scores ?? 0;
      const maxScore = profile ? maxScoreOf(profile) : Number.POSITIVE_INFINITY;
      const periods = row.stats?.periods ?? [];
      // Set sports also settle lines in games or points on the sum of the units' inner scores.
      const inner =
        profile?.type === 'sets' && profile.inner
          ? { home: periods.reduce((s, p) => s + p[0], 0), away: periods.reduce((s, p) => s + p[1], 0) }
          : null;
      const lineMarket = (m: MarketRow) => m.line !== null || m.outcomes.some((o) => o.handicap !== null);
      for (const market of open) {
        const input = marketInput(market);
        const teams = teamsOf(row);
        let results = new Map<number, OutcomeResult>();
        if (isFullEvent(market.period)) {
          const model = modelMarket(input, teams, maxScore);
          if (model.kind === 'score' && home === away && isWinnerMarket(input, teams)) {
            const side = tieBreak(market, row.id);
            results = resultMarket(model, home + (side === 'home' ? 1 : 0), away + (side === 'away' ? 1 : 0));
          } else if (model.kind === 'score') results = resultMarket(model, home, away);
          else if (inner && /game|point/i.test(market.name)) {
            const innerModel = modelMarket({ ...input, name: '' }, teams, Number.POSITIVE_INFINITY);
            if (innerModel.kind === 'score') results = resultMarket(innerModel, inner.home, inner.away);
          }
        } else if (
          profile &&
          market.period &&
          !(profile.type === 'sets' && !profile.inner && lineMarket(market))
        ) {
          // A map or leg without an inner score has no rounds or kills to count: such lines are voided.
          const score = periodScore(market.period, periods, profile);
          const model = modelMarket({ ...input, period: null, name: '' }, teams, Number.POSITIVE_INFINITY);
          if (score && model.kind === 'score') results = resultMarket(model, score.home, score.away);
        }
        settle(market, results);
      }
    }
    const before = {
      status: row.status,
      isLive: row.isLive,
      shown: {
        stats: row.stats,
        matchSummary: row.matchSummary ?? emptySummary,
        statusDescription: row.statusDescription,
      },
    };
    changes.event(row, { status: 'resulted', isLive: false, shown: before.shown }, before);
    changes.touch(row.id, {
      id: row.id,
      status: 'resulted',
      is_live: false,
      stats: row.stats,
      match_summary: row.matchSummary,
      status_description: row.statusDescription,
    });
    return { eventId: row.id, sportId: row.sportId, isVirtual: row.isVirtual, resultedAt: now, outcomes };
  }

  /** Runs the feed whenever this server can lead: retries while another server leads, stops on `stop()`. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#leadLoop();
  }

  async #leadLoop(): Promise<void> {
    const o = this.#options;
    while (this.#running) {
      let lead: Awaited<ReturnType<AppContext['database']['tryLead']>> = null;
      try {
        lead = await this.#ctx.database.tryLead(FEED_LOCK_KEY);
      } catch (error) {
        this.#log?.warn({ err: error }, 'feed could not ask for leadership');
      }
      if (!lead) {
        if (this.#running) await sleep(o.leaderRetryMs, this.#wakeable);
        continue;
      }
      this.#leading = true;
      this.#log?.info({}, 'live feed: this server runs the feed');
      let lost = false;
      void lead.lost.then(() => {
        lost = true;
        this.#wakeable.wake?.();
      });
      while (this.#running && !lost) {
        try {
          await this.tick(this.#ctx.clock.now());
        } catch (error) {
          this.#log?.error({ err: error }, 'feed tick failed');
        }
        if (this.#running && !lost) await sleep(o.tickMs, this.#wakeable);
      }
      this.#leading = false;
      // What this server knew may be stale once another runner has taken over.
      this.#live.clear();
      if (lost) this.#log?.warn({}, 'live feed: leadership lost');
      await lead.release().catch(() => undefined);
    }
  }

  /** Stops ticking and gives up leadership; waits for the running tick. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wakeable.wake?.();
    await this.#loop;
    this.#loop = null;
  }
}

const emptySummary: MatchSummary = { currentPhase: null, startTimes: {}, normalTimeHalfDuration: null };

function raceMarketOf(market: MarketRow): RaceMarket {
  return {
    id: market.id,
    type: market.type,
    ewPlace: market.ewPlace,
    outcomes: market.outcomes.map((o) => ({
      id: o.id,
      code: o.code,
      participantId: o.participantId,
      odds: o.odds,
      items: o.items,
    })),
  };
}

/**
 * Rebuilds the simulation state of a live event from what the database shows (a new leader, or an event
 * the catalogue generated already running): its phase, scores per period, units and server.
 */
export function restoreState(profile: SportProfile, row: EventRow, now: number, random: Random): SimState {
  const stats = row.stats;
  const times: Record<string, number> = {};
  for (const [code, at] of Object.entries(row.matchSummary?.startTimes ?? {})) {
    const ms = Date.parse(at);
    if (Number.isFinite(ms)) times[code] = ms;
  }
  const periods = (stats?.periods ?? []).map((p) => [p[0], p[1]] as [number, number]);
  switch (profile.type) {
    case 'race':
      return { type: 'race', startedAt: times.R ?? row.startsAt, ended: false };
    case 'fight': {
      const startedAt = times.R1 ?? row.startsAt;
      const round = Math.min(
        profile.rounds,
        Math.floor((now - startedAt) / (profile.roundSeconds * 1000)) + 1,
      );
      return { type: 'fight', startedAt, rolled: round - 1, finishAt: null, result: null };
    }
    case 'sets':
      return {
        type: 'sets',
        finished: periods,
        current: [stats?.home_set ?? 0, stats?.away_set ?? 0],
        points: [0, 0],
        server: stats?.server ?? (random() < 0.5 ? 1 : 2),
        nextPointAt: now,
        startTimes: Object.keys(times).length > 0 ? times : { [`${profile.code}1`]: row.startsAt },
        ended: false,
      };
    case 'periods': {
      // Replay the clock quietly from kick-off with the known scores: phases depend only on the start
      // time (and, for overtime, on a level score), so this finds the phase the feed itself would be in.
      if (periods.length === 0) periods.push([stats?.home_scores ?? 0, stats?.away_scores ?? 0]);
      const fresh = initialState(profile, row.startsAt, random);
      if (fresh.type === 'periods') fresh.periods = periods;
      return advance(profile, { model: 'race' }, fresh, now, random, true).state;
    }
  }
}

/** Creates the feed of a server (not started). */
export function createFeed(ctx: AppContext, options: FeedOptions = {}): LiveFeed {
  return new LiveFeed(ctx, options);
}
