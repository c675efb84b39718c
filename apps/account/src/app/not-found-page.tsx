import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPage, Card } from '@/shared/ui/page';

/** Any path the site does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('notFound.title')}>
      <Card>
        <p>{t('notFound.body')}</p>
        <Link to="/help">{t('notFound.helpCentre')}</Link>
      </Card>
    </AccountPage>
  );
}
