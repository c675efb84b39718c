import { Skeleton } from '@touchline/web-kit';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** A page whose data is on its way: the kit's skeleton, announced as 'Loading…'. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Skeleton label={t('common.loading')} rows={3} height={48} />
    </div>
  );
}
