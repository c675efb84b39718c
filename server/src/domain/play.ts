/**
 * How each sport is played (match clocks and phases; sets, games, points and the serving player;
 * rounds; races), read from the sport's one profile (profiles.ts) and nothing else: the live feed plays
 * an event the way the demo catalogue priced it and continues the live states the catalogue generated,
 * and the stats page names the phases the same way. A sport the catalogue does not define plays like the
 * first sport of its kind that it does.
 */
import { type Clock, type Increment, PROFILES, type Profile } from './profiles';
import { type ProfileName, SPORTS, type SportKind } from './sports';
import type { Unit } from './vocab';

/** Timed periods (halves, periods, quarters, innings) with breaks between them. */
export interface PeriodPlay {
  type: 'periods';
  name: string;
  periods: number;
  /** Match minutes per period. */
  periodMinutes: number;
  /** Real minutes per match minute (stoppages; virtual matches run far below 1). */
  pace: number;
  /** Real minutes of each break. */
  breakMinutes: number;
  /** Phase code prefix: H halves, P periods, Q quarters, I innings. */
  code: 'H' | 'P' | 'Q' | 'I';
  /** The clock counts down within each period (basketball, American football). */
  countdown: boolean;
  scoring:
    | { model: 'poisson'; homeMean: number; awayMean: number }
    | {
        model: 'normal';
        /** Expected total points over regular time and the home side's usual edge. */
        total: number;
        homeAdv: number;
        /** Points of one score and how often each happens. */
        increments: readonly Increment[];
      };
  /** Sports without draws play extra periods (match minutes each) until someone leads. */
  overtime: { minutes: number } | null;
  /** Low-scoring sports close their markets for a moment after each score. */
  suspendOnScore: boolean;
}

/** Contests of units (sets, games, maps, frames, legs), maybe scored inside in games or points. */
export interface SetPlay {
  type: 'sets';
  name: string;
  /** Units needed to win. */
  need: number;
  /** Phase code and word of a unit: S set, G game, M map, F frame, L leg. */
  code: string;
  word: string;
  /** How a unit is won: tennis games, rally points (to a target, win by 2), or as a whole. */
  inner: { kind: 'tennis' } | { kind: 'rally'; target: number; lastTarget: number } | null;
  /** Average real seconds per point (inner scoring) or per unit (no inner scoring). */
  pointSeconds: number;
  /** Someone serves (tennis, volleyball) or throws first (darts). */
  serve: boolean;
}

/** Boxing and MMA: rounds, a chance of a finish in each, a decision at the end. */
export interface FightPlay {
  type: 'fight';
  name: string;
  rounds: number;
  roundSeconds: number;
  /** Chance the fight ends inside the distance in any one round. */
  hazard: number;
  /** Chance a decision is a draw. */
  draw: number;
}

export interface RacePlay {
  type: 'race';
  name: string;
  seconds: number;
}

export type SportPlay = PeriodPlay | SetPlay | FightPlay | RacePlay;

/** Phase code and word of the units a contest of sets is counted in. */
const UNIT_WORDS: Partial<Record<Unit, readonly [string, string]>> = {
  sets: ['S', 'set'],
  games: ['G', 'game'],
  maps: ['M', 'map'],
  frames: ['F', 'frame'],
  legs: ['L', 'leg'],
};

/** The periods and clock of a sport played in timed periods. */
const periodsOf = (
  name: string,
  clock: Clock,
): Omit<PeriodPlay, 'scoring' | 'overtime' | 'suspendOnScore'> => ({
  type: 'periods',
  name,
  periods: clock.periods,
  periodMinutes: clock.periodMin,
  pace: clock.pace,
  breakMinutes: clock.breakMin,
  code: clock.code,
  countdown: clock.countdown,
});

/** How a sport of this profile is played; null for outrights, which are not played live. */
export function playOfProfile(name: ProfileName, profile: Profile): SportPlay | null {
  switch (profile.family) {
    case 'goals':
      return {
        ...periodsOf(name, profile.clock),
        scoring: {
          model: 'poisson',
          homeMean: (profile.avg / 2) * Math.exp(profile.homeAdv / 2),
          awayMean: (profile.avg / 2) * Math.exp(-profile.homeAdv / 2),
        },
        // Three-way sports end level; the others (baseball) play on.
        overtime: profile.threeWay ? null : { minutes: profile.clock.periodMin },
        suspendOnScore: profile.avg < 9,
      };
    case 'points':
      return {
        ...periodsOf(name, profile.clock),
        scoring: {
          model: 'normal',
          total: profile.meanTotal,
          homeAdv: profile.homeAdv,
          increments: profile.increments,
        },
        overtime: profile.threeWay ? null : { minutes: Math.max(1, Math.round(profile.clock.periodMin / 3)) },
        suspendOnScore: profile.meanTotal < 60,
      };
    case 'sets': {
      const [code, word] = UNIT_WORDS[profile.unit] ?? ['S', 'set'];
      let inner: SetPlay['inner'] = null;
      let pointsPerUnit = 1;
      if (profile.inner?.unit === 'games') {
        inner = { kind: 'tennis' };
        pointsPerUnit = 60;
      } else if (profile.inner?.unit === 'points') {
        const perSet = profile.inner.perSet;
        const target = perSet >= 44 ? 25 : perSet >= 30 ? 21 : 11;
        inner = { kind: 'rally', target, lastTarget: target === 25 || name === 'beachvolley' ? 15 : target };
        pointsPerUnit = perSet;
      } else if (profile.extra?.unit === 'rounds_map') {
        inner = { kind: 'rally', target: 13, lastTarget: 13 };
        pointsPerUnit = profile.extra.mean;
      }
      return {
        type: 'sets',
        name,
        need: profile.need,
        code,
        word,
        inner,
        pointSeconds: (profile.unitMin * 60) / pointsPerUnit,
        serve: profile.serve,
      };
    }
    case 'fight':
      return {
        type: 'fight',
        name,
        rounds: profile.rounds,
        roundSeconds: (profile.submissions ? 6 : 4) * 60,
        hazard: profile.hazard,
        draw: profile.draw,
      };
    case 'racing':
      return {
        type: 'race',
        name,
        seconds: profile.virtual ? profile.durationMin * 30 : profile.greyhound ? 30 : 100,
      };
    default:
      return null;
  }
}

const playOfSport = (profile: ProfileName | null): SportPlay | null => {
  const defined = profile ? PROFILES[profile] : undefined;
  return profile && defined ? playOfProfile(profile, defined) : null;
};

const BY_SLUG = new Map(
  SPORTS.flatMap((sport) => {
    const play = playOfSport(sport.profile);
    return play ? [[sport.slug, play] as const] : [];
  }),
);

/** The first sport of each kind that is played live: how an unknown sport of that kind is played. */
const BY_KIND = new Map<SportKind, SportPlay>();
for (const sport of SPORTS) {
  const play = BY_SLUG.get(sport.slug);
  if (play && !BY_KIND.has(sport.kind)) BY_KIND.set(sport.kind, play);
}

/** How a sport is played, from its slug (its profile) or else its kind; null for outright-only sports. */
export function playOf(kind: SportKind, slug: string): SportPlay | null {
  if (kind === 'outright_only') return null;
  return BY_SLUG.get(slug) ?? BY_KIND.get(kind) ?? null;
}

/** Regular playing time of a period sport, in match minutes. */
export const regularMinutes = (p: PeriodPlay) => p.periods * p.periodMinutes;

/**
 * Variance of a side's points per point expected, for compound-Poisson scoring with these increments
 * (E[X^2] / E[X]): the simulator scores that way, so the prices use the same spread.
 */
export function pointsVarianceFactor(increments: readonly Increment[]): number {
  const weight = increments.reduce((s, [, w]) => s + w, 0) || 1;
  const mean = increments.reduce((s, [p, w]) => s + p * w, 0) / weight;
  const square = increments.reduce((s, [p, w]) => s + p * p * w, 0) / weight;
  return mean > 0 ? square / mean : 1;
}
