/**
 * The right sidebar of a logged-in bettor: name and balances (Balance, Cash, Bonus, the playthrough
 * progress), Deposit, and the account entries. Cashier pages open in the account frame; the
 * sportsbook's own account pages are routes.
 */
import { badgeText, formatMoney } from '@touchline/betting';
import type { Currency, Playthrough } from '@touchline/contract';
import { Dialog } from '@touchline/web-kit/dialog';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { openAccountFrame, requestLogout } from '@/shared/account-frame';
import { useConfig } from '@/shared/api/config';
import { paths } from '@/shared/routing/paths';
import { refreshInboxCount, signOut, useBalanceFresh, useSession } from '@/shared/session';
import { Icon, type IconName } from '@/shared/ui/icon';
import { useShellUi } from '../ui-store';
import styles from './account-sidebar.module.css';

/** Share of the required turnover already bet, 0 to 100 (capped: over-betting shows as full). */
export function playthroughProgress(playthrough: Playthrough): number {
  const required = playthrough.playthrough_total_required;
  if (required <= 0) return 100;
  const done = required - playthrough.playthrough_remaining;
  return Math.min(100, Math.max(0, Math.round((done / required) * 100)));
}

const money = (minor: number, currency: Currency) => formatMoney(minor, currency, currentBrand.locale);

function Entry({
  icon,
  label,
  badge,
  to,
  onClick,
}: {
  icon: IconName;
  label: string;
  badge?: string | null;
  to?: string;
  onClick?: () => void;
}) {
  const close = useShellUi((state) => state.setRightOpen);
  const content: ReactNode = (
    <>
      <Icon name={icon} size={18} />
      <span className={styles.entryLabel}>{label}</span>
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <Icon name="chevronRight" size={16} />
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={styles.entry} onClick={() => close(false)}>
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className={styles.entry}
          onClick={() => {
            close(false);
            onClick?.();
          }}
        >
          {content}
        </button>
      )}
    </li>
  );
}

/** A figure still loading: a placeholder of its size, read as 'Loading' by assistive technology. */
function Bone() {
  const { t } = useTranslation();
  return (
    <span className={styles.bone}>
      <span className="visually-hidden">{t('app.loading')}</span>
    </span>
  );
}

export interface AccountSidebarProps {
  /** The app's own entries (the biometric and auto-login switches), before Logout; none on the web. */
  appEntries?: ReactNode;
}

export function AccountSidebar({ appEntries = null }: AccountSidebarProps) {
  const { t } = useTranslation();
  const open = useShellUi((state) => state.rightOpen);
  const setOpen = useShellUi((state) => state.setRightOpen);
  const user = useSession((state) => state.user);
  const fresh = useBalanceFresh();
  const playthrough = useSession((state) => state.playthrough);
  const history = useSession((state) => state.playthroughHistory);
  const freeBets = useSession((state) => state.freeBets);
  const boostTokens = useSession((state) => state.boostTokens);
  const inboxUnread = useSession((state) => state.inboxUnread);
  const config = useConfig();
  const navigate = useNavigate();
  const playthroughEnabled = config.data?.operator.playthrough_enabled ?? false;
  const loggedIn = user !== null;
  // The Inbox badge is right before the account frame was ever opened: the count is asked for each
  // time the sidebar opens (the frame's inbox_count keeps it right while the inbox page is read).
  useEffect(() => {
    if (open && loggedIn) void refreshInboxCount();
  }, [open, loggedIn]);
  if (!user) return null;
  const frame = (path: string) => () => openAccountFrame(path);
  const logout = () => {
    if (requestLogout()) return;
    // No frame to tell: the session still ends here and on the server.
    void signOut();
    navigate(paths.home());
  };
  const progress = playthrough ? playthroughProgress(playthrough) : null;
  return (
    <Dialog
      open={open}
      title={user.name ?? user.username}
      closeLabel={t('modal.close')}
      onClose={() => setOpen(false)}
      size="full"
      side="right"
    >
      <section className={styles.wallet} aria-label={t('session.wallet')}>
        {/* Until the server's balances of this visit are in, placeholders: the stored ones may be out of date. */}
        <dl className={styles.balances} aria-busy={!fresh}>
          <div className={styles.total}>
            <dt>{t('session.balance')}</dt>
            <dd>{fresh ? money(user.balance + user.bonus, user.currency) : <Bone />}</dd>
          </div>
          <div>
            <dt>{t('session.cash')}</dt>
            <dd>{fresh ? money(user.balance, user.currency) : <Bone />}</dd>
          </div>
          <div>
            <dt>{t('session.bonus')}</dt>
            <dd>{fresh ? money(user.bonus, user.currency) : <Bone />}</dd>
          </div>
        </dl>
        {playthrough && progress !== null ? (
          <div className={styles.playthrough}>
            <div className={styles.playthroughHead}>
              <span id="playthrough-label">{t('session.playthrough')}</span>
              <span>{progress}%</span>
            </div>
            <div
              className={styles.progress}
              role="progressbar"
              aria-labelledby="playthrough-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
            <p className={styles.remaining}>
              {t('session.playthroughRemaining', {
                amount: money(playthrough.playthrough_remaining, user.currency),
              })}
            </p>
          </div>
        ) : null}
        <button
          type="button"
          className={styles.deposit}
          onClick={() => {
            setOpen(false);
            openAccountFrame('/cashier/deposit');
          }}
        >
          {t('session.deposit')}
        </button>
      </section>
      <nav aria-label={t('session.accountMenu')}>
        <ul className={styles.entries}>
          <Entry
            icon="ticket"
            label={t('session.myBets')}
            badge={badgeText(user.openBets)}
            to={paths.accountBets()}
          />
          <Entry icon="user" label={t('session.myAccount')} onClick={frame('/cashier/my-account')} />
          <Entry
            icon="mail"
            label={t('nav.inbox')}
            badge={badgeText(inboxUnread)}
            onClick={frame('/inbox')}
          />
          <Entry icon="wallet" label={t('session.cashier')} onClick={frame('/cashier/deposit')} />
          <Entry icon="chart" label={t('session.transactions')} onClick={frame('/cashier/transactions')} />
          {playthroughEnabled && history > 0 ? (
            <Entry icon="star" label={t('session.bonuses')} to="/account/bonuses" />
          ) : null}
          <Entry
            icon="gift"
            label={t('session.freeBets')}
            badge={badgeText(freeBets)}
            to="/account/freebets"
          />
          {boostTokens > 0 ? (
            <Entry
              icon="trophy"
              label={t('session.boostTokens')}
              badge={badgeText(boostTokens)}
              to="/account/boost-tokens"
            />
          ) : null}
          <Entry icon="wallet" label={t('session.withdraw')} onClick={frame('/cashier/withdraw')} />
          <Entry
            icon="lock"
            label={t('session.playerProtection')}
            onClick={frame('/account/safe-gambling-tools')}
          />
          {appEntries ? (
            <li>
              <Suspense fallback={null}>{appEntries}</Suspense>
            </li>
          ) : null}
          <Entry icon="close" label={t('session.logout')} onClick={logout} />
        </ul>
      </nav>
    </Dialog>
  );
}
