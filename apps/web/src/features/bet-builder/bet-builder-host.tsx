/**
 * The bet builder on every page once something asked for it: reads bet builder links (an eventid is
 * required, otherwise the link is ignored) and opens the 'Create YourBet' modal for that event, loading
 * the link's selections into the slip; shows the modal; and on a phone, where there is no right column,
 * shows the slip in a sheet opened by a 'Bet Builder' button (and at once when a ticket arrives).
 */
import { isSelectionQueryKey, parseBetBuilderLink, stripHandledQueryParams } from '@touchline/betting';
import { Dialog } from '@touchline/web-kit/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApiContext } from '@/shared/api/context';
import { apiContextFor } from '@/shared/api/requests';
import { asksForBetBuilder } from '@/shared/betslip/bet-builder-key';
import styles from './bet-builder.module.css';
import { BetBuilderModal } from './bet-builder-modal';
import { BetBuilderSlip } from './bet-builder-slip';
import { useBuilderSlip } from './store';

/** The query keys a bet builder link uses; they are removed from the address once read. */
const LINK_KEYS = ['eventid', 'stake'];

function useBetBuilderLinks(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!asksForBetBuilder(location.search)) return;
    const link = parseBetBuilderLink(location.search);
    const rest = new URLSearchParams(
      stripHandledQueryParams(location.search, (key) => LINK_KEYS.includes(key) || isSelectionQueryKey(key)),
    ).toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
    if (!link) return;
    const store = useBuilderSlip.getState();
    if (link.selections.length > 0) {
      store.send({
        type: 'LOAD',
        eventId: link.eventId,
        precannedId: null,
        ticket: null,
        selections: link.selections,
      });
      if (link.stake !== null) store.send({ type: 'SET_STAKE', stake: link.stake });
    }
    store.openModal(link.eventId);
  }, [location.search, location.pathname, location.hash, navigate]);
}

export default function BetBuilderHost({ withSheet }: { withSheet: boolean }) {
  const { t } = useTranslation();
  const ctx = useApiContext();
  const modalEventId = useBuilderSlip((state) => state.modalEventId);
  const closeModal = useBuilderSlip((state) => state.closeModal);
  const count = useBuilderSlip((state) => state.slip.selections.length);
  const completed = useBuilderSlip((state) => state.slip.placement.status === 'completed');
  const ticket = useBuilderSlip((state) => state.slip.ticket);
  const [sheet, setSheet] = useState(false);
  useBetBuilderLinks();

  const lang = ctx.lang;
  useEffect(() => {
    useBuilderSlip.getState().setContext(apiContextFor(lang));
  }, [lang]);

  // A ticket handed over by the frame shows the slip at once on a phone.
  useEffect(() => {
    if (withSheet && ticket && modalEventId === null) setSheet(true);
  }, [withSheet, ticket, modalEventId]);

  return (
    <>
      {modalEventId ? <BetBuilderModal eventId={modalEventId} onClose={closeModal} /> : null}
      {withSheet && (count > 0 || completed) ? (
        <>
          <button type="button" className={styles.fab} onClick={() => setSheet(true)} data-floating-action>
            {t('betBuilder.show')}
            <span className={styles.badge}>{count}</span>
          </button>
          <Dialog
            open={sheet}
            title={t('betBuilder.show')}
            closeLabel={t('modal.close')}
            onClose={() => setSheet(false)}
          >
            <BetBuilderSlip />
          </Dialog>
        </>
      ) : null}
    </>
  );
}
