/**
 * The bet builder page: popular combinations and the event's builder markets on the left, the bettor's
 * bet on the right (or below on a phone) with the combined odds, the note and 'Add to betslip'.
 */
import type { BuilderPageData } from '@touchline/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app.module.css';
import type { BuilderController } from './builder/controller';
import { type BuilderState, builderNote, canSend, currentTicket, isPricing } from './builder/machine';

export interface AppProps {
  data: BuilderPageData | null;
  builder: BuilderController | null;
}

export function App({ data, builder }: AppProps) {
  const { t } = useTranslation();
  if (!data || !builder) {
    return (
      <main className={styles.page}>
        <p className={styles.hint}>{t('noBuilder')}</p>
      </main>
    );
  }
  return <Builder data={data} builder={builder} />;
}

function useBuilder(builder: BuilderController): BuilderState {
  return useSyncExternalStore(builder.subscribe, builder.getState, builder.getState);
}

function Builder({ data, builder }: { data: BuilderPageData; builder: BuilderController }) {
  const { t } = useTranslation();
  const state = useBuilder(builder);
  const picked = new Set(state.selections);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.eventName}</h1>
        <p className={styles.subtitle}>{t('title')}</p>
      </header>
      <div className={styles.layout}>
        <main className={styles.markets}>
          {data.precanned.length > 0 && (
            <section aria-labelledby="popular-heading" className={styles.section}>
              <h2 id="popular-heading" className={styles.sectionTitle}>
                {t('popular')}
              </h2>
              <div className={styles.combos}>
                {data.precanned.map((combo) => (
                  <button
                    key={combo.id}
                    type="button"
                    className={styles.combo}
                    aria-pressed={state.precannedId === combo.id}
                    onClick={() => builder.pickPrecanned(combo.id, combo.selections)}
                  >
                    <span className={styles.comboName}>{combo.name}</span>{' '}
                    <span className={styles.odds}>{combo.odds}</span>
                  </button>
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="markets-heading" className={styles.section}>
            <h2 id="markets-heading" className={styles.sectionTitle}>
              {t('markets')}
            </h2>
            {data.markets.length === 0 ? (
              <p className={styles.hint}>{t('noBuilder')}</p>
            ) : (
              data.markets.map((market) => (
                <div key={market.name} className={styles.market}>
                  <h3 className={styles.marketName}>{market.name}</h3>
                  <div className={styles.outcomes}>
                    {market.outcomes.map((outcome) => (
                      <button
                        key={outcome.id}
                        type="button"
                        className={styles.outcome}
                        aria-pressed={picked.has(outcome.id)}
                        data-outcome-id={outcome.id}
                        onClick={() => builder.toggle(outcome.id)}
                      >
                        <span className={styles.outcomeName}>{outcome.name}</span>{' '}
                        <span className={styles.odds}>{outcome.odds}</span>
                      </button>
                    ))}
                  </div>
                </div>
              ))
            )}
          </section>
        </main>
        <Slip data={data} builder={builder} state={state} />
      </div>
    </div>
  );
}

function Slip({
  data,
  builder,
  state,
}: {
  data: BuilderPageData;
  builder: BuilderController;
  state: BuilderState;
}) {
  const { t } = useTranslation();
  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const market of data.markets) {
      for (const outcome of market.outcomes) byId.set(outcome.id, `${market.name}: ${outcome.name}`);
    }
    return byId;
  }, [data.markets]);
  const ticket = currentTicket(state);
  const shown = ticket ?? state.lastTicket;
  const refused = new Map(ticket?.selections.map((s) => [s.id, s.error]) ?? []);
  const note = builderNote(state);
  const pricing = isPricing(state);
  const sending = state.handover.status === 'sending';
  return (
    <aside className={styles.slip} aria-labelledby="slip-heading">
      <h2 id="slip-heading" className={styles.slipTitle}>
        {t('yourBet')}
      </h2>
      {state.selections.length === 0 ? (
        <p className={styles.hint}>{t('empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {state.selections.map((id) => {
            const error = refused.get(id) ?? null;
            const name =
              names.get(id) ?? ticket?.selections.find((s) => s.id === id)?.description_translated ?? id;
            return (
              <li key={id} className={error === 'CANNOT_COMBINE' ? styles.conflict : styles.line}>
                <span className={styles.lineName}>
                  {name}
                  {error && error !== 'CANNOT_COMBINE' && (
                    <small className={styles.lineError}>{t('unavailable')}</small>
                  )}
                </span>
                <button type="button" className={styles.remove} onClick={() => builder.toggle(id)}>
                  {t('remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.total}>
        <span>{t('odds')}</span>
        <output className={styles.totalOdds} aria-live="polite" aria-busy={pricing}>
          {pricing && <span className={styles.spinner} role="status" aria-label={t('pricing')} />}
          {shown && shown.odds > 1 ? shown.display_odds.decimal : '-'}
        </output>
      </div>
      <p
        className={note === 'cannotCombine' || note === 'error' ? styles.warning : styles.hint}
        role={note === 'cannotCombine' || note === 'error' ? 'alert' : undefined}
      >
        {note ? t(note) : state.handover.status === 'sent' ? t('sent') : ''}
      </p>
      <button
        type="button"
        className={styles.add}
        disabled={!canSend(state)}
        aria-busy={sending}
        onClick={() => void builder.send()}
      >
        {t('addToBetslip')}
      </button>
    </aside>
  );
}
