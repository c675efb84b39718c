/**
 * The casino socket: the shared roulette table's rounds, pushed to every player at once. A game client
 * (on the games origin) connects to this namespace of the API's Socket.IO server; with Redis every server
 * process pushes the same round to its own sockets.
 */
import { z } from 'zod';
import { RouletteRound } from '../api/studio';
import { ProtocolVersion } from './protocol';

export const CASINO_NAMESPACE = '/casino';

/** Socket.IO `auth` of a casino socket: no login (the round is public; bets go through the HTTP calls). */
export const CasinoHandshake = z.object({ v: ProtocolVersion, table: z.literal('roulette') });
export type CasinoHandshake = z.infer<typeof CasinoHandshake>;

/** The table's round at each change of phase: betting open, spinning (bets closed), the result. */
export const RouletteRoundMessage = z.object({
  v: ProtocolVersion,
  type: z.literal('roulette_round'),
  round: RouletteRound,
  recent: z.array(z.number().int().min(0).max(36)),
  players: z.number().int().nonnegative(),
});
export type RouletteRoundMessage = z.infer<typeof RouletteRoundMessage>;

export const CasinoServerMessage = z.discriminatedUnion('type', [RouletteRoundMessage]);
export type CasinoServerMessage = z.infer<typeof CasinoServerMessage>;

/** The one event name the namespace emits; the message's `type` tells what it is. */
export const CASINO_EVENT = 'casino';
