import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '@/shared/validation/password';
import styles from './ui.module.css';

const LEVELS = ['empty', 'weak', 'fair', 'good', 'strong'] as const;
const COLOURS = ['var(--surface-3)', 'var(--down)', 'var(--warning)', 'var(--up)', 'var(--brand)'];

/** The strength meter and the rules of a new password, each marked met or not. */
export function PasswordMeter({ check }: { check: PasswordCheck }) {
  const { t } = useTranslation();
  const level = LEVELS[check.strength];
  return (
    <div className={styles.field}>
      {/* The bar is decoration: the line under it says the strength in words. */}
      <div className={styles.meter} aria-hidden="true">
        <div
          className={styles.meterBar}
          style={{ width: `${check.strength * 25}%`, background: COLOURS[check.strength] }}
        />
      </div>
      <div className={styles.hint}>
        {t('password.strength')}: {t(`password.levels.${level}`)}
      </div>
      <ul className={styles.rules}>
        {(['length', 'notCommon', 'notUsername'] as const).map((rule) => (
          <li key={rule} className={check.rules[rule] ? styles.ruleMet : styles.ruleOpen}>
            <span aria-hidden="true">{check.rules[rule] ? '✓ ' : '• '}</span>
            {t(`password.rules.${rule}`)}
            <span className="visually-hidden">
              {check.rules[rule] ? ` (${t('password.met')})` : ` (${t('password.notMet')})`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
