/**
 * A game's page: the header strip (the game, the balance or play money, the RTP), the game itself, and
 * below it Fairness and My rounds. The compact layout (`embed=mini`, the sportsbook's mini-game panel)
 * keeps the same parts, folded.
 */
import type { StudioGame } from '@touchline/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DiceGame } from '@/features/dice/dice-game';
import { FairnessPanel } from '@/features/fairness/fairness-panel';
import { RoundsList } from '@/features/fairness/rounds-list';
import { LuckyWheelGame } from '@/features/lucky-wheel/lucky-wheel-game';
import { MinesGame } from '@/features/mines/mines-game';
import { RouletteGame } from '@/features/roulette/roulette-game';
import { formatMoney } from '@/shared/money/stake';
import { useGameSession } from '@/shared/session/session';
import ui from '@/shared/ui/ui.module.css';
import styles from './app.module.css';

const GAMES: Record<StudioGame, ComponentType> = {
  'lucky-wheel': LuckyWheelGame,
  dice: DiceGame,
  mines: MinesGame,
  roulette: RouletteGame,
};

export function GamePage({ embed }: { embed: boolean }) {
  const { t, i18n } = useTranslation();
  const { session, balance, ended } = useGameSession();
  const Game = GAMES[session.game];
  const rtp = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 }).format(Number(session.rtp));
  return (
    <div className={styles.page} data-embed={embed}>
      <header className={styles.strip}>
        <h1 className={styles.title}>{t(`games.${session.game}`)}</h1>
        <div className={styles.facts}>
          <p className={styles.balance}>
            <span className={styles.factLabel}>
              {session.mode === 'demo' ? t('header.playMoney') : t('header.balance')}
            </span>
            <span className={styles.factValue}>
              {formatMoney(balance.cash, balance.currency, i18n.language)}
            </span>
          </p>
          <p className={styles.rtp}>
            <span className={styles.factLabel}>{t('header.rtp')}</span>
            <span className={styles.factValue}>{`${rtp} %`}</span>
          </p>
        </div>
      </header>
      {ended ? (
        <p className={`${ui.error} ${styles.ended}`} role="alert">
          {ended.reason === 'closed' ? t('session.closed') : t('session.refused', { reason: ended.message })}
        </p>
      ) : null}
      <main className={styles.main}>
        <Game />
      </main>
      <div className={styles.extras}>
        <details className={styles.section} open={!embed}>
          <summary>{t('fairness.title')}</summary>
          <FairnessPanel />
        </details>
        <details className={styles.section} open={!embed}>
          <summary>{t('rounds.title')}</summary>
          <RoundsList />
        </details>
      </div>
      <footer className={styles.footer}>
        <p className={ui.muted}>{session.mode === 'demo' ? t('footer.demo') : t('footer.real')}</p>
      </footer>
    </div>
  );
}
