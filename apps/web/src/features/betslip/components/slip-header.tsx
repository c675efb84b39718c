/** The slip's header: its title with the number of selections, clear, settings and (on a phone) close. */
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import styles from '../betslip.module.css';

interface SlipHeaderProps {
  count: number;
  canClear: boolean;
  canClose: boolean;
  onClear: () => void;
  onSettings: () => void;
  /** On a phone the slip floats over the page and closes itself; on desktop it is a column. */
  onClose?: (() => void) | undefined;
}

export function SlipHeader({ count, canClear, canClose, onClear, onSettings, onClose }: SlipHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <h2 id="betslip-title" className={styles.title}>
        <Icon name="ticket" size={18} />
        {t('betslip.title')}
        {/* The badge shows the number; a screen reader hears it with its noun. */}
        <span className={styles.count} data-testid="slip-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('betslip.count', { count })}</span>
        </span>
      </h2>
      <div className={styles.headerActions}>
        {canClear ? (
          <button type="button" className={styles.textButton} onClick={onClear}>
            {t('betslip.clear')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('betslip.settings')}
          onClick={onSettings}
        >
          <Icon name="gear" size={18} />
        </button>
        {onClose ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('betslip.close')}
            disabled={!canClose}
            onClick={onClose}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </div>
    </header>
  );
}
