/** Carries out the page's query actions: some at once, the frame ones when the account site is ready. */
import { type RefObject, useMemo, useRef } from 'react';
import type { NavigateFunction } from 'react-router';
import { openAccountFrame, requestLogout } from '@/shared/account-frame';
import { useConfig } from '@/shared/api/config';
import { currentLanguage } from '@/shared/i18n/i18n';
import { after } from '@/shared/platform/timers';
import { paths } from '@/shared/routing/paths';
import { loginWithToken, useSession } from '@/shared/session';
import { planQueryActions, type QueryAction } from './query-actions';

function addNoindex(): void {
  if (document.head.querySelector('meta[name="robots"][content~="noindex"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
}

export function useQueryActions(navigate: RefObject<NavigateFunction>) {
  const config = useConfig();
  const accountV2 = useRef(false);
  accountV2.current = config.data?.operator.account_v2_enabled ?? false;
  const helpCentre = useRef(false);
  helpCentre.current = Boolean(config.data?.help_centre);
  return useMemo(() => {
    let plan: ReturnType<typeof planQueryActions> | null = null;
    const run = (action: QueryAction) => {
      switch (action.kind) {
        case 'login_with_token':
          void loginWithToken(action.token);
          return;
        case 'open':
          // A brand with an external help centre shows its help page, which links to the article.
          if (helpCentre.current && /^\/help(\/|$)/.test(action.path)) navigate.current(action.path);
          else openAccountFrame(action.path);
          return;
        case 'go_home':
          navigate.current(paths.home(), { replace: true });
          return;
        case 'log_out':
          requestLogout();
          return;
        case 'navigate_later':
          after(action.delayMs, () => {
            if (useSession.getState().user && accountV2.current) navigate.current(action.path);
          });
          return;
        case 'noindex':
          addNoindex();
          return;
      }
    };
    return {
      /** Reads and strips the address, then runs what needs no frame. Once. */
      runNow() {
        if (plan) return;
        plan = planQueryActions(window.location.pathname, window.location.search, currentLanguage());
        const current = `${window.location.pathname}${window.location.search}`;
        const goesHome = plan.now.some((action) => action.kind === 'go_home');
        if (plan.stripped !== current && !goesHome) navigate.current(plan.stripped, { replace: true });
        for (const action of plan.now) run(action);
      },
      /** The frame actions, once the account site said app_ready. Once. */
      runOnReady() {
        const ready = plan?.onReady ?? [];
        if (plan) plan = { ...plan, onReady: [] };
        for (const action of ready) run(action);
      },
    };
  }, [navigate]);
}
