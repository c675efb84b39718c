/**
 * The operator's content as the public calls read it: every entry of a kind, loaded once and kept until
 * an operator changes that kind. A change drops the kind here at once and on every other server through
 * the broadcast, so the next page load anywhere reads it again; the time to live bounds how stale a
 * server may be when a message was lost (Redis away at the moment of the change). Every store of a
 * process hears the same broadcast, so any number of them stay in step.
 */
import type { ContentKind } from '@touchline/contract';
import type { Clock } from '../../context';
import type { Broadcast } from '../../realtime/broadcast';

/** How long a server keeps a kind's entries without hearing of a change. */
export const CONTENT_CACHE_TTL_MS = 60_000;

const CHANGED = 'content-changed';

/** Calls `listener` with the kind whenever operator content changes on any server. */
export function onContentChanged(broadcast: Broadcast, listener: (kind: ContentKind) => void): void {
  broadcast.on(CHANGED, (kind) => {
    if (typeof kind === 'string') listener(kind as ContentKind);
  });
}

export class ContentStore {
  readonly #entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly broadcast: Broadcast,
  ) {
    onContentChanged(broadcast, (kind) => this.#entries.delete(kind));
  }

  /**
   * The entries of a kind, or the loader's (shared by concurrent readers). A load that is under way when
   * the kind changes is left to its readers but not kept: the next reader loads again.
   */
  read<T>(kind: ContentKind, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.#entries.get(kind);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    const entry = { value, expiresAt: now + CONTENT_CACHE_TTL_MS };
    this.#entries.set(kind, entry);
    // A failed load is not served to the next reader.
    value.catch(() => {
      if (this.#entries.get(kind) === entry) this.#entries.delete(kind);
    });
    return value;
  }

  /** Says that a kind changed (after the change is committed): every server reads it again. */
  changed(kind: ContentKind): void {
    this.broadcast.send(CHANGED, kind);
  }
}
