/**
 * The betslip store: a thin Zustand wrapper over the pure slip machine of packages/betting: React only
 * subscribes, every rule lives in slipReducer. Persisted locally and restored through restoreSlipState, which
 * applies the 24 h expiry.
 */
import {
  type BetslipEvent,
  initialSlipState,
  restoreSlipState,
  type SlipSelection,
  type SlipState,
  slipReducer,
} from '@touchline/betting';
import { create } from 'zustand';
import { readJson, writeJson } from '@/shared/platform/storage';
import { now } from '@/shared/platform/timers';

export const BETSLIP_KEY = 'betslip';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event of the machine without its clock; the store stamps `now`. */
export type SlipCommand = DistributiveOmit<BetslipEvent, 'now'>;

interface SlipStore {
  slip: SlipState;
  dispatch: (command: SlipCommand) => void;
  toggle: (selection: SlipSelection) => void;
}

function load(): SlipState {
  const saved = readJson<Partial<SlipState>>(BETSLIP_KEY);
  return saved ? restoreSlipState(saved, now()) : initialSlipState(now());
}

export const useSlip = create<SlipStore>()((set, get) => ({
  slip: load(),
  dispatch(command) {
    const event = { ...command, now: now() } as BetslipEvent;
    const next = slipReducer(get().slip, event);
    if (next === get().slip) return;
    writeJson(BETSLIP_KEY, next);
    set({ slip: next });
  },
  toggle(selection) {
    get().dispatch({ type: 'TOGGLE_SELECTION', selection });
  },
}));

/** Number of selections in the slip. */
export const useSlipCount = () => useSlip((state) => state.slip.selections.length);

/** Whether an outcome is in the slip. */
export const useInSlip = (outcomeId: string) =>
  useSlip((state) => state.slip.selections.some((selection) => selection.outcome.id === outcomeId));
