/** The catalogue builder: adds events with their markets and outcomes, priced, and keeps the rows. */
import type { OutcomeItemRow } from '../db/schema';
import type { Profile } from '../domain/profiles';
import type { RegionDef } from '../domain/regions';
import type { SportDef } from '../domain/sports';
import { slugify, type Text } from '../domain/text';
import { Rng, seedFrom } from '../pricing/random';
import type { CompetitionDef } from './competitions';
import type { IdAllocator } from './ids';
import { clockLiveState, fightLiveState, type LiveState, setsLiveState } from './live';
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
import { INTERNATIONAL_STYLES, NameBook, person } from './names';
import type { Participant } from './participants';
import { type CatalogueRows, HOUR, MINUTE } from './rows';
import { eventDuration } from './scheduling';

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

export interface Fixture {
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
    /** How far the demo's clock runs ahead of the real one when kick-off times are placed (ms). */
    readonly shift = 0,
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
