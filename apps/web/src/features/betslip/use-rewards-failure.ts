/** A free-bet list that fails to load is said once, in a toast; the slip works on without free bets. */

import { showToast } from '@touchline/web-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The failure last toasted: the slip may be mounted twice (desktop column and phone sheet). */
let reportedFailure = 0;

export function useRewardsFailureToast(failedAt: number): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (failedAt <= 0 || failedAt === reportedFailure) return;
    reportedFailure = failedAt;
    showToast(t('betslip.rewardsFailed'), 'error');
  }, [failedAt, t]);
}
