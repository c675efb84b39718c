/**
 * How each sport is played, as the simulator needs it (match clocks and phases; sets,
 * games, points and the serving player; rounds; races). Profiles come from the demo catalogue's own
 * sport definitions (src/catalogue/profiles.ts), so the feed plays an event the way the catalogue priced
 * it and continues the live states the catalogue generated; sports the catalogue does not know play
 * like a generic match.
 */
import { PROFILES, type Profile } from '../domain/profiles';
import { type ProfileName, SPORTS } from '../domain/sports';

export type Increment = readonly [points: number, weight: number];

/** Timed periods (halves, periods, quarters, innings) with breaks between them. */
export interface PeriodProfile {
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
export interface SetProfile {
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
export interface FightProfile {
  type: 'fight';
  name: string;
  rounds: number;
  roundSeconds: number;
  /** Chance the fight ends inside the distance in any one round. */
  hazard: number;
  /** Chance a decision is a draw. */
  draw: number;
}

export interface RaceProfile {
  type: 'race';
  name: string;
  seconds: number;
}

export type SportProfile = PeriodProfile | SetProfile | FightProfile | RaceProfile;

export type SportKind = 'match' | 'racing' | 'tennis_like' | 'outright_only';

const POINT_INCREMENTS: Partial<Record<ProfileName, readonly Increment[]>> = {
  basketball: [
    [2, 0.6],
    [3, 0.25],
    [1, 0.15],
  ],
  ebasketball: [
    [2, 0.6],
    [3, 0.25],
    [1, 0.15],
  ],
  amfootball: [
    [7, 0.45],
    [3, 0.45],
    [6, 0.05],
    [2, 0.05],
  ],
  rugby_union: [
    [7, 0.35],
    [5, 0.25],
    [3, 0.4],
  ],
  rugby_league: [
    [6, 0.4],
    [4, 0.3],
    [2, 0.25],
    [1, 0.05],
  ],
  aussie: [
    [6, 0.45],
    [1, 0.55],
  ],
  gaelic: [
    [1, 0.85],
    [3, 0.15],
  ],
  hurling: [
    [1, 0.85],
    [3, 0.15],
  ],
  cricket: [
    [1, 0.5],
    [2, 0.15],
    [4, 0.25],
    [6, 0.1],
  ],
};

const UNIT_WORDS: Record<string, readonly [string, string]> = {
  sets: ['S', 'set'],
  games: ['G', 'game'],
  maps: ['M', 'map'],
  frames: ['F', 'frame'],
  legs: ['L', 'leg'],
};

/** The feed's profile of one catalogue profile. */
export function fromCatalogue(name: ProfileName, profile: Profile): SportProfile | null {
  switch (profile.family) {
    case 'goals': {
      const { clock } = profile;
      return {
        type: 'periods',
        name,
        periods: clock.periods,
        periodMinutes: clock.periodMin,
        pace: clock.pace,
        breakMinutes: clock.breakMin,
        code: clock.code,
        countdown: clock.countdown,
        scoring: {
          model: 'poisson',
          homeMean: (profile.avg / 2) * Math.exp(profile.homeAdv / 2),
          awayMean: (profile.avg / 2) * Math.exp(-profile.homeAdv / 2),
        },
        // Three-way sports end level; the others (baseball) play on.
        overtime: profile.threeWay ? null : { minutes: clock.periodMin },
        suspendOnScore: profile.avg < 9,
      };
    }
    case 'points': {
      const { clock } = profile;
      return {
        type: 'periods',
        name,
        periods: clock.periods,
        periodMinutes: clock.periodMin,
        pace: clock.pace,
        breakMinutes: clock.breakMin,
        code: clock.code,
        countdown: clock.countdown,
        scoring: {
          model: 'normal',
          total: profile.meanTotal,
          homeAdv: profile.homeAdv,
          increments: POINT_INCREMENTS[name] ?? [[1, 1]],
        },
        overtime: profile.threeWay ? null : { minutes: Math.max(1, Math.round(clock.periodMin / 3)) },
        suspendOnScore: profile.meanTotal < 60,
      };
    }
    case 'sets': {
      const [code, word] = UNIT_WORDS[profile.unit] ?? ['S', 'set'];
      let inner: SetProfile['inner'] = null;
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

/** For sports the catalogue does not define. */
const GENERIC_MATCH: PeriodProfile = {
  type: 'periods',
  name: 'generic',
  periods: 2,
  periodMinutes: 45,
  pace: 1,
  breakMinutes: 15,
  code: 'H',
  countdown: false,
  scoring: { model: 'poisson', homeMean: 1.45, awayMean: 1.15 },
  overtime: null,
  suspendOnScore: true,
};

const GENERIC_SETS: SetProfile = {
  type: 'sets',
  name: 'generic-sets',
  need: 2,
  code: 'S',
  word: 'set',
  inner: { kind: 'tennis' },
  pointSeconds: 42,
  serve: true,
};

const bySlug = new Map(
  SPORTS.flatMap((sport) => {
    const profile = sport.profile ? PROFILES[sport.profile] : undefined;
    const own = sport.profile && profile ? fromCatalogue(sport.profile, profile) : null;
    return own ? [[sport.slug, own] as const] : [];
  }),
);

/** The profile of a sport, from its slug (the catalogue's definition) or else its kind. */
export function profileFor(kind: SportKind, slug: string): SportProfile | null {
  if (kind === 'outright_only') return null;
  const known = bySlug.get(slug);
  if (known) return known;
  const s = slug.toLowerCase();
  if (kind === 'racing') {
    return { type: 'race', name: s, seconds: s.includes('grey') ? 30 : s.includes('virtual') ? 60 : 100 };
  }
  if (kind === 'tennis_like') return GENERIC_SETS;
  return GENERIC_MATCH;
}

/** Regular playing time of a period sport, in match minutes. */
export const regularMinutes = (p: PeriodProfile) => p.periods * p.periodMinutes;

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
