/**
 * The demo catalogue generator: sports, regions, competitions, participants, events, markets and
 * outcomes, deterministic from a seed and relative to a given `now`. Pure: no I/O, no clock.
 */
import { brandByCountry } from '@touchline/contract';
import type {
  competitions,
  events,
  markets,
  OutcomeItemRow,
  outcomes,
  participants,
  regions,
  sports,
} from '../db/schema';
import { PROFILES, type Profile } from '../domain/profiles';
import { REGIONS, type RegionDef, region } from '../domain/regions';
import { SPORTS, type SportDef, sportBySlug } from '../domain/sports';
import { LANGS, type Localized, render, slugify, slugsOf, type Text, template } from '../domain/text';
import { seasonLabel } from '../domain/vocab';
import { Rng, seedFrom } from '../pricing/random';
import { COMPETITIONS, type CompetitionDef, compName } from './competitions';
import { clockDuration, clockLiveState, fightLiveState, type LiveState, setsLiveState } from './live';
import {
  type FieldEntry,
  fightMarkets,
  goalsMarkets,
  type MarketSpec,
  outrightMarkets,
  pointsMarkets,
  raceMarkets,
  seasonMarkets,
  setsMarkets,
} from './markets';
import {
  clubName,
  esportsTeam,
  franchiseName,
  gamerWithClub,
  greyhoundName,
  horseName,
  INTERNATIONAL_STYLES,
  NameBook,
  person,
} from './names';

export type CatalogueSize = 'full' | 'small';

export interface GenerateOptions {
  size: CatalogueSize;
  seed: number;
  /** Epoch ms the catalogue is generated around (kick-offs are relative to it). */
  now: number;
}

export type SportRow = typeof sports.$inferInsert;
export type RegionRow = typeof regions.$inferInsert;
export type ParticipantRow = typeof participants.$inferInsert;
export type CompetitionRow = typeof competitions.$inferInsert;
export type EventRow = typeof events.$inferInsert;
export type MarketRow = typeof markets.$inferInsert;
export type OutcomeRow = typeof outcomes.$inferInsert;

export interface CatalogueRows {
  sports: SportRow[];
  regions: RegionRow[];
  participants: ParticipantRow[];
  competitions: CompetitionRow[];
  events: EventRow[];
  markets: MarketRow[];
  outcomes: OutcomeRow[];
}

/** Where numbering starts, so ids look like a real feed's and stay apart per table. */
export const ID_BASE = {
  event: 1_000_000,
  market: 10_000_000,
  outcome: 100_000_000,
  participant: 0,
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days of fixtures ahead of now. */
export const HORIZON_DAYS = 10;

// biome-ignore format: one list per line
const IRISH_COUNTIES = ['Antrim', 'Armagh', 'Carlow', 'Cavan', 'Clare', 'Cork', 'Derry', 'Donegal', 'Down', 'Dublin', 'Fermanagh', 'Galway', 'Kerry', 'Kildare', 'Kilkenny', 'Laois', 'Leitrim', 'Limerick', 'Longford', 'Louth', 'Mayo', 'Meath', 'Monaghan', 'Offaly', 'Roscommon', 'Sligo', 'Tipperary', 'Tyrone', 'Waterford', 'Westmeath', 'Wexford', 'Wicklow'];

const JOINED = (sep: string) =>
  template(
    ...(Array.from({ length: 9 }, () => `{c}${sep}{s}`) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ]),
  );
const STAGE_OF = JOINED(' – ');
const TITLED = JOINED(' ');
const STAGE = template(
  'Stage {n}',
  'Etapa {n}',
  '{n}. Etappe',
  '{n}e étape',
  'Etapa {n}',
  '第{n}ステージ',
  '{n}. etappi',
  'Etapa {n}',
  'Ετάπ {n}',
  'dai {n} suteji',
);

// -------------------------------------------------------------------------------- id allocation

/** Next free ids; topping up continues from the database's maxima. */
export class IdAllocator {
  constructor(
    public event: number,
    public market: number,
    public outcome: number,
    public participant: number,
  ) {}
  static fresh(): IdAllocator {
    return new IdAllocator(ID_BASE.event, ID_BASE.market, ID_BASE.outcome, ID_BASE.participant);
  }
  nextEvent(): number {
    this.event += 1;
    return this.event;
  }
  nextMarket(): number {
    this.market += 1;
    return this.market;
  }
  nextOutcome(): number {
    this.outcome += 1;
    return this.outcome;
  }
  nextParticipant(): number {
    this.participant += 1;
    return this.participant;
  }
}

// ------------------------------------------------------------------------------- static rows

function sportRows(): SportRow[] {
  const bySlug = new Map(SPORTS.map((s) => [s.slug, s]));
  return SPORTS.map((s) => ({
    id: s.id,
    slug: s.slug,
    category: s.category,
    parentId: s.parent ? (bySlug.get(s.parent)?.id ?? null) : null,
    isParent: s.isParent ?? false,
    isVirtual: s.category === 'virtual',
    kind: s.kind,
    icon: s.isParent ? s.slug : s.slug,
    sortOrder: s.sortOrder,
    names: s.name.names,
    slugs: { ...slugsOf(s.name, true), ...s.slugs },
  }));
}

function regionRows(): RegionRow[] {
  return REGIONS.map((r, i) => ({
    id: r.id,
    slug: r.slug,
    code: r.code,
    names: r.name.names,
    slugs: slugsOf(r.name, true),
    sortOrder: i,
  }));
}

/** Competition slug in every language: '{region slug}-{name slug}' (e.g. england-premiership). */
export function competitionSlugs(regionDef: RegionDef, name: Text): Localized {
  const regionSlugs = slugsOf(regionDef.name, true);
  const nameSlugs = slugsOf(name, true);
  const out = {} as Localized;
  for (const lang of LANGS) out[lang] = `${regionSlugs[lang]}-${nameSlugs[lang]}`;
  return out;
}

// --------------------------------------------------------------------------------- participants

export interface Participant {
  id: number;
  name: string;
  strength: number;
  regionId: number | null;
}

function participantKind(sport: SportDef): ParticipantRow['kind'] {
  return sport.participant;
}

/** Whether team names follow the '{town} {mascot}' franchise pattern. */
function franchise(sport: SportDef, r: RegionDef): boolean {
  if (['american-football', 'baseball', 'cricket', 'aussie-rules'].includes(sport.slug)) return true;
  if (r.style === 'american' || r.style === 'australian')
    return ['basketball', 'ice-hockey'].includes(sport.slug);
  return sport.slug === 'basketball' && ['china', 'japan'].includes(r.slug);
}

function participantName(
  sport: SportDef,
  def: CompetitionDef,
  r: RegionDef,
  rng: Rng,
  book: NameBook,
): string {
  const style = r.code ? r.style : rng.pick(INTERNATIONAL_STYLES);
  const gender = def.women ? 'female' : 'male';
  switch (sport.participant) {
    case 'horse':
      return book.unique(() => horseName(rng));
    case 'greyhound':
      return book.unique(() => greyhoundName(rng));
    case 'driver':
    case 'rider':
      return book.unique(() => person(rng, rng.pick(INTERNATIONAL_STYLES), gender));
    case 'pair':
      return book.unique(() => {
        const a = person(rng, rng.pick(INTERNATIONAL_STYLES), gender).split(' ').slice(-1)[0];
        const b = person(rng, rng.pick(INTERNATIONAL_STYLES), gender).split(' ').slice(-1)[0];
        return `${a} / ${b}`;
      });
    case 'player':
      if (sport.slug === 'efootball')
        return book.unique(() => gamerWithClub(rng, clubName(rng, rng.pick(INTERNATIONAL_STYLES))));
      if (sport.slug === 'ebasketball')
        return book.unique(() => gamerWithClub(rng, franchiseName(rng, 'american')));
      return book.unique(() =>
        person(rng, r.code && rng.chance(0.4) ? r.style : rng.pick(INTERNATIONAL_STYLES), gender),
      );
    default:
      break;
  }
  if (sport.category === 'esport') return book.unique(() => esportsTeam(rng));
  if (sport.slug === 'gaelic-football' || sport.slug === 'hurling')
    return book.unique(() => rng.pick(IRISH_COUNTIES));
  const suffix = def.women ? ' W' : '';
  if (franchise(sport, r)) return book.unique(() => franchiseName(rng, style)) + suffix;
  return book.unique(() => clubName(rng, style)) + suffix;
}

// --------------------------------------------------------------------------------- scheduling

const EVENING = ['17:00', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
const FOOTBALL_TIMES = [
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
const DAYTIME = [
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
const ESPORT_TIMES = ['09:00', '11:00', '12:30', '14:00', '15:30', '17:00', '18:30', '20:00', '21:30'];

function localTimes(sport: SportDef): readonly string[] {
  if (sport.slug === 'football' || sport.slug === 'futsal') return FOOTBALL_TIMES;
  if (sport.category === 'esport') return ESPORT_TIMES;
  if (sport.kind === 'tennis_like' && !['volleyball'].includes(sport.slug)) return DAYTIME;
  return EVENING;
}

/** Epoch ms of a local clock time `dayOffset` days after the UTC day of `now`. */
function kickOff(now: number, dayOffset: number, local: string, utcOffset: number): number {
  const day = Math.floor(now / DAY) * DAY + dayOffset * DAY;
  const [h, m] = local.split(':').map(Number) as [number, number];
  return day + (h - utcOffset) * HOUR + m * MINUTE;
}

/** Weight of each day offset for league rounds: weekends heavy, midweek lighter. */
function dayWeights(now: number, daily: boolean, span: number): number[] {
  const weekday = new Date(now).getUTCDay();
  return Array.from({ length: span }, (_, d) => {
    if (daily) return 1;
    const w = (weekday + d) % 7;
    return [3, 1, 1.5, 1.6, 0.8, 1.6, 3.2][w] ?? 1;
  });
}

function pickDays(rng: Rng, weights: number[], count: number): number[] {
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

// ------------------------------------------------------------------------------------ builder

export interface CompetitionRuntime {
  id: number;
  def: CompetitionDef;
  sport: SportDef;
  profile: Profile;
  region: RegionDef;
  priority: number;
  participants: Participant[];
  brands: string[] | null;
}

interface Fixture {
  startsAt: number;
  home?: Participant;
  away?: Participant;
  /** Runners (races) or the field (outrights). */
  field?: Participant[];
  name?: string;
  names?: Text;
  venue?: string | null;
  outright?: 'season' | 'tournament' | 'race' | 'stage';
  bigHandicap?: boolean;
}

/** Appends events, markets and outcomes to the output rows. */
export class CatalogueBuilder {
  readonly out: Pick<CatalogueRows, 'events' | 'markets' | 'outcomes'> = {
    events: [],
    markets: [],
    outcomes: [],
  };

  constructor(
    readonly seed: number,
    readonly now: number,
    readonly ids: IdAllocator,
    /** The small (test) catalogue: fewer rounds, races and rolling slots. */
    readonly small = false,
  ) {}

  /** Squad names for prop markets, the same for a team in every one of its events. */
  squad(team: Participant, size: number, r: RegionDef, women: boolean): string[] {
    const rng = new Rng(seedFrom(this.seed, 'squad', team.id));
    const names = new NameBook();
    const style = r.code ? r.style : rng.pick(INTERNATIONAL_STYLES);
    const gender = women ? 'female' : 'male';
    return Array.from({ length: size }, () =>
      names.unique(() => person(rng, rng.chance(0.6) ? style : rng.pick(INTERNATIONAL_STYLES), gender)),
    );
  }

  addFixture(comp: CompetitionRuntime, fx: Fixture, rng: Rng, forceLive = false): void {
    const { profile, sport } = comp;
    const duration = eventDuration(profile);
    const elapsed = (this.now - fx.startsAt) / MINUTE;
    if (elapsed >= duration && !fx.outright) return;
    if (fx.outright && fx.startsAt <= this.now && fx.outright !== 'season') return;

    const id = this.ids.nextEvent();
    const virtual = sport.category === 'virtual';
    let live: LiveState | null = null;
    let specs: MarketSpec[] = [];
    const diff = fx.home && fx.away ? fx.home.strength - fx.away.strength : 0;
    if (fx.home && fx.away && elapsed > 0) {
      if (profile.family === 'goals' || profile.family === 'points')
        live = clockLiveState(profile, diff, fx.startsAt, elapsed, rng);
      else if (profile.family === 'sets') live = setsLiveState(profile, diff, fx.startsAt, elapsed, rng);
      else if (profile.family === 'fight') live = fightLiveState(profile, fx.startsAt, elapsed);
      if (!live) {
        // Over already (a set contest decided early): nothing to show.
        this.ids.event -= 1;
        return;
      }
    }
    const booked = !virtual && (comp.def.tier < 3 || rng.chance(0.7) || forceLive);

    if (fx.home && fx.away) {
      const props =
        !live &&
        comp.def.tier === 1 &&
        (profile.family === 'goals' || profile.family === 'points') &&
        rng.chance(0.6);
      const squadSize = sport.slug === 'basketball' ? 5 : 6;
      const women = comp.def.women ?? false;
      const homePlayers = props ? this.squad(fx.home, squadSize, comp.region, women) : [];
      const awayPlayers = props ? this.squad(fx.away, squadSize, comp.region, women) : [];
      switch (profile.family) {
        case 'goals':
          specs = goalsMarkets(profile, { diff, live: live?.score ?? null, homePlayers, awayPlayers });
          break;
        case 'points':
          specs = pointsMarkets(profile, { diff, live: live?.score ?? null, homePlayers, awayPlayers });
          break;
        case 'sets':
          specs = setsMarkets(profile, diff, live?.sets ?? null);
          break;
        case 'fight':
          specs = fightMarkets(profile, diff, live?.roundsLeft ?? null);
          break;
        default:
          break;
      }
    } else if (fx.field) {
      const entries: FieldEntry[] = fx.field.map((p, index) => ({
        name: p.name,
        strength: p.strength,
        index,
      }));
      const draws = () => rng.next();
      if (profile.family === 'racing') {
        const sp = fx.startsAt > this.now + 20 * HOUR;
        specs = raceMarkets(profile, entries, sp, fx.bigHandicap ?? false);
      } else if (fx.outright === 'season' || profile.family !== 'outright') {
        specs = seasonMarkets(
          entries,
          sport.slug === 'football' && comp.def.tier === 1 && entries.length >= 16 ? 3 : 0,
        );
      } else {
        specs = outrightMarkets(profile, entries, draws, fx.outright !== 'stage');
      }
    }

    const name = fx.name ?? (fx.names ? fx.names.names.en : `${fx.home?.name} v ${fx.away?.name}`);
    const isLive = live !== null && booked;
    const suspended = live !== null && !isLive;
    const popularity = Math.round(
      comp.priority / 10 +
        rng.int(0, 20) +
        (fx.home && fx.away ? Math.max(0, (fx.home.strength + fx.away.strength) * 10) : 0),
    );
    this.out.events.push({
      id,
      sportId: sport.id,
      competitionId: comp.id,
      name,
      names: fx.names ? fx.names.names : null,
      slug: slugify(name) || `event-${id}`,
      homeTeam: fx.home?.name ?? null,
      awayTeam: fx.away?.name ?? null,
      homeId: fx.home?.id ?? null,
      awayId: fx.away?.id ?? null,
      venue: fx.venue ?? null,
      startsAt: new Date(fx.startsAt),
      status: live ? 'live' : 'scheduled',
      isLive,
      liveOdds: Boolean(fx.home && fx.away) && booked,
      isOutright: Boolean(fx.outright && fx.outright !== 'race'),
      isVirtual: virtual,
      stats: live && isLive ? live.stats : null,
      matchSummary: live ? live.matchSummary : null,
      statusDescription: live ? live.statusDescription : null,
      popularity,
      version: 1,
      updatedAt: new Date(this.now),
    });
    this.addMarkets(id, specs, fx, sport, suspended || (virtual && live !== null));
  }

  private addMarkets(
    eventId: number,
    specs: MarketSpec[],
    fx: Fixture,
    sport: SportDef,
    suspended: boolean,
  ): void {
    const comboEligible = sport.kind !== 'racing' && sport.category !== 'virtual' && !fx.outright;
    // Runner outcome ids of the win market, so forecast/tricast items can point at them.
    let runnerOutcomeIds: number[] = [];
    specs.forEach((spec, order) => {
      const marketId = this.ids.nextMarket();
      this.out.markets.push({
        id: marketId,
        eventId,
        type: spec.type,
        names: spec.names,
        line: spec.line,
        period: spec.period,
        layout: spec.layout,
        isMain: spec.isMain,
        ewPlace: spec.ewPlace ?? null,
        ewPrice: spec.ewPrice ?? null,
        isSuspended: suspended,
        status: suspended ? 'suspended' : 'open',
        sortOrder: order,
      });
      const ids: number[] = [];
      spec.outcomes.forEach((o, k) => {
        const outcomeId = this.ids.nextOutcome();
        ids.push(outcomeId);
        const participant = o.participantIndex != null ? (fx.field?.[o.participantIndex] ?? null) : null;
        let participantId = participant?.id ?? null;
        if (participantId === null && (o.code === 'home' || o.code === 'away') && !spec.period) {
          participantId = (o.code === 'home' ? fx.home?.id : fx.away?.id) ?? null;
        }
        const items: OutcomeItemRow[] | null = o.items
          ? o.items.map((runner, position) => ({
              id: String(runnerOutcomeIds[runner] ?? ''),
              name: fx.field?.[runner]?.name ?? '',
              position: position + 1,
            }))
          : null;
        this.out.outcomes.push({
          id: outcomeId,
          marketId,
          eventId,
          names: o.names,
          handicap: o.handicap ?? null,
          participantId,
          items,
          odds: o.odds,
          isStartingPrice: o.isStartingPrice ?? false,
          comboBoostAvailable: comboEligible && o.odds >= 1.2,
          code: o.code,
          sortOrder: k,
        });
      });
      if (spec.type === 'win') runnerOutcomeIds = ids;
    });
  }
}

// ------------------------------------------------------------------------------- per format

function pairUp(rng: Rng, teams: readonly Participant[]): Array<[Participant, Participant]> {
  const shuffled = rng.shuffle(teams);
  const pairs: Array<[Participant, Participant]> = [];
  for (let i = 0; i + 1 < shuffled.length; i += 2)
    pairs.push([shuffled[i] as Participant, shuffled[i + 1] as Participant]);
  return pairs;
}

/** A kick-off `elapsedMin` minutes ago, rounded to five minutes. */
function startedAgo(now: number, elapsedMin: number): number {
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
): void {
  const { def, sport, profile, region: r } = comp;
  const now = builder.now;
  const fromDay = Math.max(0, Math.floor((from - Math.floor(now / DAY) * DAY) / DAY));
  const times = localTimes(sport);
  const duration = eventDuration(profile);
  let injectLive =
    fromDay === 0 && def.format !== 'racing' && def.format !== 'outright' && rng.chance(liveShare);
  // A fresh catalogue starts with matches already under way; a top-up only adds what comes after `from`.
  const earliest = from > now ? from : now - duration * MINUTE;
  const add = (fx: Fixture, force = false) => {
    if (fx.startsAt < earliest && !force) return;
    builder.addFixture(comp, fx, rng, force);
  };
  const match = (home: Participant, away: Participant, startsAt: number) => {
    if (injectLive) {
      injectLive = false;
      add({ home, away, startsAt: startedAgo(now, rng.float(3, duration * 0.85)) }, true);
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
        dayWeights(now, daily, span).map((w, d) => (d < fromDay ? 0 : w)),
        rounds,
      );
      for (const day of days) {
        for (const [home, away] of pairUp(rng, comp.participants)) {
          const spill = daily || rng.chance(0.65) ? 0 : 1;
          match(home, away, kickOff(now, day + spill, rng.pick(times), r.utcOffset));
        }
      }
      break;
    }
    case 'cup': {
      const entrants = rng.sample(comp.participants, Math.min(def.size, comp.participants.length));
      const day = fromDay + rng.int(0, Math.max(0, HORIZON_DAYS - fromDay - 2));
      for (const [home, away] of pairUp(rng, entrants)) {
        match(home, away, kickOff(now, day + (rng.chance(0.5) ? 0 : 1), rng.pick(EVENING), r.utcOffset));
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
        if (fightCard) match(home, away, kickOff(now, start, '19:00', r.utcOffset) + i * 35 * MINUTE);
        else match(home, away, kickOff(now, start + (i % 3 === 2 ? 1 : 0), rng.pick(times), r.utcOffset));
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
      scheduleRaceMeetings(builder, comp, rng, fromDay);
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

function clock(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  }).format(new Date(ms));
}

function addSeasonOutright(builder: CatalogueBuilder, comp: CompetitionRuntime, rng: Rng): void {
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

function addTournamentOutright(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  startDay: number,
): void {
  const year = new Date(builder.now).getUTCFullYear();
  const names = render(TITLED, { c: comp.def.name, s: year });
  const startsAt = kickOff(builder.now, startDay + rng.int(4, 7), '18:00', comp.region.utcOffset);
  builder.addFixture(comp, { startsAt, field: comp.participants, names, outright: 'season' }, rng);
}

// biome-ignore format: table
const RACE_TITLES = ['Handicap', 'Maiden Stakes', 'Novice Hurdle', 'Handicap Chase', 'Conditions Stakes', 'Listed Stakes', 'Claiming Stakes', 'Nursery Handicap', 'National Hunt Flat Race', 'Handicap Hurdle', 'Novice Stakes', 'Group 3 Stakes'];
const DISTANCES = ['5f', '6f', '7f', '1m', '1m2f', '1m4f', '1m6f', '2m', '2m4f', '3m'];
const DOG_GRADES = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'D1', 'D2', 'S1', 'OR'];
const DOG_DISTANCES = ['265m', '450m', '480m', '500m', '525m', '550m', '630m'];

function scheduleRaceMeetings(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  fromDay: number,
): void {
  const { def, profile, region: r } = comp;
  if (profile.family !== 'racing') return;
  const greyhound = profile.greyhound;
  for (let day = fromDay; day <= fromDay + 1; day++) {
    if (rng.chance(0.2) && day > 0) continue;
    const evening = greyhound ? rng.chance(0.6) : rng.chance(0.2);
    const first = kickOff(
      builder.now,
      day,
      evening ? '18:05' : rng.pick(['12:15', '12:50', '13:20', '13:40']),
      r.utcOffset,
    );
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

function scheduleOutrights(
  builder: CatalogueBuilder,
  comp: CompetitionRuntime,
  rng: Rng,
  fromDay: number,
): void {
  const { def, sport, region: r } = comp;
  const year = new Date(builder.now).getUTCFullYear();
  const titled = (c: Text, suffix: string | number) => render(TITLED, { c, s: suffix });
  if (sport.slug === 'golf') {
    const startsAt = kickOff(builder.now, fromDay + rng.int(1, 8), '07:00', r.utcOffset);
    builder.addFixture(
      comp,
      { startsAt, field: comp.participants, names: titled(def.name, year), outright: 'tournament' },
      rng,
    );
    return;
  }
  if (sport.slug === 'motor-racing') {
    const host = rng.pick(REGIONS.filter((x) => x.code));
    const startsAt = kickOff(builder.now, fromDay + rng.int(1, 9), '14:00', host.utcOffset);
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
  const stageStart = kickOff(builder.now, fromDay + rng.int(0, 1), '12:00', r.utcOffset);
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

// ---------------------------------------------------------------------------------- catalogue

function brandIds(def: CompetitionDef): string[] | null {
  return def.brands ? def.brands.flatMap((c) => brandByCountry(c)?.BOOKMAKER ?? []) : null;
}

/** Priority for list order: popular sports and top tiers first. */
function competitionPriority(sport: SportDef, def: CompetitionDef, indexInSport: number): number {
  return Math.max(1, 1000 - sport.sortOrder * 12 - (def.tier - 1) * 120 - indexInSport * 4);
}

export interface GeneratedCatalogue extends CatalogueRows {
  runtimes: CompetitionRuntime[];
}

/** The whole demo catalogue (sports down to outcomes) for a seed, size and `now`. */
export function generateCatalogue(options: GenerateOptions): GeneratedCatalogue {
  const { size, seed, now } = options;
  const defs = COMPETITIONS.filter((c) => size === 'full' || c.small);
  const ids = IdAllocator.fresh();
  const participantRows: ParticipantRow[] = [];
  const competitionRows: CompetitionRow[] = [];
  const runtimes: CompetitionRuntime[] = [];
  const byKey = new Map<string, CompetitionRuntime>();
  const books = new Map<string, NameBook>();
  const indexInSport = new Map<string, number>();

  COMPETITIONS.forEach((def, index) => {
    if (!defs.includes(def)) return;
    const sport = sportBySlug(def.sport);
    const profileName = sport.profile;
    if (!profileName) return;
    const profile = PROFILES[profileName];
    const r = region(def.region);
    const rng = new Rng(seedFrom(seed, 'competition', def.key));
    const book = books.get(sport.slug) ?? new NameBook();
    books.set(sport.slug, book);
    const spread = def.tier === 1 ? 0.5 : def.tier === 2 ? 0.4 : 0.3;

    let members: Participant[] = [];
    const pooled = (def.pool ?? []).flatMap((key) => byKey.get(key)?.participants ?? []);
    if (pooled.length >= def.size) {
      members = [...pooled].sort((a, b) => b.strength - a.strength).slice(0, Math.round(def.size * 1.5));
      members = rng.sample(members, def.size);
    } else {
      for (let i = 0; i < def.size; i++) {
        const strength = rng.normal(0, profile.family === 'racing' ? 0.7 : spread);
        const p: Participant = {
          id: ids.nextParticipant(),
          name: participantName(sport, def, r, rng, book),
          strength: Math.round(strength * 1000) / 1000,
          regionId: r.id,
        };
        members.push(p);
        participantRows.push({
          id: p.id,
          sportId: sport.id,
          regionId: r.id,
          kind: participantKind(sport),
          name: p.name,
          slug: slugify(p.name) || `p-${p.id}`,
          strength: p.strength,
        });
      }
    }
    const n = indexInSport.get(sport.slug) ?? 0;
    indexInSport.set(sport.slug, n + 1);
    const names = def.name;
    const slugs = competitionSlugs(r, names);
    const runtime: CompetitionRuntime = {
      id: index + 1,
      def,
      sport,
      profile,
      region: r,
      priority: competitionPriority(sport, def, n),
      participants: members,
      brands: brandIds(def),
    };
    runtimes.push(runtime);
    byKey.set(def.key, runtime);
    competitionRows.push({
      id: runtime.id,
      sportId: sport.id,
      regionId: r.id,
      slug: slugs.en,
      names: names.names,
      slugs,
      priority: runtime.priority,
      brands: runtime.brands,
      participantIds: members.map((m) => m.id),
      format: def.format === 'rolling' ? (profile.family === 'racing' ? 'racing' : 'league') : def.format,
    });
  });

  const builder = new CatalogueBuilder(seed, now, ids, size === 'small');
  for (const runtime of runtimes) {
    const rng = new Rng(seedFrom(seed, 'fixtures', runtime.def.key, Math.floor(now / DAY)));
    scheduleCompetition(builder, runtime, rng, now, size === 'small' ? 0.5 : 0.14, true);
  }

  return {
    sports: sportRows(),
    regions: regionRows(),
    participants: participantRows,
    competitions: competitionRows,
    events: builder.out.events,
    markets: builder.out.markets,
    outcomes: builder.out.outcomes,
    runtimes,
  };
}
