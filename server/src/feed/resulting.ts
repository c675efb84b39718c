/**
 * Resulting an ended event: every outcome gets win, lose, place or void and every market is settled.
 * Races and outrights settle on a finishing order, the rest on the final score.
 */

import type { ResultedEvent } from '../catalogue-events';
import type { OutcomeResult } from '../db/schema';
import { playOf } from '../domain/play';
import { isFullEvent, isWinnerMarket, modelMarket, resultMarket } from '../pricing/outcomes';
import { mixSeed, seededRandom } from '../pricing/random';
import { marketInput, periodScore, teamsOf } from './fitting';
import { emptySummary } from './live';
import { type RaceMarket, runRace, settleRace, winMarketOf } from './racing';
import type { EventRow, MarketRow } from './repo';
import { maxScoreOf } from './sim';
import type { TickChanges } from './tick-changes';

/** A market as the race functions read it. */
export function raceMarketOf(market: MarketRow): RaceMarket {
  return {
    id: market.id,
    type: market.type,
    ewPlace: market.ewPlace,
    outcomes: market.outcomes.map((o) => ({
      id: o.id,
      code: o.code,
      participantId: o.participantId,
      odds: o.odds,
      items: o.items,
    })),
  };
}

/** Results an ended event into the tick's changes; what settlement is to be told. */
export function resultEvent(
  row: EventRow,
  markets: MarketRow[],
  now: number,
  seed: number,
  changes: TickChanges,
): ResultedEvent {
  // Who wins the overtime, shoot-out or super over of a level match: the winner market's favourite, mostly.
  const tieBreak = (market: MarketRow, eventId: number): 'home' | 'away' => {
    const [first, second] = market.outcomes;
    const p =
      first && second && first.odds > 1 && second.odds > 1
        ? 1 / first.odds / (1 / first.odds + 1 / second.odds)
        : 0.5;
    const homeFirst = first?.code === 'home' || first?.code === '1';
    const draw = seededRandom(mixSeed(seed, eventId))();
    return draw < p === homeFirst ? 'home' : 'away';
  };
  const profile = playOf(row.sportKind, row.sportSlug);
  const outcomes: ResultedEvent['outcomes'] = [];
  const settle = (market: MarketRow, results: ReadonlyMap<number, OutcomeResult>) => {
    let anyResult = false;
    for (const outcome of market.outcomes) {
      const result = results.get(outcome.id) ?? 'void';
      if (result !== 'void') anyResult = true;
      changes.outcome(row, market, outcome, { result });
      outcomes.push({ id: outcome.id, marketId: market.id, result, position: outcome.position });
    }
    changes.market(row, market, true, anyResult ? 'settled' : 'void');
  };
  const open = markets.filter((m) => m.status !== 'settled' && m.status !== 'void');
  // An outright's field finishes in an order drawn from its winner prices, as a race's runners do.
  if (profile?.type === 'race' || row.isOutright) {
    const win = winMarketOf(markets);
    const placed = (win?.outcomes ?? []).filter((x) => x.position !== null);
    const order =
      placed.length > 0
        ? [...placed].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((x) => x.id)
        : null;
    const race = order
      ? settleRace(markets.map(raceMarketOf), order)
      : runRace(markets.map(raceMarketOf), seededRandom(mixSeed(seed, row.id)));
    if (!order && win) {
      for (const outcome of win.outcomes)
        changes.outcome(row, win, outcome, { position: race.positions.get(outcome.id) ?? null });
    }
    for (const market of open) settle(market, race.results);
  } else {
    const home = row.stats?.home_scores ?? 0;
    const away = row.stats?.away_scores ?? 0;
    const maxScore = profile ? maxScoreOf(profile) : Number.POSITIVE_INFINITY;
    const periods = row.stats?.periods ?? [];
    // Set sports also settle lines in games or points on the sum of the units' inner scores.
    const inner =
      profile?.type === 'sets' && profile.inner
        ? { home: periods.reduce((s, p) => s + p[0], 0), away: periods.reduce((s, p) => s + p[1], 0) }
        : null;
    const lineMarket = (m: MarketRow) => m.line !== null || m.outcomes.some((o) => o.handicap !== null);
    for (const market of open) {
      const input = marketInput(market);
      const teams = teamsOf(row);
      let results = new Map<number, OutcomeResult>();
      if (isFullEvent(market.period)) {
        const model = modelMarket(input, teams, maxScore);
        if (model.kind === 'score' && home === away && isWinnerMarket(input, teams)) {
          const side = tieBreak(market, row.id);
          results = resultMarket(model, home + (side === 'home' ? 1 : 0), away + (side === 'away' ? 1 : 0));
        } else if (model.kind === 'score') results = resultMarket(model, home, away);
        else if (inner && /game|point/i.test(market.name)) {
          const innerModel = modelMarket({ ...input, name: '' }, teams, Number.POSITIVE_INFINITY);
          if (innerModel.kind === 'score') results = resultMarket(innerModel, inner.home, inner.away);
        }
      } else if (
        profile &&
        market.period &&
        !(profile.type === 'sets' && !profile.inner && lineMarket(market))
      ) {
        // A map or leg without an inner score has no rounds or kills to count: such lines are voided.
        const score = periodScore(market.period, periods, profile);
        const model = modelMarket({ ...input, period: null, name: '' }, teams, Number.POSITIVE_INFINITY);
        if (score && model.kind === 'score') results = resultMarket(model, score.home, score.away);
      }
      settle(market, results);
    }
  }
  const before = {
    status: row.status,
    isLive: row.isLive,
    shown: {
      stats: row.stats,
      matchSummary: row.matchSummary ?? emptySummary,
      statusDescription: row.statusDescription,
    },
  };
  changes.event(row, { status: 'resulted', isLive: false, shown: before.shown }, before);
  changes.touch(row.id, {
    id: row.id,
    status: 'resulted',
    is_live: false,
    stats: row.stats,
    match_summary: row.matchSummary,
    status_description: row.statusDescription,
  });
  return { eventId: row.id, sportId: row.sportId, isVirtual: row.isVirtual, resultedAt: now, outcomes };
}
