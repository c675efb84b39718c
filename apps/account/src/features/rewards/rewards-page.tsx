import type { UseQueryResult } from '@tanstack/react-query';
import { formatOdds, playthroughProgress } from '@touchline/betting';
import type { BoostToken, FreeBet, Playthrough } from '@touchline/contract';
import { Skeleton } from '@touchline/web-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { type AccountMoney, useAccountMoney } from '@/shared/session/account-money';
import { usePlayerDetails } from '@/shared/session/session';
import { useDisplayLocale } from '@/shared/site/display-locale';
import { useSite } from '@/shared/site/site-context';
import { ErrorAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { formatDateTime } from '@/shared/ui/format';
import { AccountPage, Card } from '@/shared/ui/page';
import own from './rewards.module.css';
import { useBoostTokens, useFreeBets, usePlaythrough } from './rewards-queries';

/** Whole percent played through, never above 100. */
export const progressOf = (bonus: Playthrough): number =>
  Math.floor(playthroughProgress(bonus.playthrough_total_required, bonus.playthrough_remaining));

/**
 * One section of the page in its states: loading until both its data and the account's currency are
 * known (no amount is written in a currency that might not be the account's), the error with a retry,
 * the empty text, or the content.
 */
function Section<T>({
  title,
  query,
  isEmpty,
  empty,
  hint,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  hint?: string;
  children: (data: T, money: AccountMoney) => ReactNode;
}) {
  const { t } = useTranslation();
  const details = usePlayerDetails();
  const money = useAccountMoney();
  const error = query.error ?? (details.isError ? details.error : null);
  const retry = () => {
    if (query.isError) void query.refetch();
    if (details.isError) void details.refetch();
  };
  let body: ReactNode;
  if (error) {
    body = (
      <div className={own.problem}>
        <ErrorAlert>{explainApiError(error, t)}</ErrorAlert>
        <Button variant="secondary" onClick={retry} disabled={query.isFetching || details.isFetching}>
          {t('rewards.retry')}
        </Button>
      </div>
    );
  } else if (query.data === undefined || money === null) {
    body = <Skeleton label={t('common.loading')} rows={2} height={56} />;
  } else if (isEmpty(query.data)) {
    body = <p className={own.empty}>{empty}</p>;
  } else {
    body = (
      <>
        {children(query.data, money)}
        {hint ? <p className={own.hint}>{hint}</p> : null}
      </>
    );
  }
  return (
    <Card label={title}>
      <h2 className={own.heading}>{title}</h2>
      {body}
    </Card>
  );
}

function FreeBetItem({ freeBet, money }: { freeBet: FreeBet; money: AccountMoney }) {
  const { t } = useTranslation();
  const site = useSite();
  const locale = useDisplayLocale();
  const minOdds = freeBet.conditions?.min_odds;
  return (
    <li className={own.item}>
      <div className={own.main}>
        <h3 className={own.name}>{freeBet.name}</h3>
        <p className={own.meta}>
          {minOdds
            ? t('rewards.freeBets.minOdds', { odds: formatOdds(minOdds, site.brand.ODDS_FORMAT) })
            : t('rewards.freeBets.anyOdds')}
        </p>
        <p className={own.meta}>
          {freeBet.expires_at
            ? t('rewards.expires', { date: formatDateTime(freeBet.expires_at, locale) })
            : t('rewards.noExpiry')}
        </p>
      </div>
      <div className={own.value}>
        <strong>{t('rewards.freeBets.remaining', { amount: money.money(freeBet.amount_remaining) })}</strong>
        {freeBet.amount_remaining !== freeBet.amount ? (
          <span className={own.meta}>
            {t('rewards.freeBets.of', { amount: money.money(freeBet.amount) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function BoostTokenItem({ token, money }: { token: BoostToken; money: AccountMoney }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <li className={own.item}>
      <div className={own.main}>
        <h3 className={own.name}>{token.template.name}</h3>
        <p className={own.meta}>
          {t('rewards.boostTokens.maxWinnings', { amount: money.money(token.template.max_winnings) })}
        </p>
        <p className={own.meta}>
          {token.expires_at
            ? t('rewards.expires', { date: formatDateTime(token.expires_at, locale) })
            : t('rewards.noExpiry')}
        </p>
      </div>
      <div className={own.value}>
        <strong>{t('rewards.boostTokens.boost', { percentage: token.template.percentage })}</strong>
      </div>
    </li>
  );
}

function BonusProgress({ bonus, money }: { bonus: Playthrough; money: AccountMoney }) {
  const { t } = useTranslation();
  const percent = progressOf(bonus);
  return (
    <div className={own.bonus}>
      <dl className={own.figures}>
        <div>
          <dt>{t('rewards.bonus.balance')}</dt>
          <dd>{money.money(bonus.balance)}</dd>
        </div>
        <div>
          <dt>{t('rewards.bonus.progress')}</dt>
          <dd>{t('rewards.bonus.played', { percent })}</dd>
        </div>
      </dl>
      <div
        className={own.progress}
        role="progressbar"
        aria-label={t('rewards.bonus.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={own.meta}>
        {t('rewards.bonus.remaining', { amount: money.money(bonus.playthrough_remaining) })}
        {' · '}
        {t('rewards.bonus.required', { amount: money.money(bonus.playthrough_total_required) })}
      </p>
    </div>
  );
}

/**
 * /rewards: the bettor's free bets (what is left of each, its minimum odds and expiry), boost tokens
 * (percentage, cap and expiry) and, where the operator runs playthrough bonuses, the active bonus with
 * its progress. The native app opens this page in its in-app browser when the bettor taps Rewards.
 */
export function RewardsPage() {
  const { t } = useTranslation();
  const site = useSite();
  const playthroughEnabled = site.brand.operator.playthrough_enabled;
  const freeBets = useFreeBets();
  const boostTokens = useBoostTokens();
  const playthrough = usePlaythrough(playthroughEnabled);
  return (
    <AccountPage title={t('rewards.title')} lead={t('rewards.lead')}>
      <Section
        title={t('rewards.freeBets.title')}
        query={freeBets}
        isEmpty={(data) => data.length === 0}
        empty={t('rewards.freeBets.empty')}
        hint={t('rewards.freeBets.hint')}
      >
        {(data, money) => (
          <ul className={own.list}>
            {data.map((freeBet) => (
              <FreeBetItem key={freeBet.id} freeBet={freeBet} money={money} />
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={t('rewards.boostTokens.title')}
        query={boostTokens}
        isEmpty={(data) => data.boost_tokens.length === 0}
        empty={t('rewards.boostTokens.empty')}
        hint={t('rewards.boostTokens.hint')}
      >
        {(data, money) => (
          <ul className={own.list}>
            {data.boost_tokens.map((token) => (
              <BoostTokenItem key={token.id} token={token} money={money} />
            ))}
          </ul>
        )}
      </Section>
      {playthroughEnabled ? (
        <Section
          title={t('rewards.bonus.title')}
          query={playthrough}
          isEmpty={(data) => data.bonus === null}
          empty={t('rewards.bonus.empty')}
        >
          {(data, money) => (data.bonus ? <BonusProgress bonus={data.bonus} money={money} /> : null)}
        </Section>
      ) : null}
    </AccountPage>
  );
}

export default RewardsPage;
