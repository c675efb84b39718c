/**
 * Messages between a casino game (in its frame, on the games origin) and the page around it (the
 * sportsbook's game page or its mini-game panel). Both sides check the sender's origin and read only
 * these shapes; anything else is dropped.
 *
 * - The game posts `ready` once it has loaded its session, `round` after every settled round (the
 *   page reloads the bettor's balance and counts the round for the reality check), and `error` when its
 *   session is refused (expired, excluded, logged out).
 * - The page posts `close` when the bettor leaves (logout, the reality check's Leave): the game stops
 *   taking bets and shows that the session ended.
 */
import { z } from 'zod';
import { CasinoMode } from '../api/casino';
import { StudioGame } from '../api/studio';
import { Currency, MinorUnits } from '../entities/common';

export const CASINO_FRAME_SOURCE = 'touchline-casino';

const fromGame = <E extends string, D extends z.ZodRawShape>(event: E, details: D) =>
  z.object({ source: z.literal(CASINO_FRAME_SOURCE), event: z.literal(event), ...details });

export const GameToPageMessage = z.discriminatedUnion('event', [
  fromGame('ready', { game: StudioGame, mode: CasinoMode }),
  fromGame('round', {
    game: StudioGame,
    mode: CasinoMode,
    round_id: z.string(),
    stake: MinorUnits,
    payout: MinorUnits,
    balance: MinorUnits,
    currency: Currency,
  }),
  fromGame('error', { code: z.string().max(64), message: z.string().max(500) }),
]);
export type GameToPageMessage = z.infer<typeof GameToPageMessage>;

export const PageToGameMessage = z.discriminatedUnion('event', [
  z.object({ source: z.literal('touchline-sportsbook'), event: z.literal('close') }),
]);
export type PageToGameMessage = z.infer<typeof PageToGameMessage>;
