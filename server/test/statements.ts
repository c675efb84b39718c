import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The statements a piece of work sends to PostgreSQL, counted at the driver: every query a pg.Client
 * sends from inside `work`'s async calls (a pool client is a pg.Client), and nothing the rest of the
 * process sends meanwhile. Each statement is named by its first word (select, begin, with, commit).
 */
const sent = new AsyncLocalStorage<string[]>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const into = sent.getStore();
    if (into) {
      const first = args[0];
      const text = typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? '');
      into.push(text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? '');
    }
    return Reflect.apply(query, this, args);
  } as typeof query;
}

export async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  install();
  const statements: string[] = [];
  // Awaited inside the run: an inject chain only starts when it is awaited.
  const result = await sent.run(statements, async () => await work());
  return { result, statements };
}
