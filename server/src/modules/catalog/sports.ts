/** The sports menu: every sport the brand offers, with open event and outright counts. */
import type { Sport } from '@touchline/contract';
import type { CachedResponse } from './cache';
import { cacheKey } from './events';
import { tr } from './mapping';
import { assertBookmaker, type Ctx, offeredCompetitions, reference, type Scope } from './reference';

/** GET /sports: every sport the brand offers, with open event and outright counts, in menu order. */
export async function listSports(ctx: Ctx, scope: Scope): Promise<{ data: Sport[] }> {
  assertBookmaker(scope.bookmaker);
  const ref = await reference(ctx);
  const offered = new Set(offeredCompetitions(ref, scope.bookmaker));
  const totals = new Map<number, { events: number; outrights: number; offered: boolean }>();
  for (const competition of ref.competitions) {
    if (!offered.has(competition.id)) continue;
    const counts = ref.counts.get(competition.id);
    const t = totals.get(competition.sport_id) ?? { events: 0, outrights: 0, offered: true };
    t.events += counts?.events ?? 0;
    t.outrights += counts?.outrights ?? 0;
    totals.set(competition.sport_id, t);
  }
  for (const sport of ref.sports) {
    if (sport.parent_id === null) continue;
    const child = totals.get(sport.id);
    if (!child) continue;
    const parent = totals.get(sport.parent_id) ?? { events: 0, outrights: 0, offered: true };
    parent.events += child.events;
    parent.outrights += child.outrights;
    totals.set(sport.parent_id, parent);
  }
  const data: Sport[] = [];
  for (const sport of ref.sports) {
    const t = totals.get(sport.id);
    if (!t && !sport.is_parent) continue;
    const parent = sport.parent_id !== null ? ref.sportsById.get(sport.parent_id) : undefined;
    data.push({
      id: String(sport.id),
      slug: sport.slug,
      translated_slug: tr(sport.slugs, scope.lang) || sport.slug,
      name: tr(sport.names, scope.lang),
      category: sport.category,
      event_count: t?.events ?? 0,
      outright_count: t?.outrights ?? 0,
      total: (t?.events ?? 0) + (t?.outrights ?? 0),
      is_parent: sport.is_parent,
      is_virtual: sport.is_virtual,
      parent_id: parent ? String(parent.id) : null,
      parent_slug: parent?.slug ?? null,
      icon: sport.icon,
    });
  }
  return { data };
}

export function cachedSports(ctx: Ctx, scope: Scope): Promise<CachedResponse> {
  assertBookmaker(scope.bookmaker);
  return ctx.catalogCache.response(cacheKey('sports', scope), ctx.clock.now(), () => listSports(ctx, scope));
}
