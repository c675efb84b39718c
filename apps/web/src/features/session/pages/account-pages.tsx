/**
 * Account pages of the sportsbook side (betting-core.md section 2; shell-and-account.md section 2.2).
 * Login, registration and help live on the account site shown in the frame (a later issue); these pages
 * say so and keep the redirect target for after login.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/shared/events';
import { paths } from '@/shared/routing/paths';
import { Icon, type IconName } from '@/shared/ui/icon';
import { EmptyState } from '@/shared/ui/states';
import styles from './account-pages.module.css';

function AccountSitePage({ title, body, icon }: { title: string; body: string; icon: IconName }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="account-title">
        <span className={styles.icon}>
          <Icon name={icon} size={30} />
        </span>
        <h1 id="account-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>{body}</p>
        <a
          className={styles.primary}
          href={`/${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
        >
          {t('login.accountSite')}
        </a>
        <Link className={styles.secondary} to={paths.home()}>
          {t('notFound.home')}
        </Link>
      </section>
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  return <AccountSitePage title={t('login.title')} body={t('login.body')} icon="user" />;
}

export function RegistrationPage() {
  const { t } = useTranslation();
  return <AccountSitePage title={t('login.registerTitle')} body={t('login.registerBody')} icon="star" />;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <AccountSitePage title={t('login.forgotTitle')} body={t('login.body')} icon="lock" />;
}

export function HelpPage() {
  const { t } = useTranslation();
  return <AccountSitePage title={t('login.helpTitle')} body={t('notFound.body')} icon="help" />;
}

export function DepositPage() {
  const { t } = useTranslation();
  return <AccountSitePage title={t('login.cashierTitle')} body={t('login.body')} icon="wallet" />;
}

export function RewardsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageTitle title={t('rewards.title')} icon={<Icon name="gift" size={26} />} />
      <EmptyState message={t('rewards.body')} icon="gift" />
    </div>
  );
}

function ListPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <PageTitle title={title} />
      <EmptyState message={t('account.empty')} icon="ticket" />
    </div>
  );
}

export function AccountBetsPage() {
  const { t } = useTranslation();
  return <ListPage title={t('account.betsTitle')} />;
}

export function FreeBetsPage() {
  const { t } = useTranslation();
  return <ListPage title={t('account.freebetsTitle')} />;
}

export function BoostTokensPage() {
  const { t } = useTranslation();
  return <ListPage title={t('account.boostTokensTitle')} />;
}

export function BonusesPage() {
  const { t } = useTranslation();
  return <ListPage title={t('account.bonusesTitle')} />;
}
