/** SQL of the trading calls: one market's suspension flag, and the event log row that tells every server. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/tx';

export interface TradedMarket {
  id: number;
  eventId: number;
  isSuspended: boolean;
  status: string;
  /** Brands that offer the event (its competition's); null: every brand. */
  brands: string[] | null;
}

/** The market, locked for the rest of the transaction; undefined when there is none. */
export async function lockMarket(tx: Tx, marketId: number): Promise<TradedMarket | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select m.id, m.event_id, m.is_suspended, m.status, c.brands
      from markets m join events e on e.id = m.event_id join competitions c on c.id = e.competition_id
      where m.id = ${marketId} for update of m`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    eventId: Number(row.event_id),
    isSuspended: Boolean(row.is_suspended),
    status: String(row.status),
    brands: (row.brands as string[] | null) ?? null,
  };
}

export async function writeSuspension(tx: Tx, marketId: number, suspended: boolean): Promise<void> {
  await tx.execute(sql`update markets set is_suspended = ${suspended} where id = ${marketId}`);
}

/**
 * Bumps the event's version and logs the change as the feed logs its own, so servers and clients that
 * catch up from the log see it; returns the new version.
 */
export async function logEventChange(
  tx: Tx,
  eventId: number,
  now: Date,
  delta: Record<string, unknown>,
): Promise<number> {
  const [row] = rowsOf<{ version: unknown }>(
    await tx.execute(sql`update events set version = version + 1, updated_at = ${now.toISOString()}::timestamptz
      where id = ${eventId} returning version`),
  );
  const version = Number(row?.version ?? 0);
  await tx.execute(sql`insert into feed_changes (event_id, payload, created_at)
    values (${eventId}, ${JSON.stringify({ version, ...delta })}::jsonb, ${now.toISOString()}::timestamptz)`);
  return version;
}
