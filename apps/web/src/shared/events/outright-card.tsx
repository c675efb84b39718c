/** An outright (competition winner and similar): its market's runners with prices. */
import type { Event } from '@touchline/contract';
import { useTranslation } from 'react-i18next';
import { OddsButton } from '@/shared/betslip';
import { EventTime } from './event-time';
import styles from './outright-card.module.css';

const SHOWN = 12;

export function OutrightCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const market = event.markets?.[0];
  return (
    <article className={styles.card} aria-label={event.name}>
      <header className={styles.header}>
        <h3 className={styles.title}>{event.name}</h3>
        <EventTime event={event} />
      </header>
      {market ? (
        <>
          <p className={styles.market}>{market.name}</p>
          <div className={styles.grid}>
            {market.outcomes.slice(0, SHOWN).map((outcome) => (
              <OddsButton key={outcome.id} event={event} market={market} outcome={outcome} />
            ))}
          </div>
        </>
      ) : (
        <p className={styles.market}>{t('event.noMarkets')}</p>
      )}
    </article>
  );
}
