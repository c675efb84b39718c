/**
 * What one tick changed, gathered while the tick runs: the rows to write, the deltas to publish to the
 * sockets and the ids of the events whose answers must be refreshed. Nothing leaves before the tick's
 * transaction commits.
 */
import { displayOdds } from '@touchline/betting';
import type { EventDelta } from '@touchline/contract';
import type { EventStats, EventStatus, MatchSummary, OutcomeResult } from '../db/schema';
import type { EventRow, EventWrite, MarketRow, MarketWrite, OutcomeWrite } from './repo';
import type { Display } from './sim';

/** Stored status to the wire's (contract EventStatus). */
export function wireStatus(status: EventStatus): NonNullable<EventDelta['status']> {
  if (status === 'scheduled') return 'not_started';
  if (status === 'resulted') return 'ended';
  return status;
}

const STAT_KEYS = ['home_scores', 'away_scores', 'home_set', 'away_set', 'server', 'time'] as const;

/** The stats fields that changed, as the wire's partial stats; null when stats went away. */
function statsDelta(before: EventStats | null, after: EventStats | null): EventDelta['stats'] | undefined {
  if (after === null) return before === null ? undefined : null;
  const changed: Record<string, unknown> = {};
  for (const key of STAT_KEYS) {
    if (before === null || before[key] !== after[key]) changed[key] = after[key] ?? null;
  }
  return Object.keys(changed).length > 0 ? (changed as EventDelta['stats']) : undefined;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
export const isOver = (status: EventStatus) =>
  status === 'ended' || status === 'resulted' || status === 'cancelled';

export class TickChanges {
  readonly events = new Map<number, EventWrite>();
  readonly markets = new Map<number, MarketWrite>();
  readonly outcomes = new Map<number, OutcomeWrite>();
  readonly deltas = new Map<number, EventDelta>();
  readonly brands = new Map<number, string[] | null>();

  delta(row: EventRow): EventDelta {
    let delta = this.deltas.get(row.id);
    if (!delta) {
      delta = { id: String(row.id) };
      this.deltas.set(row.id, delta);
      this.brands.set(row.id, row.brands);
    }
    return delta;
  }
  market(row: EventRow, market: MarketRow, isSuspended: boolean, status: MarketRow['status']): void {
    if (market.isSuspended === isSuspended && market.status === status) return;
    const suspensionChanged = market.isSuspended !== isSuspended;
    market.isSuspended = isSuspended;
    market.status = status;
    this.markets.set(market.id, { id: market.id, is_suspended: isSuspended, status });
    if (suspensionChanged) {
      const delta = this.delta(row);
      delta.markets = [...(delta.markets ?? []), { id: String(market.id), is_suspended: isSuspended }];
    }
  }
  outcome(
    row: EventRow,
    market: MarketRow,
    outcome: MarketRow['outcomes'][number],
    change: { odds?: number; result?: OutcomeResult | null; position?: number | null },
  ): void {
    const odds = change.odds ?? outcome.odds;
    const result = change.result === undefined ? outcome.result : change.result;
    const position = change.position === undefined ? outcome.position : change.position;
    if (odds === outcome.odds && result === outcome.result && position === outcome.position) return;
    const oddsChanged = odds !== outcome.odds;
    outcome.odds = odds;
    outcome.result = result;
    outcome.position = position;
    this.outcomes.set(outcome.id, { id: outcome.id, odds, result, position });
    if (oddsChanged) {
      const delta = this.delta(row);
      delta.odds = [
        ...(delta.odds ?? []),
        {
          outcome_id: String(outcome.id),
          market_id: String(market.id),
          odds,
          display_odds: displayOdds(odds),
        },
      ];
    } else this.delta(row);
  }
  event(
    row: EventRow,
    next: { status: EventStatus; isLive: boolean; shown: Display },
    before: { status: EventStatus; isLive: boolean; shown: Display | null },
  ): void {
    const delta = this.delta(row);
    if (next.status !== before.status) {
      delta.status = wireStatus(next.status);
      if (isOver(next.status) && !isOver(before.status)) delta.removed = true;
    }
    if (next.isLive !== before.isLive) delta.is_live = next.isLive;
    const shownBefore = before.shown;
    if (!shownBefore || shownBefore.statusDescription !== next.shown.statusDescription) {
      delta.status_description = next.shown.statusDescription;
    }
    const stats = statsDelta(shownBefore?.stats ?? null, next.shown.stats);
    if (stats !== undefined) delta.stats = stats;
    if (!shownBefore || !same(shownBefore.matchSummary, next.shown.matchSummary)) {
      delta.matchSummary = next.shown.matchSummary as MatchSummary;
    }
  }
  /** Every changed event needs its row rewritten so its version moves. */
  touch(id: number, write: EventWrite): void {
    this.events.set(id, write);
  }
}
