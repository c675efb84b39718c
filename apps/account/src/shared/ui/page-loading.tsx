import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status">
      <p className={styles.muted}>{t('common.loading')}</p>
    </div>
  );
}
