/**
 * The operator's changes of content: list, create, replace (from the version it was read at) and remove,
 * for any kind of entry, each change audited in its own transaction and then announced to every server's
 * content store. A brand's token sees and changes only its brand's entries; another brand's entry, or an
 * entry for every brand, is a 404 to it, as if it did not exist.
 */
import { randomBytes } from 'node:crypto';
import type {
  CallDef,
  ContentAuditQuery,
  ContentAuditResponse,
  ContentListQuery,
  ContentRemovedResponse,
} from '@touchline/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BRANDS } from '../../brands';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/tx';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type Operator, operatorHook, operatorOfRequest } from '../../http/operator';
import { callRoute, type ZodApp } from '../../http/routes';
import { isUniqueViolation } from '../bets';
import { auditRows, type EntryScope, type EntryStore, insertAudit, type StoredEntry } from './entries';
import { ContentStore } from './store';

/** A new entry's id when the operator gives none. */
const newId = () =>
  randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0');

/** True when the operator may see and change an entry of this scope. */
const owns = (operator: Operator, bookmaker: string | null) =>
  operator.bookmaker === null || operator.bookmaker === bookmaker;

const notYours = (kind: string, id: string) =>
  notFound(`no ${kind} entry '${id.slice(0, 80)}'`, 'CONTENT_NOT_FOUND');

/** An entry is for a brand the server knows (or every brand); a brand's token writes only its brand's. */
function assertScope(operator: Operator, kind: string, bookmaker: string | null): void {
  if (bookmaker !== null && !BRANDS.some((brand) => brand.BOOKMAKER === bookmaker)) {
    throw badRequest(`bookmaker: no brand '${bookmaker}'`);
  }
  if (!owns(operator, bookmaker)) {
    throw notFound(
      `bookmaker: the token may not write ${kind} entries of '${bookmaker ?? 'every brand'}'`,
      'CONTENT_NOT_FOUND',
    );
  }
}

/** A write that would give a second entry the scope (brand, language, path) of another. */
const scopeTaken = (kind: string) =>
  conflict(
    `an ${kind} entry for this brand, language and path exists already: replace it instead`,
    'CONTENT_SCOPE_TAKEN',
  );

/** The content of a create or replace body (its id or version apart) as it is stored. */
function prepared<Input extends EntryScope, Entry extends StoredEntry>(
  kind: EntryStore<Input, Entry>,
  content: object,
): Input {
  const input = content as Input;
  return kind.prepare ? kind.prepare(input) : input;
}

export interface ListFilter {
  bookmaker?: string | undefined;
  scope?: 'brand' | 'all-brands' | undefined;
  lang?: string | undefined;
}

export class ContentAdmin {
  /** What the public calls read; every change tells it (and every other server's) to read again. */
  readonly store: ContentStore;

  constructor(private readonly ctx: AppContext) {
    this.store = new ContentStore(ctx.clock, ctx.broadcast);
  }

  /** Every entry of a kind, through the content store (what the public calls read). */
  entries<Input extends EntryScope, Entry extends StoredEntry>(
    kind: EntryStore<Input, Entry>,
  ): Promise<Entry[]> {
    return this.store.read(kind.kind, () => kind.all(this.ctx.database.db));
  }

  /** The entries the operator may see, filtered. */
  async list<Input extends EntryScope, Entry extends StoredEntry & { lang?: string | null }>(
    kind: EntryStore<Input, Entry>,
    operator: Operator,
    filter: ListFilter,
  ): Promise<Entry[]> {
    return (await kind.all(this.ctx.database.db)).filter(
      (entry) =>
        owns(operator, entry.bookmaker) &&
        (filter.bookmaker === undefined || entry.bookmaker === filter.bookmaker) &&
        (filter.scope === undefined || (filter.scope === 'brand') === (entry.bookmaker !== null)) &&
        (filter.lang === undefined || entry.lang === filter.lang),
    );
  }

  async create<Input extends EntryScope, Entry extends StoredEntry>(
    kind: EntryStore<Input, Entry>,
    operator: Operator,
    body: Input & { id?: string | undefined },
  ): Promise<Entry> {
    const { id: chosen, ...rest } = body;
    const input = prepared(kind, rest);
    assertScope(operator, kind.kind, input.bookmaker);
    const id = chosen ?? newId();
    return this.#change(kind, async (db, now) => {
      const created = await kind.insert(db, id, input, now);
      if (!created) throw conflict(`a ${kind.kind} entry '${id}' exists already`, 'CONTENT_EXISTS');
      await this.#audit(db, now, operator, kind, 'create', id, null, created);
      return created;
    });
  }

  async replace<Input extends EntryScope, Entry extends StoredEntry>(
    kind: EntryStore<Input, Entry>,
    operator: Operator,
    id: string,
    body: Input & { version: number },
  ): Promise<Entry> {
    const { version, ...rest } = body;
    const input = prepared(kind, rest);
    return this.#change(kind, async (db, now) => {
      const before = await kind.find(db, id);
      if (!before || !owns(operator, before.bookmaker)) throw notYours(kind.kind, id);
      assertScope(operator, kind.kind, input.bookmaker);
      const after = before.version === version ? await kind.update(db, id, input, version, now) : undefined;
      if (!after) {
        throw conflict(
          `version: the ${kind.kind} entry is at version ${before.version}, not ${version}: read it again`,
          'CONTENT_VERSION_CHANGED',
        );
      }
      await this.#audit(db, now, operator, kind, 'replace', id, before, after);
      return after;
    });
  }

  async remove<Input extends EntryScope, Entry extends StoredEntry>(
    kind: EntryStore<Input, Entry>,
    operator: Operator,
    id: string,
  ): Promise<ContentRemovedResponse> {
    return this.#change(kind, async (db, now) => {
      const before = await kind.find(db, id);
      if (!before || !owns(operator, before.bookmaker)) throw notYours(kind.kind, id);
      await kind.remove(db, id);
      await this.#audit(db, now, operator, kind, 'remove', id, before, null);
      return { kind: kind.kind, id, removed: true as const };
    });
  }

  /** The audit the operator may read: a brand's token reads its brand's rows only. */
  audit(operator: Operator, query: ContentAuditQuery): Promise<ContentAuditResponse> {
    return auditRows(this.ctx.database.db, {
      ...(operator.bookmaker === null ? {} : { bookmaker: operator.bookmaker }),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.entity_id ? { entityId: query.entity_id } : {}),
      ...(query.before ? { before: query.before } : {}),
      limit: query.limit,
    });
  }

  /** Runs a change in a transaction; once committed, every server reads the kind again. */
  async #change<Input extends EntryScope, Entry extends StoredEntry, T>(
    kind: EntryStore<Input, Entry>,
    work: (db: Executor, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = new Date(this.ctx.clock.now());
    let result: T;
    try {
      result = await this.ctx.database.db.transaction((tx) => work(tx, now));
    } catch (error) {
      if (isUniqueViolation(error)) throw scopeTaken(kind.kind);
      throw error;
    }
    this.store.changed(kind.kind);
    return result;
  }

  #audit<Input extends EntryScope, Entry extends StoredEntry>(
    db: Executor,
    at: Date,
    operator: Operator,
    kind: EntryStore<Input, Entry>,
    action: 'create' | 'replace' | 'remove',
    id: string,
    before: Entry | null,
    after: Entry | null,
  ): Promise<void> {
    return insertAudit(db, {
      at,
      actor: operator.name,
      action,
      kind: kind.kind,
      entityId: id,
      bookmaker: (after ?? before)?.bookmaker ?? null,
      before,
      after,
    });
  }
}

/** Who the audit says wrote the demo content. */
export const DEMO_SEEDER: Operator = { name: 'demo-seed', bookmaker: null };

/**
 * True for the one server that claims a seeding flag (a row of the meta table): demo content is written
 * once per database, whoever starts first, however many start at once.
 */
export async function claimSeeding(ctx: AppContext, flag: string): Promise<boolean> {
  const claimed = await ctx.database.query<{ key: string }>(
    `insert into meta (key, value) values ($1, $2::jsonb) on conflict (key) do nothing returning key`,
    [flag, JSON.stringify({ at: new Date(ctx.clock.now()).toISOString() })],
  );
  return claimed.length > 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's content: its changes, and the store the public calls read it through. */
    contentAdmin: ContentAdmin;
  }
}

/** The four contract calls of one kind of entry. */
export interface EntryCalls {
  list: CallDef;
  create: CallDef;
  replace: CallDef;
  remove: CallDef;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves a kind's list, create, replace and remove calls behind the operator hook (404 when no operator
 * token is configured, 401 without a known token, checked before the input is read).
 */
export function serveEntries<Input extends EntryScope, Entry extends StoredEntry>(
  app: ZodApp,
  calls: EntryCalls,
  kind: EntryStore<Input, Entry>,
): void {
  const admin = app.contentAdmin;
  const options = { onRequest: operatorHook(app.ctx.config) };
  const serve = (call: CallDef, handler: Handler) => callRoute(app, call, options, handler as never);
  serve(calls.list, async (request) => ({
    entries: await admin.list(kind, operatorOfRequest(request), request.query as ContentListQuery),
  }));
  serve(calls.create, (request) =>
    admin.create(kind, operatorOfRequest(request), request.body as Input & { id?: string }),
  );
  serve(calls.replace, (request) =>
    admin.replace(
      kind,
      operatorOfRequest(request),
      (request.params as { id: string }).id,
      request.body as Input & { version: number },
    ),
  );
  serve(calls.remove, (request) =>
    admin.remove(kind, operatorOfRequest(request), (request.params as { id: string }).id),
  );
}

/** Serves the audit call behind the operator hook. */
export function serveAudit(app: ZodApp, call: CallDef): void {
  const admin = app.contentAdmin;
  callRoute(app, call, { onRequest: operatorHook(app.ctx.config) }, (async (request: FastifyRequest) =>
    admin.audit(operatorOfRequest(request), request.query as ContentAuditQuery)) as never);
}
