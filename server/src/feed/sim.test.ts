import { describe, expect, it } from 'vitest';
import { playOf } from '../domain/play';
import { seededRandom } from '../pricing/random';
import {
  advance,
  display,
  distribution,
  initialState,
  type PeriodState,
  raceOrder,
  type SetState,
  unitsWon,
} from './sim';

const T0 = Date.parse('2026-01-01T15:00:00Z');
const MIN = 60_000;
const football = playOf('match', 'football');
const basketball = playOf('match', 'basketball');
const tennis = playOf('tennis_like', 'tennis');
const volleyball = playOf('tennis_like', 'volleyball');
const darts = playOf('tennis_like', 'darts');
const boxing = playOf('match', 'boxing');

describe('match clocks and phases: football 2x45 with half time', () => {
  if (football?.type !== 'periods') throw new Error('profile');
  const strength = { model: 'poisson', home: 1.5, away: 1.1 } as const;

  it('shows the minute, half time and full time with the phase start times', () => {
    const random = seededRandom(1);
    let state = initialState(football, T0, random);
    const at = (minutes: number) => {
      state = advance(football, strength, state, T0 + minutes * MIN, random).state;
      return display(football, state, T0 + minutes * MIN);
    };
    expect(at(0.5).stats?.time).toBe("1'");
    expect(at(30.2).stats?.time).toBe("31'");
    const half = at(50);
    expect(half.stats?.time).toBe('HT');
    expect(half.statusDescription).toBe('Half time');
    expect(half.matchSummary.currentPhase).toBe('HT');
    const second = at(61);
    expect(second.stats?.time).toBe("47'");
    expect(second.statusDescription).toBe('2nd half');
    expect(second.matchSummary.startTimes['2H']).toBe(new Date(T0 + 60 * MIN).toISOString());
    expect(second.matchSummary.normalTimeHalfDuration).toBe(45);
    const end = advance(football, strength, state, T0 + 106 * MIN, random);
    expect(end.ended).toBe(true);
    expect(display(football, end.state, T0 + 106 * MIN).stats?.time).toBe('FT');
  });

  it('goals come at a realistic rate (about 2.6 a match)', () => {
    let goals = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      goals += advance(football, strength, initialState(football, T0, random), T0 + 120 * MIN, random).scores
        .length;
    }
    expect(goals / 200).toBeGreaterThan(2.1);
    expect(goals / 200).toBeLessThan(3.1);
  });

  it('advancing in small steps or one big step reaches the same phase', () => {
    const random = seededRandom(3);
    let small = initialState(football, T0, random);
    for (let t = 0; t <= 70 * MIN; t += 10_000)
      small = advance(football, strength, small, T0 + t, random).state;
    const big = advance(football, strength, initialState(football, T0, random), T0 + 70 * MIN, random).state;
    expect((small as PeriodState).phaseIndex).toBe((big as PeriodState).phaseIndex);
    expect((small as PeriodState).phaseStart).toBe((big as PeriodState).phaseStart);
  });

  it('a lead late in the match is worth more than early', () => {
    const random = seededRandom(4);
    const leading: PeriodState = {
      ...(initialState(football, T0, random) as PeriodState),
      periods: [[1, 0]],
    };
    const homeChance = (now: number) => {
      // Quiet advance: the clock moves, the 1-0 stays.
      const at = advance(football, strength, leading, now, random, true).state;
      return (distribution(football, strength, at, now) ?? []).reduce(
        (s, c) => s + (c.home > c.away ? c.p : 0),
        0,
      );
    };
    expect(homeChance(T0 + 100 * MIN)).toBeGreaterThan(homeChance(T0 + 10 * MIN));
  });
});

describe('match clocks and phases: basketball quarters', () => {
  if (basketball?.type !== 'periods') throw new Error('profile');
  const strength = { model: 'normal', supremacy: 2, total: 205 } as const;

  it('plays four quarters and never ends level (overtime)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      const step = advance(
        basketball,
        strength,
        initialState(basketball, T0, random),
        T0 + 8 * 60 * MIN,
        random,
      );
      expect(step.ended).toBe(true);
      const shown = display(basketball, step.state, T0 + 8 * 60 * MIN);
      expect(shown.stats?.home_scores).not.toBe(shown.stats?.away_scores);
      expect((shown.stats?.periods ?? []).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('shows the quarter with its clock counting down, and the breaks', () => {
    const random = seededRandom(9);
    const start = initialState(basketball, T0, random);
    const periodReal = basketball.periodMinutes * basketball.pace * MIN;
    const inQ1 = advance(basketball, strength, start, T0 + periodReal / 2, random).state;
    expect(display(basketball, inQ1, T0 + periodReal / 2).stats?.time).toBe('Q1 06:00');
    const brk = T0 + periodReal + MIN;
    const shown = display(basketball, advance(basketball, strength, start, brk, random).state, brk);
    expect(shown.stats?.time).toBe('Break');
    expect(shown.statusDescription).toBe('End of 1st quarter');
  });
});

describe('tennis-like: sets, games, points and the serving player', () => {
  if (tennis?.type !== 'sets') throw new Error('profile');
  const strength = { model: 'sets', setChance: 0.6 } as const;

  it('the server changes after every game', () => {
    const random = seededRandom(5);
    let state = initialState(tennis, T0, random) as SetState;
    let changes = 0;
    for (let t = 0; t < 40 * MIN; t += 5_000) {
      const before = state;
      state = advance(tennis, strength, state, T0 + t, random).state as SetState;
      const games = (s: SetState) => s.current[0] + s.current[1];
      if (games(state) === games(before) + 1) {
        expect(state.server).not.toBe(before.server);
        changes++;
      }
    }
    expect(changes).toBeGreaterThan(3);
  });

  it('a match ends when a player wins two sets, each set 6 clear or 7-5 / 7-6', () => {
    const random = seededRandom(6);
    const step = advance(tennis, strength, initialState(tennis, T0, random), T0 + 10 * 60 * MIN, random);
    const state = step.state as SetState;
    expect(step.ended).toBe(true);
    const [h, a] = unitsWon(state.finished);
    expect(Math.max(h, a)).toBe(2);
    for (const [x, y] of state.finished) {
      const hi = Math.max(x, y);
      const lo = Math.min(x, y);
      expect(hi === 6 ? lo <= 4 : hi === 7 && (lo === 5 || lo === 6)).toBe(true);
    }
    const shown = display(tennis, state, T0 + 10 * 60 * MIN);
    expect(shown.stats?.home_scores).toBe(h);
    expect(shown.stats?.server).toBeNull();
  });

  it('shows the set being played, its games and who serves', () => {
    const random = seededRandom(7);
    const state = advance(tennis, strength, initialState(tennis, T0, random), T0 + 10 * MIN, random).state;
    const shown = display(tennis, state, T0 + 10 * MIN);
    expect(shown.stats?.time).toBe('1st set');
    expect([1, 2]).toContain(shown.stats?.server);
    expect(shown.matchSummary.currentPhase).toBe('S1');
    expect(typeof shown.stats?.home_set).toBe('number');
  });

  it('volleyball sets are played to 25 (the fifth to 15), darts legs have no inner score', () => {
    if (volleyball?.type !== 'sets' || darts?.type !== 'sets') throw new Error('profile');
    const random = seededRandom(8);
    const v = advance(volleyball, strength, initialState(volleyball, T0, random), T0 + 6 * 60 * MIN, random)
      .state as SetState;
    for (const [i, [x, y]] of v.finished.entries()) {
      expect(Math.max(x, y)).toBeGreaterThanOrEqual(i === 4 ? 15 : 25);
      expect(Math.abs(x - y)).toBeGreaterThanOrEqual(2);
    }
    const d = advance(darts, strength, initialState(darts, T0, random), T0 + 20 * MIN, random).state;
    const shown = display(darts, d, T0 + 20 * MIN);
    expect(shown.stats?.home_set).toBeNull();
    expect(shown.stats?.time).toMatch(/ leg$/);
  });
});

describe('fights: rounds, a finish or a decision', () => {
  it('shows the round and ends with a winner shown as 1-0', () => {
    if (boxing?.type !== 'fight') throw new Error('profile');
    const random = seededRandom(10);
    const start = initialState(boxing, T0, random);
    expect(
      display(
        boxing,
        advance(boxing, { model: 'sets', setChance: 0.7 }, start, T0 + 5 * MIN, random).state,
        T0 + 5 * MIN,
      ).stats?.time,
    ).toBe('Round 2');
    const end = advance(boxing, { model: 'sets', setChance: 0.7 }, start, T0 + 3 * 60 * MIN, random);
    expect(end.ended).toBe(true);
    const shown = display(boxing, end.state, T0 + 3 * 60 * MIN);
    expect((shown.stats?.home_scores ?? 0) + (shown.stats?.away_scores ?? 0)).toBeLessThanOrEqual(1);
  });
});

describe('virtual events finish quickly', () => {
  it('a virtual match runs a few minutes, a virtual race about a minute', () => {
    const vfootball = playOf('match', 'virtual-football');
    const vhorse = playOf('racing', 'virtual-horse-racing');
    if (!vfootball || !vhorse) throw new Error('profile');
    const random = seededRandom(8);
    expect(
      advance(vfootball, { model: 'race' }, initialState(vfootball, T0, random), T0 + 5 * MIN, random).ended,
    ).toBe(true);
    expect(
      advance(vhorse, { model: 'race' }, initialState(vhorse, T0, random), T0 + 90_000, random).ended,
    ).toBe(true);
  });
});

describe('racing: finishing order', () => {
  it('every runner finishes once, favourites win more often', () => {
    let favouriteWins = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const order = raceOrder([0.5, 0.3, 0.2], seededRandom(seed));
      expect([...order].sort()).toEqual([0, 1, 2]);
      if (order[0] === 0) favouriteWins++;
    }
    expect(favouriteWins / 300).toBeGreaterThan(0.4);
    expect(favouriteWins / 300).toBeLessThan(0.6);
  });
});
