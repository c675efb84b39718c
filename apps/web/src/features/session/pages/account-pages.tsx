/**
 * Account pages of the sportsbook side. Login, registration, password reset, the cashier and help live
 * on the account site: their addresses open it in the frame over the home page.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { openAccountFrame } from '@/shared/account-frame';
import { paths } from '@/shared/routing/paths';

/** A local path to return to after login; anything else (another site, //host) is ignored. */
export function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/**
 * An account page reached by its address (a link, a guard, a reload): the account site opens in the
 * frame over the home page, and the page asked for comes back after a login.
 */
export function FramedAccountPage({ path }: { path: string }) {
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

/** Any other page of the account site reached by its own address (a mailed link's token page). */
export function AccountSitePage() {
  const location = useLocation();
  return <FramedAccountPage path={location.pathname} />;
}

export function DepositPage() {
  return <FramedAccountPage path="/cashier/deposit" />;
}

/** The account area of the account site: /account/main, /account/safe-gambling-tools, /account/fair-gaming. */
export function AccountAreaPage() {
  const location = useLocation();
  return <FramedAccountPage path={location.pathname} />;
}
