/**
 * The game studio: the calls the casino's game clients make (from their own origin) to play, and the
 * calls the sportsbook makes to list the games and show a bettor's rounds.
 *
 * A game client is launched with a session token: a real-money token from the wallet's launch call
 * (`POST /v1/casino/sessions`), or a play-money token from `POST /v1/studio/demo-sessions` (no login,
 * no wallet, no ledger). It sends the token in the `x-casino-session` header, never in a path or a query,
 * so no access log holds it. Every money movement of a real round is a call of the studio to the wallet's
 * seamless-wallet API (balance, bet, win, rollback), as an aggregator's game server makes it.
 *
 * Outcomes are provably fair: HMAC-SHA256 of the server seed (its SHA-256 shown before play, the seed
 * revealed when the bettor rotates it), the bettor's client seed and the round's nonce. Roulette rounds
 * are shared by every player of the table: each round commits to its own server seed before its bets
 * close, draws with the table's public client seed and the round number as nonce, and reveals the seed
 * with the result.
 */
import {
  clientSeedSchema,
  diceBetSchema,
  minesBetSchema,
  rouletteBetsSchema,
  serverSeedHashSchema,
  serverSeedSchema,
  wheelBetSchema,
} from '@touchline/casino';
import { z } from 'zod';
import { Currency, Language, MinorUnits } from '../entities/common';
import { CasinoMode, CasinoSessionToken } from './casino';
import { defineCall } from './define';
import { LimitRefusalBody } from './limits';

const MODULE = 'studio';

/** The studio's games, by the slug of their page (`/play/{slug}`). */
export const STUDIO_GAMES = ['lucky-wheel', 'dice', 'mines', 'roulette'] as const;
export const StudioGame = z.enum(STUDIO_GAMES);
export type StudioGame = z.infer<typeof StudioGame>;

/** Lobby categories, in the order the lobby shows them; 'all' lists every game. */
export const CASINO_CATEGORIES = ['all', 'originals', 'table', 'instant', 'live-casino'] as const;
export const CasinoCategory = z.enum(CASINO_CATEGORIES);
export type CasinoCategory = z.infer<typeof CasinoCategory>;

/** The header a game client sends its session token in. */
export const CASINO_SESSION_HEADER = 'x-casino-session';
export const StudioSessionHeaders = z.looseObject({ [CASINO_SESSION_HEADER]: CasinoSessionToken });
export type StudioSessionHeaders = z.infer<typeof StudioSessionHeaders>;

/** A stake in minor units. */
const Stake = MinorUnits.min(1, 'stake must be at least 1 minor unit');

/** The seeds the next round draws from: the server seed's commitment, the client seed and the nonce. */
export const StudioFairness = z.object({
  server_seed_hash: serverSeedHashSchema.describe('SHA-256 of the server seed, hex; the seed stays secret'),
  client_seed: clientSeedSchema,
  nonce: z.number().int().nonnegative().describe('The nonce the next round uses'),
});
export type StudioFairness = z.infer<typeof StudioFairness>;

export const StudioBalance = z.object({ cash: MinorUnits, currency: Currency });
export type StudioBalance = z.infer<typeof StudioBalance>;

/** A game as the studio runs it for one session. */
export const StudioSession = z.object({
  game: StudioGame,
  mode: CasinoMode,
  /** A demo session's token (the client keeps it for its next calls); a real session's is the launch's. */
  token: CasinoSessionToken,
  balance: StudioBalance,
  fairness: StudioFairness,
  rtp: z.string().describe("The game's return to player, percent with two decimals: '99.00'"),
  min_stake: MinorUnits,
  max_stake: MinorUnits,
  expires_at: z.iso.datetime(),
});
export type StudioSession = z.infer<typeof StudioSession>;

export const DemoSessionBody = z.object({
  game: StudioGame,
  currency: Currency.optional().describe("Play money's currency; the brand's when absent"),
});
export type DemoSessionBody = z.infer<typeof DemoSessionBody>;

export const openDemoSession = defineCall({
  method: 'POST',
  path: '/v1/studio/demo-sessions',
  module: MODULE,
  summary: 'Open a play-money session for a game (no login, no wallet)',
  auth: 'none',
  body: DemoSessionBody,
  response: StudioSession,
});

export const getStudioSession = defineCall({
  method: 'POST',
  path: '/v1/studio/session',
  module: MODULE,
  summary: "The session's game, balance and next round's seeds (the game client's first call)",
  auth: 'none',
  headers: StudioSessionHeaders,
  response: StudioSession,
});

/** A server seed once it is no longer used: the bettor can now check every round drawn from it. */
export const RevealedSeed = z.object({
  server_seed: serverSeedSchema,
  server_seed_hash: serverSeedHashSchema,
  client_seed: clientSeedSchema,
  rounds: z.number().int().nonnegative().describe('Rounds drawn from this seed pair (nonces 0..rounds-1)'),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;

export const RotateSeedBody = z.object({
  client_seed: clientSeedSchema.optional().describe("The bettor's new client seed; a random one when absent"),
});
export type RotateSeedBody = z.infer<typeof RotateSeedBody>;

export const RotatedSeeds = z.object({ revealed: RevealedSeed, fairness: StudioFairness });
export type RotatedSeeds = z.infer<typeof RotatedSeeds>;

export const rotateStudioSeed = defineCall({
  method: 'POST',
  path: '/v1/studio/seeds',
  module: MODULE,
  summary: 'Reveal the current server seed and start a new pair (refused while a mines round is open)',
  auth: 'none',
  headers: StudioSessionHeaders,
  body: RotateSeedBody,
  response: RotatedSeeds,
});

/** What a round drew, game by game. */
export const StudioOutcome = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), roll: z.number().int().describe('0..9999 (42.17 is 4217)') }),
  z.object({ game: z.literal('lucky-wheel'), segment: z.number().int().nonnegative() }),
  z.object({
    game: z.literal('mines'),
    picks: z.array(z.number().int()).describe('Tiles revealed, in order'),
    mines: z.array(z.number().int()).nullable().describe("The mines' tiles, once the round is over"),
  }),
  z.object({ game: z.literal('roulette'), pocket: z.number().int().nullable() }),
]);
export type StudioOutcome = z.infer<typeof StudioOutcome>;

export const StudioRoundStatus = z.enum(['open', 'won', 'lost', 'rolled_back']);
export type StudioRoundStatus = z.infer<typeof StudioRoundStatus>;

/** A round and what proves it: its seeds (the server seed once revealed) and its bet. */
export const StudioRound = z.object({
  round_id: z.string(),
  game: StudioGame,
  mode: CasinoMode,
  status: StudioRoundStatus,
  stake: MinorUnits,
  payout: MinorUnits,
  currency: Currency,
  created_at: z.iso.datetime(),
  settled_at: z.iso.datetime().nullable(),
  bet: z
    .unknown()
    .describe("The game's bet: dice {direction, target}, mines {mines}, roulette [bets], wheel {}"),
  outcome: StudioOutcome,
  server_seed_hash: serverSeedHashSchema,
  server_seed: serverSeedSchema
    .nullable()
    .describe('Revealed once the seed is rotated (roulette: after the spin)'),
  client_seed: clientSeedSchema,
  nonce: z.number().int().nonnegative(),
});
export type StudioRound = z.infer<typeof StudioRound>;

/** A round just played, with the balance after it and the seeds of the next one. */
export const StudioPlayAnswer = z.object({
  round: StudioRound,
  balance: StudioBalance,
  fairness: StudioFairness,
});
export type StudioPlayAnswer = z.infer<typeof StudioPlayAnswer>;

export const DicePlayBody = z.object({ stake: Stake, bet: diceBetSchema });
export type DicePlayBody = z.infer<typeof DicePlayBody>;

export const playDice = defineCall({
  method: 'POST',
  path: '/v1/studio/dice',
  module: MODULE,
  summary: 'Roll the dice: stake, side and target; settled at once',
  auth: 'none',
  headers: StudioSessionHeaders,
  body: DicePlayBody,
  response: StudioPlayAnswer,
  // A refusal of a safe-gambling rule names the limit or the exclusion's end behind it.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const WheelPlayBody = z.object({ stake: Stake, bet: wheelBetSchema.default({}) });
export type WheelPlayBody = z.infer<typeof WheelPlayBody>;

export const playLuckyWheel = defineCall({
  method: 'POST',
  path: '/v1/studio/lucky-wheel',
  module: MODULE,
  summary: 'Spin the lucky wheel; settled at once',
  auth: 'none',
  headers: StudioSessionHeaders,
  body: WheelPlayBody,
  response: StudioPlayAnswer,
  // A refusal of a safe-gambling rule names the limit or the exclusion's end behind it.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const MinesStartBody = z.object({ stake: Stake, bet: minesBetSchema });
export type MinesStartBody = z.infer<typeof MinesStartBody>;

/** An open mines round: its picks so far and what cashing out would pay now. */
export const MinesAnswer = StudioPlayAnswer.extend({
  multiplier: z.string().describe("Cash-out multiplier now, two decimals: '1.24'"),
  cashout: MinorUnits.describe('What cashing out now pays (0 before the first safe pick)'),
});
export type MinesAnswer = z.infer<typeof MinesAnswer>;

export const startMines = defineCall({
  method: 'POST',
  path: '/v1/studio/mines',
  module: MODULE,
  summary: 'Start a mines round: stake and number of mines (one open round per session)',
  auth: 'none',
  headers: StudioSessionHeaders,
  body: MinesStartBody,
  response: MinesAnswer,
  // A refusal of a safe-gambling rule names the limit or the exclusion's end behind it.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const MinesRevealBody = z.object({
  round_id: z.string().min(1).max(128),
  tile: z.number().int().min(0).max(24),
});
export type MinesRevealBody = z.infer<typeof MinesRevealBody>;

export const revealMinesTile = defineCall({
  method: 'POST',
  path: '/v1/studio/mines/reveal',
  module: MODULE,
  summary: 'Reveal a tile: a mine ends the round lost, the last safe tile cashes out',
  auth: 'none',
  headers: StudioSessionHeaders,
  body: MinesRevealBody,
  response: MinesAnswer,
});

export const MinesCashoutBody = z.object({ round_id: z.string().min(1).max(128) });
export type MinesCashoutBody = z.infer<typeof MinesCashoutBody>;

export const cashoutMines = defineCall({
  method: 'POST',
  path: '/v1/studio/mines/cashout',
  module: MODULE,
  summary: 'Cash out an open mines round after at least one safe pick',
  auth: 'none',
  headers: StudioSessionHeaders,
  body: MinesCashoutBody,
  response: MinesAnswer,
});

/** The shared roulette table's current round. */
export const RouletteRoundPhase = z.enum(['betting', 'spinning', 'result']);
export type RouletteRoundPhase = z.infer<typeof RouletteRoundPhase>;

export const RouletteRound = z.object({
  round_id: z.string(),
  number: z.number().int().nonnegative().describe("The table's round number: the draw's nonce"),
  phase: RouletteRoundPhase,
  closes_at: z.iso.datetime().describe('Bets close at this time'),
  result_at: z.iso.datetime().describe('The ball lands at this time'),
  next_at: z.iso.datetime().describe('The next round opens at this time'),
  server_seed_hash: serverSeedHashSchema,
  server_seed: serverSeedSchema.nullable().describe('Revealed with the result'),
  client_seed: clientSeedSchema.describe("The table's public client seed"),
  pocket: z.number().int().min(0).max(36).nullable(),
});
export type RouletteRound = z.infer<typeof RouletteRound>;

export const RouletteTable = z.object({
  round: RouletteRound,
  recent: z
    .array(z.number().int().min(0).max(36))
    .describe('Winning pockets of the last rounds, newest first'),
  players: z.number().int().nonnegative().describe('Players connected to the table now'),
});
export type RouletteTable = z.infer<typeof RouletteTable>;

export const getRouletteTable = defineCall({
  method: 'GET',
  path: '/v1/studio/roulette',
  module: MODULE,
  summary: "The roulette table's current round and recent results",
  auth: 'none',
  response: RouletteTable,
});

export const RouletteBetBody = z.object({ round_id: z.string().min(1).max(128), bets: rouletteBetsSchema });
export type RouletteBetBody = z.infer<typeof RouletteBetBody>;

export const placeRouletteBets = defineCall({
  method: 'POST',
  path: '/v1/studio/roulette/bets',
  module: MODULE,
  summary: "Place bets on the table's round while its betting is open (settled when the ball lands)",
  auth: 'none',
  headers: StudioSessionHeaders,
  body: RouletteBetBody,
  response: StudioPlayAnswer,
  // A refusal of a safe-gambling rule names the limit or the exclusion's end behind it.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const StudioRoundsQuery = z.object({
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  before: z.string().max(128).optional().describe('Rounds older than this round id (the next page)'),
});
export type StudioRoundsQuery = z.infer<typeof StudioRoundsQuery>;

export const StudioRounds = z.object({
  rounds: z.array(StudioRound),
  next: z.string().nullable().describe('The `before` of the next page; null on the last'),
});
export type StudioRounds = z.infer<typeof StudioRounds>;

export const listSessionRounds = defineCall({
  method: 'GET',
  path: '/v1/studio/rounds',
  module: MODULE,
  summary: "The session's player's rounds of this game, newest first, with their proofs",
  auth: 'none',
  headers: StudioSessionHeaders,
  querystring: StudioRoundsQuery,
  response: StudioRounds,
});

export const listCasinoHistory = defineCall({
  method: 'GET',
  path: '/v1/casino/history',
  module: MODULE,
  summary: "The logged-in bettor's real-money rounds of every game, newest first, with their proofs",
  auth: 'required',
  querystring: StudioRoundsQuery,
  response: StudioRounds,
});

/** A game of the lobby. */
export const CasinoGameInfo = z.object({
  slug: StudioGame,
  name: z.string(),
  provider: z.string().describe("The studio's id, e.g. 'touchline-originals'"),
  categories: z.array(CasinoCategory),
  rtp: z.string(),
  description: z.string(),
  image: z.string().describe('Artwork path on the sportsbook origin'),
  demo: z.boolean().describe('Playable for fun without login'),
  live: z.boolean().describe('Shared rounds on a schedule (live casino)'),
});
export type CasinoGameInfo = z.infer<typeof CasinoGameInfo>;

export const CasinoLobbyQuery = z.object({
  category: CasinoCategory.default('all'),
  q: z.string().trim().max(64).optional().describe('Search in game names'),
  provider: z.array(z.string().max(64)).max(20).or(z.string().max(64)).optional(),
  lang: Language.optional(),
});
export type CasinoLobbyQuery = z.infer<typeof CasinoLobbyQuery>;

export const CasinoLobby = z.object({
  gameCategories: z.array(z.object({ slug: CasinoCategory, name: z.string(), count: z.number().int() })),
  dynamicConfig: z.object({ games_origin: z.string().describe('Where the game clients are served') }),
  selectedCategories: z.array(CasinoCategory),
  selectedProviders: z.array(z.string()),
  currentCategory: CasinoCategory,
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
  games: z.array(CasinoGameInfo),
  settings: z.object({ min_stake: MinorUnits, max_stake: MinorUnits, currency: Currency }),
  translations: z.record(z.string(), z.string()).describe('Lobby texts in the asked language'),
});
export type CasinoLobby = z.infer<typeof CasinoLobby>;

export const getCasinoLobby = defineCall({
  method: 'GET',
  path: '/v1/casino/lobby',
  module: MODULE,
  summary: 'The lobby: categories, providers and the games of a category, searched and filtered',
  auth: 'none',
  querystring: CasinoLobbyQuery,
  response: CasinoLobby,
});

export const studioCalls = {
  openDemoSession,
  getStudioSession,
  rotateStudioSeed,
  playDice,
  playLuckyWheel,
  startMines,
  revealMinesTile,
  cashoutMines,
  getRouletteTable,
  placeRouletteBets,
  listSessionRounds,
  listCasinoHistory,
  getCasinoLobby,
} as const;
