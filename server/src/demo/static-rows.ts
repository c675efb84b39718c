/** The rows that need no random draw: sports, regions and competition slugs. */
import { REGIONS, type RegionDef } from '../domain/regions';
import { SPORTS } from '../domain/sports';
import { LANGS, type Localized, slugsOf, type Text } from '../domain/text';
import type { RegionRow, SportRow } from './rows';

export function sportRows(): SportRow[] {
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

export function regionRows(): RegionRow[] {
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
