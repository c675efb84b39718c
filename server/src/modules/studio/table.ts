/**
 * The shared roulette table. Its rounds run on a schedule (betting, spinning, result) kept in the
 * database, advanced by one runner: the server holding the table's advisory lock. Each round commits to
 * its own server seed (its hash published when betting opens), draws with the table's public client seed
 * and its number as the nonce, and reveals the seed with the result.
 *
 * Settling pays every bet of a drawn round through the studio, each under its own transaction id, and
 * marks the round settled only when none is left open: a settle step that is cut short, or run twice,
 * pays nobody twice (the wallet answers a repeated transaction id with its first answer).
 */

import { newServerSeed, rouletteOutcome, rouletteSettle, serverSeedHash } from '@touchline/casino';
import {
  PROTOCOL_VERSION,
  type RouletteRound,
  type RouletteRoundMessage,
  type RouletteTable as RouletteTableAnswer,
} from '@touchline/contract';
import type { AppContext } from '../../context';
import {
  insertTableRound,
  latestTableRound,
  lockTableRound,
  openTableBets,
  recentPockets,
  type TableRoundRow,
  unsettledTableRounds,
  updateTableRound,
} from './repo';
import type { StudioService } from './service';

/** The table's client seed: public, the same for every round (each round's server seed is new). */
export const TABLE_CLIENT_SEED = 'touchline-roulette-table';
const RECENT = 12;

export interface TableDurations {
  bettingMs: number;
  spinMs: number;
  resultMs: number;
}

export const tableRoundId = (number: number) => `roulette-${number}`;

export function tableRoundOf(row: TableRoundRow): RouletteRound {
  return {
    round_id: tableRoundId(row.number),
    number: row.number,
    phase: row.phase,
    closes_at: row.closesAt.toISOString(),
    result_at: row.resultAt.toISOString(),
    next_at: row.nextAt.toISOString(),
    server_seed_hash: row.serverSeedHash,
    server_seed: row.pocket !== null ? row.serverSeed : null,
    client_seed: row.clientSeed,
    pocket: row.pocket,
  };
}

export class RouletteTableRunner {
  readonly #ctx: AppContext;
  readonly #studio: StudioService;
  readonly #durations: TableDurations;
  readonly #push: (message: RouletteRoundMessage) => void;
  readonly #players: () => number;
  readonly #warn: (details: object, message: string) => void;

  constructor(options: {
    ctx: AppContext;
    studio: StudioService;
    durations: TableDurations;
    push: (message: RouletteRoundMessage) => void;
    players: () => number;
    warn: (details: object, message: string) => void;
  }) {
    this.#ctx = options.ctx;
    this.#studio = options.studio;
    this.#durations = options.durations;
    this.#push = options.push;
    this.#players = options.players;
    this.#warn = options.warn;
  }

  #db() {
    return this.#ctx.database.db;
  }

  /** The table now: its current round (none before the runner opened the first) and recent results. */
  async table(): Promise<RouletteTableAnswer | null> {
    const row = await latestTableRound(this.#db());
    if (!row) return null;
    return {
      round: tableRoundOf(row),
      recent: await recentPockets(this.#db(), RECENT),
      players: this.#players(),
    };
  }

  async message(): Promise<RouletteRoundMessage | null> {
    const table = await this.table();
    return table ? { v: PROTOCOL_VERSION, type: 'roulette_round', ...table } : null;
  }

  async #announce(): Promise<void> {
    const message = await this.message();
    if (message) this.#push(message);
  }

  /**
   * Advances the table to the clock: opens a round when none runs, closes its bets, draws and settles
   * it, then opens the next. Returns when the next change is due (ms from now).
   */
  async tick(): Promise<number> {
    const now = this.#ctx.clock.now();
    let row = await latestTableRound(this.#db());
    if (!row || (row.phase === 'result' && row.nextAt.getTime() <= now)) {
      row = await this.#open(row, now);
      await this.#announce();
    }
    if (row.phase === 'betting' && row.closesAt.getTime() <= now) {
      row = await updateTableRound(this.#db(), row.id, { phase: 'spinning' });
      await this.#announce();
    }
    if (row.phase === 'spinning' && row.resultAt.getTime() <= now) {
      row = await this.#draw(row);
      await this.#announce();
    }
    // Earlier rounds whose settle step did not finish are settled again (paying nobody twice).
    for (const unsettled of await unsettledTableRounds(this.#db())) await this.settle(unsettled);
    const due = row.phase === 'betting' ? row.closesAt : row.phase === 'spinning' ? row.resultAt : row.nextAt;
    return Math.max(0, due.getTime() - this.#ctx.clock.now());
  }

  async #open(previous: TableRoundRow | undefined, now: number): Promise<TableRoundRow> {
    const { bettingMs, spinMs, resultMs } = this.#durations;
    const number = (previous?.number ?? 0) + 1;
    const serverSeed = newServerSeed();
    const closesAt = now + bettingMs;
    const resultAt = closesAt + spinMs;
    const inserted = await insertTableRound(this.#db(), {
      number,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: TABLE_CLIENT_SEED,
      phase: 'betting',
      opensAt: new Date(now),
      closesAt: new Date(closesAt),
      resultAt: new Date(resultAt),
      nextAt: new Date(resultAt + resultMs),
    });
    const row = inserted ?? (await latestTableRound(this.#db()));
    if (!row) throw new Error('the roulette round was not opened');
    return row;
  }

  /** Draws the pocket under the round's lock (a bet being placed waits, then sees the ball landed). */
  async #draw(row: TableRoundRow): Promise<TableRoundRow> {
    const drawn = await this.#db().transaction(async (tx) => {
      const locked = await lockTableRound(tx, row.id);
      if (!locked) throw new Error(`roulette round ${row.id} vanished`);
      if (locked.pocket !== null) return locked;
      const pocket = rouletteOutcome(locked.serverSeed, locked.clientSeed, locked.number);
      return updateTableRound(tx, row.id, { phase: 'result', pocket });
    });
    return this.settle(drawn);
  }

  /** Pays every open bet of a drawn round; the round is settled once none is left open. */
  async settle(row: TableRoundRow): Promise<TableRoundRow> {
    const pocket = row.pocket;
    if (pocket === null) return row;
    let left = 0;
    for (const bet of await openTableBets(this.#db(), row.id)) {
      try {
        await this.#studio.settleRouletteBet(bet, pocket, rouletteSettle(bet.bet as never, pocket));
      } catch (error) {
        left += 1;
        this.#warn({ err: error, round: bet.roundKey }, 'roulette: a bet was not paid yet');
      }
    }
    if (left > 0 || (await openTableBets(this.#db(), row.id)).length > 0) return row;
    return updateTableRound(this.#db(), row.id, { settledAt: new Date(this.#ctx.clock.now()) });
  }
}
