/**
 * A help page by its address (/help, /help/contact-us, ...). A brand with an external help centre
 * shows where its article is, as an ordinary link that opens it in a new tab (a page may not open a
 * tab on its own); any other brand opens the account site's own help page in the frame.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig } from '@/shared/api/config';
import { HelpLink, useHelpCentreUrl } from '@/shared/ui/help-link';
// The page looks like the 404 page: a card with a title, a line and one action.
import styles from '@/shared/ui/not-found.module.css';
import { FramedAccountPage } from './account-pages';

export function HelpPage() {
  const { pathname } = useLocation();
  const config = useConfig();
  const external = useHelpCentreUrl(pathname);
  // Which help the brand has is known once its configuration is in; without it, the account site's.
  if (config.isPending) return null;
  if (!external) return <FramedAccountPage path={pathname} />;
  return <ExternalHelp path={pathname} />;
}

function ExternalHelp({ path }: { path: string }) {
  const { t } = useTranslation();
  const home = path.replace(/\/+$/, '') === '/help';
  return (
    <section className={styles.page} aria-labelledby="help-centre-title">
      <h1 id="help-centre-title" className={styles.title}>
        {t('helpCentre.title')}
      </h1>
      <p className={styles.body}>{t('helpCentre.body')}</p>
      <HelpLink to={path} className={styles.primary}>
        {home ? t('helpCentre.openHome') : t('helpCentre.openArticle')}
      </HelpLink>
    </section>
  );
}
