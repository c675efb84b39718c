/** Telling the world about a committed tick: its deltas to the sockets, the changed ids to listeners. */
import type { EventDelta } from '@touchline/contract';
import type { Publisher } from '../context';
import type { TickChanges } from './tick-changes';
import type { ChangedListener, FeedLogger } from './types';

/** Publishes a tick's deltas, one message per set of brands that sees the same events. */
export function publishDeltas(publisher: Publisher, changes: TickChanges, log: FeedLogger | undefined): void {
  const groups = new Map<string, { bookmakers: string[] | 'all'; deltas: EventDelta[] }>();
  for (const [id, delta] of changes.deltas) {
    const brands = changes.brands.get(id) ?? null;
    const key = brands ? [...brands].sort().join(',') : '*';
    let group = groups.get(key);
    if (!group) {
      group = { bookmakers: brands ? [...brands] : 'all', deltas: [] };
      groups.set(key, group);
    }
    group.deltas.push(delta);
  }
  for (const group of groups.values()) {
    try {
      publisher.publishEventChanges(group.bookmakers, group.deltas);
    } catch (error) {
      log?.error({ err: error }, 'publishing feed changes failed');
    }
  }
}

/** Tells each listener which events changed; one failing listener does not keep the others from hearing. */
export function announceChanged(
  listeners: Iterable<ChangedListener>,
  eventIds: readonly number[],
  log: FeedLogger | undefined,
): void {
  if (eventIds.length === 0) return;
  for (const listener of listeners) {
    try {
      listener(eventIds);
    } catch (error) {
      log?.error({ err: error }, 'feed change listener failed');
    }
  }
}
