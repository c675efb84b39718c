/**
 * @touchline/casino: the casino's games, provably fair, pure and shared by the server and the browser,
 * so that the outcome and the payout a bettor verifies are the ones the server computed.
 *
 * This file is the package's whole public surface, named export by export; anything not listed here is
 * the package's own.
 */

// Provably fair: seeds, their commitment, and the numbers a round draws from them.

export {
  BYTES_PER_FLOAT,
  bytesToFloat,
  FLOATS_PER_BLOCK,
  floatToIndex,
  outcomeBytes,
  outcomeFloats,
  outcomeMessage,
  type SeedPairRandom,
  seedPair,
} from './fair/outcome';
export {
  clientSeedSchema,
  newClientSeed,
  newServerSeed,
  nonceSchema,
  serverSeedHash,
  serverSeedHashSchema,
  serverSeedSchema,
} from './fair/seeds';

// Money: stakes and payouts in integer minor units, multipliers as exact ratios.

export { payout, type Ratio, ratio, ratioValue, stakeSchema } from './money';

// The games: each with its RTP, its bet's schema, its outcome and its settlement.

export {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_OUTCOMES,
  DICE_RTP,
  type DiceBet,
  diceBetSchema,
  diceMultiplier,
  diceOutcome,
  diceOutcomeFrom,
  diceSettle,
  diceWinChance,
  diceWinningRolls,
  diceWins,
  formatDiceRoll,
} from './games/dice';
export {
  binomial,
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  MINES_TILES,
  type MinesBet,
  minesBetSchema,
  minesIsMine,
  minesMultiplier,
  minesOutcome,
  minesOutcomeFrom,
  minesPicksSchema,
  minesRoundSchema,
  minesSettle,
} from './games/mines';
export {
  RED_NUMBERS,
  ROULETTE_POCKETS,
  ROULETTE_RTP,
  type RouletteBet,
  type RouletteBetType,
  type RouletteStakedBet,
  rouletteBetSchema,
  rouletteBetsSchema,
  rouletteColour,
  rouletteCovered,
  rouletteMultiplier,
  rouletteOutcome,
  rouletteOutcomeFrom,
  rouletteSettle,
  rouletteSettleBet,
} from './games/roulette';
export {
  WHEEL_RTP,
  WHEEL_SEGMENTS,
  WHEEL_SLOTS,
  type WheelBet,
  type WheelSegment,
  wheelBetSchema,
  wheelExpectedReturn,
  wheelMultiplier,
  wheelOutcome,
  wheelOutcomeFrom,
  wheelSegmentOfSlot,
  wheelSettle,
} from './games/wheel';

// Verification of a finished round from its revealed seed.

export {
  type CasinoGame,
  type FinishedRound,
  finishedRoundSchema,
  type RoundOutcome,
  type Verification,
  verify,
} from './verify';
