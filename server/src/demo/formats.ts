/** Schedules per competition format: pairings, matches, race meetings and outrights. */
import { REGIONS } from '../domain/regions';
import { render, type Text } from '../domain/text';
import { seasonLabel } from '../domain/vocab';
import type { Rng } from '../pricing/random';
import type { CatalogueBuilder, CompetitionRuntime, Fixture } from './builder';
import { compName } from './competitions';
import type { Participant } from './participants';
import { DAY, HORIZON_DAYS, HOUR, MINUTE, STAGE, STAGE_OF, TITLED } from './rows';
import {
  dayWeights,
  demoDayStart,
  EVENING,
  eventDuration,
  kickOff,
  localTimes,
  pickDays,
} from './scheduling';

export function pairUp(rng: Rng, teams: readonly Participant[]): Array<[Participant, Participant]> {
  const shuffled = rng.shuffle(teams);
  const pairs: Array<[Participant, Participant]> = [];
  for (let i = 0; i + 1 < shuffled.length; i += 2)
    pairs.push([shuffled[i] as Participant, shuffled[i + 1] as Participant]);
  return pairs;
}

/** A kick-off `elapsedMin` minutes ago, rounded to five minutes. */
export function startedAgo(now: number, elapsedMin: number): number {
  return Math.floor((now - elapsedMin * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
}

/**
 * Fixtures of one competition from `from` (now for a fresh catalogue: matches already under way
 * included) to the horizon, appended to the builder; `liveShare` is the chance one of them is put
 * under way now, and `withOutright` adds the season or tournament winner market.
 */
export function scheduleCompetition(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  from: number,
  liveShare: number,
  withOutright: boolean,
  /**
   * Put one match under way for sure, early enough that it runs for most of an hour yet; for racing,
   * today's meeting starts shortly after now, so its races are all still to run.
   */
  surelyLive = false,
): void {
  const { def, sport, profile, region: r } = comp;
  const now = builder.now;
  const shift = builder.shift;
  const fromDay = Math.max(0, Math.floor((from - demoDayStart(now, shift)) / DAY));
  const times = localTimes(sport);
  const duration = eventDuration(profile);
  const drawn = rng.chance(liveShare);
  let injectLive =
    fromDay === 0 && def.format !== 'racing' && def.format !== 'outright' && (drawn || surelyLive);
  // A fresh catalogue starts with matches already under way; a top-up only adds what comes after `from`.
  const earliest = from > now ? from : now - duration * MINUTE;
  const add = (fx: Fixture, force = false) => {
    if (fx.startsAt < earliest && !force) return;
    builder.addFixture(comp, fx, rng, force);
  };
  const match = (home: Participant, away: Participant, startsAt: number) => {
    if (injectLive) {
      injectLive = false;
      const elapsed = rng.float(3, duration * (surelyLive ? 0.4 : 0.85));
      add({ home, away, startsAt: startedAgo(now, elapsed) }, true);
      return;
    }
    add({ home, away, startsAt });
  };

  switch (def.format) {
    case 'league': {
      const daily = profile.family !== 'goals' || sport.slug !== 'football';
      const rounds = builder.small ? 1 : (def.rounds ?? 1);
      const span = Math.max(HORIZON_DAYS, fromDay + 5);
      const days = pickDays(
        rng,
        dayWeights(now, daily, span, shift).map((w, d) => (d < fromDay ? 0 : w)),
        rounds,
      );
      for (const day of days) {
        for (const [home, away] of pairUp(rng, comp.participants)) {
          const spill = daily || rng.chance(0.65) ? 0 : 1;
          match(home, away, kickOff(now, day + spill, rng.pick(times), r.utcOffset, shift));
        }
      }
      break;
    }
    case 'cup': {
      const entrants = rng.sample(comp.participants, Math.min(def.size, comp.participants.length));
      const day = fromDay + rng.int(0, Math.max(0, HORIZON_DAYS - fromDay - 2));
      for (const [home, away] of pairUp(rng, entrants)) {
        match(
          home,
          away,
          kickOff(now, day + (rng.chance(0.5) ? 0 : 1), rng.pick(EVENING), r.utcOffset, shift),
        );
      }
      break;
    }
    case 'tournament': {
      const fightCard = profile.family === 'fight';
      const start = fromDay + (fightCard ? rng.int(0, HORIZON_DAYS - 2) : rng.int(0, 2));
      const pairs = pairUp(rng, comp.participants);
      const count = fightCard
        ? Math.min(pairs.length, rng.int(5, 8))
        : builder.small
          ? Math.min(6, pairs.length)
          : pairs.length;
      pairs.slice(0, count).forEach(([home, away], i) => {
        if (fightCard) match(home, away, kickOff(now, start, '19:00', r.utcOffset, shift) + i * 35 * MINUTE);
        else
          match(home, away, kickOff(now, start + (i % 3 === 2 ? 1 : 0), rng.pick(times), r.utcOffset, shift));
      });
      if (def.outright && withOutright) addTournamentOutright(builder, comp, rng, start);
      break;
    }
    case 'rolling': {
      const full = def.rolling ?? { everyMin: 30, hours: 6, perSlot: 1 };
      const plan = builder.small
        ? { everyMin: full.everyMin * 2, hours: Math.min(full.hours, 2), perSlot: 1 }
        : full;
      const step = plan.everyMin * MINUTE;
      const first = Math.ceil(earliest / step) * step;
      const last = now + plan.hours * HOUR;
      for (let t = first; t <= last; t += step) {
        if (profile.family === 'racing') {
          const runners = rng.sample(comp.participants, rng.int(profile.runners[0], profile.runners[1]));
          add({
            startsAt: t,
            field: runners,
            outright: 'race',
            name: `${clock(t, 'UTC')} ${def.name.names.en}`,
          });
          continue;
        }
        for (const [home, away] of pairUp(rng, comp.participants).slice(0, plan.perSlot))
          add({ home, away, startsAt: t });
      }
      break;
    }
    case 'racing':
      scheduleRaceMeetings(builder, comp, rng, fromDay, surelyLive);
      break;
    case 'outright':
      scheduleOutrights(builder, comp, rng, fromDay);
      break;
  }
  if (def.outright && def.format === 'league' && withOutright) addSeasonOutright(builder, comp, rng);
}

/** Only the season (or tournament) winner outright of a competition, when its last one has been decided. */
export function scheduleOutrightOnly(builder: CatalogueBuilder, comp: CompetitionRuntime, rng: Rng): void {
  if (!comp.def.outright) return;
  if (comp.def.format === 'league') addSeasonOutright(builder, comp, rng);
  else if (comp.def.format === 'tournament') addTournamentOutright(builder, comp, rng, 0);
}

export function clock(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(new Date(ms));
}

export function addSeasonOutright(builder: CatalogueBuilder, comp: CompetitionRuntime, rng: Rng): void {
  const winter =
    !['baseball', 'american-football', 'aussie-rules', 'gaelic-football', 'hurling', 'cricket'].includes(
      comp.sport.slug,
    ) &&
    ![
      'usa',
      'mexico',
      'brazil',
      'argentina',
      'japan',
      'south-korea',
      'china',
      'sweden',
      'norway',
      'finland',
      'ireland',
      'iceland',
    ].includes(comp.region.slug);
  const label = seasonLabel(builder.now, winter);
  const names = render(TITLED, { c: comp.def.name, s: label });
  const startsAt = Math.floor((builder.now + rng.int(30, 160) * DAY) / DAY) * DAY + 15 * HOUR;
  builder.addFixture(comp, { startsAt, field: comp.participants, names, outright: 'season' }, rng);
}

export function addTournamentOutright(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  startDay: number,
): void {
  const year = new Date(builder.now).getUTCFullYear();
  const names = render(TITLED, { c: comp.def.name, s: year });
  const startsAt = kickOff(
    builder.now,
    startDay + rng.int(4, 7),
    '18:00',
    comp.region.utcOffset,
    builder.shift,
  );
  builder.addFixture(comp, { startsAt, field: comp.participants, names, outright: 'season' }, rng);
}

// biome-ignore format: table
export const RACE_TITLES = ['Handicap', 'Maiden Stakes', 'Novice Hurdle', 'Handicap Chase', 'Conditions Stakes', 'Listed Stakes', 'Claiming Stakes', 'Nursery Handicap', 'National Hunt Flat Race', 'Handicap Hurdle', 'Novice Stakes', 'Group 3 Stakes'];
export const DISTANCES = ['5f', '6f', '7f', '1m', '1m2f', '1m4f', '1m6f', '2m', '2m4f', '3m'];
export const DOG_GRADES = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'D1', 'D2', 'S1', 'OR'];
export const DOG_DISTANCES = ['265m', '450m', '480m', '500m', '525m', '550m', '630m'];

/** How far ahead of now a meeting that must be still to run starts: its card is open and priced. */
const RACE_LEAD = 20 * MINUTE;

export function scheduleRaceMeetings(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  fromDay: number,
  /** Today's meeting is all still to run: its first race a little after now, whatever the hour. */
  toCome = false,
): void {
  const { def, profile, region: r } = comp;
  if (profile.family !== 'racing') return;
  const greyhound = profile.greyhound;
  for (let day = fromDay; day <= fromDay + 1; day++) {
    if (rng.chance(0.2) && day > 0) continue;
    const evening = greyhound ? rng.chance(0.6) : rng.chance(0.2);
    let first = kickOff(
      builder.now,
      day,
      evening ? '18:05' : rng.pick(['12:15', '12:50', '13:20', '13:40']),
      r.utcOffset,
      builder.shift,
    );
    if (toCome && day === 0) first = Math.ceil((builder.now + RACE_LEAD) / (5 * MINUTE)) * 5 * MINUTE;
    const gap = (greyhound ? rng.int(14, 18) : rng.int(30, 35)) * MINUTE;
    const races = builder.small ? Math.ceil((def.races ?? 7) / 2) : (def.races ?? 7);
    for (let race = 0; race < races; race++) {
      const startsAt = first + race * gap;
      const size = greyhound
        ? 6
        : rng.chance(0.12)
          ? rng.int(16, 20)
          : rng.int(profile.runners[0], Math.min(profile.runners[1], 14));
      const runners = rng.sample(comp.participants, size);
      const title = greyhound
        ? `${rng.pick(DOG_GRADES)} ${rng.pick(DOG_DISTANCES)}`
        : `${size >= 16 ? 'Handicap' : rng.pick(RACE_TITLES)} (${rng.pick(DISTANCES)})`;
      builder.addFixture(
        comp,
        {
          startsAt,
          field: runners,
          outright: 'race',
          name: `${clock(startsAt, r.timeZone)} ${def.name.names.en}`,
          venue: title,
          bigHandicap: size >= 16,
        },
        rng,
      );
    }
  }
}

export function scheduleOutrights(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  fromDay: number,
): void {
  const { def, sport, region: r } = comp;
  const year = new Date(builder.now).getUTCFullYear();
  const titled = (c: Text, suffix: string | number) => render(TITLED, { c, s: suffix });
  if (sport.slug === 'golf') {
    const startsAt = kickOff(builder.now, fromDay + rng.int(1, 8), '07:00', r.utcOffset, builder.shift);
    builder.addFixture(
      comp,
      { startsAt, field: comp.participants, names: titled(def.name, year), outright: 'tournament' },
      rng,
    );
    return;
  }
  if (sport.slug === 'motor-racing') {
    const host = rng.pick(REGIONS.filter((x) => x.code));
    const startsAt = kickOff(builder.now, fromDay + rng.int(1, 9), '14:00', host.utcOffset, builder.shift);
    const gp = compName('grand_prix', host.brand);
    builder.addFixture(
      comp,
      { startsAt, field: comp.participants, names: gp, outright: 'tournament', venue: def.name.names.en },
      rng,
    );
    const seasonEnd = startsAt + rng.int(60, 150) * DAY;
    builder.addFixture(
      comp,
      { startsAt: seasonEnd, field: comp.participants, names: titled(def.name, year), outright: 'season' },
      rng,
    );
    return;
  }
  // Cycling: the general classification and the next stage.
  const stageStart = kickOff(builder.now, fromDay + rng.int(0, 1), '12:00', r.utcOffset, builder.shift);
  const overall = titled(def.name, year);
  builder.addFixture(
    comp,
    {
      startsAt: stageStart + rng.int(5, 14) * DAY,
      field: comp.participants,
      names: overall,
      outright: 'tournament',
    },
    rng,
  );
  const stageNames = render(STAGE_OF, { c: def.name, s: render(STAGE, { n: rng.int(2, 15) }) });
  const riders = rng.sample(comp.participants, Math.min(60, comp.participants.length));
  builder.addFixture(
    comp,
    { startsAt: stageStart, field: riders, names: stageNames, outright: 'stage' },
    rng,
  );
}
