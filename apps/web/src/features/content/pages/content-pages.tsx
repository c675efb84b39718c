/** Promotions (localised paths) and the premium league. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/shared/events';
import { paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import styles from './content-pages.module.css';

export { PremiumLeaguePage } from '../premium-league/premium-league-page';

export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageTitle title={t('promotions.title')} icon={<Icon name="gift" size={26} />} />
      <div className={styles.grid}>
        <article className={`${styles.promo} ${styles.green}`}>
          <h2>{t('promotions.welcomeTitle')}</h2>
          <p>{t('promotions.welcomeBody')}</p>
          <Link to={paths.registration()} className={styles.cta}>
            {t('nav.join')}
          </Link>
          <small>{t('promotions.terms')}</small>
        </article>
        <article className={`${styles.promo} ${styles.blue}`}>
          <h2>{t('promotions.comboTitle')}</h2>
          <p>{t('promotions.comboBody')}</p>
          <Link to={paths.allSports()} className={styles.cta}>
            {t('nav.allSports')}
          </Link>
          <small>{t('promotions.terms')}</small>
        </article>
      </div>
    </div>
  );
}
