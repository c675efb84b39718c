/**
 * The stats modal: the event's stats page (by event_id and language) in a frame, at most 570 px wide
 * and 600 px high. The loader shows for at least 1500 ms and until the page has loaded, then the
 * frame takes its place.
 */

import { Dialog } from '@touchline/web-kit/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { currentLanguage } from '@/shared/i18n/i18n';
import { after, cancel } from '@/shared/platform/timers';
import styles from './stats-modal.module.css';
import { statsUrl } from './stats-url';

/** How long the loader shows at least. */
export const STATS_LOADING_MS = 1500;

export function StatsModal({
  eventId,
  title,
  onClose,
}: {
  eventId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [waited, setWaited] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = after(STATS_LOADING_MS, () => setWaited(true));
    return () => cancel(timer);
  }, []);
  const ready = waited && loaded;
  return (
    <Dialog open title={t('event.statsTitle')} closeLabel={t('modal.close')} onClose={onClose} size="stats">
      <div className={styles.frame} data-testid="stats-modal">
        {ready ? null : (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('event.statsLoading')}
          </div>
        )}
        <iframe
          className={`${styles.iframe} ${ready ? '' : styles.hidden}`}
          src={statsUrl(currentBrand.statsUrl, eventId, currentLanguage())}
          title={`${t('event.statsTitle')}: ${title}`}
          onLoad={() => setLoaded(true)}
        />
      </div>
    </Dialog>
  );
}
