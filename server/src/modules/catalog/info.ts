/** Page links: the match page and competition page of an id, in the request's language. */
import type { InfoResponse } from '@touchline/contract';
import { notFound } from '../../http/errors';
import { tr } from './mapping';
import { offeredEvent } from './markets';
import { assertBookmaker, type Ctx, isOffered, reference, type Scope, SPORT_PAGE_ONLY } from './reference';

/** GET /v1/info/event: the match page, /{sport slug}/{competition slug}/{event slug}-{id}, in `lang`. */
export async function eventInfo(ctx: Ctx, id: string, scope: Scope): Promise<InfoResponse> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const record = await offeredEvent(ctx, ref, id, scope.bookmaker);
  if (!record) throw notFound(`id: no event ${id}`);
  const sport = ref.sportsById.get(record.sport_id);
  const competition = ref.competitionsById.get(record.competition_id);
  const sportSlug = tr(sport?.slugs, scope.lang) || (sport?.slug ?? 'sport');
  const competitionSlug = tr(competition?.slugs, scope.lang) || (competition?.slug ?? 'competition');
  return { url: `/${sportSlug}/${competitionSlug}/${record.slug}-${record.id}` };
}

/**
 * GET /v1/info/competition-by-id: the competition page, /{sport slug}/{competition slug}; sports the
 * spec links to the sport page only get /{sport slug}.
 */
export async function competitionInfo(ctx: Ctx, id: string, scope: Scope): Promise<InfoResponse> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  const competition = ref.competitionsById.get(numeric);
  if (!isOffered(competition, scope.bookmaker)) throw notFound(`id: no competition ${id}`);
  const sport = ref.sportsById.get(competition.sport_id);
  const sportSlug = tr(sport?.slugs, scope.lang) || (sport?.slug ?? 'sport');
  if (SPORT_PAGE_ONLY.has(competition.sport_id)) return { url: `/${sportSlug}` };
  return { url: `/${sportSlug}/${tr(competition.slugs, scope.lang) || competition.slug}` };
}
