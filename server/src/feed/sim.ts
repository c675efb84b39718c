/**
 * The state machine of one live event: clock, phases, scores, sets and serve, rounds, races.
 * Given a state, a target time and a random source it returns the next state and what happened on the way; `display` turns a state into the stats, match summary and status text the screens show,
 * in the formats the demo catalogue uses for the events it generates already running. Pure: time and
 * randomness come in as arguments.
 */
import type { EventStats, MatchSummary } from '../db/schema';
import {
  type FightPlay,
  type PeriodPlay,
  pointsVarianceFactor,
  regularMinutes,
  type SetPlay,
  type SportPlay,
} from '../domain/play';
import { normalCdf, normalInverse } from '../pricing/distributions';
import { normalSample, poissonSample, type Random, weightedIndex } from '../pricing/random';
import {
  normalDistribution,
  poissonDistribution,
  type ScoreDistribution,
  setsDistribution,
} from '../pricing/scores';

const MINUTE = 60_000;

/** What the feed believes about the sides, fitted from the prices when the event goes live. */
export type Strength =
  | { model: 'poisson'; home: number; away: number }
  | { model: 'normal'; supremacy: number; total: number }
  /** Chance the home side wins a unit (set, map, leg), or the fight. */
  | { model: 'sets'; setChance: number }
  | { model: 'race' };

interface Phase {
  /** Unique within the event (breaks are numbered); `shown` is what the screens get. */
  code: string;
  shown: string;
  kind: 'play' | 'break' | 'end';
  /** Match minutes of a play phase. */
  minutes: number;
  realMs: number;
  /** Index into the per-period scores (play phases), or of the period before a break. */
  period: number;
}

export interface PeriodState {
  type: 'periods';
  phaseIndex: number;
  phaseStart: number;
  startTimes: Record<string, number>;
  periods: Array<[number, number]>;
  overtimes: number;
  /** Time the state has been simulated up to. */
  clock: number;
}

export interface SetState {
  type: 'sets';
  /** Finished units, [home, away] inner score (1-0 / 0-1 when units have no inner score). */
  finished: Array<[number, number]>;
  /** Inner score of the unit being played: tennis games or rally points. */
  current: [number, number];
  /** Tennis points in the current game (tie-break points in a tie-break). */
  points: [number, number];
  server: 1 | 2;
  nextPointAt: number;
  startTimes: Record<string, number>;
  ended: boolean;
}

export interface FightState {
  type: 'fight';
  startedAt: number;
  /** Rounds whose finish chance has been drawn. */
  rolled: number;
  /** When a finish drawn for a round happens. */
  finishAt: number | null;
  result: { winner: 'home' | 'away' | 'draw'; method: 'KO' | 'Decision'; round: number } | null;
}

export interface RaceState {
  type: 'race';
  startedAt: number;
  ended: boolean;
}

export type SimState = PeriodState | SetState | FightState | RaceState;

export interface ScoreEvent {
  side: 'home' | 'away';
  points: number;
  at: number;
}

export interface Step {
  state: SimState;
  scores: ScoreEvent[];
  /** The phase (period, break, set, round) changed. */
  phaseChanged: boolean;
  ended: boolean;
}

const ORDINAL = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
  '13th',
];
const ordinal = (n: number) => ORDINAL[n - 1] ?? `${n}th`;
const PERIOD_WORD: Record<PeriodPlay['code'], string> = {
  H: 'half',
  P: 'period',
  Q: 'quarter',
  I: 'inning',
};

const playCode = (profile: PeriodPlay, i: number) =>
  profile.code === 'H' ? `${i + 1}H` : `${profile.code}${i + 1}`;

function phasesOf(profile: PeriodPlay, overtimes: number): Phase[] {
  const phases: Phase[] = [];
  const playMs = (minutes: number) => minutes * profile.pace * MINUTE;
  for (let i = 0; i < profile.periods; i++) {
    const code = playCode(profile, i);
    phases.push({
      code,
      shown: code,
      kind: 'play',
      minutes: profile.periodMinutes,
      realMs: playMs(profile.periodMinutes),
      period: i,
    });
    if (i < profile.periods - 1 && profile.breakMinutes > 0) {
      const halfTime = (profile.code === 'H' && i === 0) || (profile.code === 'Q' && i === 1);
      phases.push({
        code: halfTime ? 'HT' : `BRK${i + 1}`,
        shown: halfTime ? 'HT' : 'BRK',
        kind: 'break',
        minutes: 0,
        realMs: profile.breakMinutes * MINUTE,
        period: i,
      });
    }
  }
  for (let k = 0; k < overtimes && profile.overtime; k++) {
    const code = k === 0 ? 'OT' : `OT${k + 1}`;
    if (profile.breakMinutes > 0) {
      phases.push({
        code: `B${code}`,
        shown: 'BRK',
        kind: 'break',
        minutes: 0,
        realMs: profile.breakMinutes * MINUTE,
        period: profile.periods + k - 1,
      });
    }
    phases.push({
      code,
      shown: code,
      kind: 'play',
      minutes: profile.overtime.minutes,
      realMs: playMs(profile.overtime.minutes),
      period: profile.periods + k,
    });
  }
  phases.push({ code: 'FT', shown: 'FT', kind: 'end', minutes: 0, realMs: 0, period: -1 });
  return phases;
}

const total = (periods: ReadonlyArray<readonly [number, number]>, side: 0 | 1) =>
  periods.reduce((s, p) => s + p[side], 0);

/** A fresh state for an event that goes live at `startedAt`. */
export function initialState(profile: SportPlay, startedAt: number, random: Random): SimState {
  switch (profile.type) {
    case 'race':
      return { type: 'race', startedAt, ended: false };
    case 'fight':
      return { type: 'fight', startedAt, rolled: 0, finishAt: null, result: null };
    case 'sets':
      return {
        type: 'sets',
        finished: [],
        current: [0, 0],
        points: [0, 0],
        server: random() < 0.5 ? 1 : 2,
        nextPointAt: startedAt + pointGap(profile, random),
        startTimes: { [`${profile.code}1`]: startedAt },
        ended: false,
      };
    case 'periods':
      return {
        type: 'periods',
        phaseIndex: 0,
        phaseStart: startedAt,
        startTimes: { [playCode(profile, 0)]: startedAt },
        periods: [[0, 0]],
        overtimes: 0,
        clock: startedAt,
      };
  }
}

function samplePoints(increments: readonly (readonly [number, number])[], random: Random): number {
  const i = weightedIndex(
    increments.map((x) => x[1]),
    random,
  );
  return increments[i]?.[0] ?? 1;
}

const incrementMean = (increments: readonly (readonly [number, number])[]) => {
  const weight = increments.reduce((sum, [, w]) => sum + w, 0) || 1;
  return increments.reduce((sum, [pts, w]) => sum + pts * w, 0) / weight;
};

/** Scoring events per match minute for each side: full-match strengths spread over regular time. */
function ratesPerMinute(profile: PeriodPlay, strength: Strength): { home: number; away: number } {
  const minutes = regularMinutes(profile);
  if (profile.scoring.model === 'poisson') {
    const s =
      strength.model === 'poisson'
        ? strength
        : { home: profile.scoring.homeMean, away: profile.scoring.awayMean };
    return { home: s.home / minutes, away: s.away / minutes };
  }
  const s =
    strength.model === 'normal'
      ? strength
      : { supremacy: profile.scoring.homeAdv, total: profile.scoring.total };
  const avg = incrementMean(profile.scoring.increments);
  const home = Math.max(s.total + s.supremacy, 1) / 2;
  const away = Math.max(s.total - s.supremacy, 1) / 2;
  return { home: home / (avg * minutes), away: away / (avg * minutes) };
}

function advancePeriods(
  profile: PeriodPlay,
  strength: Strength,
  input: PeriodState,
  to: number,
  random: Random,
  quiet: boolean,
): Step {
  const state: PeriodState = {
    ...input,
    startTimes: { ...input.startTimes },
    periods: input.periods.map((p) => [p[0], p[1]] as [number, number]),
  };
  const scores: ScoreEvent[] = [];
  let phaseChanged = false;
  const rates = ratesPerMinute(profile, strength);
  let phases = phasesOf(profile, state.overtimes);
  let cursor = Math.max(state.clock, state.phaseStart);
  for (let guard = 0; guard < 256; guard++) {
    const phase = phases[state.phaseIndex];
    if (!phase || phase.kind === 'end') break;
    const phaseEnd = state.phaseStart + phase.realMs;
    cursor = Math.max(cursor, state.phaseStart);
    const stepEnd = Math.min(to, phaseEnd);
    if (phase.kind === 'play' && stepEnd > cursor && !quiet) {
      const minutes = ((stepEnd - cursor) / phase.realMs) * phase.minutes;
      for (const side of ['home', 'away'] as const) {
        const count = poissonSample(rates[side] * minutes, random);
        for (let k = 0; k < count; k++) {
          const points =
            profile.scoring.model === 'normal' ? samplePoints(profile.scoring.increments, random) : 1;
          scores.push({ side, points, at: Math.round(cursor + random() * (stepEnd - cursor)) });
          while (state.periods.length <= phase.period) state.periods.push([0, 0]);
          const period = state.periods[phase.period];
          if (period) period[side === 'home' ? 0 : 1] += points;
        }
      }
    }
    cursor = stepEnd;
    if (cursor < phaseEnd) break;
    // The phase is over: the next one starts exactly when this one ended, so clocks never drift.
    const lastPlay = phase.kind === 'play' && phases[state.phaseIndex + 1]?.kind === 'end';
    if (lastPlay && profile.overtime && total(state.periods, 0) === total(state.periods, 1)) {
      state.overtimes += 1;
      phases = phasesOf(profile, state.overtimes);
    }
    state.phaseIndex += 1;
    state.phaseStart = phaseEnd;
    const next = phases[state.phaseIndex];
    if (next && next.kind !== 'break') state.startTimes[next.code] = phaseEnd;
    if (next?.kind === 'play') while (state.periods.length <= next.period) state.periods.push([0, 0]);
    phaseChanged = true;
  }
  state.clock = Math.max(state.clock, to);
  scores.sort((a, b) => a.at - b.at);
  return { state, scores, phaseChanged, ended: phases[state.phaseIndex]?.kind === 'end' };
}

const isDeciding = (profile: SetPlay, finished: number) => finished === profile.need * 2 - 2;

/** True when a unit is complete at this inner score. */
function unitOver(profile: SetPlay, score: readonly [number, number], deciding: boolean): boolean {
  const [h, a] = score;
  const inner = profile.inner;
  if (!inner) return h + a > 0;
  if (inner.kind === 'tennis') return (Math.max(h, a) >= 6 && Math.abs(h - a) >= 2) || Math.max(h, a) === 7;
  const target = deciding ? inner.lastTarget : inner.target;
  return Math.max(h, a) >= target && Math.abs(h - a) >= 2;
}

/** Units won by each side. */
export function unitsWon(finished: ReadonlyArray<readonly [number, number]>): [number, number] {
  let h = 0;
  let a = 0;
  for (const unit of finished) {
    if (unit[0] > unit[1]) h++;
    else a++;
  }
  return [h, a];
}

function pointGap(profile: SetPlay, random: Random): number {
  return profile.pointSeconds * 1000 * (0.5 + random());
}

/** Chance the home side wins the next point (unit): the serve matters in tennis only. */
function pointChance(profile: SetPlay, strength: Strength, server: 1 | 2): number {
  const setChance = strength.model === 'sets' ? strength.setChance : 0.5;
  if (!profile.inner) return setChance;
  const edge = Math.max(
    -0.12,
    Math.min(0.12, (setChance - 0.5) * (profile.inner.kind === 'tennis' ? 0.14 : 0.09)),
  );
  if (profile.inner.kind === 'rally') return 0.5 + edge;
  return server === 1 ? 0.63 + edge : 1 - (0.63 - edge);
}

function advanceSets(
  profile: SetPlay,
  strength: Strength,
  input: SetState,
  to: number,
  random: Random,
): Step {
  const state: SetState = {
    ...input,
    finished: input.finished.map((s) => [s[0], s[1]] as [number, number]),
    current: [input.current[0], input.current[1]],
    points: [input.points[0], input.points[1]],
    startTimes: { ...input.startTimes },
  };
  const scores: ScoreEvent[] = [];
  let phaseChanged = false;
  for (let guard = 0; guard < 5000 && !state.ended && state.nextPointAt <= to; guard++) {
    const at = state.nextPointAt;
    const homeWins = random() < pointChance(profile, strength, state.server);
    const side = homeWins ? 0 : 1;
    const deciding = isDeciding(profile, state.finished.length);
    const inner = profile.inner;
    let scored = true;
    if (!inner) {
      state.current[side] += 1;
    } else if (inner.kind === 'rally') {
      state.current[side] += 1;
      state.server = homeWins ? 1 : 2;
    } else {
      state.points[side] += 1;
      const tiebreak = state.current[0] === 6 && state.current[1] === 6;
      const target = tiebreak ? 7 : 4;
      const [ph, pa] = state.points;
      scored = Math.max(ph, pa) >= target && Math.abs(ph - pa) >= 2;
      if (scored) {
        state.current[side] += 1;
        state.points = [0, 0];
        state.server = state.server === 1 ? 2 : 1;
      }
    }
    if (scored) scores.push({ side: homeWins ? 'home' : 'away', points: 1, at });
    const over = scored && unitOver(profile, state.current, deciding);
    if (over) {
      state.finished.push([state.current[0], state.current[1]]);
      state.current = [0, 0];
      state.points = [0, 0];
      // Whoever did not start the last unit starts the next (darts legs, tennis sets keep alternating).
      if (!inner) state.server = state.server === 1 ? 2 : 1;
      const [h, a] = unitsWon(state.finished);
      if (h >= profile.need || a >= profile.need) state.ended = true;
      else state.startTimes[`${profile.code}${state.finished.length + 1}`] = at;
      phaseChanged = true;
    }
    // Points come irregularly; a break between units is longer.
    state.nextPointAt = at + pointGap(profile, random) + (over && inner ? profile.pointSeconds * 4000 : 0);
  }
  return { state, scores, phaseChanged, ended: state.ended };
}

function advanceFight(
  profile: FightPlay,
  strength: Strength,
  input: FightState,
  to: number,
  random: Random,
): Step {
  if (input.result) return { state: input, scores: [], phaseChanged: false, ended: true };
  const state: FightState = { ...input };
  const roundMs = profile.roundSeconds * 1000;
  const p = strength.model === 'sets' ? strength.setChance : 0.5;
  const side = () => (random() < p ? 'home' : 'away');
  const roundAt = (t: number) => Math.min(profile.rounds, Math.floor((t - state.startedAt) / roundMs) + 1);
  for (
    let guard = 0;
    guard < profile.rounds && state.finishAt === null && state.rolled < roundAt(to);
    guard++
  ) {
    state.rolled += 1;
    if (random() < profile.hazard) state.finishAt = state.startedAt + (state.rolled - 1 + random()) * roundMs;
  }
  if (state.finishAt !== null && state.finishAt <= to) {
    state.result = { winner: side(), method: 'KO', round: roundAt(state.finishAt) };
  } else if (to >= state.startedAt + profile.rounds * roundMs) {
    state.result = {
      winner: random() < profile.draw ? 'draw' : side(),
      method: 'Decision',
      round: profile.rounds,
    };
  }
  const ended = state.result !== null;
  return { state, scores: [], phaseChanged: ended || state.rolled !== input.rolled, ended };
}

/**
 * Moves an event from its state to time `to`: runs the clock through periods and breaks, scores at the
 * sport's rates (fast-forwarding long gaps too), plays points and units, rounds, finishes races.
 * `quiet` moves a match clock without scoring.
 */
export function advance(
  profile: SportPlay,
  strength: Strength,
  state: SimState,
  to: number,
  random: Random,
  quiet = false,
): Step {
  if (profile.type === 'race' && state.type === 'race') {
    const ended = state.ended || to >= state.startedAt + profile.seconds * 1000;
    return { state: { ...state, ended }, scores: [], phaseChanged: ended !== state.ended, ended };
  }
  if (profile.type === 'fight' && state.type === 'fight')
    return advanceFight(profile, strength, state, to, random);
  if (profile.type === 'sets' && state.type === 'sets')
    return advanceSets(profile, strength, state, to, random);
  if (profile.type === 'periods' && state.type === 'periods') {
    return advancePeriods(profile, strength, state, to, random, quiet);
  }
  return { state, scores: [], phaseChanged: false, ended: false };
}

export interface Display {
  stats: EventStats | null;
  matchSummary: MatchSummary;
  statusDescription: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoTimes = (times: Record<string, number>) =>
  Object.fromEntries(Object.entries(times).map(([code, ms]) => [code, iso(ms)]));
const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');
const noStats = (time: string | null): EventStats => ({
  home_scores: null,
  away_scores: null,
  home_set: null,
  away_set: null,
  server: null,
  time,
});

function displayPeriods(profile: PeriodPlay, state: PeriodState, now: number): Display {
  const phases = phasesOf(profile, state.overtimes);
  const phase = phases[state.phaseIndex];
  let time: string;
  let statusDescription: string;
  const word = PERIOD_WORD[profile.code];
  if (!phase || phase.kind === 'end') {
    time = 'FT';
    statusDescription = 'Full time';
  } else if (phase.kind === 'break') {
    time = phase.shown === 'HT' ? 'HT' : 'Break';
    statusDescription =
      phase.shown === 'HT'
        ? 'Half time'
        : phase.code.startsWith('BOT')
          ? 'Before overtime'
          : `End of ${ordinal(phase.period + 1)} ${word}`;
  } else {
    const into = Math.min(phase.minutes, ((now - state.phaseStart) / phase.realMs) * phase.minutes);
    const overtime = phase.code.startsWith('OT');
    const played = overtime ? regularMinutes(profile) + into : phase.period * profile.periodMinutes + into;
    if (profile.countdown) {
      const left = (phase.minutes - into) * 60;
      time = `${phase.shown} ${pad(left / 60)}:${pad(left % 60)}`;
    } else if (profile.code === 'I') time = overtime ? 'Extra inning' : `${ordinal(phase.period + 1)} inning`;
    else if (profile.code === 'H' && !overtime) time = `${Math.floor(played) + 1}'`;
    else time = `${phase.shown} ${Math.floor(into) + 1}'`;
    statusDescription = overtime ? 'Overtime' : `${ordinal(phase.period + 1)} ${word}`;
  }
  return {
    stats: {
      home_scores: total(state.periods, 0),
      away_scores: total(state.periods, 1),
      home_set: null,
      away_set: null,
      server: null,
      time,
      periods: state.periods.map((p) => [p[0], p[1]]),
    },
    matchSummary: {
      currentPhase: phase?.shown ?? 'FT',
      startTimes: isoTimes(state.startTimes),
      normalTimeHalfDuration: profile.periodMinutes,
    },
    statusDescription,
  };
}

/** The stats, match summary and status text the screens show for a state at time `now`. */
export function display(profile: SportPlay, state: SimState, now: number): Display {
  if (state.type === 'race') {
    return {
      stats: null,
      matchSummary: {
        currentPhase: state.ended ? 'FT' : 'R',
        startTimes: { R: iso(state.startedAt) },
        normalTimeHalfDuration: null,
      },
      statusDescription: state.ended ? 'Race finished' : 'Race off',
    };
  }
  if (state.type === 'fight' && profile.type === 'fight') {
    const roundMs = profile.roundSeconds * 1000;
    const round =
      state.result?.round ?? Math.min(profile.rounds, Math.floor((now - state.startedAt) / roundMs) + 1);
    const startTimes: Record<string, number> = {};
    for (let i = 1; i <= round; i++) startTimes[`R${i}`] = state.startedAt + (i - 1) * roundMs;
    const result = state.result;
    const stats = noStats(result ? 'Ended' : `Round ${round}`);
    if (result) {
      // The winner shows as 1-0: the final 'score' fight markets settle on.
      stats.home_scores = result.winner === 'home' ? 1 : 0;
      stats.away_scores = result.winner === 'away' ? 1 : 0;
    }
    return {
      stats,
      matchSummary: {
        currentPhase: result ? 'FT' : `R${round}`,
        startTimes: isoTimes(startTimes),
        normalTimeHalfDuration: null,
      },
      statusDescription: result
        ? result.method === 'KO'
          ? `Stopped in round ${result.round}`
          : 'Decision'
        : `Round ${round}`,
    };
  }
  if (state.type === 'sets' && profile.type === 'sets') {
    const [wonH, wonA] = unitsWon(state.finished);
    const number = state.finished.length + 1;
    const time = state.ended ? 'Ended' : `${ordinal(number)} ${profile.word}`;
    return {
      stats: {
        home_scores: wonH,
        away_scores: wonA,
        home_set: state.ended || !profile.inner ? null : state.current[0],
        away_set: state.ended || !profile.inner ? null : state.current[1],
        server: state.ended || !profile.serve ? null : state.server,
        time,
        periods: state.finished.map((s) => [s[0], s[1]]),
      },
      matchSummary: {
        currentPhase: state.ended ? 'FT' : `${profile.code}${number}`,
        startTimes: isoTimes(state.startTimes),
        normalTimeHalfDuration: null,
      },
      statusDescription: time,
    };
  }
  if (state.type === 'periods' && profile.type === 'periods') return displayPeriods(profile, state, now);
  return {
    stats: null,
    matchSummary: { currentPhase: null, startTimes: {}, normalTimeHalfDuration: null },
    statusDescription: null,
  };
}

/** Share of regular playing time still to come (0 at the end; overtime counts as what it has left). */
export function remainingFraction(profile: PeriodPlay, state: PeriodState, now: number): number {
  const phases = phasesOf(profile, state.overtimes);
  let minutes = 0;
  phases.forEach((phase, i) => {
    if (phase.kind !== 'play' || i < state.phaseIndex) return;
    if (i === state.phaseIndex) {
      const elapsed = ((now - state.phaseStart) / phase.realMs) * phase.minutes;
      minutes += Math.max(0, phase.minutes - elapsed);
    } else minutes += phase.minutes;
  });
  return minutes / regularMinutes(profile);
}

/** The score so far in the units markets settle on: goals or points, units won, or the fight's winner. */
export function scoreOf(state: SimState): { home: number; away: number } {
  if (state.type === 'periods') return { home: total(state.periods, 0), away: total(state.periods, 1) };
  if (state.type === 'sets') {
    const [home, away] = unitsWon(state.finished);
    return { home, away };
  }
  if (state.type === 'fight' && state.result) {
    return { home: state.result.winner === 'home' ? 1 : 0, away: state.result.winner === 'away' ? 1 : 0 };
  }
  return { home: 0, away: 0 };
}

/** Largest score a market line can refer to, so lines beyond it (games, points) are left unpriced. */
export function maxScoreOf(profile: SportPlay): number {
  if (profile.type === 'sets') return profile.need;
  if (profile.type === 'fight') return 1;
  return Number.POSITIVE_INFINITY;
}

/** How likely each final score is from here, under the sport's model and the fitted strengths. */
export function distribution(
  profile: SportPlay,
  strength: Strength,
  state: SimState,
  now: number,
): ScoreDistribution | null {
  if (profile.type === 'periods' && state.type === 'periods') {
    const r = remainingFraction(profile, state, now);
    const { home, away } = scoreOf(state);
    if (profile.scoring.model === 'poisson') {
      const s =
        strength.model === 'poisson'
          ? strength
          : { home: profile.scoring.homeMean, away: profile.scoring.awayMean };
      return poissonDistribution(home, away, s.home * r, s.away * r);
    }
    const s =
      strength.model === 'normal'
        ? strength
        : { supremacy: profile.scoring.homeAdv, total: profile.scoring.total };
    const sd = Math.sqrt(Math.max(s.total, 1) * r * pointsVarianceFactor(profile.scoring.increments));
    return normalDistribution(home, away, { mean: s.supremacy * r, sd }, { mean: s.total * r, sd });
  }
  if (profile.type === 'sets' && state.type === 'sets') {
    const setChance = strength.model === 'sets' ? strength.setChance : 0.5;
    const [wonH, wonA] = unitsWon(state.finished);
    if (state.ended) return [{ home: wonH, away: wonA, p: 1 }];
    let currentChance = setChance;
    const inner = profile.inner;
    if (inner) {
      // The unit being played: a normal law on the lead in games (points) against what is left of it.
      const tennis = inner.kind === 'tennis';
      const target = tennis
        ? 6
        : isDeciding(profile, state.finished.length)
          ? inner.lastTarget
          : inner.target;
      const perUnit = normalInverse(setChance) / Math.sqrt(tennis ? 10 : target * 1.8);
      const lead =
        state.current[0] - state.current[1] + (tennis ? (state.points[0] - state.points[1]) * 0.25 : 0);
      const left = Math.max(1, 2 * target - state.current[0] - state.current[1]);
      currentChance = normalCdf((lead + perUnit * left) / Math.sqrt(left));
    }
    return setsDistribution(wonH, wonA, profile.need, currentChance, setChance);
  }
  if (profile.type === 'fight' && state.type === 'fight') {
    if (state.result) {
      const { home, away } = scoreOf(state);
      return [{ home, away, p: 1 }];
    }
    const p = strength.model === 'sets' ? strength.setChance : 0.5;
    // Rounds still to fight, this one included; a finish drawn but not yet seen stays unknown to prices.
    const round = Math.min(
      profile.rounds,
      Math.floor((now - state.startedAt) / (profile.roundSeconds * 1000)) + 1,
    );
    const draw = profile.draw * (1 - profile.hazard) ** (profile.rounds - round + 1);
    return [
      { home: 1, away: 0, p: p * (1 - draw) },
      { home: 0, away: 1, p: (1 - p) * (1 - draw) },
      { home: 0, away: 0, p: draw },
    ];
  }
  return null;
}

/** A random but plausible race order: Plackett-Luce draws weighted by the win chances. */
export function raceOrder(chances: readonly number[], random: Random): number[] {
  const left = chances.map((c, i) => ({ i, w: Math.max(c, 1e-4) }));
  const order: number[] = [];
  while (left.length > 0) {
    const k = weightedIndex(
      left.map((x) => x.w),
      random,
    );
    const [picked] = left.splice(Math.max(k, 0), 1);
    if (picked) order.push(picked.i);
  }
  return order;
}

/** A small random walk of a strength, so prices also move between scores. */
export function jitterStrength(strength: Strength, random: Random, size: number): Strength {
  if (strength.model === 'poisson') {
    const f = Math.exp(normalSample(random) * size);
    return { ...strength, home: strength.home * f, away: strength.away / f };
  }
  if (strength.model === 'normal') {
    return {
      ...strength,
      supremacy: strength.supremacy + normalSample(random) * size * Math.sqrt(strength.total),
    };
  }
  if (strength.model === 'sets') {
    return {
      ...strength,
      setChance: Math.min(0.97, Math.max(0.03, strength.setChance + normalSample(random) * size * 0.1)),
    };
  }
  return strength;
}
