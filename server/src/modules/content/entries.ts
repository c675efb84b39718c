/**
 * SQL of the operator's content: the banners table, the content_entries table (global entry, SEO,
 * navigation, translation overrides) and the audit. Each kind is an EntryStore, the one shape the
 * operator calls and the public calls read and write through.
 */
import type {
  BannerEntry,
  BannerInput,
  ContentAuditEntry,
  ContentKind,
  GlobalEntry,
  GlobalInput,
  NavigationEntry,
  NavigationInput,
  SeoEntry,
  SeoInput,
  TranslationsEntry,
  TranslationsInput,
} from '@touchline/contract';
import { and, asc, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { banners, type ContentEntryKind, contentAudit, contentEntries } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** What every stored entry has, whatever its kind. */
export interface StoredEntry {
  id: string;
  bookmaker: string | null;
  version: number;
}

/** The scope fields every input has. */
export interface EntryScope {
  bookmaker: string | null;
}

/** How one kind of entry is read and written. */
export interface EntryStore<Input extends EntryScope, Entry extends StoredEntry> {
  readonly kind: ContentKind;
  /** Every entry of the kind, in the order lists show them. */
  all(db: Executor): Promise<Entry[]>;
  /** One entry, its row locked when inside a transaction. */
  find(db: Executor, id: string): Promise<Entry | undefined>;
  /** The new entry, or undefined when the id is taken. */
  insert(db: Executor, id: string, input: Input, now: Date): Promise<Entry | undefined>;
  /** The replaced entry, or undefined when it is no longer at that version. */
  update(db: Executor, id: string, input: Input, version: number, now: Date): Promise<Entry | undefined>;
  remove(db: Executor, id: string): Promise<void>;
  /** The input as it is stored (HTML cleaned); throws a 400 for input that cleans to nothing. */
  prepare?(input: Input): Input;
}

const iso = (date: Date) => date.toISOString();

// ------------------------------------------------------------------------------------------------
// Banners

type BannerDbRow = typeof banners.$inferSelect;

const bannerEntry = (row: BannerDbRow): BannerEntry => ({
  id: row.id,
  bookmaker: row.bookmaker,
  lang: row.lang as BannerEntry['lang'],
  message: row.message,
  ctas: row.ctas,
  type: row.type,
  dismissable: row.dismissable,
  visible: row.visible,
  sort_order: row.sortOrder,
  version: row.version,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

const bannerValues = (input: BannerInput) => ({
  bookmaker: input.bookmaker,
  lang: input.lang,
  message: input.message,
  ctas: input.ctas,
  type: input.type,
  dismissable: input.dismissable,
  visible: input.visible,
  sortOrder: input.sort_order,
});

export const bannerEntries: EntryStore<BannerInput, BannerEntry> = {
  kind: 'banner',
  async all(db) {
    const rows = await db
      .select()
      .from(banners)
      .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
    return rows.map(bannerEntry);
  },
  async find(db, id) {
    const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
    return row && bannerEntry(row);
  },
  async insert(db, id, input, now) {
    const [row] = await db
      .insert(banners)
      .values({ id, ...bannerValues(input), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row && bannerEntry(row);
  },
  async update(db, id, input, version, now) {
    const [row] = await db
      .update(banners)
      .set({ ...bannerValues(input), version: sql`${banners.version} + 1`, updatedAt: now })
      .where(and(eq(banners.id, id), eq(banners.version, version)))
      .returning();
    return row && bannerEntry(row);
  },
  async remove(db, id) {
    await db.delete(banners).where(eq(banners.id, id));
  },
};

// ------------------------------------------------------------------------------------------------
// content_entries: one row per kind and scope, the content as a JSON body

type ContentDbRow = typeof contentEntries.$inferSelect;

/** The entry of a row: its scope columns and its body, side by side as the contract shows them. */
const contentEntry = <Entry>(row: ContentDbRow): Entry =>
  ({
    ...row.body,
    id: row.id,
    bookmaker: row.bookmaker,
    lang: row.lang,
    ...(row.path === null ? {} : { path: row.path }),
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }) as Entry;

/** The columns of an input: its scope apart, the rest is the body. */
function contentValues(input: EntryScope & { lang?: string | null; path?: string }) {
  const { bookmaker, lang, path, ...body } = input;
  return { bookmaker, lang: lang ?? null, path: path ?? null, body };
}

function contentEntryStore<Input extends EntryScope, Entry extends StoredEntry>(
  kind: ContentEntryKind,
): EntryStore<Input, Entry> {
  const ofKind = (id: string): SQL | undefined =>
    and(eq(contentEntries.kind, kind), eq(contentEntries.id, id));
  return {
    kind,
    async all(db) {
      const rows = await db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.kind, kind))
        .orderBy(asc(contentEntries.createdAt), asc(contentEntries.id));
      return rows.map((row) => contentEntry<Entry>(row));
    },
    async find(db, id) {
      const [row] = await db.select().from(contentEntries).where(ofKind(id)).for('update');
      return row && contentEntry<Entry>(row);
    },
    async insert(db, id, input, now) {
      const [row] = await db
        .insert(contentEntries)
        .values({ id, kind, ...contentValues(input), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: contentEntries.id })
        .returning();
      return row && contentEntry<Entry>(row);
    },
    async update(db, id, input, version, now) {
      const [row] = await db
        .update(contentEntries)
        .set({ ...contentValues(input), version: sql`${contentEntries.version} + 1`, updatedAt: now })
        .where(and(ofKind(id), eq(contentEntries.version, version)))
        .returning();
      return row && contentEntry<Entry>(row);
    },
    async remove(db, id) {
      await db.delete(contentEntries).where(ofKind(id));
    },
  };
}

export const globalEntries = contentEntryStore<GlobalInput, GlobalEntry>('global');
export const seoEntries = contentEntryStore<SeoInput, SeoEntry>('seo');
export const navigationEntries = contentEntryStore<NavigationInput, NavigationEntry>('navigation');
export const translationEntries = contentEntryStore<TranslationsInput, TranslationsEntry>('translations');

// ------------------------------------------------------------------------------------------------
// Audit

export interface AuditRecord {
  at: Date;
  actor: string;
  action: ContentAuditEntry['action'];
  kind: ContentKind;
  entityId: string;
  bookmaker: string | null;
  before: unknown;
  after: unknown;
}

export async function insertAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(contentAudit).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export interface AuditFilter {
  /** Only rows of this brand; undefined: every row. */
  bookmaker?: string;
  kind?: ContentKind;
  entityId?: string;
  before?: number;
  limit: number;
}

/** Audit rows, newest first, and how many match the filter. */
export async function auditRows(
  db: Executor,
  filter: AuditFilter,
): Promise<{ entries: ContentAuditEntry[]; total: number }> {
  const matching = and(
    filter.bookmaker === undefined ? undefined : eq(contentAudit.bookmaker, filter.bookmaker),
    filter.kind === undefined ? undefined : eq(contentAudit.kind, filter.kind),
    filter.entityId === undefined ? undefined : eq(contentAudit.entityId, filter.entityId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentAudit)
      .where(and(matching, filter.before === undefined ? undefined : lt(contentAudit.id, filter.before)))
      .orderBy(desc(contentAudit.id))
      .limit(filter.limit),
    db.select({ total: count() }).from(contentAudit).where(matching),
  ]);
  return {
    entries: rows.map((row) => ({
      id: String(row.id),
      at: iso(row.at),
      actor: row.actor,
      action: row.action,
      kind: row.kind as ContentKind,
      entity_id: row.entityId,
      bookmaker: row.bookmaker,
      before: row.before,
      after: row.after,
    })),
    total: Number(counted?.total ?? 0),
  };
}
