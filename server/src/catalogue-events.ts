/**
 * What happens to catalogue rows (events, markets, outcomes), told by whatever writes them and heard by
 * whatever depends on them. Writers (the live feed, the demo seeding and top-up, the trading calls, a
 * change announced by another server) do not know who listens, and listeners (the catalog's response
 * cache, settlement) do not know who writes: lower layers never reach up into the API's modules, and a
 * feed other than the built-in simulator only has to say what it did. One per application.
 */
import type { OutcomeResult } from './db/schema';

/** An event the feed resulted: its outcomes' results, as settlement needs them. */
export interface ResultedEvent {
  eventId: number;
  sportId: number;
  isVirtual: boolean;
  resultedAt: number;
  outcomes: Array<{ id: number; marketId: number; result: OutcomeResult; position: number | null }>;
}
export type ResultedListener = (event: ResultedEvent) => void | Promise<void>;

/** Which rows a change touched, when its writer knows: outcomes (prices, results) and markets (status). */
export interface CatalogueChange {
  outcomes: readonly number[];
  markets: readonly number[];
}
/** Hears a committed change; `change` is absent when the writer does not say which rows it touched. */
export type ChangedListener = (change?: CatalogueChange) => void;

export class CatalogueEvents {
  readonly #changed = new Set<ChangedListener>();
  readonly #resulted = new Set<ResultedListener>();

  /** Listens for committed changes of catalogue rows; returns the function that stops listening. */
  onChanged(listener: ChangedListener): () => void {
    this.#changed.add(listener);
    return () => this.#changed.delete(listener);
  }

  /** Says that catalogue rows changed; call after the change is committed. */
  changed(change?: CatalogueChange): void {
    for (const listener of this.#changed) listener(change);
  }

  /** Listens for resulted events (settlement listens here); returns the function that stops listening. */
  onResulted(listener: ResultedListener): () => void {
    this.#resulted.add(listener);
    return () => this.#resulted.delete(listener);
  }

  /**
   * Says that an event was resulted (committed): every listener runs, one after the other, even when
   * an earlier one fails; the failures are returned for the caller to log.
   */
  async resulted(event: ResultedEvent): Promise<unknown[]> {
    const failures: unknown[] = [];
    for (const listener of this.#resulted) {
      try {
        await listener(event);
      } catch (error) {
        failures.push(error);
      }
    }
    return failures;
  }
}
