/** Loading skeletons, empty and error states every page uses . */
import { Skeleton as KitSkeleton } from '@touchline/web-kit';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';
import styles from './states.module.css';

/** The kit's loading skeleton, announced as the app's 'Loading'. */
export function Skeleton({ rows = 6, height = 64 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return <KitSkeleton label={t('app.loading')} rows={rows} height={height} />;
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
