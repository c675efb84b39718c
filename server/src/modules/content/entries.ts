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
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A table of entries: an id, a version raised on every change, created and updated times. */
type EntryTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

interface TableSpec<Input, Entry, Table extends EntryTable> {
  kind: ContentKind;
  table: Table;
  /** The rows of the table that are this kind's; all when left out. */
  rows?: SQL;
  /** Columns every row of the kind is written with. */
  fixed?: Record<string, unknown>;
  order: SQL[];
  entry: (row: Table['$inferSelect']) => Entry;
  values: (input: Input) => Record<string, unknown>;
}

/** The EntryStore of a table of entries. */
export function tableEntryStore<
  Input extends EntryScope,
  Entry extends StoredEntry,
  Table extends EntryTable,
>(spec: TableSpec<Input, Entry, Table>): EntryStore<Input, Entry> {
  const { table } = spec;
  const one = (id: string) => and(spec.rows, eq(table.id, id));
  const entries = (rows: unknown) => (rows as Table['$inferSelect'][]).map(spec.entry);
  return {
    kind: spec.kind,
    async all(db) {
      return entries(
        await db
          .select()
          .from(table as PgTable)
          .where(spec.rows)
          .orderBy(...spec.order),
      );
    },
    async find(db, id) {
      return entries(
        await db
          .select()
          .from(table as PgTable)
          .where(one(id))
          .for('update'),
      )[0];
    },
    async insert(db, id, input, now) {
      const row = { ...spec.fixed, id, ...spec.values(input), createdAt: now, updatedAt: now };
      return entries(
        await db
          .insert(table)
          .values(row as never)
          .onConflictDoNothing({ target: table.id })
          .returning(),
      )[0];
    },
    async update(db, id, input, version, now) {
      const row = { ...spec.values(input), version: sql`${table.version} + 1`, updatedAt: now };
      return entries(
        await db
          .update(table)
          .set(row as never)
          .where(and(one(id), eq(table.version, version)))
          .returning(),
      )[0];
    },
    async remove(db, id) {
      await db.delete(table).where(one(id));
    },
  };
}

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

export const bannerEntries = tableEntryStore<BannerInput, BannerEntry, typeof banners>({
  kind: 'banner',
  table: banners,
  order: [asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id)],
  entry: bannerEntry,
  values: bannerValues,
});

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
  return tableEntryStore<Input, Entry, typeof contentEntries>({
    kind,
    table: contentEntries,
    rows: eq(contentEntries.kind, kind),
    fixed: { kind },
    order: [asc(contentEntries.createdAt), asc(contentEntries.id)],
    entry: contentEntry<Entry>,
    values: contentValues,
  });
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
