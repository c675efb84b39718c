/**
 * The bet slip: header with clear and settings (and close on a
 * phone), the Single / Combi / System tabs, the selections with live prices, the stakes, each-way, free
 * bet, boost token and combo boost, the totals the betting package prices, the place button and the
 * result of an attempt. Every rule is the slip machine's; this file only shows it and sends events.
 */
import {
  canChooseBoostToken,
  canPlaceMainSlip,
  comboBoostNoticeVisible,
  eachWayAvailability,
  formatMoney,
  formatOdds,
  freeBetOptionDisabled,
  freeBetSelectorVisible,
  oddsChangedAgainstSetting,
  oddsChanges,
  placeButtonState,
  slipIsEachWay,
  tabState,
} from '@touchline/betting';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { useApiContext } from '@/shared/api/context';
import { useSlip } from '@/shared/betslip';
import { takeDepositReturn, useDepositReturn } from '@/shared/betslip/deposit-return';
import { currencySymbolOf, StakeInput } from '@/shared/betslip/stake-input';
import { newId } from '@/shared/platform/ids';
import { useSettings, useSettingsModal } from '@/shared/preferences';
import { useSession } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import { showToast } from '@/shared/ui/toast';
import { openDeposit, openLogin } from './account-links';
import { shareBet } from './api/betshare';
import styles from './betslip.module.css';
import { BetTypeTabs } from './components/bet-type-tabs';
import { ResultPanel } from './components/result-panel';
import { SelectionLine } from './components/selection-line';
import { isBusy } from './placement/machine';
import { topUpAmount } from './placement/quick-deposit';
import { depositReturned, place, topUp, usePlacement } from './placement/runner';
import { usePlacementDeps } from './placement/use-placement-deps';
import { useLivePrices } from './use-live-prices';
import { useSlipFigures } from './use-slip-quote';
// This feature's texts (English at once, the page's language fetched with it).
import './texts';

const BUTTON_LABELS = {
  place: 'betslip.place_bet',
  'top-up-and-bet': 'betslip.top_up_and_bet',
  'accept-changed-odds': 'betslip.accept_changed_odds',
} as const;

interface BetslipPanelProps {
  /** On a phone the slip floats over the page and closes itself; on desktop it is a column. */
  onClose?: () => void;
}

/**
 * Answers that stop this attempt but are no fault: the bettor reads the new prices and places again. They
 * show as a 'Please note' warning, not as a red error.
 */
const SLIP_WARNINGS: ReadonlySet<string> = new Set(['ODDS_CHANGED']);

/** The failure last toasted: the slip may be mounted twice (desktop column and phone sheet). */
let reportedFailure = 0;

function reportFreeBetsFailure(at: number, message: string): void {
  if (at === reportedFailure) return;
  reportedFailure = at;
  showToast(message, 'error');
}

export function BetslipPanel({ onClose }: BetslipPanelProps) {
  const { t } = useTranslation();
  const figures = useSlipFigures();
  const { slip, quote } = figures;
  const dispatch = useSlip((state) => state.dispatch);
  const placement = usePlacement((state) => state.state);
  const serverErrors = usePlacement((state) => state.selectionErrors);
  const oddsFormat = useSettings((state) => state.oddsFormat);
  const acceptOdds = useSettings((state) => state.acceptOdds);
  const openSettings = useSettingsModal((state) => state.setOpen);
  const user = useSession((state) => state.user);
  const deps = usePlacementDeps(figures.quoteInput);
  const ctx = useApiContext();
  useLivePrices();

  const count = slip.selections.length;
  const processing = slip.processingStatus === 'processing';
  const busy = isBusy(placement) || processing;
  const currency = user?.currency ?? currentBrand.currency;
  const money = (major: number | null) =>
    major === null ? '-' : formatMoney(Math.round(major * 100), currency, currentBrand.locale);
  const symbol = useMemo(() => currencySymbolOf(currentBrand.locale, currency), [currency]);

  // Back from the cashier: a successful top-up with this slip's request id places the bet.
  const returned = useDepositReturn((state) => state.pending);
  useEffect(() => {
    if (!returned) return;
    const taken = takeDepositReturn();
    if (taken) depositReturned(deps, taken.requestId, taken.success);
  }, [returned, deps]);

  // Back from logging in: the slip is the bettor's to place again.
  useEffect(() => {
    if (placement.status === 'awaiting_login' && user)
      usePlacement.getState().send({ type: 'LOGIN_FINISHED' });
  }, [placement.status, user]);

  // A free-bet list that fails to load is said once, in a toast; the slip works on without free bets.
  const freeBetsFailedAt = user ? figures.freeBetsFailedAt : 0;
  useEffect(() => {
    if (freeBetsFailedAt > 0) reportFreeBetsFailure(freeBetsFailedAt, t('betslip.rewardsFailed'));
  }, [freeBetsFailedAt, t]);

  const tabs = tabState(slip);
  const eachWay = eachWayAvailability(slip);
  const slipEachWay = slipIsEachWay(slip);
  const changes = oddsChanges(slip);
  const changedAgainst = oddsChangedAgainstSetting(acceptOdds, changes);
  const freeBetUsed = slip.freeBetId !== null;
  const balance = (user?.balance ?? 0) / 100;
  const bonus = (user?.bonus ?? 0) / 100;
  const button = placeButtonState({
    loading: busy,
    balance: user ? balance : null,
    playthroughBalance: bonus,
    totalStake: quote.totalStake,
    freeBetUsed,
    oddsChangedAgainstSetting: changedAgainst,
  });
  const check = canPlaceMainSlip({
    selections: slip.selections.map((s) => ({
      error: s.error ?? serverErrors[s.outcome.id] ?? null,
      market: s.market,
    })),
    balance: user ? balance : 1,
    playthroughBalance: bonus,
    totalStake: quote.totalStake,
    freeBet: freeBetUsed ? (figures.quoteInput.freeBet ?? null) : null,
  });
  const blocked =
    !check.ok &&
    !(check.reason === 'no_funds' && button === 'top-up-and-bet') &&
    button !== 'accept-changed-odds';

  const showFreeBets =
    user !== null &&
    freeBetSelectorVisible({
      freeBets: figures.freeBets,
      betType: slip.betType,
      selectionCount: count,
      eachWay: slipEachWay,
      totalOdds: figures.totalOdds ?? 0,
    });
  const showBoostTokens = user !== null && figures.boostTokens.length > 0 && canChooseBoostToken(slip);
  const showComboNotice =
    figures.comboBoostEnabled &&
    comboBoostNoticeVisible({
      betType: slip.betType,
      eachWay: slipEachWay,
      boostPercentage: quote.comboBoostPercentage,
    });

  const onPlace = () => {
    if (button === 'accept-changed-odds') {
      dispatch({ type: 'ACCEPT_ODDS_CHANGES' });
      return;
    }
    if (button === 'top-up-and-bet' && user) {
      const requestId = newId();
      const amount = topUpAmount(quote.totalStake, user.balance + user.bonus);
      if (topUp(requestId, amount)) openDeposit(amount, requestId);
      return;
    }
    const state = place(deps, user !== null);
    if (state.status === 'awaiting_login') openLogin();
  };

  const header = (
    <header className={styles.header}>
      <h2 id="betslip-title" className={styles.title}>
        <Icon name="ticket" size={18} />
        {t('betslip.title')}
        {/* The badge shows the number; a screen reader hears it with its noun. */}
        <span className={styles.count} data-testid="slip-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('betslip.count', { count })}</span>
        </span>
      </h2>
      <div className={styles.headerActions}>
        {count > 1 && slip.processingStatus === 'off' ? (
          <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'CLEAR' })}>
            {t('betslip.clear')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('betslip.settings')}
          onClick={() => openSettings(true)}
        >
          <Icon name="gear" size={18} />
        </button>
        {onClose ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('betslip.close')}
            disabled={processing}
            onClick={onClose}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </div>
    </header>
  );

  if (slip.processingStatus !== 'off') {
    return (
      <section className={styles.panel} aria-labelledby="betslip-title">
        {header}
        <ResultPanel
          tickets={slip.tickets}
          money={money}
          onRetain={() => dispatch({ type: 'RETAIN_SELECTIONS' })}
          onClearAll={() => {
            dispatch({ type: 'CLEAR_ALL' });
            onClose?.();
          }}
          onDeposit={() => openDeposit(null, null)}
          onShare={async (uuid) => {
            const share = await shareBet(ctx, uuid);
            return `${window.location.origin}/betshare/${share.id}`;
          }}
        />
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="betslip-title">
      {header}
      {count === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('betslip.empty')}</p>
          <p className={styles.emptyHint}>{t('betslip.emptyHint')}</p>
        </div>
      ) : (
        <>
          <BetTypeTabs
            label={t('betslip.betType')}
            tabs={tabs}
            names={(type) => t(`betslip.betTypes.${type}`)}
            onChoose={(betType) => dispatch({ type: 'SET_BET_TYPE', betType })}
          />
          <ul className={styles.lines}>
            {slip.selections.map((selection) => (
              <SelectionLine
                key={selection.outcome.id}
                selection={selection}
                previousOdds={slip.changedOdds[selection.outcome.id]}
                serverError={serverErrors[selection.outcome.id]}
                single={slip.betType === 'single'}
                eachWayCheckbox={eachWay.perSelection.includes(selection.outcome.id)}
                stake={slip.stakes[selection.outcome.id] ?? slip.stakeDefault}
                currencySymbol={symbol}
                locked={busy}
                onRemove={() => dispatch({ type: 'REMOVE_SELECTION', outcomeId: selection.outcome.id })}
                onStake={(stake) =>
                  dispatch({ type: 'SET_STAKE', betType: 'single', outcomeId: selection.outcome.id, stake })
                }
                onToggleEachWay={() => dispatch({ type: 'TOGGLE_EACH_WAY', outcomeId: selection.outcome.id })}
              />
            ))}
          </ul>
          <div className={styles.footer}>
            {slip.betType === 'system' ? (
              <fieldset className={styles.systems}>
                <legend>{t('betslip.systemPick')}</legend>
                {slip.systemOptions.map((option) => (
                  <label key={option.type} className={styles.systemOption}>
                    <input
                      type="radio"
                      name="system-type"
                      checked={slip.systemType === option.type}
                      onChange={() => dispatch({ type: 'SET_SYSTEM_TYPE', systemType: option.type })}
                    />
                    <span className={styles.systemName}>
                      {t('betslip.systemName', { k: option.k, n: count })}
                    </span>
                    <span className={styles.meta}>
                      {t('betslip.combinations', { count: option.combinations })}
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {slip.betType !== 'single' ? (
              <div className={styles.betRow}>
                {eachWay.slipToggle ? (
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={slip.eachWay}
                      checked={slip.eachWay}
                      onChange={() => dispatch({ type: 'TOGGLE_EACH_WAY' })}
                    />
                    <span>{t('betslip.eachWay')}</span>
                  </label>
                ) : (
                  <span className={styles.meta}>
                    {slip.betType === 'system'
                      ? t('betslip.perLine', { count: quote.totalBets })
                      : t('betslip.totalOdds', {
                          odds: figures.totalOdds === null ? '-' : formatOdds(figures.totalOdds, oddsFormat),
                        })}
                  </span>
                )}
                <StakeInput
                  className={styles.stake}
                  value={(slip.betType === 'combi' ? slip.stakeCombi : slip.stakeSystem) ?? slip.stakeDefault}
                  currencySymbol={symbol}
                  onChange={(stake) =>
                    dispatch({ type: 'SET_STAKE', betType: slip.betType as 'combi' | 'system', stake })
                  }
                />
              </div>
            ) : null}
            {showFreeBets ? (
              <label className={styles.picker}>
                <span>{t('betslip.freeBet')}</span>
                <select
                  value={slip.freeBetId ?? ''}
                  onChange={(event) =>
                    dispatch({ type: 'CHOOSE_FREE_BET', freeBetId: event.target.value || null })
                  }
                >
                  <option value="">{t('betslip.noFreeBet')}</option>
                  {figures.freeBets.map((freeBet) => (
                    <option
                      key={freeBet.id}
                      value={freeBet.id}
                      disabled={
                        freeBet.amount_remaining <= 0 ||
                        freeBetOptionDisabled(freeBet, figures.totalOdds ?? 0)
                      }
                    >
                      {`${freeBet.name} (${formatMoney(freeBet.amount_remaining, currency, currentBrand.locale)})`}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {showBoostTokens ? (
              <label className={styles.picker}>
                <span>{t('betslip.boostToken')}</span>
                <select
                  value={slip.boostTokenId ?? ''}
                  onChange={(event) =>
                    dispatch({ type: 'CHOOSE_BOOST_TOKEN', boostTokenId: event.target.value || null })
                  }
                >
                  <option value="">{t('betslip.noBoostToken')}</option>
                  {figures.boostTokens.map((token) => (
                    <option key={token.id} value={token.id}>
                      {t('betslip.boostTokenOption', {
                        name: token.template.name,
                        percentage: token.template.percentage,
                      })}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {showComboNotice ? <p className={styles.hint}>{t('betslip.comboHint')}</p> : null}
            {quote.comboBoostPercentage > 0 ? (
              <p className={styles.boost}>
                {t('betslip.comboBoost', { percentage: quote.comboBoostPercentage })}
                <strong>+{money(quote.comboBoostExtra)}</strong>
              </p>
            ) : null}
            {quote.boostTokenExtra > 0 ? (
              <p className={styles.boost}>
                {t('betslip.boostTokenExtra')}
                <strong>+{money(quote.boostTokenExtra)}</strong>
              </p>
            ) : null}
            <dl className={styles.totals}>
              <dt>{t('betslip.totalStake')}</dt>
              <dd data-testid="total-stake">{money(quote.totalStake)}</dd>
              <dt>{t('betslip.potentialReturn')}</dt>
              <dd data-testid="potential-return" className={styles.return}>
                {money(quote.potentialReturn)}
              </dd>
            </dl>
            {slip.error ? (
              slip.error === 'BALANCE_INSUFFICIENT' ? (
                <button type="button" className={styles.errorBar} onClick={() => openDeposit(null, null)}>
                  {t('betslip.insufficientFunds')}
                </button>
              ) : SLIP_WARNINGS.has(slip.error) ? (
                <p className={styles.warningBar} role="status">
                  {t('betslip.warning', { warning: t(`betslip.errors.${slip.error as 'ODDS_CHANGED'}`) })}
                </p>
              ) : (
                <p className={styles.errorBar} role="alert">
                  {slip.error === 'CALCULATE_FAILED'
                    ? t('betslip.oops')
                    : t(`betslip.errors.${slip.error}`, {
                        defaultValue: t('betslip.errorMessage', { message: slip.error }),
                      })}
                </p>
              )
            ) : null}
            {placement.status === 'awaiting_deposit' ? (
              <p className={styles.hint} role="status">
                {t('betslip.awaitingDeposit', {
                  amount: formatMoney(placement.amount, currency, currentBrand.locale),
                })}
              </p>
            ) : null}
            <button
              type="button"
              className={styles.place}
              data-state={button}
              disabled={busy || blocked}
              aria-busy={busy}
              onClick={onPlace}
            >
              {button === 'loading' ? (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  {t('betslip.placing')}
                </>
              ) : (
                t(BUTTON_LABELS[button])
              )}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
