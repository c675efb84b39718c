/**
 * The bet slip: header with clear and settings (and close on a phone), the Single / Combi / System tabs,
 * the selections with live prices, the stakes, each-way, free bet, boost token and combo boost, the
 * totals, the place button and the result of an attempt. What shows comes from the betting package's
 * slipView; every rule is the slip machine's. This file wires the view to its sections and sends events.
 */
import { formatMoney, type SlipPress } from '@touchline/betting';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { useApiContext } from '@/shared/api/context';
import { type SlipCommand, useSlip } from '@/shared/betslip';
import { currencySymbolOf } from '@/shared/betslip/stake-input';
import { newId } from '@/shared/platform/ids';
import { useSettingsModal } from '@/shared/preferences';
import { openDeposit, openLogin } from './account-links';
import { shareBet } from './api/betshare';
import styles from './betslip.module.css';
import { BetTypeTabs } from './components/bet-type-tabs';
import { PlaceButton } from './components/place-button';
import { ResultPanel } from './components/result-panel';
import { RewardsPickers } from './components/rewards-pickers';
import { SelectionList } from './components/selection-list';
import { SlipHeader } from './components/slip-header';
import { SlipNotices } from './components/slip-notices';
import { SlipSummary } from './components/slip-summary';
import { StakesSection } from './components/stakes-section';
import { type PlacementDeps, place, topUp } from './placement/runner';
import { usePlacementDeps } from './placement/use-placement-deps';
import { useResumePlacement } from './placement/use-resume-placement';
import { useLivePrices } from './use-live-prices';
import { useRewardsFailureToast } from './use-rewards-failure';
import { useSlipView } from './use-slip-view';
// This feature's texts (English at once, the page's language fetched with it).
import './texts';

interface BetslipPanelProps {
  /** On a phone the slip floats over the page and closes itself; on desktop it is a column. */
  onClose?: () => void;
}

/** What the place button does, as the view says. */
function pressPlace(press: SlipPress, deps: PlacementDeps, send: (command: SlipCommand) => void): void {
  switch (press.kind) {
    case 'accept-odds':
      send({ type: 'ACCEPT_ODDS_CHANGES' });
      return;
    case 'top-up': {
      const requestId = newId();
      if (topUp(requestId, press.amount)) openDeposit(press.amount, requestId);
      return;
    }
    case 'place':
    case 'log-in':
      if (place(deps, press.kind === 'place').status === 'awaiting_login') openLogin();
  }
}

export function BetslipPanel({ onClose }: BetslipPanelProps) {
  const { t } = useTranslation();
  const { view, quoteInput, freeBetsFailedAt, currency } = useSlipView();
  const send = useSlip((state) => state.dispatch);
  const openSettings = useSettingsModal((state) => state.setOpen);
  const deps = usePlacementDeps(quoteInput);
  const ctx = useApiContext();
  useLivePrices();
  useResumePlacement(deps);
  useRewardsFailureToast(freeBetsFailedAt);

  const symbol = useMemo(() => currencySymbolOf(currentBrand.locale, currency), [currency]);
  const money = (minor: number | null) =>
    minor === null ? '-' : formatMoney(minor, currency, currentBrand.locale);
  const deposit = () => openDeposit(null, null);

  const header = (
    <SlipHeader
      count={view.count}
      canClear={view.canClear}
      canClose={view.canClose}
      onClear={() => send({ type: 'CLEAR' })}
      onSettings={() => openSettings(true)}
      onClose={onClose}
    />
  );

  if (view.stage === 'result') {
    return (
      <section className={styles.panel} aria-labelledby="betslip-title">
        {header}
        <ResultPanel
          tickets={view.tickets}
          money={(major) => money(major === null ? null : Math.round(major * 100))}
          onRetain={() => send({ type: 'RETAIN_SELECTIONS' })}
          onClearAll={() => {
            send({ type: 'CLEAR_ALL' });
            onClose?.();
          }}
          onDeposit={deposit}
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
      {view.stage === 'empty' ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('betslip.empty')}</p>
          <p className={styles.emptyHint}>{t('betslip.emptyHint')}</p>
        </div>
      ) : (
        <>
          <BetTypeTabs
            label={t('betslip.betType')}
            tabs={view.tabs}
            names={(type) => t(`betslip.betTypes.${type}`)}
            onChoose={(betType) => send({ type: 'SET_BET_TYPE', betType })}
          />
          <SelectionList
            lines={view.lines}
            single={view.betType === 'single'}
            currencySymbol={symbol}
            locked={view.locked}
            send={send}
          />
          <div className={styles.footer}>
            <StakesSection
              system={view.system}
              combined={view.combined}
              currencySymbol={symbol}
              send={send}
            />
            <RewardsPickers
              freeBets={view.freeBets}
              boostTokens={view.boostTokens}
              money={money}
              send={send}
            />
            <SlipSummary view={view} money={money} />
            <SlipNotices
              notice={view.notice}
              awaitingDeposit={view.awaitingDeposit}
              money={money}
              onDeposit={deposit}
            />
            <PlaceButton button={view.button} onPress={() => pressPlace(view.button.press, deps, send)} />
          </div>
        </>
      )}
    </section>
  );
}
