/** One navigation entry: a link, or a click action (open_deposit, open_betslip, ...). */

import { badgeText } from '@touchline/betting';
import type { NavigationItem } from '@touchline/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useConfig } from '@/shared/api/config';
import { useSlipCount } from '@/shared/betslip';
import { currentLanguage } from '@/shared/i18n/i18n';
import { paths } from '@/shared/routing/paths';
import { useIsLoggedIn, useSession } from '@/shared/session';
import { useShellUi } from '../ui-store';

const LABEL_KEYS = {
  cashier: 'nav.cashier',
  promotions: 'nav.promotions',
  rewards: 'nav.rewards',
  chatbot: 'nav.betAssistant',
  live: 'nav.live',
  casino: 'nav.casino',
  'my-bets': 'nav.myBets',
  search: 'nav.search',
  results: 'nav.results',
  sports: 'nav.sports',
  betslip: 'nav.betSlip',
} as const;

/** The label of an entry: remote labels are already translated, the fallback's are keys. */
export function useItemLabel(): (item: NavigationItem, remote: boolean) => string {
  const { t } = useTranslation();
  return (item, remote) => {
    const key = LABEL_KEYS[item.key as keyof typeof LABEL_KEYS];
    if (remote && item.label) return item.label;
    return key ? t(key) : item.label;
  };
}

/** What a link entry points at, adjusted for the page (localised promotions, login for guests). */
function hrefOf(item: NavigationItem, loggedIn: boolean): string {
  if (item.key === 'promotions') return paths.promotions(currentLanguage());
  if (item.key === 'my-bets' && !loggedIn) return paths.login(paths.accountBets());
  return item.action ?? '/';
}

interface NavItemProps {
  item: NavigationItem;
  label: string;
  className: string | undefined;
  activeClassName?: string | undefined;
  badgeClassName: string | undefined;
  icon?: ReactNode;
}

export function NavItem({ item, label, className, activeClassName, badgeClassName, icon }: NavItemProps) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const openBets = useSession((state) => state.user?.openBets ?? 0);
  const slipCount = useSlipCount();
  const ui = useShellUi();
  const chatbotEnabled = useConfig().data?.operator.chatbot_enabled === true;
  const badge = item.hasBadge ? badgeText(item.key === 'betslip' ? slipCount : openBets) : null;
  const content = (
    <>
      {icon}
      <span>{label}</span>
      {badge ? <span className={badgeClassName}>{badge}</span> : null}
    </>
  );
  // The Bet Assistant entry exists only where the configuration turns the chatbot on.
  if (item.action === 'open_chatbot' && !chatbotEnabled) return null;
  if (item.type === 'link') {
    return (
      <NavLink
        to={hrefOf(item, loggedIn)}
        className={({ isActive }) =>
          `${className ?? ''} ${isActive && activeClassName ? activeClassName : ''}`
        }
      >
        {content}
      </NavLink>
    );
  }
  const onClick = () => {
    switch (item.action) {
      case 'open_deposit':
        navigate(loggedIn ? paths.deposit() : paths.login(paths.deposit()));
        break;
      case 'open_betslip':
        // The bet slip entry does nothing at zero selections.
        if (slipCount > 0) ui.setSlipOpen(true);
        break;
      case 'open_sports_menu':
        ui.setLeftOpen(true);
        break;
      case 'open_chatbot':
        ui.setChatOpen(true);
        break;
      default:
        ui.toast(label);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      aria-disabled={item.action === 'open_betslip' && slipCount === 0}
      // The chat's notification bubble points at the entry that opens it.
      data-chat-anchor={item.action === 'open_chatbot' ? '' : undefined}
      aria-haspopup={item.action === 'open_chatbot' ? 'dialog' : undefined}
      aria-expanded={item.action === 'open_chatbot' ? ui.chatOpen : undefined}
    >
      {content}
    </button>
  );
}
