/**
 * The state of an event that kicked off before `now` when the catalogue is generated: phase, clock,
 * score (drawn from the same scoring rates the prices use), serving side. The live feed takes over
 * from here.
 */
import type { EventStats, MatchSummary } from '../db/schema';
import type { Clock, FightProfile, GoalsProfile, PointsProfile, SetsProfile } from '../domain/profiles';
import type { Rng } from '../pricing/random';
import type { LiveScore, SetsLive } from './markets';

export interface LiveState {
  stats: EventStats;
  matchSummary: MatchSummary;
  statusDescription: string;
  score?: LiveScore;
  sets?: SetsLive;
  roundsLeft?: number;
}

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
const PERIOD_WORD: Record<Clock['code'], string> = { H: 'half', P: 'period', Q: 'quarter', I: 'inning' };

/** Real minutes a clock-based match lasts, breaks included. */
export function clockDuration(clock: Clock): number {
  return clock.periods * clock.periodMin * clock.pace + (clock.periods - 1) * clock.breakMin;
}

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(2, '0');

/**
 * Live state of a goals or points match `elapsed` real minutes after kick-off, or null once it is over.
 * Scores per period are drawn from the profile's scoring rates (strength difference `diff`).
 */
export function clockLiveState(
  profile: GoalsProfile | PointsProfile,
  diff: number,
  startsAt: number,
  elapsed: number,
  rng: Rng,
): LiveState | null {
  const c = profile.clock;
  const periodReal = c.periodMin * c.pace;
  const slot = periodReal + c.breakMin;
  if (elapsed < 0 || elapsed >= clockDuration(c)) return null;
  const index = Math.min(c.periods - 1, Math.floor(elapsed / slot));
  const into = elapsed - index * slot;
  const inBreak = into >= periodReal;
  const minuteInPeriod = Math.min(c.periodMin, into / c.pace);
  const played = index * c.periodMin + (inBreak ? c.periodMin : minuteInPeriod);
  const total = c.periods * c.periodMin;

  // Per-period scoring rates from the same model as the prices.
  let rateHome: number;
  let rateAway: number;
  if (profile.family === 'goals') {
    rateHome = (profile.avg / 2) * Math.exp(profile.homeAdv / 2 + (diff * profile.spread) / 2);
    rateAway = (profile.avg / 2) * Math.exp(-profile.homeAdv / 2 - (diff * profile.spread) / 2);
  } else {
    rateHome = profile.meanTotal / 2 + profile.homeAdv / 2 + (diff * profile.spread) / 2;
    rateAway = profile.meanTotal / 2 - profile.homeAdv / 2 - (diff * profile.spread) / 2;
  }
  const periods: Array<[number, number]> = [];
  for (let i = 0; i <= index; i++) {
    const share = (i < index || inBreak ? c.periodMin : minuteInPeriod) / total;
    if (profile.family === 'goals')
      periods.push([rng.poisson(rateHome * share), rng.poisson(rateAway * share)]);
    else {
      const sd = profile.sdTeam * Math.sqrt(share);
      periods.push([
        Math.max(0, Math.round(rng.normal(rateHome * share, sd))),
        Math.max(0, Math.round(rng.normal(rateAway * share, sd))),
      ]);
    }
  }
  const home = periods.reduce((a, p) => a + p[0], 0);
  const away = periods.reduce((a, p) => a + p[1], 0);

  const halfTimeBreak = inBreak && ((c.code === 'H' && index === 0) || (c.code === 'Q' && index === 1));
  const phase = inBreak
    ? halfTimeBreak
      ? 'HT'
      : 'BRK'
    : c.code === 'H'
      ? `${index + 1}H`
      : `${c.code}${index + 1}`;
  const startTimes: Record<string, string> = {};
  for (let i = 0; i <= index; i++) {
    startTimes[c.code === 'H' ? `${i + 1}H` : `${c.code}${i + 1}`] = iso(startsAt + i * slot * 60_000);
  }
  let time: string;
  if (inBreak) time = halfTimeBreak ? 'HT' : 'Break';
  else if (c.code === 'H' && c.pace >= 1) {
    const minute = Math.floor(played) + 1;
    const cap = (index + 1) * c.periodMin;
    time = minute > cap ? `${cap}+${minute - cap}'` : `${minute}'`;
  } else if (c.code === 'H') time = `${Math.floor(played) + 1}'`;
  else if (c.code === 'I') time = `${ORDINAL[index] ?? `${index + 1}th`} ${PERIOD_WORD.I}`;
  else if (c.countdown) {
    const left = (c.periodMin - minuteInPeriod) * 60;
    time = `${c.code}${index + 1} ${pad(left / 60)}:${pad(left % 60)}`;
  } else time = `${c.code}${index + 1} ${Math.floor(minuteInPeriod) + 1}'`;

  const description = inBreak
    ? halfTimeBreak
      ? 'Half time'
      : `End of ${ORDINAL[index]} ${PERIOD_WORD[c.code]}`
    : `${ORDINAL[index] ?? `${index + 1}th`} ${PERIOD_WORD[c.code]}`;
  return {
    stats: {
      home_scores: home,
      away_scores: away,
      home_set: null,
      away_set: null,
      server: null,
      time,
      periods,
    },
    matchSummary: { currentPhase: phase, startTimes, normalTimeHalfDuration: c.periodMin },
    statusDescription: description,
    score: {
      score: [home, away],
      remaining: Math.max(0, 1 - played / total),
      firstPeriodOver: played >= c.periodMin,
    },
  };
}

const UNIT_LABEL: Record<string, [string, string]> = {
  sets: ['S', 'set'],
  games: ['G', 'game'],
  maps: ['M', 'map'],
  frames: ['F', 'frame'],
  legs: ['L', 'leg'],
};

/** Points (games, rounds) of a finished set, map or frame, for the period list. */
function finishedUnit(profile: SetsProfile, homeWon: boolean, rng: Rng): [number, number] {
  let winner: number;
  let loser: number;
  switch (profile.unit) {
    case 'sets':
      if (profile.inner?.unit === 'games') {
        winner = rng.chance(0.25) ? 7 : 6;
        loser = winner === 7 ? rng.int(5, 6) : rng.int(0, 4);
      } else {
        winner = profile.inner && profile.inner.perSet > 30 ? 25 : 11;
        loser = rng.int(Math.floor(winner * 0.4), winner - 2);
      }
      break;
    case 'games':
      winner = 21;
      loser = rng.int(8, 19);
      break;
    case 'maps':
      winner = profile.extra?.unit === 'rounds_map' ? 13 : 1;
      loser = winner === 13 ? rng.int(3, 11) : 0;
      break;
    case 'frames':
      winner = rng.int(60, 110);
      loser = rng.int(0, 58);
      break;
    default:
      winner = 1;
      loser = 0;
  }
  return homeWon ? [winner, loser] : [loser, winner];
}

/** Live state of a set, map, frame or leg contest `elapsed` minutes in, or null once it is over. */
export function setsLiveState(
  profile: SetsProfile,
  diff: number,
  startsAt: number,
  elapsed: number,
  rng: Rng,
): LiveState | null {
  if (elapsed < 0) return null;
  const p = 1 / (1 + Math.exp(-diff * profile.spread));
  const done = Math.floor(elapsed / profile.unitMin);
  const won: [number, number] = [0, 0];
  const periods: Array<[number, number]> = [];
  for (let i = 0; i < done; i++) {
    const homeWon = rng.chance(p);
    won[homeWon ? 0 : 1]++;
    periods.push(finishedUnit(profile, homeWon, rng));
    if (won[0] >= profile.need || won[1] >= profile.need) return null;
  }
  const current = won[0] + won[1] + 1;
  const progress = (elapsed - done * profile.unitMin) / profile.unitMin;
  let homeSet: number | null = null;
  let awaySet: number | null = null;
  // Games in a tennis set, points in a volleyball set, rounds on a shooter map; none for MOBA maps.
  const target =
    profile.inner?.unit === 'games'
      ? 10
      : profile.unit === 'maps'
        ? profile.extra?.unit === 'rounds_map'
          ? 24
          : 0
        : (profile.inner?.perSet ?? 0);
  if (target > 0) {
    const played = Math.floor(target * progress);
    homeSet = 0;
    for (let k = 0; k < played; k++) if (rng.chance(0.5 + (p - 0.5) * 0.5)) homeSet++;
    awaySet = played - homeSet;
  }
  const [code, word] = UNIT_LABEL[profile.unit] ?? ['S', 'set'];
  const startTimes: Record<string, string> = {};
  for (let i = 0; i < current; i++)
    startTimes[`${code}${i + 1}`] = iso(startsAt + i * profile.unitMin * 60_000);
  const ordinal = ORDINAL[current - 1] ?? `${current}th`;
  return {
    stats: {
      home_scores: won[0],
      away_scores: won[1],
      home_set: homeSet,
      away_set: awaySet,
      server: profile.serve ? (rng.chance(0.5) ? 1 : 2) : null,
      time: `${ordinal} ${word}`,
      periods,
    },
    matchSummary: { currentPhase: `${code}${current}`, startTimes, normalTimeHalfDuration: null },
    statusDescription: `${ordinal} ${word}`,
    sets: { won },
  };
}

/** Live state of a fight `elapsed` minutes after the ring walk, or null once the distance is done. */
export function fightLiveState(profile: FightProfile, startsAt: number, elapsed: number): LiveState | null {
  const roundMin = profile.submissions ? 6 : 4;
  const round = Math.floor(elapsed / roundMin) + 1;
  if (elapsed < 0 || round > profile.rounds) return null;
  const startTimes: Record<string, string> = {};
  for (let i = 1; i <= round; i++) startTimes[`R${i}`] = iso(startsAt + (i - 1) * roundMin * 60_000);
  return {
    stats: {
      home_scores: null,
      away_scores: null,
      home_set: null,
      away_set: null,
      server: null,
      time: `Round ${round}`,
    },
    matchSummary: { currentPhase: `R${round}`, startTimes, normalTimeHalfDuration: null },
    statusDescription: `Round ${round}`,
    roundsLeft: profile.rounds - round + 1,
  };
}
