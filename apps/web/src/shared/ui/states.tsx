/** Loading skeletons, empty and error states every page uses . */
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import styles from './states.module.css';

export function Skeleton({ rows = 6, height = 64 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.bone} style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}

export function EmptyState({ message, icon = 'search' }: { message: string; icon?: IconName }) {
  return (
    <div className={styles.box} role="status">
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.message}>{message}</p>
    </div>
  );
}

export function ErrorState({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <span className={styles.icon}>
        <Icon name="wifiOff" size={28} />
      </span>
      <p className={styles.message}>{message ?? t('state.error')}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('state.retry')}
        </button>
      ) : null}
    </div>
  );
}
