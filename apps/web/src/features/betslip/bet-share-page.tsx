/**
 * /betshare/{id}: the shared bet's selections go into the
 * visitor's slip (what they had stays), the visit and the add are reported, and the page says what was
 * added. The slip keeps them when the visitor leaves the page.
 */
import { useQuery } from '@tanstack/react-query';
import { formatOdds, handicapOutcomeName } from '@touchline/betting';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApiContext } from '@/shared/api/context';
import { slipSelectionOf, useSlip } from '@/shared/betslip';
import { useSettings } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { Icon } from '@/shared/ui/icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { fetchBetShare, validSelections } from './api/betshare';
import styles from './betslip.module.css';
import { reportAdded, reportVisited } from './deep-links/bet-share-tracking';
// This feature's texts (English at once, the page's language fetched with it).
import './texts';

export function BetSharePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const ctx = useApiContext();
  const format = useSettings((state) => state.oddsFormat);
  const share = useQuery({
    queryKey: ['bet-share', id, ctx.lang],
    queryFn: async () => {
      const found = await fetchBetShare(id);
      return { share: found, selections: await validSelections(ctx, found.outcome_ids) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!share.data || loaded.current === id) return;
    loaded.current = id;
    const { share: found, selections } = share.data;
    reportVisited(ctx, found.id, found.outcome_ids);
    const { dispatch } = useSlip.getState();
    for (const detail of selections) {
      dispatch({
        type: 'ADD_SELECTION',
        selection: slipSelectionOf(detail.event, detail.market, detail.outcome),
      });
    }
    dispatch({ type: 'SHOW' });
    reportAdded(ctx, found.id, useSlip.getState().slip.selections.length);
  }, [share.data, id, ctx]);

  if (share.isPending) return <Skeleton rows={3} height={56} />;
  if (share.isError) return <ErrorState message={t('betslip.shareMissing')} />;
  const { selections } = share.data;
  return (
    <section className={styles.sharePage} aria-labelledby="share-title">
      <h1 id="share-title" className={styles.shareTitle}>
        <Icon name="ticket" size={22} />
        {t('betslip.sharedBet')}
      </h1>
      {selections.length === 0 ? (
        <EmptyState message={t('betslip.shareEmpty')} icon="lock" />
      ) : (
        <>
          <p className={styles.meta}>{t('betslip.shareAdded', { count: selections.length })}</p>
          <ul className={styles.shareList}>
            {selections.map(({ event, market, outcome }) => (
              <li key={outcome.id} className={styles.shareItem}>
                <span className={styles.outcome}>
                  {handicapOutcomeName(outcome.fullname || outcome.name)}
                </span>
                <span className={styles.meta}>
                  {market.name} · {event.name}
                </span>
                <span className={styles.price}>
                  {outcome.display_odds[format] || formatOdds(outcome.odds, format)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link className={styles.secondary} to={paths.home()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
