import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QUIET } from '@/shared/frame/quiet';
import { useSessionStore } from '@/shared/session/store';
import { SuccessNotice } from '@/shared/ui/alert';
import { AccountPage, Card } from '@/shared/ui/page';
import { LoginForm } from './login-form';

/**
 * The login page; as a `guard` it stands in for a page that needs a login, and that page shows in its
 * place once the bettor is in.
 */
export function LoginPage({ guard = false }: { guard?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const username = useSessionStore((state) => state.username);
  return (
    <AccountPage title={t('login.title')} lead={guard ? t('login.required') : undefined}>
      <Card>
        {username && !guard ? <SuccessNotice>{t('login.loggedInAs', { username })}</SuccessNotice> : null}
        <LoginForm onDone={guard ? undefined : () => navigate('/cashier/my-account', { state: QUIET })} />
      </Card>
    </AccountPage>
  );
}

export default LoginPage;
