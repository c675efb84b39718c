/** Betslip calls. Amounts are minor units (stake x 100). */
import { z } from 'zod';
import { BetErrorCode, SystemType, Ticket, TicketWireStatus } from '../entities/betslip';
import {
  AcceptOddsWire,
  BetType,
  Country,
  DecimalOdds,
  Id,
  Language,
  MinorUnits,
  SelectionErrorCode,
} from '../entities/common';
import { AuthHeaders, defineCall } from './define';

const MODULE = 'betslip';

/** Above this many selections a system bet is refused. */
export const MAX_SLIP_SELECTIONS = 20;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * One key per placement attempt of one ticket: a retry with the same key and body replays the
 * first answer; the same key with another body is refused with IDEMPOTENCY_KEY_REUSED (HTTP 409).
 */
export const IdempotencyKey = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'an idempotency key is 16-128 letters, digits, _ . : or -')
  .describe('Client-generated key (a UUID), unique per ticket placement attempt');
export type IdempotencyKey = z.infer<typeof IdempotencyKey>;

/** Headers of a bet placement; loose because Fastify replaces request.headers with the result. */
export const PlacementHeaders = AuthHeaders.extend({ [IDEMPOTENCY_HEADER]: IdempotencyKey });
export type PlacementHeaders = z.infer<typeof PlacementHeaders>;

export const CalculateSelection = z.object({
  event_id: Id,
  market_id: Id,
  outcome_id: Id,
  outcome_list: z.array(Id).describe('Runner outcome ids of a forecast/tricast; empty otherwise'),
  odds: DecimalOdds.describe('Price the bettor saw'),
  type: z.string().min(1).describe('Market type of the selection'),
  each_way: z.boolean(),
  is_starting_price: z.boolean(),
  stake: MinorUnits.nullable().describe('Single stake of this selection, minor units'),
});
export type CalculateSelection = z.infer<typeof CalculateSelection>;

export const CalculateBody = z
  .object({
    freebet: Id.nullable().describe('Free bet id used; null for none'),
    selections: z.array(CalculateSelection).min(1).max(MAX_SLIP_SELECTIONS),
    type: BetType,
    system_type: SystemType.nullable().describe("'system_k/n' when type is system"),
    total_stake: MinorUnits.describe('What the slip costs, minor units'),
    total_bets: z.int().positive(),
    total_return: MinorUnits.nullable().describe('Return the slip shows, minor units; null for "-"'),
    each_way: z.boolean(),
    stakes: z.record(Id, MinorUnits).describe('Single stakes by outcome id, minor units'),
    lang: Language,
    accept_odds: AcceptOddsWire,
    stake: MinorUnits.describe('Stake per bet (combi/system), minor units'),
    boost_token_id: Id.nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'system' && body.system_type === null) {
      ctx.addIssue({ code: 'custom', path: ['system_type'], message: 'a system bet needs system_type' });
    }
    if (body.type !== 'system' && body.system_type !== null) {
      ctx.addIssue({ code: 'custom', path: ['system_type'], message: 'system_type is only for system bets' });
    }
    if (body.type === 'combi' && body.selections.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['selections'], message: 'a combi needs at least 2 selections' });
    }
    if (body.type === 'system' && body.selections.length < 3) {
      ctx.addIssue({ code: 'custom', path: ['selections'], message: 'a system needs at least 3 selections' });
    }
    if (body.freebet !== null && body.boost_token_id !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['boost_token_id'],
        message: 'a free bet and a boost token cannot be used together',
      });
    }
  });
export type CalculateBody = z.infer<typeof CalculateBody>;

export const SelectionError = z.object({
  outcome_id: Id,
  error: z.union([SelectionErrorCode, BetErrorCode]),
});
export type SelectionError = z.infer<typeof SelectionError>;

export const CalculateResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().nullable().describe('Error code or text when status is error'),
  tickets: z.array(Ticket).describe('Tickets to submit, one submit call each'),
  selection_errors: z.array(SelectionError),
});
export type CalculateResponse = z.infer<typeof CalculateResponse>;

export const calculateBetslip = defineCall({
  method: 'POST',
  path: '/v1/betslip/calculate',
  module: MODULE,
  summary: 'Price the slip into tickets',
  auth: 'required',
  headers: AuthHeaders,
  body: CalculateBody,
  response: CalculateResponse,
});

/** What is submitted of a ticket; a full Ticket is accepted and its extra keys ignored. */
export const SubmitTicket = Ticket.omit({ uuid: true, status: true, error_meta: true });
export type SubmitTicket = z.infer<typeof SubmitTicket>;

export const SubmitBody = z.object({
  ticket: SubmitTicket,
  accept_odds: AcceptOddsWire,
  lang: Language,
  country: Country.optional(),
});
export type SubmitBody = z.infer<typeof SubmitBody>;

export const SubmitResponse = z.object({
  status: TicketWireStatus.describe('PROCESSED on success, else the refusal code'),
  uuid: z.string().nullable().describe('Bet id when PROCESSED'),
  bet: z
    .object({
      potential_return: MinorUnits.nullable(),
      tax: z.object({ amount: MinorUnits }),
    })
    .nullable(),
  message: z.string().nullable(),
  meta: z.object({
    error: z.record(z.string(), z.string()).nullable().describe('Detail shown as "key: value" lines'),
  }),
});
export type SubmitResponse = z.infer<typeof SubmitResponse>;

export const submitBetslip = defineCall({
  method: 'POST',
  path: '/v1/betslip/submit',
  module: MODULE,
  summary: 'Place one ticket (re-priced; accept-odds applied; idempotent by key)',
  auth: 'required',
  headers: PlacementHeaders,
  body: SubmitBody,
  response: SubmitResponse,
});

export const betslipCalls = { calculateBetslip, submitBetslip } as const;
