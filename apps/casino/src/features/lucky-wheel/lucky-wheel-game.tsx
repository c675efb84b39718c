/**
 * Lucky Wheel: one spin, no choice but the stake. The landed segment and the payout are the server's
 * answer; the wheel turns to a slot of that segment.
 */
import { WHEEL_SEGMENTS, WHEEL_SLOTS } from '@touchline/casino';
import { playLuckyWheel, type StudioRound } from '@touchline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { formatMoney } from '@/shared/money/stake';
import { useGameSession } from '@/shared/session/session';
import { usePlay } from '@/shared/session/use-play';
import { ErrorText } from '@/shared/ui/error-text';
import { StakeField, useStake } from '@/shared/ui/stake-field';
import ui from '@/shared/ui/ui.module.css';
import styles from './lucky-wheel.module.css';
import { landingRotation, multiplierText } from './wheel-layout';
import { WheelSvg } from './wheel-svg';

export function LuckyWheelGame() {
  const { t, i18n } = useTranslation();
  const { ended, applyAnswer, balance } = useGameSession();
  const stake = useStake();
  const play = usePlay();
  const [tried, setTried] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [last, setLast] = useState<StudioRound | null>(null);
  const money = (minor: number) => formatMoney(minor, balance.currency, i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  const spin = async () => {
    setTried(true);
    if (!stake.check.ok) return;
    const minor = stake.check.minor;
    const answer = await play.run(() => callApi(playLuckyWheel, { body: { stake: minor, bet: {} } }));
    if (answer?.round.outcome.game !== 'lucky-wheel') return;
    const { segment } = answer.round.outcome;
    setRotation((from) => landingRotation(from, segment, answer.fairness.nonce));
    setLast(answer.round);
    applyAnswer(answer);
  };

  const landed = last?.outcome.game === 'lucky-wheel' ? last.outcome.segment : null;
  const landedBp = landed === null ? null : (WHEEL_SEGMENTS[landed]?.multiplierBp ?? 0);

  return (
    <div className={styles.game}>
      <section className={styles.stage} aria-label={t('wheel.stage')}>
        <WheelSvg rotation={rotation} locale={i18n.language} landed={landed} />
        <div aria-live="polite" className={styles.outcome}>
          {last && landedBp !== null ? (
            last.payout > 0 ? (
              <p className={ui.win}>
                {t('wheel.won', {
                  multiplier: multiplierText(landedBp, i18n.language),
                  payout: money(last.payout),
                })}
              </p>
            ) : (
              <p className={ui.loss}>
                {t('wheel.lost', { multiplier: multiplierText(landedBp, i18n.language) })}
              </p>
            )
          ) : (
            <p className={ui.muted}>{t('wheel.hint')}</p>
          )}
        </div>
      </section>
      <section className={`${ui.panel} ${styles.controls}`} aria-label={t('wheel.controls')}>
        <StakeField stake={stake} disabled={Boolean(ended)} showError={tried} />
        <button type="button" className={ui.primary} disabled={play.busy || Boolean(ended)} onClick={spin}>
          {t('wheel.spin')}
        </button>
        <ErrorText message={play.error} />
        <table className={styles.legend}>
          <caption>{t('wheel.segments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wheel.multiplier')}</th>
              <th scope="col">{t('wheel.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {WHEEL_SEGMENTS.map((segment, index) => (
              <tr key={segment.multiplierBp} className={landed === index ? styles.landedRow : undefined}>
                <td>
                  <span className={`${styles.swatch} ${styles[`seg${index}`] ?? ''}`} />
                  {multiplierText(segment.multiplierBp, i18n.language)}
                </td>
                <td>{percent.format(segment.weight / WHEEL_SLOTS)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
