/** What the feed tells its listeners and what it can be tuned with. */
/** Told after every committed tick with the ids of the events whose data changed. */
export type ChangedListener = (eventIds: readonly number[]) => void;

export interface FeedLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface FeedOptions {
  seed?: number;
  /** Real time between ticks. */
  tickMs?: number;
  /** How often a follower retries to become the runner. */
  leaderRetryMs?: number;
  /** Markets stay closed this long after a goal (virtual events: a quarter of it). */
  goalSuspendMs?: number;
  /** A live event is re-priced at least this often even when nothing happens. */
  priceIntervalMs?: number;
  /** An ended event is resulted after this delay (virtual events: a sixth of it). */
  resultDelayMs?: number;
  /** Bounds of one tick's work. */
  maxStarting?: number;
  maxLive?: number;
  maxResulting?: number;
  /** Keep competitions (virtual ones especially) stocked with upcoming events. */
  schedule?: boolean;
  /**
   * Called on each schedule check to stock the catalogue's competitions with upcoming events (the
   * demo's top-up); returns how many events it added. Without it only virtual cards are kept going.
   */
  restock?: Restock;
  scheduleCheckMs?: number;
  /** How long the feed_changes log is kept. */
  feedLogMs?: number;
  logger?: FeedLogger;
}

/** Adds upcoming events to the catalogue at `now`; returns how many it added. */
export type Restock = (now: number) => Promise<number>;

/** The options with every default filled in. */
export type FeedSettings = Required<Omit<FeedOptions, 'logger' | 'seed' | 'restock'>> & { seed: number };

export interface TickReport {
  started: number[];
  changed: number[];
  ended: number[];
  resulted: number[];
  /** Virtual events this feed copied onto their cards. */
  created: number[];
  /** Events the catalogue's top-up added. */
  toppedUp: number;
}
