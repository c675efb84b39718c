/**
 * Account pages of the sportsbook side. Login, registration, password reset, the cashier and help live
 * on the account site: their addresses open it in the frame over the home page.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { openAccountFrame } from '@/shared/account-frame';
import { PageTitle } from '@/shared/events';
import { paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { EmptyState } from '@/shared/ui/states';

/** A local path to return to after login; anything else (another site, //host) is ignored. */
export function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/**
 * An account page reached by its address (a link, a guard, a reload): the account site opens in the
 * frame over the home page, and the page asked for comes back after a login.
 */
function FramedAccountPage({ path }: { path: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const redirect = safeRedirect(search.get('redirect'));
    openAccountFrame(path, redirect ? { redirect } : {});
    navigate(paths.home(), { replace: true });
  }, [navigate, path, search]);
  return null;
}

export function LoginPage() {
  return <FramedAccountPage path="/login" />;
}

export function RegistrationPage() {
  return <FramedAccountPage path="/registration" />;
}

export function ForgotPasswordPage() {
  return <FramedAccountPage path="/forgot-password" />;
}

/** Help pages of the account site: /help, /help/contact-us, /help/responsible-gambling... */
export function HelpPage() {
  const location = useLocation();
  return <FramedAccountPage path={location.pathname} />;
}

export function DepositPage() {
  return <FramedAccountPage path="/cashier/deposit" />;
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
