/**
 * The casino wallet: the seamless-wallet calls a game server makes for every money movement of a game
 * (balance, bet, win, rollback, each with the game's own transaction id), and the launch call that gives
 * a logged-in bettor a short-lived session token for one game.
 *
 * The game server authenticates with its provider secret (`authorization: Bearer {secret}`). A repeated
 * transaction id answers exactly what its first call answered, refusals included, and moves no money.
 */
import { z } from 'zod';
import { Currency, MinorUnits } from '../entities/common';
import { defineCall } from './define';
import { LimitRefusalBody } from './limits';

const MODULE = 'casino';

export const CASINO_MODES = ['real', 'demo'] as const;
export const CasinoMode = z.enum(CASINO_MODES).describe('real plays for money, demo for fun (no wallet)');
export type CasinoMode = z.infer<typeof CasinoMode>;

/** A game's slug: lower-case letters, digits and dashes. */
export const CasinoGameSlug = z
  .string()
  .min(1, 'a game slug is required')
  .max(64, 'a game slug has at most 64 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a game slug is lower-case letters, digits and dashes');

/** An id the game server gives a round or a transaction: 1-128 visible ASCII characters. */
const ProviderId = (what: string) =>
  z
    .string()
    .min(1, `${what} is required`)
    .max(128, `${what} has at most 128 characters`)
    .regex(/^[\x21-\x7e]+$/, `${what} is visible ASCII characters without spaces`);

export const CasinoSessionToken = z
  .string()
  .min(16, 'a casino session token has at least 16 characters')
  .max(128, 'a casino session token has at most 128 characters');

/** A positive amount in minor units (a bet of nothing is no bet). */
const Stake = MinorUnits.min(1, 'amount must be at least 1 minor unit').max(
  1_000_000_000_00,
  'amount is too large',
);

export const CasinoProviderHeaders = z.looseObject({
  authorization: z.string().min(1).describe('Bearer {provider secret}'),
});
export type CasinoProviderHeaders = z.infer<typeof CasinoProviderHeaders>;

export const LaunchCasinoBody = z.object({ game: CasinoGameSlug, mode: CasinoMode });
export type LaunchCasinoBody = z.infer<typeof LaunchCasinoBody>;

export const CasinoLaunch = z.object({
  token: z.string().describe('The session token the game server sends with every wallet call'),
  game: CasinoGameSlug,
  mode: CasinoMode,
  expires_at: z.iso.datetime().describe('No new bet is taken on the session after this time'),
});
export type CasinoLaunch = z.infer<typeof CasinoLaunch>;

export const launchCasinoGame = defineCall({
  method: 'POST',
  path: '/v1/casino/sessions',
  module: MODULE,
  summary: 'Open a short-lived casino session for a game (the token the game is launched with)',
  auth: 'required',
  body: LaunchCasinoBody,
  response: CasinoLaunch,
});

/** The bettor's money as the game shows it. Casino play takes cash only. */
export const CasinoBalance = z.object({
  cash: MinorUnits,
  bonus: MinorUnits.describe('Bonus money of the wallet; casino stakes never take it'),
  currency: Currency,
});
export type CasinoBalance = z.infer<typeof CasinoBalance>;

export const CasinoBalanceBody = z.object({ session: CasinoSessionToken });
export type CasinoBalanceBody = z.infer<typeof CasinoBalanceBody>;

export const casinoBalance = defineCall({
  method: 'POST',
  path: '/v1/casino/wallet/balance',
  module: MODULE,
  summary: "The session's bettor's balance (game server, provider secret)",
  auth: 'operator',
  headers: CasinoProviderHeaders,
  body: CasinoBalanceBody,
  response: CasinoBalance,
});

/** The answer of a money movement: the transaction as taken and the balance after it. */
export const CasinoTransactionAnswer = CasinoBalance.extend({
  transaction_id: z.string(),
  round_id: z.string(),
  round_status: z.enum(['open', 'settled', 'rolled_back']),
  ledger_ids: z.array(z.number().int()).describe('The ledger entries the movement wrote'),
});
export type CasinoTransactionAnswer = z.infer<typeof CasinoTransactionAnswer>;

export const CasinoBetBody = z.object({
  session: CasinoSessionToken,
  round_id: ProviderId('round_id'),
  transaction_id: ProviderId('transaction_id'),
  amount: Stake,
});
export type CasinoBetBody = z.infer<typeof CasinoBetBody>;

export const casinoBet = defineCall({
  method: 'POST',
  path: '/v1/casino/wallet/bet',
  module: MODULE,
  summary: 'Debit a stake for a round (idempotent per transaction id; game server, provider secret)',
  auth: 'operator',
  headers: CasinoProviderHeaders,
  body: CasinoBetBody,
  response: CasinoTransactionAnswer,
  // A stake refused by a safe-gambling rule names it: the exclusion's end, or the loss limit that binds.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const CasinoWinBody = z.object({
  session: CasinoSessionToken,
  round_id: ProviderId('round_id'),
  transaction_id: ProviderId('transaction_id'),
  amount: MinorUnits.max(1_000_000_000_00, 'amount is too large').describe('0 ends a lost round'),
  round_end: z.boolean().describe('true: the round is over and settled'),
});
export type CasinoWinBody = z.infer<typeof CasinoWinBody>;

export const casinoWin = defineCall({
  method: 'POST',
  path: '/v1/casino/wallet/win',
  module: MODULE,
  summary: 'Credit a payout to a round (idempotent per transaction id; game server, provider secret)',
  auth: 'operator',
  headers: CasinoProviderHeaders,
  body: CasinoWinBody,
  response: CasinoTransactionAnswer,
});

export const CasinoRollbackBody = z.object({
  session: CasinoSessionToken,
  transaction_id: ProviderId('transaction_id').describe('The id of the bet to roll back'),
});
export type CasinoRollbackBody = z.infer<typeof CasinoRollbackBody>;

export const casinoRollback = defineCall({
  method: 'POST',
  path: '/v1/casino/wallet/rollback',
  module: MODULE,
  summary: "Return a bet's stake, once (game server, provider secret)",
  auth: 'operator',
  headers: CasinoProviderHeaders,
  body: CasinoRollbackBody,
  response: CasinoTransactionAnswer,
});

export const CasinoRecoveryReport = z.object({
  rounds: z.number().int().nonnegative().describe('Unfinished rounds rolled back by this run'),
  refunded: MinorUnits.describe('Stakes returned by this run, summed over currencies'),
  settled: z
    .number()
    .int()
    .nonnegative()
    .describe('Unfinished rounds that had paid out, closed as they stood (no stake returned)'),
});
export type CasinoRecoveryReport = z.infer<typeof CasinoRecoveryReport>;

export const recoverCasinoRounds = defineCall({
  method: 'POST',
  path: '/v1/casino/wallet/recover',
  module: MODULE,
  summary:
    'End every round left without an end: roll it back, or settle it when it paid out (game server, provider secret)',
  auth: 'operator',
  headers: CasinoProviderHeaders,
  response: CasinoRecoveryReport,
});

/** Machine codes of the casino wallet's refusals. */
export const CASINO_REFUSAL_CODES = [
  'CASINO_SESSION_NOT_FOUND',
  'CASINO_SESSION_EXPIRED',
  'CASINO_DEMO_SESSION',
  'CASINO_ROUND_NOT_FOUND',
  'CASINO_ROUND_CLOSED',
  'CASINO_TRANSACTION_NOT_FOUND',
  'CASINO_TRANSACTION_CONFLICT',
  'BALANCE_INSUFFICIENT',
  'SELF_EXCLUDED',
  'TIMED_OUT',
  'LOSS_LIMIT_EXCEEDED',
] as const;
export type CasinoRefusalCode = (typeof CASINO_REFUSAL_CODES)[number];

export const casinoCalls = {
  launchCasinoGame,
  casinoBalance,
  casinoBet,
  casinoWin,
  casinoRollback,
  recoverCasinoRounds,
} as const;
