/**
 * The game studio: the casino's own game server. It draws every round from a seed pair (HMAC-SHA256 of
 * the server seed, the client seed and the nonce; the seed's SHA-256 shown before play, the seed revealed
 * on rotation) and moves real money only through the seamless wallet, as an aggregator's game server does:
 * a bet (debit) when the round starts, a win (credit, 0 for a loss) with round_end when it ends.
 *
 * A real round is written before its bet is sent, under a nonce taken from the locked seed pair, so two
 * rounds never share a nonce; a refused bet deletes it again (and gives the nonce back when no later
 * round took the next), so a refusal moves no money and leaves no open round. Once the wallet took the
 * stake, the round's payout is decided and written first (`pendingPayout`), then paid: a payout the wallet
 * did not confirm is paid again by the sweep under the same transaction id, which the wallet answers once.
 *
 * Play money (demo sessions) never reaches the wallet: the session's balance is a column of the studio,
 * moved in the same transaction that records the round.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type DiceBet,
  diceOutcome,
  diceSettle,
  MINES_TILES,
  type MinesBet,
  minesMultiplier,
  minesOutcome,
  minesSettle,
  newClientSeed,
  type Ratio,
  type RouletteStakedBet,
  wheelOutcome,
  wheelSettle,
} from '@touchline/casino';
import type {
  CasinoTransactionAnswer,
  Currency,
  DemoSessionBody,
  MinesAnswer,
  RotatedSeeds,
  StudioBalance,
  StudioFairness,
  StudioGame,
  StudioOutcome,
  StudioPlayAnswer,
  StudioRound,
  StudioRounds,
  StudioRoundsQuery,
  StudioSession,
} from '@touchline/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tx';
import { HttpError, isHttpError } from '../../http/errors';
import { GAME_INFO, STUDIO_MAX_STAKE, STUDIO_MIN_STAKE } from './catalogue';
import {
  type DemoSessionRow,
  deleteRound,
  demoSessionByHash,
  insertDemoSession,
  insertRound,
  latestTableRound,
  lockActiveSeed,
  lockDemoSession,
  lockRound,
  lockTableRound,
  openMinesRound,
  openRoundsOfSeed,
  type ProvenRound,
  provenRound,
  provenRounds,
  purgeDemoSessions,
  type RoundRow,
  returnNonce,
  rotateSeed,
  roundByKey,
  type SeedRow,
  seedById,
  setDemoCash,
  setSeedNonce,
  staleRounds,
  tableRoundByNumber,
  unpaidRounds,
  updateRound,
} from './repo';
import type { SeamlessWallet } from './wallet';

/** How long a play-money session lasts after it was opened. */
export const DEMO_SESSION_TTL_MS = 6 * 60 * 60_000;
/** A payout the wallet did not confirm is tried again once it is this old. */
const UNPAID_RETRY_AFTER_MS = 10_000;
/** A bet the wallet never confirmed is returned once its round is this old (well past any call's time-out). */
const UNCONFIRMED_AFTER_MS = 2 * 60_000;
/**
 * A mines round left alone this long is ended by the sweep: cashed out when it has safe picks, its stake
 * returned when it has none. It is half the wallet's own time-out, so the studio ends the round before the
 * wallet's recovery rolls it back.
 */
const idleMinesMs = (roundTimeoutS: number) => Math.min(5 * 60_000, (roundTimeoutS * 1000) / 2);

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const refusal = (status: number, code: string, message: string, meta: Record<string, unknown> = {}) =>
  new HttpError(status, code, message, meta);

/** The identity of a real session's launch, as the wallet knows it. */
export interface Launch {
  userId: number;
  game: string;
  mode: 'real' | 'demo';
  expiresAt: Date;
}

/** A session the studio plays a game for: a real bettor's (wallet) or a demo one (play money). */
export type PlayerSession =
  | {
      mode: 'real';
      token: string;
      tokenHash: string;
      game: StudioGame;
      userId: number;
      owner: string;
      expiresAt: Date;
    }
  | {
      mode: 'demo';
      token: string;
      tokenHash: string;
      game: StudioGame;
      demo: DemoSessionRow;
      owner: string;
      expiresAt: Date;
    };

/** What a round draws and pays, computed from its seeds: the outcome, and the payout when it ends. */
interface Draw {
  outcome: StudioOutcome;
  payout: number;
}

const isStudioGame = (game: string): game is StudioGame => game in GAME_INFO;

/** A ratio as a two-decimal multiplier, rounded down ('1.24'). */
export function multiplierText(value: Ratio): string {
  const hundredths = Math.floor((value.numerator * 100) / value.denominator);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The engine's name of a game ('lucky-wheel' is the engine's 'wheel'). */
export const engineGame = (game: StudioGame) => (game === 'lucky-wheel' ? 'wheel' : game);

export interface StudioDeps {
  ctx: AppContext;
  wallet: SeamlessWallet;
  /** Who a real session's token was launched for (the casino wallet's record), null when unknown. */
  launchOf(token: string): Promise<Launch | null>;
  /** Told of every round that ended (the table pushes nothing for these; tests and metrics listen). */
  onRoundEnded?: (round: RoundRow) => void;
}

export class StudioService {
  readonly #ctx: AppContext;
  readonly #wallet: SeamlessWallet;
  readonly #launchOf: StudioDeps['launchOf'];

  constructor(deps: StudioDeps) {
    this.#ctx = deps.ctx;
    this.#wallet = deps.wallet;
    this.#launchOf = deps.launchOf;
  }

  get wallet(): SeamlessWallet {
    return this.#wallet;
  }

  #now(): Date {
    return new Date(this.#ctx.clock.now());
  }

  #db() {
    return this.#ctx.database.db;
  }

  // Sessions.

  async openDemo(body: DemoSessionBody, brandCurrency: Currency): Promise<StudioSession> {
    const now = this.#now();
    const token = randomBytes(32).toString('base64url');
    const demo = await insertDemoSession(this.#db(), {
      tokenHash: hashToken(token),
      game: body.game,
      currency: body.currency ?? brandCurrency,
      cash: this.#ctx.config.STUDIO_DEMO_BALANCE,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEMO_SESSION_TTL_MS),
    });
    const session: PlayerSession = {
      mode: 'demo',
      token,
      tokenHash: demo.tokenHash,
      game: body.game,
      demo,
      owner: `demo:${demo.id}`,
      expiresAt: demo.expiresAt,
    };
    return this.describe(session);
  }

  /**
   * The session of a token: a demo session of the studio, or a real launch of the wallet (unknown or
   * expired ones are refused). `finishing` accepts an expired real session for the steps of a round it
   * already staked.
   */
  async session(
    token: string,
    game?: StudioGame,
    options: { finishing?: boolean } = {},
  ): Promise<PlayerSession> {
    const tokenHash = hashToken(token);
    const demo = await demoSessionByHash(this.#db(), tokenHash);
    let session: PlayerSession;
    if (demo) {
      if (demo.expiresAt.getTime() <= this.#ctx.clock.now()) {
        throw refusal(401, 'CASINO_SESSION_EXPIRED', 'the demo session has expired: open a new one');
      }
      if (!isStudioGame(demo.game)) throw refusal(404, 'CASINO_SESSION_NOT_FOUND', 'unknown casino session');
      session = {
        mode: 'demo',
        token,
        tokenHash,
        game: demo.game,
        demo,
        owner: `demo:${demo.id}`,
        expiresAt: demo.expiresAt,
      };
    } else {
      const launch = await this.#launchOf(token);
      if (!launch) throw refusal(401, 'CASINO_SESSION_NOT_FOUND', 'unknown casino session');
      if (launch.mode !== 'real') {
        throw refusal(409, 'CASINO_DEMO_SESSION', 'play money is played with a demo session of the studio');
      }
      if (!isStudioGame(launch.game)) {
        throw refusal(404, 'CASINO_GAME_NOT_FOUND', `the studio has no game '${launch.game}'`);
      }
      // An expired session takes no new round, but a round it staked can still be played to its end,
      // as the wallet still takes that round's win.
      if (!options.finishing && launch.expiresAt.getTime() <= this.#ctx.clock.now()) {
        throw refusal(401, 'CASINO_SESSION_EXPIRED', 'the casino session has expired');
      }
      session = {
        mode: 'real',
        token,
        tokenHash,
        game: launch.game,
        userId: launch.userId,
        owner: `user:${launch.userId}:${launch.game}`,
        expiresAt: launch.expiresAt,
      };
    }
    if (game && session.game !== game) {
      throw refusal(409, 'CASINO_WRONG_GAME', `the session was opened for ${session.game}, not ${game}`);
    }
    return session;
  }

  async #balance(session: PlayerSession): Promise<StudioBalance> {
    if (session.mode === 'demo') {
      const demo = await demoSessionByHash(this.#db(), session.tokenHash);
      return { cash: demo?.cash ?? 0, currency: session.demo.currency as Currency };
    }
    const balance = await this.#wallet.balance({ session: session.token });
    return { cash: balance.cash, currency: balance.currency };
  }

  async #fairness(session: PlayerSession): Promise<StudioFairness> {
    if (session.game === 'roulette') return this.#tableFairness();
    const seed = await this.#db().transaction((tx) => lockActiveSeed(tx, session.owner, this.#now()));
    return fairnessOf(seed);
  }

  /** The roulette table's next seeds are its current round's: set by the table, not the bettor. */
  async #tableFairness(): Promise<StudioFairness> {
    const round = await latestTableRound(this.#db());
    if (!round) throw refusal(503, 'ROULETTE_TABLE_CLOSED', 'the roulette table has not opened yet');
    return { server_seed_hash: round.serverSeedHash, client_seed: round.clientSeed, nonce: round.number };
  }

  async describe(session: PlayerSession): Promise<StudioSession> {
    const [balance, fairness] = await Promise.all([this.#balance(session), this.#fairness(session)]);
    return {
      game: session.game,
      mode: session.mode,
      token: session.token,
      balance,
      fairness,
      rtp: GAME_INFO[session.game].rtp,
      min_stake: STUDIO_MIN_STAKE,
      max_stake: STUDIO_MAX_STAKE,
      expires_at: session.expiresAt.toISOString(),
    };
  }

  // Seeds.

  async rotate(session: PlayerSession, clientSeed: string | undefined): Promise<RotatedSeeds> {
    if (session.game === 'roulette') {
      throw refusal(409, 'SEED_SET_BY_TABLE', "the roulette table's seeds change every round by themselves");
    }
    const now = this.#now();
    return this.#db().transaction(async (tx) => {
      const seed = await lockActiveSeed(tx, session.owner, now);
      if ((await openRoundsOfSeed(tx, seed.id)) > 0) {
        throw refusal(409, 'ROUND_OPEN', 'finish the open round before changing seeds');
      }
      const next = await rotateSeed(tx, seed, clientSeed ?? newClientSeed(), now);
      return {
        revealed: {
          server_seed: seed.serverSeed,
          server_seed_hash: seed.serverSeedHash,
          client_seed: seed.clientSeed,
          rounds: seed.nonce,
        },
        fairness: fairnessOf(next),
      };
    });
  }

  // Rounds.

  #checkStake(stake: number): void {
    if (stake < STUDIO_MIN_STAKE || stake > STUDIO_MAX_STAKE) {
      throw refusal(
        400,
        'STAKE_OUT_OF_RANGE',
        `a stake is from ${STUDIO_MIN_STAKE} to ${STUDIO_MAX_STAKE} minor units`,
        { min_stake: STUDIO_MIN_STAKE, max_stake: STUDIO_MAX_STAKE },
      );
    }
  }

  async playDice(session: PlayerSession, stake: number, bet: DiceBet): Promise<StudioPlayAnswer> {
    return this.#playInstant(session, 'dice', stake, bet, (seed, nonce) => {
      const roll = diceOutcome(seed.serverSeed, seed.clientSeed, nonce);
      return { outcome: { game: 'dice', roll }, payout: diceSettle(bet, stake, roll) };
    });
  }

  async playWheel(session: PlayerSession, stake: number): Promise<StudioPlayAnswer> {
    return this.#playInstant(session, 'lucky-wheel', stake, {}, (seed, nonce) => {
      const segment = wheelOutcome(seed.serverSeed, seed.clientSeed, nonce);
      return { outcome: { game: 'lucky-wheel', segment }, payout: wheelSettle(stake, segment) };
    });
  }

  /** A round settled at once: drawn, staked and paid in one call. */
  async #playInstant(
    session: PlayerSession,
    game: StudioGame,
    stake: number,
    bet: unknown,
    draw: (seed: SeedRow, nonce: number) => Draw,
  ): Promise<StudioPlayAnswer> {
    this.#checkStake(stake);
    const now = this.#now();
    if (session.mode === 'demo') {
      const played = await this.#db().transaction(async (tx) => {
        const demo = await this.#lockLiveDemo(tx, session, stake);
        const seed = await lockActiveSeed(tx, session.owner, now);
        const drawn = draw(seed, seed.nonce);
        await setSeedNonce(tx, seed.id, seed.nonce + 1);
        const cash = demo.cash - stake + drawn.payout;
        await setDemoCash(tx, demo.id, cash);
        const round = await insertRound(tx, {
          ...this.#roundValues(
            session,
            game,
            seed,
            seed.nonce,
            bet,
            drawn.outcome,
            stake,
            demo.currency,
            now,
          ),
          status: drawn.payout > 0 ? 'won' : 'lost',
          payout: drawn.payout,
          staked: true,
          settledAt: now,
        });
        return { round, cash, currency: demo.currency as Currency, next: { ...seed, nonce: seed.nonce + 1 } };
      });
      return this.#answer(played.round.id, { cash: played.cash, currency: played.currency }, played.next);
    }

    const opened = await this.#openRealRound(session, game, stake, bet, now, (seed, nonce) =>
      draw(seed, nonce),
    );
    const staked = await this.#stake(opened.round, session, stake, opened.seed);
    const paid = await this.#pay(opened.round, session.token, opened.drawn.payout, opened.drawn.outcome);
    return this.#answer(opened.round.id, balanceOfAnswer(paid ?? staked), {
      ...opened.seed,
      nonce: opened.seed.nonce + 1,
    });
  }

  /** Locks a live demo session holding at least `stake` of play money. */
  async #lockLiveDemo(tx: Tx, session: PlayerSession, stake: number): Promise<DemoSessionRow> {
    if (session.mode !== 'demo') throw new Error('not a demo session');
    const demo = await lockDemoSession(tx, session.demo.id);
    if (demo.expiresAt.getTime() <= this.#ctx.clock.now()) {
      throw refusal(401, 'CASINO_SESSION_EXPIRED', 'the demo session has expired: open a new one');
    }
    if (demo.cash < stake) {
      throw refusal(
        409,
        'BALANCE_INSUFFICIENT',
        `balance insufficient: ${stake} requested, ${demo.cash} available`,
        {
          requested: stake,
          available: demo.cash,
        },
      );
    }
    return demo;
  }

  #roundValues(
    session: PlayerSession,
    game: StudioGame,
    seed: SeedRow | null,
    nonce: number,
    bet: unknown,
    outcome: StudioOutcome,
    stake: number,
    currency: string,
    now: Date,
  ) {
    return {
      roundKey: `${game}-${randomBytes(12).toString('base64url')}`,
      game,
      mode: session.mode,
      userId: session.mode === 'real' ? session.userId : null,
      demoSessionId: session.mode === 'demo' ? session.demo.id : null,
      sessionHash: session.tokenHash,
      walletSession: session.mode === 'real' ? session.token : null,
      seedId: seed?.id ?? null,
      nonce,
      bet,
      outcome,
      stake,
      currency,
      createdAt: now,
    };
  }

  /**
   * Writes a real round under the next nonce of the bettor's seed pair (taken under the pair's lock),
   * not yet staked. `check` runs under the lock too (one open mines round per session).
   */
  async #openRealRound(
    session: PlayerSession,
    game: StudioGame,
    stake: number,
    bet: unknown,
    now: Date,
    draw: (seed: SeedRow, nonce: number) => Draw,
    check?: (tx: Tx) => Promise<void>,
  ): Promise<{ round: RoundRow; seed: SeedRow; drawn: Draw }> {
    return this.#db().transaction(async (tx) => {
      const seed = await lockActiveSeed(tx, session.owner, now);
      await check?.(tx);
      const drawn = draw(seed, seed.nonce);
      await setSeedNonce(tx, seed.id, seed.nonce + 1);
      // The currency is the wallet's: the bet's answer tells it; until then the round carries the launch's.
      const round = await insertRound(
        tx,
        this.#roundValues(
          session,
          game,
          seed,
          seed.nonce,
          bet,
          pendingOutcome(drawn.outcome),
          stake,
          'EUR',
          now,
        ),
      );
      return { round, seed, drawn };
    });
  }

  /**
   * Sends a round's bet to the wallet. A refusal deletes the round (and returns its nonce): no money
   * moved and no round stays open. A wallet that could not be reached is asked to roll the bet back.
   */
  async #stake(
    round: RoundRow,
    session: PlayerSession,
    stake: number,
    seed: SeedRow | null,
  ): Promise<CasinoTransactionAnswer> {
    const forget = async () => {
      await deleteRound(this.#db(), round.id);
      if (seed) await returnNonce(this.#db(), seed.id, round.nonce);
    };
    let answer: CasinoTransactionAnswer;
    try {
      answer = await this.#wallet.bet({
        session: session.token,
        round_id: round.roundKey,
        transaction_id: `${round.roundKey}:bet`,
        amount: stake,
      });
    } catch (error) {
      if (isHttpError(error) && error.statusCode < 500) {
        await forget();
        throw error;
      }
      // The bet may or may not have been taken: roll it back; the wallet answers 404 when it never was.
      try {
        await this.#wallet.rollback({ session: session.token, transaction_id: `${round.roundKey}:bet` });
        await forget();
      } catch (rollbackError) {
        if (isHttpError(rollbackError, 'CASINO_TRANSACTION_NOT_FOUND')) await forget();
        // Otherwise the round stays open: the wallet's recovery returns the stake of a round left
        // without an end, and the sweep marks it rolled back.
      }
      throw error;
    }
    await updateRound(this.#db(), round.id, {
      staked: true,
      currency: answer.currency,
      cashAfter: answer.cash,
    });
    return answer;
  }

  /**
   * Ends a real round: its payout written first, then paid by the wallet's win call (0 for a loss) with
   * round_end, then the round closed. Returns the wallet's answer, or null when the wallet could not be
   * reached (the sweep pays it later under the same transaction id).
   */
  async #pay(
    round: RoundRow,
    token: string,
    payout: number,
    outcome: StudioOutcome,
  ): Promise<CasinoTransactionAnswer | null> {
    await updateRound(this.#db(), round.id, { pendingPayout: payout, outcome });
    let answer: CasinoTransactionAnswer;
    try {
      answer = await this.#wallet.win({
        session: token,
        round_id: round.roundKey,
        transaction_id: `${round.roundKey}:win`,
        amount: payout,
        round_end: true,
      });
    } catch (error) {
      if (isHttpError(error, 'CASINO_ROUND_CLOSED')) {
        // The wallet ended the round already (its recovery rolled it back): so does the studio.
        await this.#close(round.id, 'rolled_back', 0);
        throw error;
      }
      if (isHttpError(error) && error.statusCode < 500) throw error;
      return null;
    }
    await this.#close(round.id, payout > 0 ? 'won' : 'lost', payout, answer.cash);
    return answer;
  }

  async #close(
    id: number,
    status: 'won' | 'lost' | 'rolled_back',
    payout: number,
    cashAfter?: number,
  ): Promise<void> {
    await updateRound(this.#db(), id, {
      status,
      payout,
      ...(cashAfter === undefined ? {} : { cashAfter }),
      pendingPayout: null,
      walletSession: null,
      settledAt: this.#now(),
    });
  }

  /**
   * Ends what a crash or an unreachable wallet left half done, each under the transaction ids the round
   * was first given (the wallet answers a repeat once): payouts decided but not confirmed are paid; an
   * instant round staked but not paid is paid what its drawn outcome pays; a round whose bet was never
   * confirmed has its stake returned and is forgotten; an idle mines round is cashed out (or, without a
   * safe pick, its stake returned). Expired demo sessions are forgotten.
   */
  async sweep(): Promise<{ paid: number; returned: number }> {
    const now = this.#ctx.clock.now();
    let paid = 0;
    let returned = 0;
    for (const round of await unpaidRounds(this.#db(), new Date(now - UNPAID_RETRY_AFTER_MS), 100)) {
      if (!round.walletSession || round.pendingPayout === null) continue;
      if (await this.#settleQuietly(round, round.pendingPayout, round.outcome as StudioOutcome)) paid += 1;
    }
    const idleMines = idleMinesMs(this.#ctx.config.CASINO_ROUND_TIMEOUT_S);
    for (const round of await staleRounds(this.#db(), new Date(now - UNPAID_RETRY_AFTER_MS), 100)) {
      const token = round.walletSession;
      if (!token) continue;
      const outcome = round.outcome as StudioOutcome;
      if (!round.staked) {
        if (
          round.createdAt.getTime() < now - UNCONFIRMED_AFTER_MS &&
          (await this.#returnStake(round, token, true))
        )
          returned += 1;
        continue;
      }
      if (outcome.game === 'dice') {
        const payout = diceSettle(round.bet as DiceBet, round.stake, outcome.roll);
        if (await this.#settleQuietly(round, payout, outcome)) paid += 1;
      } else if (outcome.game === 'lucky-wheel') {
        const payout = wheelSettle(round.stake, outcome.segment);
        if (await this.#settleQuietly(round, payout, outcome)) paid += 1;
      } else if (outcome.game === 'mines' && round.createdAt.getTime() < now - idleMines) {
        if (outcome.picks.length === 0) {
          if (await this.#returnStake(round, token, false)) returned += 1;
          continue;
        }
        const seed = round.seedId === null ? undefined : await seedById(this.#db(), round.seedId);
        if (!seed) continue;
        const bet = round.bet as MinesBet;
        const mines = minesOutcome(seed.serverSeed, seed.clientSeed, round.nonce, bet.mines);
        const payout = minesSettle(bet, round.stake, outcome.picks, mines);
        if (await this.#settleQuietly(round, payout, { game: 'mines', picks: outcome.picks, mines }))
          paid += 1;
      }
    }
    await purgeDemoSessions(this.#db(), new Date(now - DEMO_SESSION_TTL_MS));
    return { paid, returned };
  }

  /** Pays a round, reporting whether the wallet confirmed it (a refusal has closed it already). */
  async #settleQuietly(round: RoundRow, payout: number, outcome: StudioOutcome): Promise<boolean> {
    if (!round.walletSession) return false;
    try {
      return (await this.#pay(round, round.walletSession, payout, outcome)) !== null;
    } catch {
      return false;
    }
  }

  /**
   * Returns a round's stake through the wallet's rollback; a bet the wallet never took answers 404 and
   * there is nothing to return. A round that was never confirmed to the bettor is forgotten; a confirmed
   * one ends rolled back.
   */
  async #returnStake(round: RoundRow, token: string, forget: boolean): Promise<boolean> {
    try {
      await this.#wallet.rollback({ session: token, transaction_id: `${round.roundKey}:bet` });
    } catch (error) {
      if (!isHttpError(error) || error.statusCode >= 500) return false;
      // Already settled by the wallet (CASINO_ROUND_CLOSED) or never taken (CASINO_TRANSACTION_NOT_FOUND).
    }
    if (forget) await deleteRound(this.#db(), round.id);
    else await this.#close(round.id, 'rolled_back', 0);
    return true;
  }

  async #answer(roundId: number, balance: StudioBalance, seed: SeedRow): Promise<StudioPlayAnswer> {
    const round = await provenRound(this.#db(), roundId);
    return { round: roundOf(round), balance, fairness: fairnessOf(seed) };
  }

  // Mines.

  async startMines(session: PlayerSession, stake: number, bet: MinesBet): Promise<MinesAnswer> {
    this.#checkStake(stake);
    const now = this.#now();
    const outcome: StudioOutcome = { game: 'mines', picks: [], mines: null };
    const oneOpen = async (tx: Tx) => {
      if (await openMinesRound(tx, session.tokenHash)) {
        throw refusal(409, 'ROUND_OPEN', 'a mines round is open: finish it first');
      }
    };
    if (session.mode === 'demo') {
      const played = await this.#db().transaction(async (tx) => {
        const demo = await this.#lockLiveDemo(tx, session, stake);
        await oneOpen(tx);
        const seed = await lockActiveSeed(tx, session.owner, now);
        await setSeedNonce(tx, seed.id, seed.nonce + 1);
        await setDemoCash(tx, demo.id, demo.cash - stake);
        const round = await insertRound(tx, {
          ...this.#roundValues(session, 'mines', seed, seed.nonce, bet, outcome, stake, demo.currency, now),
          staked: true,
        });
        return { round, seed, cash: demo.cash - stake, currency: demo.currency as Currency };
      });
      return this.#minesAnswer(played.round.id, { cash: played.cash, currency: played.currency });
    }
    const opened = await this.#openRealRound(
      session,
      'mines',
      stake,
      bet,
      now,
      () => ({ outcome, payout: 0 }),
      oneOpen,
    );
    const staked = await this.#stake(opened.round, session, stake, opened.seed);
    return this.#minesAnswer(opened.round.id, balanceOfAnswer(staked));
  }

  async revealMines(session: PlayerSession, roundKey: string, tile: number): Promise<MinesAnswer> {
    return this.#stepMines(session, roundKey, (picks, mines, bet) => {
      if (picks.includes(tile)) throw refusal(409, 'TILE_REVEALED', `tile ${tile} is uncovered already`);
      const next = [...picks, tile];
      if (mines.includes(tile)) return { picks: next, end: 0 };
      if (next.length === MINES_TILES - bet.mines) return { picks: next, end: 'cashout' };
      return { picks: next, end: null };
    });
  }

  async cashoutMines(session: PlayerSession, roundKey: string): Promise<MinesAnswer> {
    return this.#stepMines(session, roundKey, (picks) => {
      if (picks.length === 0) throw refusal(409, 'NO_SAFE_PICK', 'uncover a tile before cashing out');
      return { picks, end: 'cashout' };
    });
  }

  /**
   * One step of an open mines round, decided under the round's lock: the new picks, and whether the round
   * ends (lost on a mine, or cashed out). A demo round is paid in the same transaction; a real one is
   * written with its payout and then paid by the wallet.
   */
  async #stepMines(
    session: PlayerSession,
    roundKey: string,
    step: (picks: number[], mines: number[], bet: MinesBet) => { picks: number[]; end: null | 0 | 'cashout' },
  ): Promise<MinesAnswer> {
    const decided = await this.#db().transaction(async (tx) => {
      const found = await roundByKey(tx, roundKey);
      const round =
        found && found.sessionHash === session.tokenHash ? await lockRound(tx, found.id) : undefined;
      if (round?.game !== 'mines') throw refusal(404, 'ROUND_NOT_FOUND', 'no such round for this session');
      if (round.status !== 'open' || round.pendingPayout !== null || !round.staked) {
        throw refusal(409, 'ROUND_CLOSED', 'the round is over');
      }
      const seed = round.seedId === null ? undefined : await seedById(tx, round.seedId);
      if (!seed) throw new Error(`round ${round.id} has no seed pair`);
      const bet = round.bet as MinesBet;
      const mines = minesOutcome(seed.serverSeed, seed.clientSeed, round.nonce, bet.mines);
      const current = (round.outcome as Extract<StudioOutcome, { game: 'mines' }>).picks;
      const { picks, end } = step(current, mines, bet);
      if (end === null) {
        await updateRound(tx, round.id, { outcome: { game: 'mines', picks, mines: null } });
        return { round, payout: null, outcome: null };
      }
      const payout = end === 0 ? 0 : minesSettle(bet, round.stake, picks, mines);
      const outcome: StudioOutcome = { game: 'mines', picks, mines };
      if (session.mode === 'demo') {
        const demo = await lockDemoSession(tx, session.demo.id);
        await setDemoCash(tx, demo.id, demo.cash + payout);
        await updateRound(tx, round.id, {
          outcome,
          payout,
          status: payout > 0 ? 'won' : 'lost',
          settledAt: this.#now(),
        });
        return { round, payout: null, outcome: null };
      }
      await updateRound(tx, round.id, { outcome, pendingPayout: payout });
      return { round, payout, outcome };
    });
    let balance: StudioBalance | null = null;
    if (decided.payout !== null && decided.outcome) {
      const paid = await this.#pay(decided.round, session.token, decided.payout, decided.outcome);
      if (paid) balance = balanceOfAnswer(paid);
    }
    // A step moved no money: the cash is what the round's last wallet call left (the session may have
    // expired since, and the wallet answers no balance then).
    if (!balance && session.mode === 'real' && decided.round.cashAfter !== null) {
      balance = { cash: decided.round.cashAfter, currency: decided.round.currency as Currency };
    }
    return this.#minesAnswer(decided.round.id, balance ?? (await this.#balance(session)));
  }

  async #minesAnswer(roundId: number, balance: StudioBalance): Promise<MinesAnswer> {
    const proven = await provenRound(this.#db(), roundId);
    const { round } = proven;
    const seed = round.seedId === null ? undefined : await seedById(this.#db(), round.seedId);
    const next = seed?.revealedAt ? undefined : seed;
    const picks = (round.outcome as Extract<StudioOutcome, { game: 'mines' }>).picks;
    const mines = (round.bet as MinesBet).mines;
    const open = round.status === 'open';
    const multiplier =
      picks.length > 0 && round.status !== 'lost'
        ? multiplierText(minesMultiplier(mines, picks.length))
        : '0.00';
    const cashout = open && picks.length > 0 ? minesSettle({ mines }, round.stake, picks, []) : 0;
    return {
      round: roundOf(proven),
      balance,
      fairness: next ? fairnessOf(next) : await this.#fairnessOfOwner(round),
      multiplier,
      cashout,
    };
  }

  async #fairnessOfOwner(round: RoundRow): Promise<StudioFairness> {
    const owner =
      round.demoSessionId !== null ? `demo:${round.demoSessionId}` : `user:${round.userId}:${round.game}`;
    const seed = await this.#db().transaction((tx) => lockActiveSeed(tx, owner, this.#now()));
    return fairnessOf(seed);
  }

  // Roulette bets (the table draws and settles them: see table.ts).

  async placeRoulette(
    session: PlayerSession,
    tableRoundId: string,
    bets: RouletteStakedBet[],
  ): Promise<StudioPlayAnswer> {
    const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
    this.#checkStake(stake);
    const now = this.#now();
    const number = /^roulette-(\d{1,9})$/.exec(tableRoundId)?.[1];
    const table = number === undefined ? undefined : await tableRoundByNumber(this.#db(), Number(number));
    if (!table) throw refusal(404, 'ROUND_NOT_FOUND', 'no such roulette round');
    const closed = () =>
      refusal(409, 'ROULETTE_BETS_CLOSED', 'bets are closed for this round: bet on the next one', {
        next_at: table.nextAt.toISOString(),
      });
    const isOpen = (row: { phase: string; closesAt: Date; pocket: number | null }) =>
      row.phase === 'betting' && row.pocket === null && now.getTime() < row.closesAt.getTime();
    if (!isOpen(table)) throw closed();
    const fairness = {
      server_seed_hash: table.serverSeedHash,
      client_seed: table.clientSeed,
      nonce: table.number,
    };
    const outcome: StudioOutcome = { game: 'roulette', pocket: null };

    if (session.mode === 'demo') {
      const played = await this.#db().transaction(async (tx) => {
        const locked = await lockTableRound(tx, table.id);
        if (!locked || !isOpen(locked)) throw closed();
        const demo = await this.#lockLiveDemo(tx, session, stake);
        await setDemoCash(tx, demo.id, demo.cash - stake);
        const round = await insertRound(tx, {
          ...this.#roundValues(
            session,
            'roulette',
            null,
            table.number,
            bets,
            outcome,
            stake,
            demo.currency,
            now,
          ),
          roundKey: `roulette-${table.number}-${randomBytes(9).toString('base64url')}`,
          rouletteRoundId: table.id,
          staked: true,
        });
        return { round, cash: demo.cash - stake, currency: demo.currency as Currency };
      });
      const proven = await provenRound(this.#db(), played.round.id);
      return { round: roundOf(proven), balance: { cash: played.cash, currency: played.currency }, fairness };
    }

    const round = await insertRound(this.#db(), {
      ...this.#roundValues(session, 'roulette', null, table.number, bets, outcome, stake, 'EUR', now),
      roundKey: `roulette-${table.number}-${randomBytes(9).toString('base64url')}`,
      rouletteRoundId: table.id,
    });
    const answer = await this.#stake(round, session, stake, null);
    // The stake stands only if the ball has not been drawn meanwhile; otherwise it goes back.
    const stands = await this.#db().transaction(async (tx) => {
      const locked = await lockTableRound(tx, table.id);
      if (!locked || locked.pocket !== null) return false;
      await updateRound(tx, round.id, { staked: true });
      return true;
    });
    if (!stands) {
      await this.#wallet.rollback({ session: session.token, transaction_id: `${round.roundKey}:bet` });
      await deleteRound(this.#db(), round.id);
      throw closed();
    }
    const proven = await provenRound(this.#db(), round.id);
    return { round: roundOf(proven), balance: balanceOfAnswer(answer), fairness };
  }

  /**
   * Pays one bet of a drawn roulette round, once: a demo bet in one transaction, a real one by its
   * payout written first and the wallet's win call under the bet's own transaction id.
   */
  async settleRouletteBet(round: RoundRow, pocket: number, payout: number): Promise<void> {
    const outcome: StudioOutcome = { game: 'roulette', pocket };
    if (round.mode === 'demo') {
      await this.#db().transaction(async (tx) => {
        const locked = await lockRound(tx, round.id);
        if (locked?.status !== 'open' || locked.demoSessionId === null) return;
        const demo = await lockDemoSession(tx, locked.demoSessionId);
        await setDemoCash(tx, demo.id, demo.cash + payout);
        await updateRound(tx, round.id, {
          outcome,
          payout,
          status: payout > 0 ? 'won' : 'lost',
          settledAt: this.#now(),
        });
      });
      return;
    }
    if (!round.staked) {
      // Its bet never stood (refused, or the placement died): return the stake if the wallet took it.
      if (round.walletSession) {
        try {
          await this.#wallet.rollback({
            session: round.walletSession,
            transaction_id: `${round.roundKey}:bet`,
          });
        } catch (error) {
          if (!isHttpError(error) || error.statusCode >= 500) throw error;
        }
      }
      await this.#close(round.id, 'rolled_back', 0);
      return;
    }
    if (!round.walletSession) return;
    await this.#pay(round, round.walletSession, payout, outcome);
  }

  // Lists.

  async sessionRounds(session: PlayerSession, query: StudioRoundsQuery): Promise<StudioRounds> {
    const filter =
      session.mode === 'demo'
        ? { demoSessionId: session.demo.id }
        : { userId: session.userId, game: session.game };
    return this.#page(filter, query);
  }

  async history(userId: number, query: StudioRoundsQuery): Promise<StudioRounds> {
    return this.#page({ userId }, query);
  }

  async #page(
    filter: { userId: number; game?: string } | { demoSessionId: number },
    query: StudioRoundsQuery,
  ): Promise<StudioRounds> {
    let beforeId: number | undefined;
    if (query.before) {
      const before = await roundByKey(this.#db(), query.before);
      if (!before) return { rounds: [], next: null };
      beforeId = before.id;
    }
    const rows = await provenRounds(this.#db(), filter, { limit: query.limit + 1, beforeId });
    const page = rows.slice(0, query.limit);
    return {
      rounds: page.map(roundOf),
      next: rows.length > query.limit ? (page.at(-1)?.round.roundKey ?? null) : null,
    };
  }
}

/** A real round's outcome before it ends shows nothing a bettor could use. */
function pendingOutcome(outcome: StudioOutcome): StudioOutcome {
  switch (outcome.game) {
    case 'dice':
    case 'lucky-wheel':
      return outcome;
    case 'mines':
      return { game: 'mines', picks: [], mines: null };
    case 'roulette':
      return { game: 'roulette', pocket: null };
  }
}

const balanceOfAnswer = (answer: CasinoTransactionAnswer): StudioBalance => ({
  cash: answer.cash,
  currency: answer.currency,
});

export const fairnessOf = (seed: SeedRow): StudioFairness => ({
  server_seed_hash: seed.serverSeedHash,
  client_seed: seed.clientSeed,
  nonce: seed.nonce,
});

export function roundOf(proven: ProvenRound): StudioRound {
  const { round } = proven;
  return {
    round_id: round.roundKey,
    game: round.game as StudioGame,
    mode: round.mode,
    status: round.status,
    stake: round.stake,
    payout: round.payout,
    currency: round.currency as Currency,
    created_at: round.createdAt.toISOString(),
    settled_at: round.settledAt?.toISOString() ?? null,
    bet: round.bet,
    outcome: round.outcome as StudioOutcome,
    server_seed_hash: proven.serverSeedHash,
    server_seed: proven.serverSeed,
    client_seed: proven.clientSeed,
    nonce: round.nonce,
  };
}
