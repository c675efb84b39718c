/**
 * One live event moved on by a tick: the clock and the score advance, markets close after a goal and
 * reopen, prices follow the score and the clock, and a race is run at its finish.
 */
import { priceMarket } from '../pricing/outcomes';
import { eventWrite, type Live } from './live';
import { runRace, winMarketOf } from './racing';
import { raceMarketOf } from './resulting';
import { advance, display, distribution, jitterStrength } from './sim';
import { same, type TickChanges } from './tick-changes';
import type { FeedSettings } from './types';

/** Moves one live event to `now`; true when it ended. */
export function stepLive(
  live: Live,
  now: number,
  changes: TickChanges,
  o: Pick<FeedSettings, 'goalSuspendMs' | 'priceIntervalMs'>,
): boolean {
  const { row, profile } = live;
  const step = advance(profile, live.strength, live.state, now, live.random);
  live.state = step.state;
  const scored = step.scores.length > 0;
  if (scored && profile.type === 'periods' && profile.suspendOnScore) {
    live.suspendedUntil = now + o.goalSuspendMs / (row.isVirtual ? 4 : 1);
    live.goalSuspended = true;
  }
  const before = { status: live.status, isLive: live.isLive, shown: live.shown };
  if (step.ended) {
    live.status = 'ended';
    live.isLive = false;
    for (const market of live.markets) {
      if (market.row.status === 'settled' || market.row.status === 'void') continue;
      changes.market(row, market.row, true, 'suspended');
    }
    if (profile.type === 'race') finishRace(live, changes);
  } else {
    const reopened = live.goalSuspended && now >= live.suspendedUntil;
    if (reopened) live.goalSuspended = false;
    const interval = o.priceIntervalMs / (row.isVirtual ? 5 : 1);
    if (scored || step.phaseChanged || reopened || now - live.pricedAt >= interval)
      priceLive(live, now, changes);
  }
  live.shown = display(profile, live.state, now);
  const shownChanged =
    !same(before.shown, live.shown) || before.status !== live.status || before.isLive !== live.isLive;
  if (shownChanged) {
    changes.event(row, { status: live.status, isLive: live.isLive, shown: live.shown }, before);
    changes.touch(row.id, eventWrite(row, live));
  }
  return step.ended;
}

function priceLive(live: Live, now: number, changes: TickChanges): void {
  const { row, profile } = live;
  if (live.pricedAt > Number.NEGATIVE_INFINITY)
    live.strength = jitterStrength(live.strength, live.random, 0.015);
  live.pricedAt = now;
  const closed = !row.liveOdds || now < live.suspendedUntil || profile.type === 'race';
  const cells = closed ? null : distribution(profile, live.strength, live.state, now);
  for (const market of live.markets) {
    if (market.row.status === 'settled' || market.row.status === 'void') continue;
    if (closed || !cells || market.model.kind === 'unpriced') {
      changes.market(row, market.row, true, 'suspended');
      continue;
    }
    const priced = priceMarket(market.model, cells, market.margin);
    const byId = new Map(market.row.outcomes.map((x) => [x.id, x]));
    for (const next of priced.outcomes) {
      const outcome = byId.get(next.id);
      if (outcome) changes.outcome(row, market.row, outcome, { odds: next.odds });
    }
    changes.market(row, market.row, priced.decided, priced.decided ? 'suspended' : 'open');
  }
}

/** The race is run at the finish: positions now, results when the event is resulted. */
function finishRace(live: Live, changes: TickChanges): void {
  const markets = live.markets.map((m) => m.row);
  const race = runRace(markets.map(raceMarketOf), live.random);
  const win = winMarketOf(markets);
  if (!win) return;
  for (const outcome of win.outcomes) {
    changes.outcome(live.row, win, outcome, { position: race.positions.get(outcome.id) ?? null });
  }
}
