/** The place button: Place Bet, Top-up & Bet or Accept changed odds, and a spinner while placing. */
import type { SlipButtonView } from '@touchline/betting';
import { useTranslation } from 'react-i18next';
import styles from '../betslip.module.css';

export function PlaceButton({ button, onPress }: { button: SlipButtonView; onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.place}
      data-state={button.state}
      disabled={button.disabled}
      aria-busy={button.busy}
      onClick={onPress}
    >
      {button.state === 'loading' ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {t(button.label)}
    </button>
  );
}
