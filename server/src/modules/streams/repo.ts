/** SQL of the stream calls. */
import type { Database } from '../../db/client';
import type { Translations } from '../../db/schema';
import { offeredToSql } from '../catalog';

export interface StreamEventRow {
  id: string;
  name: string;
  names: Translations | null;
  slug: string;
  starts_at: Date;
  is_live: boolean;
  sport_slug: string;
  sport_slugs: Translations;
  competition_slug: string;
  competition_slugs: Translations;
}

/**
 * Which events have a stream (the spec is silent): live ones and those starting within the hour, of
 * real sports (not virtual, not outrights), in competitions the brand offers.
 */
const STREAMABLE = `
  not e.is_outright and not e.is_virtual and s.kind <> 'outright_only'
  and (e.status = 'live' or (e.status = 'scheduled' and e.starts_at >= $2 and e.starts_at < $3))
  and ${offeredToSql('c', '$1')}`;

const SELECT = `
  select e.id::text as id, e.name, e.names, e.slug, e.starts_at, e.is_live,
         s.slug as sport_slug, s.slugs as sport_slugs, c.slug as competition_slug, c.slugs as competition_slugs
    from events e
    join sports s on s.id = e.sport_id
    join competitions c on c.id = e.competition_id`;

export const streamableEvents = (
  database: Database,
  bookmaker: string,
  from: Date,
  to: Date,
  limit: number,
) =>
  database.query<StreamEventRow>(
    `${SELECT}
     where ${STREAMABLE}
     order by (e.status = 'live') desc, e.popularity desc, e.starts_at, e.id
     limit $4`,
    [bookmaker, from, to, limit],
  );

export async function streamableEvent(
  database: Database,
  bookmaker: string,
  from: Date,
  to: Date,
  id: number,
): Promise<StreamEventRow | undefined> {
  const rows = await database.query<StreamEventRow>(`${SELECT} where e.id = $4 and ${STREAMABLE}`, [
    bookmaker,
    from,
    to,
    id,
  ]);
  return rows[0];
}

/** Any brand: the manifest call carries no bookmaker. */
export async function isStreamingAnywhere(
  database: Database,
  from: Date,
  to: Date,
  id: number,
): Promise<boolean> {
  const rows = await database.query<{ id: string }>(
    `select e.id::text as id
       from events e join sports s on s.id = e.sport_id
      where e.id = $3 and not e.is_outright and not e.is_virtual and s.kind <> 'outright_only'
        and (e.status = 'live' or (e.status = 'scheduled' and e.starts_at >= $1 and e.starts_at < $2))`,
    [from, to, id],
  );
  return rows.length > 0;
}
