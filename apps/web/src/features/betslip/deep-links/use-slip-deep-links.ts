/**
 * Runs the slip's deep links on every page load and navigation:
 * only when the address carries something the slip reads, then loads the handler, fills the slip,
 * shows it, and strips what it handled from the address.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiContextFor } from '@/shared/api/requests';
import { useSlip } from '@/shared/betslip';
import { asksForBetBuilder } from '@/shared/betslip/bet-builder-key';

const quickCheck = (search: string) => /(?:^|[?&])(?:LineID(?:%5B|\[|=)|action=|request_id=)/.test(search);

export function useSlipDeepLinks(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    const search = location.search;
    // A bet builder link (eventid=...) carries LineID keys for the bet builder, not for this slip.
    if (!quickCheck(search) || asksForBetBuilder(search)) return;
    let cancelled = false;
    void import('./apply').then(async ({ applySlipQuery, strippedQuery }) => {
      if (cancelled) return;
      navigate(
        { pathname: location.pathname, search: strippedQuery(search), hash: location.hash },
        { replace: true },
      );
      const dispatch = useSlip.getState().dispatch;
      try {
        if (await applySlipQuery(apiContextFor(i18n.language), search, dispatch)) dispatch({ type: 'SHOW' });
      } catch (error) {
        console.warn('slip link failed', error);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [location.search, location.pathname, location.hash, navigate, i18n.language]);
}
