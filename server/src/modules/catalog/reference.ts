/** What the brand offers: sports, regions and competitions loaded once per catalogue version, and who is asking (Scope). */
import { brandByBookmaker } from '@touchline/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { isOfferedTo } from './availability';
import type { CatalogCache } from './cache';
import {
  type CompetitionCountRecord,
  type CompetitionRecord,
  loadCompetitionCounts,
  loadCompetitions,
  loadRegions,
  loadSports,
  type RegionRecord,
  type SportRecord,
} from './repo';

/** What the catalog's calls read: the database, the clock and the app's cache of catalog answers. */
export type Ctx = Pick<AppContext, 'database' | 'clock'> & { catalogCache: CatalogCache };

/** Who is asking: the brand (bookmaker id) and the language names come back in. */
export interface Scope {
  bookmaker: string;
  lang: string;
}

/** Sports ids the spec links to the sport page only. */
export const SPORT_PAGE_ONLY = new Set([54, 133, 153, 180, 31, 181, 183, 55, 137, 184, 207]);

export interface Reference {
  sports: SportRecord[];
  sportsById: Map<number, SportRecord>;
  /** Canonical and translated sport slugs (every language) to sports. */
  sportsBySlug: Map<string, SportRecord>;
  childrenOf: Map<number, number[]>;
  regionsById: Map<number, RegionRecord>;
  competitions: CompetitionRecord[];
  competitionsById: Map<number, CompetitionRecord>;
  /** Canonical and translated competition slugs to competitions (a slug may exist in several sports). */
  competitionsBySlug: Map<string, CompetitionRecord[]>;
  counts: Map<number, CompetitionCountRecord>;
  /** Competition ids offered by each bookmaker. */
  offered: Map<string, number[]>;
}

export const REFERENCE_KEY = 'reference';

/** Sports, regions, competitions and open-event counts: read once per catalogue version. */
export async function reference(ctx: Ctx): Promise<Reference> {
  return ctx.catalogCache.value(REFERENCE_KEY, ctx.clock.now(), async () => {
    const [sports, regions, competitions, counts] = await Promise.all([
      loadSports(ctx.database),
      loadRegions(ctx.database),
      loadCompetitions(ctx.database),
      loadCompetitionCounts(ctx.database),
    ]);
    const sportsBySlug = new Map<string, SportRecord>();
    const childrenOf = new Map<number, number[]>();
    for (const sport of sports) {
      for (const slug of Object.values(sport.slugs))
        if (!sportsBySlug.has(slug)) sportsBySlug.set(slug, sport);
      sportsBySlug.set(sport.slug, sport);
      if (sport.parent_id !== null)
        childrenOf.set(sport.parent_id, [...(childrenOf.get(sport.parent_id) ?? []), sport.id]);
    }
    const competitionsBySlug = new Map<string, CompetitionRecord[]>();
    for (const competition of competitions) {
      for (const slug of new Set([competition.slug, ...Object.values(competition.slugs)])) {
        competitionsBySlug.set(slug, [...(competitionsBySlug.get(slug) ?? []), competition]);
      }
    }
    return {
      sports,
      sportsById: new Map(sports.map((s) => [s.id, s])),
      sportsBySlug,
      childrenOf,
      regionsById: new Map(regions.map((r) => [r.id, r])),
      competitions,
      competitionsById: new Map(competitions.map((c) => [c.id, c])),
      competitionsBySlug,
      counts: new Map(counts.map((c) => [c.competition_id, c])),
      offered: new Map(),
    };
  });
}

export function offeredCompetitions(ref: Reference, bookmaker: string): number[] {
  let ids = ref.offered.get(bookmaker);
  if (!ids) {
    ids = ref.competitions.filter((c) => isOfferedTo(c.brands, bookmaker)).map((c) => c.id);
    ref.offered.set(bookmaker, ids);
  }
  return ids;
}

export function isOffered(
  competition: CompetitionRecord | undefined,
  bookmaker: string,
): competition is CompetitionRecord {
  return Boolean(competition && isOfferedTo(competition.brands, bookmaker));
}

/** Unknown bookmakers get a 400 with the list of known ones (the contract checks only the shape). */
export function assertBookmaker(bookmaker: string): void {
  if (!brandByBookmaker(bookmaker)) {
    throw badRequest(`bookmaker: unknown bookmaker '${bookmaker}'`);
  }
}
