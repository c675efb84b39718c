/**
 * The bet builder slip: the ticket's name as title, its selections with remove, 'Add more selections to
 * continue' for one, the can't-combine warning, the free-bet selector, the stake, total odds and stake,
 * 'Place Bet' with the returns, and 'Copy Deep Link' for testers. The odds are priced again on mount
 * and on every removal, with a spinner. Status 1 turns it into the confirmation; any other answer shows
 * the server's message.
 */

import { useQuery } from '@tanstack/react-query';
import { betReturn, buildBetBuilderLink, formatMoney, freeBetOptionDisabled } from '@touchline/betting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { openAccountFrame } from '@/shared/account-frame';
import { useApiContext } from '@/shared/api/context';
import { useIsTester } from '@/shared/api/ip-details';
import { apiContextFor } from '@/shared/api/requests';
import { freeBetsQuery } from '@/shared/betslip/api/get-rewards';
import { currencySymbolOf, StakeInput } from '@/shared/betslip/stake-input';
import { useSettings } from '@/shared/preferences';
import { refreshBalance, refreshFreeBets, refreshOpenBets, useSession } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import styles from './bet-builder.module.css';
import { type BuilderSlipState, builderSlipNote, canPlace, isProcessing, totalOdds } from './machine';
import { newKey } from './new-key';
import { useBuilderSlip } from './store';

/** The deep link that opens the builder for this event with these selections (and stake). */
const deepLinkOf = (slip: BuilderSlipState, stake: number | null) =>
  buildBetBuilderLink(
    { eventId: slip.eventId ?? '', selections: slip.selections, stake },
    `${window.location.origin}${window.location.pathname}`,
  );

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
  else throw new Error('no clipboard');
}

/** A button that copies a link and says so. */
function CopyButton({ label, link }: { label: string; link: () => string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  return (
    <div className={styles.copy}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() =>
          copyText(link()).then(
            () => setState('done'),
            () => setState('failed'),
          )
        }
      >
        {label}
      </button>
      {state === 'done' ? <output className={styles.hint}>{t('betBuilder.linkCopied')}</output> : null}
      {state === 'failed' ? <output className={styles.hint}>{link()}</output> : null}
    </div>
  );
}

export function BetBuilderSlip() {
  const { t } = useTranslation();
  const slip = useBuilderSlip((state) => state.slip);
  const send = useBuilderSlip((state) => state.send);
  const ctx = useApiContext();
  const lang = ctx.lang;
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const acceptOdds = useSettings((state) => state.acceptOdds);
  const tester = useIsTester();
  const freeBets = useQuery({ ...freeBetsQuery(ctx.bookmaker, token), enabled: token !== null });

  // A stale confirmation is put away and the selections priced again when the slip mounts.
  useEffect(() => {
    useBuilderSlip.getState().setContext(apiContextFor(lang));
    useBuilderSlip.getState().send({ type: 'MOUNT' });
  }, [lang]);

  const currency = user?.currency ?? currentBrand.currency;
  const money = (minor: number) => formatMoney(minor, currency, currentBrand.locale);
  const odds = totalOdds(slip);
  const processing = isProcessing(slip);
  const chosenFreeBet = (freeBets.data ?? []).find((f) => f.id === slip.freeBetId) ?? null;
  const stakeMajor = chosenFreeBet ? chosenFreeBet.amount_remaining / 100 : slip.stake;
  const returns =
    odds > 1
      ? betReturn({ type: 'combi', legs: [{ odds }], stake: stakeMajor, freeBet: chosenFreeBet !== null })
      : null;
  const note = builderSlipNote(slip);

  if (slip.placement.status === 'completed') {
    const { receipt, eventName, selections } = slip.placement;
    return (
      <section className={styles.slip} aria-labelledby="bet-builder-result">
        <h2 id="bet-builder-result" className={styles.processed}>
          <Icon name="star" size={16} />
          {t('betslip.processed')}
        </h2>
        <dl className={styles.receipt}>
          <dt>{t('betslip.receipt')}</dt>
          <dd data-testid="bet-builder-receipt">{receipt.uuid}</dd>
          <dt>{t('betBuilder.selections')}</dt>
          <dd>{selections}</dd>
          <dt>{t('betslip.stake')}</dt>
          <dd>{money(receipt.stake)}</dd>
          <dt>{t('betBuilder.event')}</dt>
          <dd>{eventName}</dd>
        </dl>
        <h3 className={styles.subTitle}>{t('betBuilder.outcomes')}</h3>
        <ul className={styles.outcomeList}>
          {receipt.selections.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id and never reorder
            <li key={i}>{s.outcome_name_translated ?? s.outcome_name}</li>
          ))}
        </ul>
        <CopyButton label={t('betslip.share')} link={() => deepLinkOf(slip, null)} />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => send({ type: 'RETAIN' })}>
            {t('betslip.retain')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => send({ type: 'CLEAR' })}>
            {t('betslip.clear')}
          </button>
        </div>
      </section>
    );
  }

  const title = slip.ticket?.name ?? t('betBuilder.title');
  const pricing = slip.pricing.status === 'pricing';
  const placeable = canPlace(slip, chosenFreeBet);
  const place = () => {
    if (!user) {
      openAccountFrame('/login');
      return;
    }
    void useBuilderSlip
      .getState()
      .place({ acceptOdds, key: newKey(), withFreeBet: chosenFreeBet !== null })
      .finally(() => {
        void refreshBalance();
        void refreshOpenBets();
        void refreshFreeBets();
      });
  };

  return (
    <section className={styles.slip} aria-labelledby="bet-builder-title" data-testid="bet-builder-slip">
      <header className={styles.slipHeader}>
        <h2 id="bet-builder-title" className={styles.slipTitle}>
          {title}
        </h2>
        {slip.selections.length > 0 ? (
          <button
            type="button"
            className={styles.link}
            disabled={processing}
            onClick={() => send({ type: 'CLEAR' })}
          >
            {t('betslip.clear')}
          </button>
        ) : null}
      </header>
      {slip.selections.length === 0 ? (
        <p className={styles.hint}>{t('betBuilder.empty')}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {(slip.ticket?.selections ?? []).map((s) => {
              const name = s.description_translated ?? s.description;
              return (
                <li key={s.id} className={s.error === 'CANNOT_COMBINE' ? styles.conflict : styles.line}>
                  <span>{name}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('betslip.remove', { name })}
                    disabled={processing}
                    onClick={() => send({ type: 'REMOVE', id: s.id })}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              );
            })}
          </ul>
          {note ? (
            <p
              className={note === 'cannotCombine' ? styles.warning : styles.hint}
              role={note === 'cannotCombine' ? 'alert' : undefined}
            >
              {t(`betBuilder.${note}`)}
            </p>
          ) : null}
          {slip.pricing.status === 'failed' ? (
            <p className={styles.warning} role="alert">
              {t('betslip.oops')}
            </p>
          ) : null}
          {(freeBets.data ?? []).length > 0 ? (
            <label className={styles.picker}>
              <span>{t('betslip.freeBet')}</span>
              <select
                value={slip.freeBetId ?? ''}
                disabled={processing}
                onChange={(event) => send({ type: 'SET_FREE_BET', id: event.target.value || null })}
              >
                <option value="">{t('betslip.noFreeBet')}</option>
                {(freeBets.data ?? []).map((freeBet) => (
                  <option
                    key={freeBet.id}
                    value={freeBet.id}
                    disabled={freeBet.amount_remaining <= 0 || freeBetOptionDisabled(freeBet, odds)}
                  >
                    {`${freeBet.name} (${money(freeBet.amount_remaining)})`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {chosenFreeBet ? null : (
            <StakeInput
              value={slip.stake}
              onChange={(stake) => send({ type: 'SET_STAKE', stake })}
              currencySymbol={currencySymbolOf(currentBrand.locale, currency)}
              disabled={processing}
            />
          )}
          <dl className={styles.totals}>
            <dt>{t('betBuilder.totalOdds')}</dt>
            <dd data-testid="bet-builder-odds" aria-busy={pricing}>
              {pricing ? (
                <span className={styles.spinner} role="status" aria-label={t('betBuilder.calculating')} />
              ) : null}
              {odds > 1 && slip.ticket ? slip.ticket.display_odds.decimal : '-'}
            </dd>
            <dt>{t('betslip.totalStake')}</dt>
            <dd>{money(Math.round(stakeMajor * 100))}</dd>
          </dl>
          {slip.placement.status === 'refused' ? (
            <p className={styles.warning} role="alert">
              {slip.placement.message || t('betslip.oops')}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.place}
            disabled={!placeable}
            aria-busy={processing}
            onClick={place}
          >
            {processing ? <span className={styles.spinner} aria-hidden="true" /> : null}
            <span>{t('betslip.place_bet')}</span>
            <span className={styles.returns}>
              {t('betBuilder.returns', { amount: returns === null ? '-' : money(Math.round(returns * 100)) })}
            </span>
          </button>
          {tester ? (
            <CopyButton label={t('betBuilder.copyLink')} link={() => deepLinkOf(slip, slip.stake || null)} />
          ) : null}
        </>
      )}
    </section>
  );
}
