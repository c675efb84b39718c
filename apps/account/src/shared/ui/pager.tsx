import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from '@/shared/ui/ui.module.css';

/** Previous / next through a paged list, with where the bettor is. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className={styles.pager} aria-label={t('cashier.pager.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('cashier.pager.previous')}
      </Button>
      <span className={styles.muted}>{t('cashier.pager.position', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('cashier.pager.next')}
      </Button>
    </nav>
  );
}
