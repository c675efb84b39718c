/**
 * Which server runs the feed: the one holding the feed's database advisory lock. The others ask again
 * now and then, so when the runner stops or dies another one takes over.
 */
import type { AppContext } from '../context';
import { FEED_LOCK_KEY } from '../db/locks';
import type { FeedLogger } from './types';

/** What the elected runner does: a tick every `tickMs`, and forgetting its state when it steps down. */
export interface RunnerWork {
  tick(): Promise<unknown>;
  /** What this server knew may be stale once another runner has taken over. */
  steppedDown(): void;
}

const sleep = (ms: number, signal: { wake?: () => void }) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });

/** Runs the work whenever this server can lead: retries while another server leads, stops on `stop()`. */
export class Election {
  readonly #database: AppContext['database'];
  readonly #options: { tickMs: number; leaderRetryMs: number };
  readonly #work: RunnerWork;
  readonly #log: FeedLogger | undefined;
  #running = false;
  #leading = false;
  #wakeable: { wake?: () => void } = {};
  #loop: Promise<void> | null = null;

  constructor(
    database: AppContext['database'],
    options: { tickMs: number; leaderRetryMs: number },
    work: RunnerWork,
    log: FeedLogger | undefined,
  ) {
    this.#database = database;
    this.#options = options;
    this.#work = work;
    this.#log = log;
  }

  /** True while this server is the elected runner. */
  get leading(): boolean {
    return this.#leading;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#leadLoop();
  }

  async #leadLoop(): Promise<void> {
    const o = this.#options;
    while (this.#running) {
      let lead: Awaited<ReturnType<AppContext['database']['tryLead']>> = null;
      try {
        lead = await this.#database.tryLead(FEED_LOCK_KEY);
      } catch (error) {
        this.#log?.warn({ err: error }, 'feed could not ask for leadership');
      }
      if (!lead) {
        if (this.#running) await sleep(o.leaderRetryMs, this.#wakeable);
        continue;
      }
      this.#leading = true;
      this.#log?.info({}, 'live feed: this server runs the feed');
      let lost = false;
      void lead.lost.then(() => {
        lost = true;
        this.#wakeable.wake?.();
      });
      while (this.#running && !lost) {
        try {
          await this.#work.tick();
        } catch (error) {
          this.#log?.error({ err: error }, 'feed tick failed');
        }
        if (this.#running && !lost) await sleep(o.tickMs, this.#wakeable);
      }
      this.#leading = false;
      this.#work.steppedDown();
      if (lost) this.#log?.warn({}, 'live feed: leadership lost');
      await lead.release().catch(() => undefined);
    }
  }

  /** Stops running and gives up leadership; waits for the running tick. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wakeable.wake?.();
    await this.#loop;
    this.#loop = null;
  }
}
