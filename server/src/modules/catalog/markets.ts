/** Every market of one event the brand offers, with its outcomes. */
import type { MarketsQuery, MarketsResponse } from '@touchline/contract';
import { notFound } from '../../http/errors';
import { groupBy, toEvent, toMarket } from './mapping';
import { assertBookmaker, type Ctx, isOffered, type Reference, reference } from './reference';
import { type EventRecord, eventsByIds, marketsOfEvents, outcomesOfMarkets } from './repo';

export async function offeredEvent(
  ctx: Ctx,
  ref: Reference,
  id: string,
  bookmaker: string,
): Promise<EventRecord | null> {
  const numeric = Number(id);
  if (!/^\d{1,15}$/.test(id) || !Number.isSafeInteger(numeric)) return null;
  const [record] = await eventsByIds(ctx.database, [numeric]);
  if (!record || !isOffered(ref.competitionsById.get(record.competition_id), bookmaker)) return null;
  return record;
}

/** GET /echo/v1/markets: every market of one event with its outcomes. */
export async function eventMarkets(ctx: Ctx, query: MarketsQuery): Promise<MarketsResponse> {
  assertBookmaker(query.bookmaker);
  const ref = await reference(ctx);
  const record = await offeredEvent(ctx, ref, query.event_id, query.bookmaker);
  if (!record) throw notFound(`event_id: no event ${query.event_id}`);
  const markets = await marketsOfEvents(
    ctx.database,
    [Number(record.id)],
    query.types ? { types: query.types } : {},
  );
  const outcomes = groupBy(
    await outcomesOfMarkets(
      ctx.database,
      markets.map((m) => Number(m.id)),
    ),
    (o) => o.market_id,
  );
  const data = markets.map((m) => toMarket(m, record, outcomes.get(m.id) ?? [], query.lang));
  const openCount = markets.length;
  return { event: toEvent(ref, record, query.lang, openCount), data };
}
