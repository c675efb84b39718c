/**
 * Dice: roll under or over a target from 0.00 to 99.99. The win chance and the multiplier come from the
 * engine (every target returns the same RTP); the roll and the payout come from the server's answer.
 */
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_OUTCOMES,
  type DiceBet,
  diceMultiplier,
  diceWinChance,
  formatDiceRoll,
  payout,
  ratioValue,
} from '@touchline/casino';
import { playDice, type StudioRound } from '@touchline/contract';
import { TextField } from '@touchline/web-kit/field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { formatMoney } from '@/shared/money/stake';
import { useGameSession } from '@/shared/session/session';
import { usePlay } from '@/shared/session/use-play';
import { ErrorText } from '@/shared/ui/error-text';
import { StakeField, useStake } from '@/shared/ui/stake-field';
import ui from '@/shared/ui/ui.module.css';
import styles from './dice.module.css';

type Direction = DiceBet['direction'];

/** The targets a side allows: a win chance from 1% to 98%. */
export function targetBounds(direction: Direction): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS, max: DICE_MAX_WINNING_ROLLS }
    : { min: DICE_OUTCOMES - 1 - DICE_MAX_WINNING_ROLLS, max: DICE_OUTCOMES - 1 - DICE_MIN_WINNING_ROLLS };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/** A typed target ('49.5', '49,50') in hundredths, or null. */
export function parseTarget(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function DiceGame() {
  const { t, i18n } = useTranslation();
  const { ended, applyAnswer, balance } = useGameSession();
  const stake = useStake();
  const play = usePlay();
  const [direction, setDirection] = useState<Direction>('under');
  const [target, setTarget] = useState(5000);
  const [targetText, setTargetText] = useState(formatDiceRoll(5000));
  const [tried, setTried] = useState(false);
  const [last, setLast] = useState<StudioRound | null>(null);
  const sliderId = useId();

  const bounds = targetBounds(direction);
  const bet: DiceBet = { direction, target };
  const chance = ratioValue(diceWinChance(bet)) * 100;
  const multiplier = ratioValue(diceMultiplier(bet));
  const money = (minor: number) => formatMoney(minor, balance.currency, i18n.language);
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);

  const choose = (next: number) => {
    const value = clamp(next, bounds);
    setTarget(value);
    setTargetText(formatDiceRoll(value));
  };

  const flip = (next: Direction) => {
    if (next === direction) return;
    setDirection(next);
    // The same win chance on the other side: under t wins on t rolls, over (9999 - t) wins on t rolls.
    const mirrored = clamp(DICE_OUTCOMES - 1 - target, targetBounds(next));
    setTarget(mirrored);
    setTargetText(formatDiceRoll(mirrored));
  };

  const typedTarget = parseTarget(targetText);
  const targetError =
    typedTarget === null || typedTarget < bounds.min || typedTarget > bounds.max
      ? t('dice.targetRange', { min: formatDiceRoll(bounds.min), max: formatDiceRoll(bounds.max) })
      : null;

  const roll = async () => {
    setTried(true);
    if (!stake.check.ok || targetError) return;
    const minor = stake.check.minor;
    const answer = await play.run(() => callApi(playDice, { body: { stake: minor, bet } }));
    if (answer) {
      setLast(answer.round);
      applyAnswer(answer);
    }
  };

  const rolled = last?.outcome.game === 'dice' ? last.outcome.roll : null;
  const won = last !== null && last.payout > 0;

  return (
    <div className={styles.game}>
      <section className={styles.stage} aria-labelledby={`${sliderId}-result`}>
        <h2 id={`${sliderId}-result`} className="visually-hidden">
          {t('dice.resultHeading')}
        </h2>
        <output className={`${styles.roll} ${rolled === null ? '' : won ? styles.won : styles.lost}`}>
          {rolled === null ? '–' : formatDiceRoll(rolled)}
        </output>
        <div className={styles.track}>
          <div
            className={styles.fill}
            data-direction={direction}
            style={{ '--target': `${target / 100}%` } as React.CSSProperties}
          />
          {rolled !== null ? (
            <div className={styles.marker} style={{ '--roll': `${rolled / 100}%` } as React.CSSProperties} />
          ) : null}
        </div>
        <div aria-live="polite" className={styles.outcome}>
          {last && rolled !== null ? (
            won ? (
              <p className={ui.win}>
                {t('dice.won', { roll: formatDiceRoll(rolled), payout: money(last.payout) })}
              </p>
            ) : (
              <p className={ui.loss}>{t('dice.lost', { roll: formatDiceRoll(rolled) })}</p>
            )
          ) : (
            <p className={ui.muted}>{t('dice.hint')}</p>
          )}
        </div>
      </section>

      <section className={`${ui.panel} ${styles.controls}`} aria-label={t('dice.controls')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('dice.side')}</legend>
          <div className={styles.sides}>
            <button
              type="button"
              className={ui.toggle}
              aria-pressed={direction === 'under'}
              onClick={() => flip('under')}
            >
              {t('dice.under')}
            </button>
            <button
              type="button"
              className={ui.toggle}
              aria-pressed={direction === 'over'}
              onClick={() => flip('over')}
            >
              {t('dice.over')}
            </button>
          </div>
        </fieldset>
        <div className={styles.slider}>
          <label htmlFor={sliderId}>{t('dice.target')}</label>
          <input
            id={sliderId}
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={1}
            value={target}
            aria-valuetext={formatDiceRoll(target)}
            onChange={(event) => choose(Number(event.target.value))}
          />
        </div>
        <TextField
          label={t('dice.targetNumber')}
          value={targetText}
          inputMode="decimal"
          autoComplete="off"
          error={targetError}
          onValueChange={(text) => {
            setTargetText(text);
            const parsed = parseTarget(text);
            if (parsed !== null && parsed >= bounds.min && parsed <= bounds.max) setTarget(parsed);
          }}
        />
        <dl className={ui.stats}>
          <div>
            <dt>{t('dice.winChance')}</dt>
            <dd>{`${number(chance, 2)} %`}</dd>
          </div>
          <div>
            <dt>{t('dice.multiplier')}</dt>
            <dd>{`${number(multiplier, 4)}×`}</dd>
          </div>
        </dl>
        <StakeField stake={stake} disabled={Boolean(ended)} showError={tried} />
        <p className={ui.muted}>
          {t('dice.payoutOnWin', {
            payout: money(stake.check.ok ? payout(stake.check.minor, diceMultiplier(bet)) : 0),
          })}
        </p>
        <button type="button" className={ui.primary} disabled={play.busy || Boolean(ended)} onClick={roll}>
          {t('dice.roll')}
        </button>
        <ErrorText message={play.error} />
      </section>
    </div>
  );
}
