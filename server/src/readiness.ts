/**
 * Readiness: whether this server can do its work now, which GET /readyz answers for load balancers.
 * The database is always checked; a part that holds a connection of its own (Redis for realtime, ...)
 * registers a check when it connects.
 */

/** Throws (or rejects) when the dependency cannot be used. */
export type ReadinessCheck = () => Promise<unknown>;

/** A check that has not answered in this long counts as down. */
export const READINESS_TIMEOUT_MS = 2_000;

export class Readiness {
  readonly #checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    if (this.#checks.has(name)) throw new Error(`readiness check '${name}' is registered twice`);
    this.#checks.set(name, check);
  }

  /** Every check's verdict, all run at once: null when it is up, else why it is down. */
  async run(timeoutMs = READINESS_TIMEOUT_MS): Promise<Record<string, string | null>> {
    const entries = await Promise.all(
      [...this.#checks].map(async ([name, check]) => [name, await verdict(check, timeoutMs)] as const),
    );
    return Object.fromEntries(entries);
  }
}

async function verdict(check: ReadinessCheck, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.slice(0, 200) || 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
