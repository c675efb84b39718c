/**
 * A live event as the runner holds it between ticks: its sport, the strengths fitted to its prices, the
 * simulation state, its markets' models and margins, and what it shows. Built when the event goes live,
 * or rebuilt from the database when this server has not been running it.
 */
import type { EventStatus, MatchSummary } from '../db/schema';
import { playOf, type SportPlay } from '../domain/play';
import { overround } from '../pricing/odds';
import { type MarketModel, modelMarket, winnersPerResult } from '../pricing/outcomes';
import { mixSeed, type Random, seededRandom } from '../pricing/random';
import { fitStrength, marketInput, teamsOf } from './fitting';
import type { EventRow, EventWrite, MarketRow } from './repo';
import {
  advance,
  type Display,
  display,
  initialState,
  maxScoreOf,
  type SimState,
  type Strength,
} from './sim';
import type { TickChanges } from './tick-changes';

export interface LiveMarket {
  row: MarketRow;
  model: MarketModel;
  margin: number;
}

export interface Live {
  row: EventRow;
  profile: SportPlay;
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

export const emptySummary: MatchSummary = {
  currentPhase: null,
  startTimes: {},
  normalTimeHalfDuration: null,
};

/** The event's columns as the tick writes them: the live event's when it runs, else the row's. */
export function eventWrite(row: EventRow, live: Live | undefined): EventWrite {
  return {
    id: row.id,
    status: live?.status ?? row.status,
    is_live: live?.isLive ?? row.isLive,
    stats: live ? live.shown.stats : row.stats,
    match_summary: live ? live.shown.matchSummary : row.matchSummary,
    status_description: live ? live.shown.statusDescription : row.statusDescription,
  };
}

function makeLive(
  row: EventRow,
  markets: MarketRow[],
  state: SimState | null,
  now: number,
  seed: number,
): Live | null {
  const profile = playOf(row.sportKind, row.sportSlug);
  if (!profile) return null;
  const random = seededRandom(mixSeed(seed, row.id) ^ Math.floor(now / 1000));
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
        profile.type === 'race' ? { kind: 'unpriced' } : modelMarket(marketInput(m), teamsOf(row), maxScore);
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
export function beginLive(
  row: EventRow,
  markets: MarketRow[],
  now: number,
  seed: number,
  changes: TickChanges,
): Live | null {
  const live = makeLive(row, markets, null, now, seed);
  if (!live) return null;
  const before = { status: row.status, isLive: row.isLive, shown: null };
  live.status = 'live';
  live.isLive = true;
  live.shown = display(live.profile, live.state, row.startsAt);
  changes.event(row, { status: live.status, isLive: live.isLive, shown: live.shown }, before);
  changes.touch(row.id, eventWrite(row, live));
  return live;
}

/** A live event this server has not been running (a new leader, or changed by someone else). */
export function restoreLive(
  row: EventRow,
  markets: MarketRow[],
  now: number,
  options: { seed: number; goalSuspendMs: number; random: Random },
): Live | null {
  const profile = playOf(row.sportKind, row.sportSlug);
  if (!profile) return null;
  const state = restoreState(profile, row, now, options.random);
  const live = makeLive(row, markets, state, now, options.seed);
  if (live && markets.some((m) => m.isSuspended && m.status === 'suspended')) {
    live.suspendedUntil = now + options.goalSuspendMs / 2;
    live.goalSuspended = true;
  }
  return live;
}

/**
 * Rebuilds the simulation state of a live event from what the database shows (a new leader, or an event
 * the catalogue generated already running): its phase, scores per period, units and server.
 */
export function restoreState(profile: SportPlay, row: EventRow, now: number, random: Random): SimState {
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
