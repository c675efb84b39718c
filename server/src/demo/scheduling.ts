/** When events happen: match days, kick-off times in the competition's time zone and event lengths. */
import type { Profile } from '../domain/profiles';
import type { SportDef } from '../domain/sports';
import type { Rng } from '../pricing/random';
import { clockDuration } from './live';
import { DAY, HOUR, MINUTE } from './rows';

export const EVENING = ['17:00', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
export const FOOTBALL_TIMES = [
  '12:30',
  '13:00',
  '14:00',
  '15:00',
  '15:00',
  '15:00',
  '16:00',
  '16:30',
  '17:30',
  '18:00',
  '19:00',
  '19:45',
  '20:00',
  '20:45',
  '21:00',
];
export const DAYTIME = [
  '10:00',
  '11:00',
  '11:30',
  '12:30',
  '13:00',
  '14:00',
  '15:00',
  '15:30',
  '16:30',
  '17:00',
  '18:00',
  '19:00',
  '20:00',
];
export const ESPORT_TIMES = ['09:00', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30', '20:00', '21:30'];

export function localTimes(sport: SportDef): readonly string[] {
  if (sport.slug === 'football' || sport.slug === 'futsal') return FOOTBALL_TIMES;
  if (sport.category === 'esport') return ESPORT_TIMES;
  if (sport.kind === 'tennis_like' && !['volleyball'].includes(sport.slug)) return DAYTIME;
  return EVENING;
}

/**
 * Start (epoch ms) of the demo's UTC day that holds `now`. The demo world may run `shift` ms ahead of the
 * real clock (a test setting that makes a server look as it does at another hour): kick-offs are placed on
 * the demo's clock and then brought back to real time, so the board at real `now` is the board the demo
 * shows at `now + shift`.
 */
export function demoDayStart(now: number, shift = 0): number {
  return Math.floor((now + shift) / DAY) * DAY - shift;
}

/**
 * The shift (ms) that makes the demo's clock read `clock` ('HH:MM', UTC) at real time `now`: the
 * nearest such moment, so the shift lies within twelve hours either way.
 */
export function demoClockShift(now: number, clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  const wanted = h * HOUR + m * MINUTE;
  const current = ((now % DAY) + DAY) % DAY;
  let shift = wanted - current;
  if (shift >= DAY / 2) shift -= DAY;
  if (shift < -DAY / 2) shift += DAY;
  return shift;
}

/** Epoch ms of a local clock time `dayOffset` days after the (demo) UTC day of `now`. */
export function kickOff(now: number, dayOffset: number, local: string, utcOffset: number, shift = 0): number {
  const day = demoDayStart(now, shift) + dayOffset * DAY;
  const [h, m] = local.split(':').map(Number) as [number, number];
  return day + (h - utcOffset) * HOUR + m * MINUTE;
}

/** Weight of each day offset for league rounds: weekends heavy, midweek lighter. */
export function dayWeights(now: number, daily: boolean, span: number, shift = 0): number[] {
  const weekday = new Date(now + shift).getUTCDay();
  return Array.from({ length: span }, (_, d) => {
    if (daily) return 1;
    const w = (weekday + d) % 7;
    return [3, 1, 1.5, 1.6, 0.8, 1.6, 3.2][w] ?? 1;
  });
}

export function pickDays(rng: Rng, weights: number[], count: number): number[] {
  const days = weights.map((_, i) => i);
  const chosen: number[] = [];
  const w = [...weights];
  for (let k = 0; k < count && chosen.length < days.length; k++) {
    if (w.every((x) => x === 0)) break;
    const d = rng.weighted(days, w);
    chosen.push(d);
    w[d] = 0;
    // Rounds of one competition need a day's rest between them.
    if (d > 0) w[d - 1] = 0;
    if (d + 1 < w.length) w[d + 1] = 0;
  }
  return chosen.sort((a, b) => a - b);
}

/** How long an event of this profile runs, in real minutes. */
export function eventDuration(profile: Profile): number {
  switch (profile.family) {
    case 'goals':
    case 'points':
      return clockDuration(profile.clock);
    case 'sets':
      return profile.unitMin * (profile.need * 2 - 1);
    case 'fight':
      return profile.rounds * (profile.submissions ? 6 : 4);
    default:
      return profile.durationMin;
  }
}
