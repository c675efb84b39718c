/**
 * Horse racing and greyhounds: next races, the chosen race card with each-way
 * terms, the win prices and forecast/tricast combinations.
 */

import { zonedDateParts } from '@touchline/betting';
import type { Event, Market } from '@touchline/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OddsButton } from '@/shared/betslip';
import { useEvents, useMarkets } from '@/shared/catalog';
import { EventTime, PageTitle } from '@/shared/events';
import { useSettings } from '@/shared/preferences';
import { paths } from '@/shared/routing/paths';
import { SportIcon } from '@/shared/ui/sport-icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import {
  type ComboPicks,
  choosePlace,
  comboOutcome,
  comboPlaces,
  comboRunners,
  eachWayTerms,
  emptyPicks,
  raceMarketKind,
} from '../race-markets';
import styles from './racing-page.module.css';

type RacingSport = 'horse-racing' | 'greyhounds';

function RaceTime({ event }: { event: Event }) {
  const timezone = useSettings((state) => state.timezone);
  const { hour, minute } = zonedDateParts(Date.parse(event.starts_at), timezone);
  return (
    <span
      className={styles.raceTime}
    >{`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`}</span>
  );
}

function WinMarket({ event, market }: { event: Event; market: Market }) {
  const { t } = useTranslation();
  const terms = eachWayTerms(market);
  // Each-way is the bettor's choice per runner: with the switch on, a tapped runner goes into the slip
  // each-way (the slip's checkbox can still change it).
  const [eachWay, setEachWay] = useState(false);
  return (
    <section className={styles.market} aria-labelledby={`m-${market.id}`}>
      <header className={styles.marketHeader}>
        <h3 id={`m-${market.id}`}>{t('racing.win')}</h3>
        <span className={styles.terms} data-testid="each-way-terms">
          {terms
            ? t('racing.eachWay', { places: terms.places, fraction: terms.fraction })
            : t('racing.noEachWay')}
        </span>
        {terms ? (
          <label className={styles.eachWaySwitch}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={eachWay}
              checked={eachWay}
              onChange={(e) => setEachWay(e.target.checked)}
            />
            <span>{t('betslip.eachWay')}</span>
          </label>
        ) : null}
      </header>
      <ol className={styles.runners}>
        {market.outcomes.map((outcome, index) => (
          <li key={outcome.id} className={styles.runner}>
            <span className={styles.number}>{index + 1}</span>
            <span className={styles.runnerName}>{outcome.name}</span>
            <span className={styles.runnerPrice}>
              <OddsButton event={event} market={market} outcome={outcome} compact eachWay={eachWay} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Names of the places a forecast/tricast grid asks for, in finishing order. */
const PLACE_KEYS = ['racing.place_1', 'racing.place_2', 'racing.place_3'] as const;

/**
 * A forecast (1st, 2nd) or tricast (1st, 2nd, 3rd) as the usual grid: one row per runner, one toggle per
 * place. Once every place has its runner, the price of exactly that finishing order shows and goes into
 * the slip like any other price.
 */
function ComboMarket({
  event,
  market,
  win,
  kind,
}: {
  event: Event;
  market: Market;
  win: Market | null;
  kind: 'forecast' | 'tricast';
}) {
  const { t } = useTranslation();
  const places = comboPlaces(kind);
  const runners = useMemo(() => comboRunners(market, win), [market, win]);
  const [picks, setPicks] = useState<ComboPicks>(() => emptyPicks(places));
  const chosen = comboOutcome(market.outcomes, picks);
  const complete = picks.every((id) => id !== null);
  const placeNames = PLACE_KEYS.slice(0, places).map((key) => t(key));
  return (
    <section className={styles.market} aria-labelledby={`m-${market.id}`}>
      <header className={styles.marketHeader}>
        <h3 id={`m-${market.id}`}>{t(`racing.${kind}`)}</h3>
        <span className={styles.terms}>{t('racing.pickPlaces')}</span>
      </header>
      <div className={styles.gridHead} aria-hidden="true">
        <span>{t('racing.runner')}</span>
        {placeNames.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className={styles.grid}>
        {runners.map((runner) => (
          <li key={runner.id} className={styles.gridRow}>
            <span className={styles.number}>{runner.number ?? ''}</span>
            <span className={styles.runnerName} id={`c-${market.id}-${runner.id}`}>
              {runner.name}
            </span>
            <fieldset className={styles.placeToggles} aria-labelledby={`c-${market.id}-${runner.id}`}>
              {placeNames.map((name, place) => (
                <button
                  key={name}
                  type="button"
                  className={styles.placeToggle}
                  aria-pressed={picks[place] === runner.id}
                  onClick={() => setPicks((current) => choosePlace(current, place, runner.id))}
                >
                  {name}
                </button>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={styles.comboChoice} aria-live="polite">
        {chosen ? (
          <OddsButton
            event={event}
            market={market}
            outcome={chosen}
            label={chosen.items?.map((item) => item.name).join(' → ') ?? chosen.name}
          />
        ) : complete ? (
          <p className={styles.terms}>{t('racing.notOffered')}</p>
        ) : null}
      </div>
    </section>
  );
}

function RaceCard({ raceId }: { raceId: string }) {
  const { t } = useTranslation();
  const query = useMarkets(raceId);
  if (query.isPending) return <Skeleton rows={6} height={52} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const { event, data: markets } = query.data;
  const win = markets.find((market) => raceMarketKind(market) === 'win') ?? null;
  return (
    <article className={styles.card} aria-label={event.name}>
      <header className={styles.cardHeader}>
        <div>
          <p className={styles.meeting}>{event.competition_name}</p>
          <h2 className={styles.raceName}>{event.name}</h2>
        </div>
        <EventTime event={event} />
      </header>
      {markets.length === 0 ? <EmptyState message={t('event.noMarkets')} icon="lock" /> : null}
      {markets.map((market) => {
        const kind = raceMarketKind(market);
        if (kind === 'forecast' || kind === 'tricast')
          return <ComboMarket key={market.id} event={event} market={market} win={win} kind={kind} />;
        return <WinMarket key={market.id} event={event} market={market} />;
      })}
    </article>
  );
}

function RacingPage({ sport }: { sport: RacingSport }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = useEvents({ sport, live: false, limit: 40, sort: 'starts_at' });
  const races = (query.data?.data ?? []).filter((event) => !event.is_outright);
  const chosen = search.get('race') ?? races[0]?.id ?? null;
  const title = t(sport === 'horse-racing' ? 'nav.horseRacing' : 'nav.greyhounds');
  const link = sport === 'horse-racing' ? paths.horseRacing : paths.greyhounds;
  return (
    <div className={styles.page}>
      <PageTitle title={title} icon={<SportIcon slug={sport} size={28} />} />
      {query.isPending ? (
        <Skeleton rows={6} height={56} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : races.length === 0 ? (
        <EmptyState message={t('racing.noRaces')} />
      ) : (
        <div className={styles.layout}>
          <nav className={styles.next} aria-label={t('racing.nextRaces')}>
            <h2 className={styles.nextTitle}>{t('racing.nextRaces')}</h2>
            <ul>
              {races.map((race) => (
                <li key={race.id}>
                  <Link
                    to={link(race.id)}
                    className={`${styles.race} ${race.id === chosen ? styles.raceActive : ''}`}
                    aria-current={race.id === chosen ? 'true' : undefined}
                  >
                    <RaceTime event={race} />
                    <span className={styles.raceMeeting}>{race.competition_name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {chosen ? <RaceCard raceId={chosen} /> : null}
        </div>
      )}
    </div>
  );
}

export const HorseRacingPage = () => <RacingPage sport="horse-racing" />;
export const GreyhoundsPage = () => <RacingPage sport="greyhounds" />;
