/**
 * The signal that catalogue rows (events, markets, outcomes) changed: raised by whatever writes them
 * (the live feed, the demo seeding and top-up, a change announced by another server), heard by whatever
 * keeps copies of them (the catalog's response cache). Writers do not know who listens, so lower layers
 * never reach up into the API's modules. One signal per application, keyed by its database.
 */
import type { AppContext } from '../context';

type Listener = () => void;

const listeners = new WeakMap<object, Set<Listener>>();

function listenersOf(ctx: Pick<AppContext, 'database'>): Set<Listener> {
  let set = listeners.get(ctx.database);
  if (!set) {
    set = new Set();
    listeners.set(ctx.database, set);
  }
  return set;
}

/** Listens for catalogue changes of an application; returns the function that stops listening. */
export function onCatalogueChanged(ctx: Pick<AppContext, 'database'>, listener: Listener): () => void {
  const set = listenersOf(ctx);
  set.add(listener);
  return () => set.delete(listener);
}

/** Says that catalogue rows changed; call after the change is committed. */
export function catalogueChanged(ctx: Pick<AppContext, 'database'>): void {
  for (const listener of listenersOf(ctx)) listener();
}
