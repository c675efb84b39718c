/**
 * How each sport is priced and played: the score model family, its scale, the markets offered and the
 * match clock. Numbers are rough real-world averages so the prices and live scores look right.
 */
import type { ProfileName } from './sports';
import type { Period, Unit } from './vocab';

export interface Clock {
  /** Regulation periods and their length in (match) minutes. */
  periods: number;
  periodMin: number;
  /** Real minutes between periods. */
  breakMin: number;
  /** Real minutes per match minute (1 for football; 0.05 for a 90-minute virtual match in 4.5 minutes). */
  pace: number;
  /** Phase code prefix: H (halves), P (periods), Q (quarters), I (innings). */
  code: 'H' | 'P' | 'Q' | 'I';
  /** Clock counts down within each period (basketball, American football). */
  countdown: boolean;
}

interface Common {
  margin: number;
  /** Typical real duration, minutes: live candidates started within it. */
  durationMin: number;
}

export interface GoalsProfile extends Common {
  family: 'goals';
  /** Average total goals (runs) per match. */
  avg: number;
  homeAdv: number;
  /** Log goal-rate ratio per unit of strength difference. */
  spread: number;
  /** Main market is 1X2; otherwise a 2-way winner with the draw mass shared out (extra time). */
  threeWay: boolean;
  /** Also a 2-way winner including overtime (ice hockey). */
  overtimeWinner: boolean;
  unit: Unit;
  totalLines: number;
  handicapLines: number;
  handicap: 'asian_handicap' | 'unit_handicap';
  european: boolean;
  btts: boolean;
  doubleChance: boolean;
  /** Highest goals per side listed in correct score; 0 for none. */
  correctScore: number;
  firstPeriod: Period | null;
  firstPeriodShare: number;
  scorers: boolean;
  clock: Clock;
}

/** Points of one score and how often it happens among the sport's scores. */
export type Increment = readonly [points: number, weight: number];

export interface PointsProfile extends Common {
  family: 'points';
  meanTotal: number;
  sdTeam: number;
  /** Points per unit of strength difference. */
  spread: number;
  homeAdv: number;
  threeWay: boolean;
  unit: Unit;
  totalLines: number;
  handicapLines: number;
  handicap: 'point_spread' | 'unit_handicap';
  firstPeriod: Period | null;
  firstPeriodShare: number;
  props: 'top_scorer' | 'anytime_touchdown' | 'top_batter' | null;
  /** How the points come: the live feed scores in these steps, and its prices use their spread. */
  increments: readonly Increment[];
  clock: Clock;
}

export interface SetsProfile extends Common {
  family: 'sets';
  /** Units (sets, maps, frames, legs) needed to win. */
  need: number;
  unit: Unit;
  /** Logit of winning a unit per unit of strength difference. */
  spread: number;
  /** Total of smaller units (games, points) per set, when quoted. */
  inner: { unit: Unit; perSet: number; sd: number } | null;
  first: Period | null;
  serve: boolean;
  /** A per-match extra total (180s, kills or rounds of map 1). */
  extra: { unit: Unit; mean: number; sd: number; period: Period | null } | null;
  /** Real minutes per unit (set, map, frame, leg). */
  unitMin: number;
}

export interface FightProfile extends Common {
  family: 'fight';
  rounds: number;
  draw: number;
  submissions: boolean;
  spread: number;
  /** Chance a fight ends inside the distance in any one round. */
  hazard: number;
}

export interface OutrightProfile extends Common {
  family: 'outright';
  sharpness: number;
  eachWay: { places: number; fraction: number } | null;
  topN: readonly number[];
  podium: boolean;
}

export interface RacingProfile extends Common {
  family: 'racing';
  runners: readonly [number, number];
  sharpness: number;
  forecastTop: number;
  tricastTop: number;
  greyhound: boolean;
  virtual: boolean;
}

export type Profile =
  | GoalsProfile
  | PointsProfile
  | SetsProfile
  | FightProfile
  | OutrightProfile
  | RacingProfile;

const clock = (
  periods: number,
  periodMin: number,
  breakMin: number,
  code: Clock['code'],
  pace = 1,
  countdown = false,
): Clock => ({
  periods,
  periodMin,
  breakMin,
  pace,
  code,
  countdown,
});

const goals = (p: Omit<GoalsProfile, 'family'>): GoalsProfile => ({ family: 'goals', ...p });
const points = (p: Omit<PointsProfile, 'family'>): PointsProfile => ({ family: 'points', ...p });
const sets = (p: Omit<SetsProfile, 'family'>): SetsProfile => ({ family: 'sets', ...p });

export const PROFILES: Record<ProfileName, Profile> = {
  soccer: goals({
    avg: 2.7,
    homeAdv: 0.25,
    spread: 0.9,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 5,
    handicapLines: 5,
    handicap: 'asian_handicap',
    european: true,
    btts: true,
    doubleChance: true,
    correctScore: 4,
    firstPeriod: '1h',
    firstPeriodShare: 0.45,
    scorers: true,
    clock: clock(2, 45, 15, 'H'),
    margin: 0.05,
    durationMin: 112,
  }),
  futsal: goals({
    avg: 5.6,
    homeAdv: 0.15,
    spread: 0.7,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'asian_handicap',
    european: false,
    btts: true,
    doubleChance: true,
    correctScore: 0,
    firstPeriod: '1h',
    firstPeriodShare: 0.47,
    scorers: false,
    clock: clock(2, 20, 15, 'H', 1.6),
    margin: 0.06,
    durationMin: 80,
  }),
  efootball: goals({
    avg: 5.2,
    homeAdv: 0,
    spread: 0.6,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'asian_handicap',
    european: false,
    btts: true,
    doubleChance: true,
    correctScore: 0,
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    scorers: false,
    clock: clock(2, 45, 1, 'H', 0.14),
    margin: 0.07,
    durationMin: 15,
  }),
  vfootball: goals({
    avg: 2.8,
    homeAdv: 0.2,
    spread: 0.9,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 3,
    handicapLines: 0,
    handicap: 'asian_handicap',
    european: false,
    btts: true,
    doubleChance: true,
    correctScore: 3,
    firstPeriod: null,
    firstPeriodShare: 0.45,
    scorers: false,
    clock: clock(2, 45, 0.5, 'H', 0.04),
    margin: 0.08,
    durationMin: 5,
  }),
  hockey: goals({
    avg: 5.9,
    homeAdv: 0.12,
    spread: 0.6,
    threeWay: true,
    overtimeWinner: true,
    unit: 'goals',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    european: false,
    btts: true,
    doubleChance: true,
    correctScore: 0,
    firstPeriod: 'p1',
    firstPeriodShare: 0.32,
    scorers: false,
    clock: clock(3, 20, 17, 'P', 2.3),
    margin: 0.055,
    durationMin: 150,
  }),
  handball: goals({
    avg: 56,
    homeAdv: 0.05,
    spread: 0.22,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 5,
    handicapLines: 5,
    handicap: 'unit_handicap',
    european: false,
    btts: false,
    doubleChance: true,
    correctScore: 0,
    firstPeriod: '1h',
    firstPeriodShare: 0.48,
    scorers: false,
    clock: clock(2, 30, 15, 'H', 1.3),
    margin: 0.06,
    durationMin: 95,
  }),
  floorball: goals({
    avg: 10.5,
    homeAdv: 0.1,
    spread: 0.5,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    european: false,
    btts: false,
    doubleChance: true,
    correctScore: 0,
    firstPeriod: 'p1',
    firstPeriodShare: 0.32,
    scorers: false,
    clock: clock(3, 20, 10, 'P', 1.5),
    margin: 0.07,
    durationMin: 105,
  }),
  waterpolo: goals({
    avg: 20,
    homeAdv: 0.08,
    spread: 0.35,
    threeWay: true,
    overtimeWinner: false,
    unit: 'goals',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    european: false,
    btts: false,
    doubleChance: false,
    correctScore: 0,
    firstPeriod: null,
    firstPeriodShare: 0.25,
    scorers: false,
    clock: clock(4, 8, 3, 'Q', 2.2),
    margin: 0.07,
    durationMin: 80,
  }),
  baseball: goals({
    avg: 8.8,
    homeAdv: 0.05,
    spread: 0.35,
    threeWay: false,
    overtimeWinner: false,
    unit: 'runs',
    totalLines: 3,
    handicapLines: 1,
    handicap: 'unit_handicap',
    european: false,
    btts: false,
    doubleChance: false,
    correctScore: 0,
    firstPeriod: 'f5',
    firstPeriodShare: 0.55,
    scorers: false,
    clock: clock(9, 1, 0, 'I', 20),
    margin: 0.045,
    durationMin: 185,
  }),
  basketball: points({
    meanTotal: 205,
    sdTeam: 10.5,
    spread: 7,
    homeAdv: 2.5,
    threeWay: false,
    unit: 'points',
    totalLines: 5,
    handicapLines: 5,
    handicap: 'point_spread',
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    props: 'top_scorer',
    increments: [
      [2, 0.6],
      [3, 0.25],
      [1, 0.15],
    ],
    clock: clock(4, 12, 3, 'Q', 2.5, true),
    margin: 0.045,
    durationMin: 140,
  }),
  ebasketball: points({
    meanTotal: 92,
    sdTeam: 7,
    spread: 6,
    homeAdv: 0,
    threeWay: false,
    unit: 'points',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'point_spread',
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    props: null,
    increments: [
      [2, 0.6],
      [3, 0.25],
      [1, 0.15],
    ],
    clock: clock(4, 5, 1, 'Q', 1.4, true),
    margin: 0.07,
    durationMin: 35,
  }),
  amfootball: points({
    meanTotal: 45,
    sdTeam: 9.5,
    spread: 7,
    homeAdv: 2,
    threeWay: false,
    unit: 'points',
    totalLines: 5,
    handicapLines: 5,
    handicap: 'point_spread',
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    props: 'anytime_touchdown',
    increments: [
      [7, 0.45],
      [3, 0.45],
      [6, 0.05],
      [2, 0.05],
    ],
    clock: clock(4, 15, 5, 'Q', 3, true),
    margin: 0.045,
    durationMin: 200,
  }),
  rugby_union: points({
    meanTotal: 48,
    sdTeam: 9.5,
    spread: 12,
    homeAdv: 4,
    threeWay: true,
    unit: 'points',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    firstPeriod: '1h',
    firstPeriodShare: 0.47,
    props: null,
    increments: [
      [7, 0.35],
      [5, 0.25],
      [3, 0.4],
    ],
    clock: clock(2, 40, 15, 'H', 1.2),
    margin: 0.05,
    durationMin: 110,
  }),
  rugby_league: points({
    meanTotal: 42,
    sdTeam: 9,
    spread: 11,
    homeAdv: 3,
    threeWay: true,
    unit: 'points',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    firstPeriod: '1h',
    firstPeriodShare: 0.47,
    props: null,
    increments: [
      [6, 0.4],
      [4, 0.3],
      [2, 0.25],
      [1, 0.05],
    ],
    clock: clock(2, 40, 10, 'H', 1.1),
    margin: 0.05,
    durationMin: 100,
  }),
  aussie: points({
    meanTotal: 165,
    sdTeam: 20,
    spread: 25,
    homeAdv: 8,
    threeWay: true,
    unit: 'points',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'point_spread',
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    props: null,
    increments: [
      [6, 0.45],
      [1, 0.55],
    ],
    clock: clock(4, 20, 5, 'Q', 1.5),
    margin: 0.05,
    durationMin: 150,
  }),
  gaelic: points({
    meanTotal: 34,
    sdTeam: 5,
    spread: 6,
    homeAdv: 1,
    threeWay: true,
    unit: 'points',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    props: null,
    increments: [
      [1, 0.85],
      [3, 0.15],
    ],
    clock: clock(2, 35, 15, 'H', 1.1),
    margin: 0.06,
    durationMin: 90,
  }),
  hurling: points({
    meanTotal: 46,
    sdTeam: 6,
    spread: 8,
    homeAdv: 1,
    threeWay: true,
    unit: 'points',
    totalLines: 3,
    handicapLines: 3,
    handicap: 'unit_handicap',
    firstPeriod: '1h',
    firstPeriodShare: 0.5,
    props: null,
    increments: [
      [1, 0.85],
      [3, 0.15],
    ],
    clock: clock(2, 35, 15, 'H', 1.1),
    margin: 0.06,
    durationMin: 90,
  }),
  cricket: points({
    meanTotal: 330,
    sdTeam: 22,
    spread: 18,
    homeAdv: 5,
    threeWay: false,
    unit: 'runs',
    totalLines: 3,
    handicapLines: 0,
    handicap: 'unit_handicap',
    firstPeriod: null,
    firstPeriodShare: 0.5,
    props: 'top_batter',
    increments: [
      [1, 0.5],
      [2, 0.15],
      [4, 0.25],
      [6, 0.1],
    ],
    clock: clock(2, 20, 15, 'I', 4.5),
    margin: 0.05,
    durationMin: 200,
  }),
  tennis: sets({
    need: 2,
    unit: 'sets',
    spread: 1.5,
    inner: { unit: 'games', perSet: 9.8, sd: 2.3 },
    first: 'set1',
    serve: true,
    extra: null,
    unitMin: 42,
    margin: 0.055,
    durationMin: 130,
  }),
  vtennis: sets({
    need: 2,
    unit: 'sets',
    spread: 1.5,
    inner: { unit: 'games', perSet: 9.8, sd: 2.3 },
    first: null,
    serve: true,
    extra: null,
    unitMin: 1.5,
    margin: 0.08,
    durationMin: 4,
  }),
  volleyball: sets({
    need: 3,
    unit: 'sets',
    spread: 1.3,
    inner: { unit: 'points', perSet: 45, sd: 5 },
    first: 'set1',
    serve: true,
    extra: null,
    unitMin: 26,
    margin: 0.055,
    durationMin: 110,
  }),
  beachvolley: sets({
    need: 2,
    unit: 'sets',
    spread: 1.3,
    inner: { unit: 'points', perSet: 40, sd: 5 },
    first: 'set1',
    serve: true,
    extra: null,
    unitMin: 20,
    margin: 0.06,
    durationMin: 55,
  }),
  tabletennis: sets({
    need: 3,
    unit: 'sets',
    spread: 1.2,
    inner: { unit: 'points', perSet: 19.5, sd: 3 },
    first: 'set1',
    serve: true,
    extra: null,
    unitMin: 6,
    margin: 0.065,
    durationMin: 30,
  }),
  badminton: sets({
    need: 2,
    unit: 'games',
    spread: 1.4,
    inner: { unit: 'points', perSet: 39, sd: 5 },
    first: null,
    serve: true,
    extra: null,
    unitMin: 22,
    margin: 0.06,
    durationMin: 60,
  }),
  darts: sets({
    need: 6,
    unit: 'legs',
    spread: 0.7,
    inner: null,
    first: null,
    serve: true,
    extra: { unit: '180s', mean: 5.5, sd: 2.4, period: null },
    unitMin: 3.5,
    margin: 0.055,
    durationMin: 45,
  }),
  snooker: sets({
    need: 5,
    unit: 'frames',
    spread: 0.8,
    inner: null,
    first: null,
    serve: false,
    extra: null,
    unitMin: 16,
    margin: 0.055,
    durationMin: 160,
  }),
  cs2: sets({
    need: 2,
    unit: 'maps',
    spread: 1.2,
    inner: null,
    first: 'map1',
    serve: false,
    extra: { unit: 'rounds_map', mean: 26, sd: 3.5, period: 'map1' },
    unitMin: 45,
    margin: 0.06,
    durationMin: 140,
  }),
  lol: sets({
    need: 2,
    unit: 'maps',
    spread: 1.3,
    inner: null,
    first: 'map1',
    serve: false,
    extra: { unit: 'kills', mean: 28, sd: 7, period: 'map1' },
    unitMin: 35,
    margin: 0.06,
    durationMin: 110,
  }),
  dota: sets({
    need: 2,
    unit: 'maps',
    spread: 1.2,
    inner: null,
    first: 'map1',
    serve: false,
    extra: { unit: 'kills', mean: 52, sd: 12, period: 'map1' },
    unitMin: 42,
    margin: 0.06,
    durationMin: 130,
  }),
  valorant: sets({
    need: 2,
    unit: 'maps',
    spread: 1.2,
    inner: null,
    first: 'map1',
    serve: false,
    extra: { unit: 'rounds_map', mean: 23, sd: 3, period: 'map1' },
    unitMin: 45,
    margin: 0.06,
    durationMin: 140,
  }),
  boxing: {
    family: 'fight',
    rounds: 12,
    draw: 0.03,
    submissions: false,
    spread: 2.2,
    hazard: 0.055,
    margin: 0.05,
    durationMin: 60,
  },
  mma: {
    family: 'fight',
    rounds: 3,
    draw: 0.01,
    submissions: true,
    spread: 2,
    hazard: 0.2,
    margin: 0.05,
    durationMin: 20,
  },
  golf: {
    family: 'outright',
    sharpness: 2.4,
    eachWay: { places: 6, fraction: 5 },
    topN: [5, 10, 20],
    podium: false,
    margin: 0.3,
    durationMin: 0,
  },
  motor: {
    family: 'outright',
    sharpness: 2.6,
    eachWay: { places: 3, fraction: 4 },
    topN: [6],
    podium: true,
    margin: 0.2,
    durationMin: 110,
  },
  cycling: {
    family: 'outright',
    sharpness: 2.2,
    eachWay: { places: 3, fraction: 4 },
    topN: [10],
    podium: true,
    margin: 0.3,
    durationMin: 0,
  },
  horse: {
    family: 'racing',
    runners: [6, 16],
    sharpness: 1.7,
    forecastTop: 7,
    tricastTop: 5,
    greyhound: false,
    virtual: false,
    margin: 0.16,
    durationMin: 6,
  },
  greyhound: {
    family: 'racing',
    runners: [6, 6],
    sharpness: 1.5,
    forecastTop: 6,
    tricastTop: 5,
    greyhound: true,
    virtual: false,
    margin: 0.17,
    durationMin: 2,
  },
  vhorse: {
    family: 'racing',
    runners: [8, 12],
    sharpness: 1.6,
    forecastTop: 6,
    tricastTop: 4,
    greyhound: false,
    virtual: true,
    margin: 0.2,
    durationMin: 2,
  },
  vgreyhound: {
    family: 'racing',
    runners: [6, 6],
    sharpness: 1.4,
    forecastTop: 6,
    tricastTop: 4,
    greyhound: true,
    virtual: true,
    margin: 0.2,
    durationMin: 1,
  },
};
