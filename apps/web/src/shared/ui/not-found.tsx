/**
 * The 404 page: 'Oops! The page you requested was not found!' with a Help Center link (the brand's
 * external help centre when it has one).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { HelpLink } from './help-link';
import { Icon } from './icon';
import styles from './not-found.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <Link to={paths.home()} className={styles.primary}>
          {t('notFound.home')}
        </Link>
        <HelpLink to={paths.help()} className={styles.secondary}>
          <Icon name="help" size={18} />
          {t('notFound.helpCenter')}
        </HelpLink>
      </div>
    </section>
  );
}
