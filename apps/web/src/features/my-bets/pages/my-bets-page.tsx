/**
 * My Bets: the bettor's open and settled bets, newest first, with live scores on open legs (asked
 * again every 15 s and when the event stream names one of their events, at most once per 3 s), the
 * cash-out offer and the share button. Opening the page picks up cash-outs still pending on the server.
 * The open-bet badge follows the open list's total.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlacedBet } from '@touchline/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiContextFor } from '@/shared/api/context';
import { onEventDeltas } from '@/shared/catalog';
import { PageTitle } from '@/shared/events';
import { isPageVisible } from '@/shared/platform/page';
import { throttle } from '@/shared/platform/timers';
import { useSession } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { type BetsTab, betsQuery, currentOffer, legsQuery, MY_BETS_KEY } from '../api';
import { resumePendingCashouts } from '../cashout';
import { BetCard } from '../components/bet-card';
import { CashoutDialog } from '../components/cashout-dialog';
import { useFormats } from '../format';
import { useMyBetsText } from '../i18n';
import styles from '../my-bets.module.css';

/** Event-change messages refresh the live legs at most this often. */
const LIVE_THROTTLE_MS = 3_000;

const tabOf = (value: string | null): BetsTab => (value === 'settled' ? 'settled' : 'open');

export function MyBetsPage() {
  const t = useMyBetsText();
  const f = useFormats();
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const token = useSession((state) => state.token);
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('status'));
  const [pages, setPages] = useState(1);
  const [cashing, setCashing] = useState<PlacedBet | null>(null);
  const bets = useQuery(betsQuery(token, tab, pages));

  const openLegs = useMemo(
    () =>
      tab === 'open'
        ? (bets.data?.bets ?? []).flatMap((bet) =>
            bet.selections.filter((leg) => leg.result === 'pending').map((leg) => leg.outcome_id),
          )
        : [],
    [bets.data, tab],
  );
  const legs = useQuery(legsQuery(apiContextFor(i18n.language).lang, [...new Set(openLegs)]));

  // The badge counts what the open list counts.
  const openTotal = tab === 'open' ? bets.data?.total : undefined;
  useEffect(() => {
    if (openTotal === undefined) return;
    if (useSession.getState().user?.openBets !== openTotal)
      useSession.getState().updateUser({ openBets: openTotal });
  }, [openTotal]);

  const successText = t('cashout.success');
  useEffect(() => {
    if (token) void resumePendingCashouts(client, successText);
  }, [client, token, successText]);

  // A changed event of an open leg: its score and the offers are asked again.
  const legEvents = useMemo(
    () => new Set((bets.data?.bets ?? []).flatMap((bet) => bet.selections.map((leg) => leg.event_id))),
    [bets.data],
  );
  useEffect(() => {
    if (tab !== 'open' || legEvents.size === 0) return;
    const refresh = throttle(
      () => void client.invalidateQueries({ queryKey: [MY_BETS_KEY] }),
      LIVE_THROTTLE_MS,
      0,
    );
    const stop = onEventDeltas((changed) => {
      if (!isPageVisible()) return;
      for (const id of changed) {
        if (legEvents.has(id)) {
          refresh.call();
          return;
        }
      }
    });
    return () => {
      stop();
      refresh.dispose();
    };
  }, [client, legEvents, tab]);

  const choose = (next: BetsTab) => {
    setPages(1);
    setSearch(next === 'open' ? {} : { status: next }, { replace: true });
  };

  const list = bets.data?.bets ?? [];
  return (
    <div className={styles.page}>
      <PageTitle title={t('bets.title')} icon={<Icon name="ticket" size={26} />} />
      <div role="tablist" aria-label={t('bets.tabs')} className={styles.tabs}>
        {(['open', 'settled'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`bets-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="bets-panel"
            className={styles.tab}
            onClick={() => choose(name)}
          >
            {t(`bets.${name}`)}
          </button>
        ))}
      </div>
      <section id="bets-panel" role="tabpanel" aria-labelledby={`bets-tab-${tab}`} className={styles.list}>
        {bets.isPending ? (
          <Skeleton rows={3} height={160} />
        ) : bets.isError && !bets.data ? (
          <ErrorState onRetry={() => void bets.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState message={t(tab === 'open' ? 'bets.emptyOpen' : 'bets.emptySettled')} icon="ticket" />
        ) : (
          <>
            {list.map((bet) => (
              <BetCard
                key={bet.uuid}
                bet={bet}
                live={legs.data ?? new Map()}
                f={f}
                t={t}
                onCashout={setCashing}
              />
            ))}
            {list.length < (bets.data?.total ?? 0) ? (
              <button
                type="button"
                className={styles.more}
                disabled={bets.isFetching}
                onClick={() => setPages((count) => count + 1)}
              >
                {t('bets.more')}
              </button>
            ) : null}
          </>
        )}
      </section>
      {cashing ? (
        <CashoutDialog
          bet={cashing}
          reprice={() => currentOffer(cashing.uuid)}
          f={f}
          t={t}
          onClose={() => setCashing(null)}
        />
      ) : null}
    </div>
  );
}
