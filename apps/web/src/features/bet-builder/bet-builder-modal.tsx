/**
 * The 'Create YourBet' modal: the bet builder page of the event in a frame, 576 to 800 px wide and
 * 441 to 800 px high. When the frame posts a betslip id (a string, from the builder's origin and
 * window only) the ticket is fetched and loaded into the bet builder slip, and the modal closes.
 */

import { Dialog } from '@touchline/web-kit/dialog';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSettings } from '@/shared/preferences';
import styles from './bet-builder.module.css';
import { betslipIdFrom, builderFrameUrl } from './frame-message';
import { useBuilderSlip } from './store';

export function BetBuilderModal({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useSettings((state) => state.theme);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const url = useMemo(
    () =>
      builderFrameUrl(window.location.href, {
        eventId,
        lang: currentLanguage(),
        bookmaker: currentBrand.bookmaker,
        theme,
      }),
    [eventId, theme],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const betslipId = betslipIdFrom(event, {
        origin: url.origin,
        window: frame.current?.contentWindow ?? null,
      });
      if (!betslipId) return;
      setFailed(false);
      useBuilderSlip
        .getState()
        .loadTicket(betslipId)
        .catch(() => setFailed(true));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  return (
    <Dialog open title={t('betBuilder.open')} closeLabel={t('modal.close')} onClose={onClose} size="builder">
      <div className={styles.frameBox} data-testid="bet-builder-modal">
        {loaded ? null : (
          <div className={styles.frameLoading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('betBuilder.loading')}
          </div>
        )}
        {failed ? (
          <p className={styles.frameError} role="alert">
            {t('betslip.oops')}
          </p>
        ) : null}
        <iframe
          ref={frame}
          className={`${styles.frame} ${loaded ? '' : styles.hidden}`}
          src={url.href}
          title={t('betBuilder.open')}
          onLoad={() => setLoaded(true)}
        />
      </div>
    </Dialog>
  );
}
