/**
 * The game's session as the page shows it: the balance, the next round's seeds, and whether bets are
 * still taken. Each game reports its answers here; a settled round is told to the page around the game
 * (so the sportsbook reloads the balance and counts the round), and a refusal that ends the session
 * stops every bet.
 */
import type { StudioFairness, StudioPlayAnswer, StudioSession } from '@touchline/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endsSession, explainRefusal, refusalCode } from '@/shared/api/refusals';
import type { GameFrame } from '@/shared/frame/game-frame';

/** Why bets stopped: the page closed the game, or the server refused the session. */
export type SessionEnd = { reason: 'closed' } | { reason: 'refused'; message: string };

export interface GameSession {
  session: StudioSession;
  balance: StudioSession['balance'];
  fairness: StudioFairness;
  ended: SessionEnd | null;
  /** Bumped after every settled round and seed change: the rounds list reloads on it. */
  roundsVersion: number;
  /** The answer of a play call: the balance and the seeds; a settled round is told to the page. */
  applyAnswer(answer: StudioPlayAnswer): void;
  /** Seeds changed by a rotation. */
  applyFairness(fairness: StudioFairness): void;
  /** A refused call: ends the session when the refusal says no bet can succeed any more. */
  applyRefusal(error: unknown): void;
}

const SessionContext = createContext<GameSession | null>(null);

export function SessionProvider({
  session,
  frame,
  children,
}: {
  session: StudioSession;
  frame: GameFrame;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  const [roundsVersion, setRoundsVersion] = useState(0);

  useEffect(() => {
    frame.start();
    const off = frame.onClose(() => setEnded({ reason: 'closed' }));
    frame.ready(session.game, session.mode);
    return () => {
      off();
      frame.stop();
    };
  }, [frame, session.game, session.mode]);

  const applyAnswer = useCallback(
    (answer: StudioPlayAnswer) => {
      setBalance(answer.balance);
      setFairness(answer.fairness);
      const { round } = answer;
      if (round.status === 'won' || round.status === 'lost') {
        setRoundsVersion((version) => version + 1);
        frame.round({
          game: round.game,
          mode: round.mode,
          round_id: round.round_id,
          stake: round.stake,
          payout: round.payout,
          balance: answer.balance.cash,
          currency: answer.balance.currency,
        });
      }
    },
    [frame],
  );

  const applyFairness = useCallback((next: StudioFairness) => {
    setFairness(next);
    setRoundsVersion((version) => version + 1);
  }, []);

  const applyRefusal = useCallback(
    (error: unknown) => {
      if (!endsSession(error)) return;
      const message = explainRefusal(error, t);
      setEnded({ reason: 'refused', message });
      frame.error(refusalCode(error), message);
    },
    [frame, t],
  );

  const value = useMemo(
    () => ({
      session,
      balance,
      fairness,
      ended,
      roundsVersion,
      applyAnswer,
      applyFairness,
      applyRefusal,
    }),
    [session, balance, fairness, ended, roundsVersion, applyAnswer, applyFairness, applyRefusal],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useGameSession(): GameSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useGameSession outside SessionProvider');
  return value;
}
