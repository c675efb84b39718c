import type { AcceptOdds, BetType, BoostToken, ComboBoostConfig, FreeBet, SlipSelection } from '../types';
import { oddsChangeDirection, oddsChangedAgainstSetting } from '../validation/accept-odds';
import { canPlaceMainSlip, type MainSlipBlock } from '../validation/can-place';
import { comboBoostNoticeVisible } from '../validation/combo-boost-notice';
import { freeBetOptionDisabled, freeBetSelectorVisible } from '../validation/free-bet';
import {
  PLACE_BUTTON_LABEL_KEYS,
  type PlaceButtonState,
  placeButtonState,
  topUpAmount,
} from '../validation/place-button';
import { type QuoteInput, slipQuote, slipTotalOdds } from './quote';
import { canChooseBoostToken, eachWayAvailability, slipIsEachWay, type TabLook, tabState } from './rules';
import { oddsChanges } from './selectors';
import type { SlipState, SlipTicket } from './state';

/** The bettor's rewards and the brand's combo boost, as the slip's choices name them. */
export interface SlipRewards {
  freeBets?: readonly FreeBet[] | null;
  boostTokens?: readonly BoostToken[] | null;
  /** The brand's combo boost; null or absent when the brand has none. */
  comboBoost?: ComboBoostConfig | null;
}

/** The free bet and boost token the slip names, found in the bettor's lists, and the combo boost. */
export function slipQuoteInput(state: SlipState, rewards: SlipRewards): QuoteInput {
  return {
    freeBet: rewards.freeBets?.find((f) => f.id === state.freeBetId) ?? null,
    boostToken: rewards.boostTokens?.find((b) => b.id === state.boostTokenId) ?? null,
    comboBoost: rewards.comboBoost ?? null,
  };
}

/** Cash and playthrough balance in minor units. */
export interface SlipFunds {
  balance: number;
  bonus: number;
}

export interface SlipViewContext extends SlipRewards {
  /** Who is betting; null for a guest. */
  bettor: {
    /**
     * The balances the server sent during this visit; null until the first answer comes. A balance
     * remembered from an earlier visit may be stale, so it never decides anything here.
     */
    funds: SlipFunds | null;
  } | null;
  acceptOdds: AcceptOdds;
  /** An attempt is running (calculating or submitting). */
  placing: boolean;
  /** The cashier is open for a quick deposit of this much (minor units); null otherwise. */
  awaitingDeposit?: number | null;
  /** Refusals of the last calculate, by outcome id. */
  serverErrors?: Readonly<Record<string, string>>;
}

/** One selection line. */
export interface SlipLineView {
  selection: SlipSelection;
  /** Code of the error under the line: the slip's own flag first, else the server's refusal. */
  error: string | null;
  suspended: boolean;
  /** How the live price moved from the one the bettor last accepted; null when it did not. */
  move: { direction: 'up' | 'down'; was: number } | null;
  /** The single's own stake (major units); the input shows only when the slip is single. */
  stake: number;
  /** The single's each-way checkbox shows: its market pays more than one place. */
  eachWayCheckbox: boolean;
}

/** One system size the bettor can pick. */
export interface SystemOptionView {
  type: `system_${number}/${number}`;
  k: number;
  n: number;
  combinations: number;
  chosen: boolean;
}

/** The one stake of a combi or system, with the each-way toggle or a summary beside it. */
export interface CombinedStakeView {
  betType: Exclude<BetType, 'single'>;
  /** Major units (per line for a system). */
  stake: number;
  /** The slip-wide each-way toggle, shown when every selection pays places. */
  eachWay: { on: boolean } | null;
  /** Shown where the toggle is not: a system's number of lines, or a combi's total odds (null: '-'). */
  summary: { kind: 'lines'; count: number } | { kind: 'total-odds'; odds: number | null };
}

export interface FreeBetOptionView {
  id: string;
  name: string;
  /** Minor units. */
  amountRemaining: number;
  disabled: boolean;
}

export interface BoostTokenOptionView {
  id: string;
  name: string;
  percentage: number;
}

/** A bar under the totals about the last attempt. */
export type SlipNotice =
  /** 'You have insufficient funds. Deposit Now': a tap opens the cashier. */
  | { kind: 'insufficient-funds' }
  /** 'Please note: ...': the attempt stopped, yet nothing is wrong; the bettor places again. */
  | { kind: 'warning'; code: string }
  /** Calculate failed without a message: 'Oops, something went wrong...'. */
  | { kind: 'failed' }
  /** Any other refusal, translated by its code. */
  | { kind: 'error'; code: string };

/** What pressing the place button does. */
export type SlipPress =
  | { kind: 'accept-odds' }
  /** Opens the cashier for this much (minor units); its return places the bet. */
  | { kind: 'top-up'; amount: number }
  | { kind: 'place' }
  /** A guest: the attempt waits for a login. */
  | { kind: 'log-in' };

export interface SlipButtonView {
  state: PlaceButtonState;
  /** Translation key of the label; the loading state adds a spinner. */
  label: (typeof PLACE_BUTTON_LABEL_KEYS)[keyof typeof PLACE_BUTTON_LABEL_KEYS] | 'betslip.placing';
  disabled: boolean;
  busy: boolean;
  press: SlipPress;
  /**
   * Why the slip cannot be placed as it stands; null when it can, or when the button itself is the way
   * on (Top-up & Bet for missing funds, Accept changed odds for moved prices).
   */
  blockedBy: MainSlipBlock | null;
}

export interface SlipView {
  /** The result of an attempt replaces the editor; an empty slip shows its hint. */
  stage: 'empty' | 'editing' | 'result';
  count: number;
  /** Stakes, each-way and remove are locked while an attempt runs. */
  locked: boolean;
  /** Clear shows with more than one selection, never while an attempt is shown. */
  canClear: boolean;
  /** Close is ignored while the tickets are being placed. */
  canClose: boolean;
  betType: BetType;
  tabs: Record<BetType, TabLook>;
  lines: SlipLineView[];
  system: { options: SystemOptionView[] } | null;
  combined: CombinedStakeView | null;
  freeBets: { chosen: string | null; options: FreeBetOptionView[] } | null;
  boostTokens: { chosen: string | null; options: BoostTokenOptionView[] } | null;
  /** 'Add more lines to your accumulator...': a combi the combo boost does not reward yet. */
  comboHint: boolean;
  /** The combo boost paid on top, minor units. */
  comboBoost: { percentage: number; extra: number } | null;
  /** The boost token's extra, minor units. */
  boostTokenExtra: number | null;
  /** Minor units. */
  totalStake: number;
  /** Minor units; null shows '-': not computable, or the slip is blocked by its selections. */
  potentialReturn: number | null;
  notice: SlipNotice | null;
  /** The cashier is open for this quick deposit (minor units). */
  awaitingDeposit: number | null;
  button: SlipButtonView;
  tickets: readonly SlipTicket[];
}

/** Answers that stop an attempt but are no fault: the bettor reads the new prices and places again. */
const SLIP_WARNINGS: ReadonlySet<string> = new Set(['ODDS_CHANGED']);

/** Blocks that lie in the selections themselves: such a slip promises no return. */
const SELECTION_BLOCKS: ReadonlySet<MainSlipBlock> = new Set(['selection_error', 'market_suspended']);

const minor = (major: number): number => Math.round(major * 100);

function noticeOf(error: string | null): SlipNotice | null {
  if (!error) return null;
  if (error === 'BALANCE_INSUFFICIENT') return { kind: 'insufficient-funds' };
  if (SLIP_WARNINGS.has(error)) return { kind: 'warning', code: error };
  if (error === 'CALCULATE_FAILED') return { kind: 'failed' };
  return { kind: 'error', code: error };
}

function lineOf(
  state: SlipState,
  selection: SlipSelection,
  ctx: SlipViewContext,
  eachWay: ReadonlySet<string>,
): SlipLineView {
  const id = selection.outcome.id;
  const was = state.changedOdds[id];
  const direction = was === undefined ? 'none' : oddsChangeDirection(was, selection.outcome.odds);
  const error = selection.error ?? ctx.serverErrors?.[id] ?? null;
  return {
    selection,
    error: error === '' ? null : error,
    suspended: selection.market.is_suspended === true,
    move: direction === 'none' || was === undefined ? null : { direction, was },
    stake: state.stakes[id] ?? state.stakeDefault,
    eachWayCheckbox: eachWay.has(id),
  };
}

/**
 * Everything the slip shows, from the slip, the bettor and the attempt: the lines, the stakes, the
 * pickers, the totals, the bars and the place button. Pure: the screen only renders it.
 *
 * The place button decides between Place Bet and Top-up & Bet from the balance of this visit only.
 * Until that arrives it shows Place Bet and lets the server answer (it checks the wallet under its lock
 * in any case; a shortfall comes back as 'insufficient funds' with Deposit Now), rather than asking a
 * bettor who can pay to top up, or holding a ready bet back on a balance call.
 */
export function slipView(state: SlipState, ctx: SlipViewContext): SlipView {
  const quoteInput = slipQuoteInput(state, ctx);
  const quote = slipQuote(state, quoteInput);
  const count = state.selections.length;
  const processing = state.processingStatus === 'processing';
  const busy = ctx.placing || processing;
  const funds = ctx.bettor?.funds ?? null;
  const totalStake = minor(quote.totalStake);
  const totalOdds = slipTotalOdds(state);
  const eachWay = eachWayAvailability(state);
  const slipEachWay = slipIsEachWay(state);
  const freeBetUsed = state.freeBetId !== null;

  const eachWayLines = new Set(eachWay.perSelection);
  const lines = state.selections.map((s) => lineOf(state, s, ctx, eachWayLines));

  const buttonState = placeButtonState({
    loading: busy,
    balance: funds ? funds.balance : null,
    playthroughBalance: funds ? funds.bonus : null,
    totalStake,
    freeBetUsed,
    oddsChangedAgainstSetting: oddsChangedAgainstSetting(ctx.acceptOdds, oddsChanges(state)),
  });
  const check = canPlaceMainSlip({
    selections: lines.map((line) => ({ error: line.error, market: line.selection.market })),
    // Funds not known yet (a guest, or before this visit's balance) block nothing: the server answers.
    balance: funds ? funds.balance : 1,
    playthroughBalance: funds ? funds.bonus : 0,
    totalStake,
    freeBet: freeBetUsed ? (quoteInput.freeBet ?? null) : null,
  });
  const blockedBy =
    check.ok ||
    (check.reason === 'no_funds' && buttonState === 'top-up-and-bet') ||
    buttonState === 'accept-changed-odds'
      ? null
      : check.reason;
  const blockedBySelections = check.reason !== null && SELECTION_BLOCKS.has(check.reason);

  const press: SlipPress =
    buttonState === 'accept-changed-odds'
      ? { kind: 'accept-odds' }
      : buttonState === 'top-up-and-bet' && funds
        ? { kind: 'top-up', amount: topUpAmount(totalStake, funds.balance + Math.max(0, funds.bonus)) }
        : ctx.bettor === null
          ? { kind: 'log-in' }
          : { kind: 'place' };

  const freeBets = ctx.freeBets ?? [];
  const showFreeBets =
    ctx.bettor !== null &&
    freeBetSelectorVisible({
      freeBets,
      betType: state.betType,
      selectionCount: count,
      eachWay: slipEachWay,
      totalOdds: totalOdds ?? 0,
    });
  const boostTokens = ctx.boostTokens ?? [];
  const showBoostTokens = ctx.bettor !== null && boostTokens.length > 0 && canChooseBoostToken(state);

  return {
    stage: state.processingStatus !== 'off' ? 'result' : count === 0 ? 'empty' : 'editing',
    count,
    locked: busy,
    canClear: count > 1 && state.processingStatus === 'off',
    canClose: !processing,
    betType: state.betType,
    tabs: tabState(state),
    lines,
    system:
      state.betType === 'system'
        ? {
            options: state.systemOptions.map((o) => ({
              type: o.type,
              k: o.k,
              n: count,
              combinations: o.combinations,
              chosen: o.type === state.systemType,
            })),
          }
        : null,
    combined:
      state.betType === 'single'
        ? null
        : {
            betType: state.betType,
            stake: (state.betType === 'combi' ? state.stakeCombi : state.stakeSystem) ?? state.stakeDefault,
            eachWay: eachWay.slipToggle ? { on: state.eachWay } : null,
            summary:
              state.betType === 'system'
                ? { kind: 'lines', count: quote.totalBets }
                : { kind: 'total-odds', odds: totalOdds },
          },
    freeBets: showFreeBets
      ? {
          chosen: state.freeBetId,
          options: freeBets.map((f) => ({
            id: f.id,
            name: f.name,
            amountRemaining: f.amount_remaining,
            disabled: f.amount_remaining <= 0 || freeBetOptionDisabled(f, totalOdds ?? 0),
          })),
        }
      : null,
    boostTokens: showBoostTokens
      ? {
          chosen: state.boostTokenId,
          options: boostTokens.map((b) => ({
            id: b.id,
            name: b.template.name,
            percentage: b.template.percentage,
          })),
        }
      : null,
    comboHint:
      quoteInput.comboBoost != null &&
      comboBoostNoticeVisible({
        betType: state.betType,
        eachWay: slipEachWay,
        boostPercentage: quote.comboBoostPercentage,
      }),
    comboBoost:
      quote.comboBoostPercentage > 0 && !blockedBySelections
        ? { percentage: quote.comboBoostPercentage, extra: minor(quote.comboBoostExtra) }
        : null,
    boostTokenExtra: quote.boostTokenExtra > 0 && !blockedBySelections ? minor(quote.boostTokenExtra) : null,
    totalStake,
    potentialReturn:
      quote.potentialReturn === null || blockedBySelections ? null : minor(quote.potentialReturn),
    notice: noticeOf(state.error),
    awaitingDeposit: ctx.awaitingDeposit ?? null,
    button: {
      state: buttonState,
      label: buttonState === 'loading' ? 'betslip.placing' : PLACE_BUTTON_LABEL_KEYS[buttonState],
      disabled: busy || blockedBy !== null,
      busy,
      press,
      blockedBy,
    },
    tickets: state.tickets,
  };
}
