/**
 * The bettor's rewards: Free Bets (what is left of each, its minimum odds and expiry), Boost Tokens
 * (percentage and cap), Bonuses (the active playthrough bonus and its progress, capped at 100%) and
 * Rewards, the overview linking to them. The overview follows the menu's rules: Boost Tokens only with
 * a non-zero total, Bonuses only where playthrough is enabled and the bettor has a bonus history.
 */

import { useQuery } from '@tanstack/react-query';
import { playthroughProgress } from '@touchline/betting';
import type { Playthrough } from '@touchline/contract';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { useConfig } from '@/shared/api/config';
import { boostTokensQuery, freeBetsQuery } from '@/shared/betslip/api/get-rewards';
import { PageTitle } from '@/shared/events';
import { paths } from '@/shared/routing/paths';
import { useSession } from '@/shared/session';
import { Icon, type IconName } from '@/shared/ui/icon';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui/states';
import { playthroughQuery } from '../api';
import { type Formats, useFormats } from '../format';
import { type MyBetsText, useMyBetsText } from '../i18n';
import styles from '../my-bets.module.css';

const useToken = () => useSession((state) => state.token);

/** Whole percent played through, never above 100. */
const progressOf = (bonus: Playthrough) =>
  Math.floor(playthroughProgress(bonus.playthrough_total_required, bonus.playthrough_remaining));

export function FreeBetsPage() {
  const t = useMyBetsText();
  const f = useFormats();
  const query = useQuery(freeBetsQuery(currentBrand.bookmaker, useToken()));
  const count = query.data?.length;
  // The menu's free-bet count follows what this page shows.
  useEffect(() => {
    if (count !== undefined) useSession.getState().setRewards({ freeBets: count });
  }, [count]);
  return (
    <div className={styles.page}>
      <PageTitle title={t('freeBets.title')} icon={<Icon name="gift" size={26} />} />
      {query.isPending ? (
        <Skeleton rows={2} height={96} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message={t('freeBets.empty')} icon="gift" />
      ) : (
        <>
          <ul className={styles.grants}>
            {query.data.map((freeBet) => (
              <li key={freeBet.id} className={styles.grant}>
                <span className={styles.grantIcon} aria-hidden="true">
                  <Icon name="gift" size={22} />
                </span>
                <div className={styles.grantMain}>
                  <h2 className={styles.grantName}>{freeBet.name}</h2>
                  <p className={styles.meta}>
                    {freeBet.conditions?.min_odds
                      ? t('freeBets.minOdds', { odds: f.odds(freeBet.conditions.min_odds) })
                      : t('freeBets.anyOdds')}
                    {' · '}
                    {freeBet.expires_at
                      ? t('freeBets.expires', { date: f.date(freeBet.expires_at) })
                      : t('freeBets.noExpiry')}
                  </p>
                </div>
                <div className={styles.grantValue}>
                  <strong>{t('freeBets.remaining', { amount: f.money(freeBet.amount_remaining) })}</strong>
                  {freeBet.amount_remaining !== freeBet.amount ? (
                    <span className={styles.meta}>
                      {t('freeBets.of', { amount: f.money(freeBet.amount) })}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('freeBets.hint')}</p>
        </>
      )}
    </div>
  );
}

export function BoostTokensPage() {
  const t = useMyBetsText();
  const f = useFormats();
  const query = useQuery(boostTokensQuery(currentBrand.bookmaker, useToken()));
  const total = query.data?.total;
  useEffect(() => {
    if (total !== undefined) useSession.getState().setRewards({ boostTokens: total });
  }, [total]);
  return (
    <div className={styles.page}>
      <PageTitle title={t('boostTokens.title')} icon={<Icon name="trophy" size={26} />} />
      {query.isPending ? (
        <Skeleton rows={2} height={96} />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.boost_tokens.length === 0 ? (
        <EmptyState message={t('boostTokens.empty')} icon="trophy" />
      ) : (
        <>
          <ul className={styles.grants}>
            {query.data.boost_tokens.map((token) => (
              <li key={token.id} className={styles.grant}>
                <span className={styles.grantIcon} aria-hidden="true">
                  <Icon name="trophy" size={22} />
                </span>
                <div className={styles.grantMain}>
                  <h2 className={styles.grantName}>{token.template.name}</h2>
                  <p className={styles.meta}>
                    {t('boostTokens.maxWinnings', { amount: f.money(token.template.max_winnings) })}
                    {' · '}
                    {token.expires_at
                      ? t('boostTokens.expires', { date: f.date(token.expires_at) })
                      : t('boostTokens.noExpiry')}
                  </p>
                </div>
                <div className={styles.grantValue}>
                  <strong>{t('boostTokens.boost', { percentage: token.template.percentage })}</strong>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('boostTokens.hint')}</p>
        </>
      )}
    </div>
  );
}

function BonusProgress({ bonus, f, t }: { bonus: Playthrough; f: Formats; t: MyBetsText }) {
  const labelId = useId();
  const percent = progressOf(bonus);
  return (
    <section className={styles.bonus} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.grantName}>
        {t('bonuses.active')}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses.balance')}</dt>
          <dd>{f.money(bonus.balance)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.progress')}</dt>
          <dd>{t('bonuses.played', { percent })}</dd>
        </div>
      </dl>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('bonuses.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.meta}>
        {t('bonuses.remaining', { amount: f.money(bonus.playthrough_remaining) })}
        {' · '}
        {t('bonuses.required', { amount: f.money(bonus.playthrough_total_required) })}
      </p>
    </section>
  );
}

export function BonusesPage() {
  const t = useMyBetsText();
  const f = useFormats();
  const config = useConfig();
  const enabled = config.data?.operator.playthrough_enabled;
  const query = useQuery({ ...playthroughQuery(useToken()), enabled: enabled === true });
  return (
    <div className={styles.page}>
      <PageTitle title={t('bonuses.title')} icon={<Icon name="star" size={26} />} />
      {config.isPending || (enabled && query.isPending) ? (
        <Skeleton rows={1} height={140} />
      ) : !enabled ? (
        <EmptyState message={t('bonuses.unavailable')} icon="star" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data?.bonus ? (
            <BonusProgress bonus={query.data.bonus} f={f} t={t} />
          ) : (
            <EmptyState message={t('bonuses.empty')} icon="star" />
          )}
          <p className={styles.hint}>{t('bonuses.history', { count: query.data?.total ?? 0 })}</p>
        </>
      )}
    </div>
  );
}

interface TileProps {
  icon: IconName;
  title: string;
  value: string;
  to: string;
  t: MyBetsText;
}

function Tile({ icon, title, value, to, t }: TileProps) {
  return (
    <li className={styles.tile}>
      <span className={styles.grantIcon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className={styles.grantMain}>
        <h2 className={styles.grantName}>{title}</h2>
        <p className={styles.tileValue}>{value}</p>
      </div>
      <Link to={to} className={styles.tileLink}>
        {t('rewards.view', { name: title })}
        <Icon name="chevronRight" size={16} />
      </Link>
    </li>
  );
}

export function RewardsPage() {
  const t = useMyBetsText();
  const f = useFormats();
  const token = useToken();
  const openBets = useSession((state) => state.user?.openBets ?? 0);
  const config = useConfig();
  const playthroughEnabled = config.data?.operator.playthrough_enabled === true;
  const freeBets = useQuery(freeBetsQuery(currentBrand.bookmaker, token));
  const boostTokens = useQuery(boostTokensQuery(currentBrand.bookmaker, token));
  const playthrough = useQuery({ ...playthroughQuery(token), enabled: token !== null && playthroughEnabled });
  const loading =
    freeBets.isPending || boostTokens.isPending || (playthroughEnabled && playthrough.isPending);
  const freeBetValue = (freeBets.data ?? []).reduce((sum, freeBet) => sum + freeBet.amount_remaining, 0);
  const bonus = playthrough.data?.bonus ?? null;
  return (
    <div className={styles.page}>
      <PageTitle title={t('rewards.title')} icon={<Icon name="gift" size={26} />} />
      <p className={styles.hint}>{t('rewards.intro')}</p>
      {loading ? (
        <Skeleton rows={3} height={72} />
      ) : freeBets.isError || boostTokens.isError ? (
        <ErrorState
          onRetry={() => {
            void freeBets.refetch();
            void boostTokens.refetch();
          }}
        />
      ) : (
        <ul className={styles.tiles}>
          <Tile
            icon="gift"
            title={t('rewards.freeBets')}
            value={
              freeBets.data?.length
                ? `${freeBets.data.length} · ${t('rewards.freeBetsValue', { amount: f.money(freeBetValue) })}`
                : t('rewards.none')
            }
            to={paths.accountFreebets()}
            t={t}
          />
          {boostTokens.data && boostTokens.data.total > 0 ? (
            <Tile
              icon="trophy"
              title={t('rewards.boostTokens')}
              value={String(boostTokens.data.total)}
              to={paths.accountBoostTokens()}
              t={t}
            />
          ) : null}
          {playthroughEnabled && (playthrough.data?.total ?? 0) > 0 ? (
            <Tile
              icon="star"
              title={t('rewards.bonus')}
              value={
                bonus
                  ? `${f.money(bonus.balance)} · ${t('rewards.bonusProgress', { percent: progressOf(bonus) })}`
                  : t('rewards.none')
              }
              to={paths.accountBonuses()}
              t={t}
            />
          ) : null}
          <Tile
            icon="ticket"
            title={t('rewards.myBets')}
            value={String(openBets)}
            to={paths.accountBets()}
            t={t}
          />
        </ul>
      )}
    </div>
  );
}
