/**
 * Race results (racing positions and place results by ew_place): the win market's
 * runners get finishing positions; win, each-way place, place, forecast and tricast outcomes settle on
 * them. Outrights (season, tournament or stage winner, top N, podium) settle the same way: the field is
 * the runners. Pure code.
 */
import type { OutcomeResult } from '../db/schema';
import { impliedProbabilities, priceFromProbability } from '../pricing/odds';
import type { Random } from '../pricing/random';
import { raceOrder } from './sim';

export interface RaceOutcome {
  id: number;
  code: string | null;
  participantId: number | null;
  odds: number;
  items: Array<{ id: string; name: string; position: number | null }> | null;
}

export interface RaceMarket {
  id: number;
  type: string;
  ewPlace: number | null;
  outcomes: RaceOutcome[];
}

type RaceMarketKind = 'win' | 'place' | 'forecast' | 'reverse_forecast' | 'tricast' | 'unknown';

/** What a racing market settles on, from its type. */
export function raceMarketKind(type: string): RaceMarketKind {
  const t = type.toLowerCase().replace(/[\s-]+/g, '_');
  if (t.includes('tricast') || t.includes('trifecta')) return 'tricast';
  if (t.includes('reverse') || t.includes('combination') || t.includes('quinella')) return 'reverse_forecast';
  if (t.includes('forecast') || t.includes('exacta')) return 'forecast';
  if (t.includes('place') || t.includes('show') || t.includes('top') || t.includes('podium')) return 'place';
  if (t.includes('win') || t.includes('each_way') || t.includes('race')) return 'win';
  return 'unknown';
}

/** How many finishers a place market pays: its each-way places, else the N of a top-N market, else 3. */
export function placesOf(market: Pick<RaceMarket, 'type' | 'ewPlace'>): number {
  if (market.ewPlace !== null && market.ewPlace > 0) return market.ewPlace;
  const n = /top_?(\d+)/i.exec(market.type)?.[1];
  return n ? Number(n) : 3;
}

/** The win market of a race: the one that names the runners. */
export function winMarketOf<M extends RaceMarket>(markets: readonly M[]): M | undefined {
  return markets.find((m) => raceMarketKind(m.type) === 'win') ?? markets[0];
}

export interface RaceResult {
  /** Win-market outcome ids in finishing order. */
  order: number[];
  positions: Map<number, number>;
  results: Map<number, OutcomeResult>;
}

/** Which runners (win outcome ids) an outcome names, in order: its items, else the runner codes in its code. */
function runnersOf(outcome: RaceOutcome, runners: readonly RaceOutcome[]): number[] | null {
  if (outcome.items && outcome.items.length > 0) {
    const ids = outcome.items.map((item) => Number(item.id));
    return ids.every((id) => runners.some((r) => r.id === id)) ? ids : null;
  }
  if (!outcome.code) return null;
  const parts = outcome.code.split(/[\s,/>-]+/).filter(Boolean);
  const ids = parts.map((code) => runners.find((r) => r.code === code)?.id);
  return ids.every((id): id is number => id !== undefined) ? ids : null;
}

function runnerOf(outcome: RaceOutcome, runners: readonly RaceOutcome[]): number | null {
  const match = runners.find(
    (r) =>
      (outcome.participantId !== null && r.participantId === outcome.participantId) ||
      (outcome.code !== null && r.code === outcome.code),
  );
  return match?.id ?? null;
}

/**
 * Runs a race: a finishing order drawn from the win prices, positions for the runners, and a result
 * for every outcome of every market of the race.
 */
export function runRace(markets: readonly RaceMarket[], random: Random): RaceResult {
  const win = winMarketOf(markets);
  const runners = win?.outcomes ?? [];
  const chances = impliedProbabilities(runners.map((r) => r.odds));
  const order = raceOrder(chances, random).flatMap((i) => (runners[i] ? [runners[i].id] : []));
  return settleRace(markets, order);
}

/** Settles every outcome of a race on a known finishing order (win-market outcome ids). */
export function settleRace(markets: readonly RaceMarket[], order: readonly number[]): RaceResult {
  const win = winMarketOf(markets);
  const runners = win?.outcomes ?? [];
  const positions = new Map<number, number>();
  order.forEach((id, i) => {
    positions.set(id, i + 1);
  });
  const results = new Map<number, OutcomeResult>();
  for (const market of markets) {
    const kind = market === win ? 'win' : raceMarketKind(market.type);
    for (const outcome of market.outcomes) {
      let result: OutcomeResult = 'void';
      if (kind === 'win') {
        const runner = market === win ? outcome.id : runnerOf(outcome, runners);
        const position = runner === null ? undefined : positions.get(runner);
        if (position === 1) result = 'win';
        else if (position !== undefined && (market.ewPlace ?? 0) > 1 && position <= (market.ewPlace ?? 0))
          result = 'place';
        else if (position !== undefined) result = 'lose';
      } else if (kind === 'place') {
        const runner = runnerOf(outcome, runners);
        const position = runner === null ? undefined : positions.get(runner);
        if (position !== undefined) result = position <= placesOf(market) ? 'win' : 'lose';
      } else if (kind === 'forecast' || kind === 'reverse_forecast' || kind === 'tricast') {
        const picked = runnersOf(outcome, runners);
        const needed = kind === 'tricast' ? 3 : 2;
        if (picked && picked.length === needed) {
          const top = order.slice(0, needed);
          const hit =
            kind === 'reverse_forecast'
              ? picked.every((id) => top.includes(id))
              : picked.every((id, i) => top[i] === id);
          result = hit ? 'win' : 'lose';
        }
      }
      results.set(outcome.id, result);
    }
  }
  return { order: [...order], positions, results };
}

/**
 * Fresh prices for a race from new win chances (a virtual race's next card): win odds with the win
 * market's margin, place odds from the chance of a top-k finish, forecasts and tricasts by the Harville
 * formula. Outcomes it cannot read keep their price.
 */
export function priceRace(
  markets: readonly RaceMarket[],
  chances: ReadonlyMap<number, number>,
  margins: ReadonlyMap<number, number>,
): Map<number, number> {
  const win = winMarketOf(markets);
  const runners = win?.outcomes ?? [];
  const prices = new Map<number, number>();
  const chanceOf = (id: number) => chances.get(id) ?? 0;
  const ordered = (ids: readonly number[]) => {
    let p = 1;
    let left = 1;
    for (const id of ids) {
      const c = chanceOf(id);
      if (left <= 0) return 0;
      p *= c / left;
      left -= c;
    }
    return p;
  };
  for (const market of markets) {
    const margin = margins.get(market.id) ?? 1.15;
    const kind = market === win ? 'win' : raceMarketKind(market.type);
    for (const outcome of market.outcomes) {
      let p: number | null = null;
      if (kind === 'win') {
        const runner = market === win ? outcome.id : runnerOf(outcome, runners);
        p = runner === null ? null : chanceOf(runner);
      } else if (kind === 'place') {
        const runner = runnerOf(outcome, runners);
        p = runner === null ? null : Math.min(0.97, chanceOf(runner) * placesOf(market) * 0.85);
      } else if (kind === 'forecast' || kind === 'tricast' || kind === 'reverse_forecast') {
        const picked = runnersOf(outcome, runners);
        if (picked) {
          p =
            kind === 'reverse_forecast' && picked.length === 2
              ? ordered(picked) + ordered([...picked].reverse())
              : ordered(picked);
        }
      }
      prices.set(outcome.id, p === null ? outcome.odds : priceFromProbability(p, margin));
    }
  }
  return prices;
}
