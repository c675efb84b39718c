/**
 * The bet builder slip's store: runs the machine, prices each new set of selections (aborting the
 * calculation it replaces), places the bet and keeps the ticket across reloads. The modal's open event
 * lives here too, so the match page's button, a deep link and the frame message meet in one place.
 */
import type { AcceptOdds } from '@touchline/betting';
import { create } from 'zustand';
import type { ApiContext } from '@/shared/api/requests';
import { BET_BUILDER_STORAGE_KEY } from '@/shared/betslip/bet-builder-key';
import { readJson, removeKey, writeJson } from '@/shared/platform/storage';
import { calculateBuilder, fetchBuilderTicket, PersistedBuilder, submitBuilder } from './api';
import {
  type BuilderSlipEvent,
  type BuilderSlipState,
  builderSlipReducer,
  initialBuilderSlip,
  totalOdds,
} from './machine';

export interface BuilderCalls {
  calculate: typeof calculateBuilder;
  submit: typeof submitBuilder;
  ticket: typeof fetchBuilderTicket;
}

const httpCalls: BuilderCalls = {
  calculate: calculateBuilder,
  submit: submitBuilder,
  ticket: fetchBuilderTicket,
};

export interface BuilderStore {
  slip: BuilderSlipState;
  /** The event whose builder the 'Create YourBet' modal shows, or null when it is closed. */
  modalEventId: string | null;
  /** The API context of the page (brand and language), set by the host. */
  ctx: ApiContext | null;
  send: (event: BuilderSlipEvent) => void;
  /** The page's brand and language: calls wait for it, a pending calculation starts with it. */
  setContext: (ctx: ApiContext) => void;
  openModal: (eventId: string) => void;
  closeModal: () => void;
  /** The frame posted a betslip id: fetch that ticket and load it into the slip. */
  loadTicket: (betslipId: string) => Promise<void>;
  /** Places the bet; `withFreeBet` sends the chosen free bet instead of the stake. */
  place: (input: { acceptOdds: AcceptOdds; key: string; withFreeBet: boolean }) => Promise<void>;
}

function restore(): BuilderSlipState {
  const saved = PersistedBuilder.safeParse(readJson<unknown>(BET_BUILDER_STORAGE_KEY));
  if (!saved.success) return initialBuilderSlip();
  return { ...initialBuilderSlip(), ...saved.data };
}

function persist(slip: BuilderSlipState): void {
  if (slip.selections.length === 0) {
    removeKey(BET_BUILDER_STORAGE_KEY);
    return;
  }
  const { eventId, precannedId, ticket, selections, stake } = slip;
  writeJson(BET_BUILDER_STORAGE_KEY, {
    eventId,
    precannedId,
    ticket,
    selections: [...selections],
    stake,
  } satisfies PersistedBuilder);
}

export function createBuilderStore(calls: BuilderCalls = httpCalls) {
  let inFlight: AbortController | null = null;
  let started = 0;

  return create<BuilderStore>()((set, get) => {
    /** Starts the calculation the machine asked for, aborting the one it replaces. */
    const runPricing = () => {
      const { slip, ctx } = get();
      if (slip.pricing.status !== 'pricing') {
        inFlight?.abort();
        inFlight = null;
        return;
      }
      const { request } = slip.pricing;
      if (request === started || !ctx || !slip.eventId) return;
      started = request;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      calls
        .calculate(
          ctx,
          { eventId: slip.eventId, selections: slip.selections, precannedId: slip.precannedId },
          controller.signal,
        )
        .then(
          (ticket) => send({ type: 'PRICED', request, ticket }),
          () => {
            if (!controller.signal.aborted) send({ type: 'PRICING_FAILED', request });
          },
        );
    };

    const send = (event: BuilderSlipEvent) => {
      const before = get().slip;
      const slip = builderSlipReducer(before, event);
      if (slip === before) return;
      set({ slip });
      persist(slip);
      runPricing();
    };

    return {
      slip: restore(),
      modalEventId: null,
      ctx: null,
      send,
      setContext(ctx) {
        const current = get().ctx;
        if (
          current &&
          current.bookmaker === ctx.bookmaker &&
          current.lang === ctx.lang &&
          current.country === ctx.country
        ) {
          return;
        }
        set({ ctx });
        started = 0;
        runPricing();
      },
      openModal: (eventId) => set({ modalEventId: eventId }),
      closeModal: () => set({ modalEventId: null }),
      async loadTicket(betslipId) {
        const { ctx } = get();
        if (!ctx) return;
        const answer = await calls.ticket(ctx, betslipId);
        set({ modalEventId: null });
        send({
          type: 'LOAD',
          eventId: answer.event_id,
          precannedId: answer.precanned_id,
          ticket: answer.ticket,
          selections: [],
        });
      },
      async place({ acceptOdds, key, withFreeBet }) {
        const { slip, ctx } = get();
        if (!ctx || !slip.eventId) return;
        const odds = totalOdds(slip);
        send({ type: 'SUBMIT', key });
        if (get().slip.placement.status !== 'processing') return;
        try {
          const answer = await calls.submit(ctx, {
            eventId: slip.eventId,
            selections: slip.selections,
            precannedId: slip.precannedId,
            stake: withFreeBet ? 0 : slip.stake,
            odds,
            acceptOdds,
            freeBetId: withFreeBet ? slip.freeBetId : null,
            key,
          });
          send({
            type: 'SUBMITTED',
            key,
            status: answer.status,
            receipt: answer.receipt,
            message: answer.message,
          });
        } catch (error) {
          send({ type: 'SUBMIT_FAILED', key, message: error instanceof Error ? error.message : '' });
        }
      },
    };
  });
}

export const useBuilderSlip = createBuilderStore();
