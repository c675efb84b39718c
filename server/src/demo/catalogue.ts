/** The whole generator run: every competition of every sport, scheduled and built from one seed. */
import { brandByCountry } from '@touchline/contract';
import { PROFILES } from '../domain/profiles';
import { region } from '../domain/regions';
import { type SportDef, sportBySlug } from '../domain/sports';
import { slugify } from '../domain/text';
import { Rng, seedFrom } from '../pricing/random';
import { CatalogueBuilder, type CompetitionRuntime } from './builder';
import { COMPETITIONS, type CompetitionDef } from './competitions';
import { scheduleCompetition } from './formats';
import { IdAllocator } from './ids';
import { NameBook } from './names';
import { type Participant, participantKind, participantName } from './participants';
import {
  type CatalogueRows,
  type CompetitionRow,
  DAY,
  type GenerateOptions,
  type ParticipantRow,
} from './rows';
import { competitionSlugs, regionRows, sportRows } from './static-rows';

export function brandIds(def: CompetitionDef): string[] | null {
  return def.brands ? def.brands.flatMap((c) => brandByCountry(c)?.BOOKMAKER ?? []) : null;
}

/** Priority for list order: popular sports and top tiers first. */
export function competitionPriority(sport: SportDef, def: CompetitionDef, indexInSport: number): number {
  return Math.max(1, 1000 - sport.sortOrder * 12 - (def.tier - 1) * 120 - indexInSport * 4);
}

export interface GeneratedCatalogue extends CatalogueRows {
  runtimes: CompetitionRuntime[];
}

/** The whole demo catalogue (sports down to outcomes) for a seed, size and `now`. */
export function generateCatalogue(options: GenerateOptions): GeneratedCatalogue {
  const { size, seed, now } = options;
  const shift = options.shift ?? 0;
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

  const builder = new CatalogueBuilder(seed, now, ids, size === 'small', shift);
  // Every brand sees in-play matches of every sport at any hour, as a bookmaker's live board does, and
  // races still to run with their prices, as there is always racing somewhere: the first competition of
  // each sport that all brands offer always starts with a match under way, or a meeting yet to run.
  const surelyLive = new Set<string>();
  const sportsCovered = new Set<string>();
  for (const { def, sport } of runtimes) {
    if (def.brands || def.format === 'outright') continue;
    if (sport.category === 'virtual' || sportsCovered.has(sport.slug)) continue;
    sportsCovered.add(sport.slug);
    surelyLive.add(def.key);
  }
  for (const runtime of runtimes) {
    const rng = new Rng(seedFrom(seed, 'fixtures', runtime.def.key, Math.floor((now + shift) / DAY)));
    const live = surelyLive.has(runtime.def.key);
    scheduleCompetition(builder, runtime, rng, now, size === 'small' ? 0.5 : 0.14, true, live);
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
