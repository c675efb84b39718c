/**
 * Casino play in progress, shared by what opens games (the game page, the mini-game panel) and what
 * watches over play (the reality check, logout).
 *
 * A frame registers its game while it is open and reports each settled round. The reality check's clock
 * runs from the first real-money game opened (or its last restart) while any real-money game is open;
 * the net result counts the rounds reported since then. `closeAll` asks every open game to end (logout,
 * or an answer to the reality check other than Continue): each opener watches `closeRequests` and closes
 * its frame; the game page then goes back to the lobby.
 */
import type { CasinoMode, StudioGame } from '@touchline/contract';
import { create } from 'zustand';
import { onSignOut } from '@/shared/session';

export interface OpenGame {
  game: StudioGame;
  mode: CasinoMode;
  openedAt: number;
}

export interface CasinoPlayState {
  /** Open game frames by the opener's id ('page', 'mini-game'). */
  games: Record<string, OpenGame>;
  /** When the reality check's period began (ms since epoch); null while no real-money game is open. */
  periodStart: number | null;
  /** Stakes and payouts of real-money rounds reported since the period began, minor units. */
  staked: number;
  paid: number;
  /** Bumped by closeAll: openers close their frames when it changes. */
  closeRequests: number;
  open(id: string, game: StudioGame, mode: CasinoMode, now?: number): void;
  close(id: string): void;
  recordRound(mode: CasinoMode, stake: number, payout: number): void;
  /** Continue: a new period from now, with a fresh net result. */
  restartPeriod(now?: number): void;
  /** Ends every open game and the period (logout, Leave). */
  closeAll(): void;
}

const hasRealGame = (games: Record<string, OpenGame>) =>
  Object.values(games).some((game) => game.mode === 'real');

export const useCasinoPlay = create<CasinoPlayState>((set) => ({
  games: {},
  periodStart: null,
  staked: 0,
  paid: 0,
  closeRequests: 0,
  open: (id, game, mode, now = Date.now()) =>
    set((state) => {
      const games = { ...state.games, [id]: { game, mode, openedAt: now } };
      const starts = mode === 'real' && state.periodStart === null;
      return starts ? { games, periodStart: now, staked: 0, paid: 0 } : { games };
    }),
  close: (id) =>
    set((state) => {
      const { [id]: _closed, ...games } = state.games;
      return hasRealGame(games) ? { games } : { games, periodStart: null, staked: 0, paid: 0 };
    }),
  recordRound: (mode, stake, payout) =>
    set((state) =>
      mode === 'real' && state.periodStart !== null
        ? { staked: state.staked + stake, paid: state.paid + payout }
        : {},
    ),
  restartPeriod: (now = Date.now()) =>
    set((state) => (state.periodStart === null ? {} : { periodStart: now, staked: 0, paid: 0 })),
  closeAll: () =>
    set((state) => ({
      games: {},
      periodStart: null,
      staked: 0,
      paid: 0,
      closeRequests: state.closeRequests + 1,
    })),
}));

// A logout (or an expired or refused session) closes every game and clears the reality check.
onSignOut(() => useCasinoPlay.getState().closeAll());
