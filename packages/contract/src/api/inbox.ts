/**
 * The bettor's inbox: messages the server writes when something happens to the account (registration,
 * a deposit, a withdrawal, a change of deposit limits, a won bet). A message carries its kind and the
 * facts (amounts in minor units with their currency, ids, times); the account site writes the text in
 * the bettor's language.
 */
import { z } from 'zod';
import { Count, Currency, MinorUnits } from '../entities/common';
import { defineCall, queryInt } from './define';
import { DepositLimitPeriod } from './limits';

const MODULE = 'inbox';

export const INBOX_MESSAGE_KINDS = [
  'welcome',
  'deposit',
  'withdrawal',
  'deposit_limit',
  'loss_limit',
  'bet_won',
] as const;
export const InboxMessageKind = z.enum(INBOX_MESSAGE_KINDS);
export type InboxMessageKind = z.infer<typeof InboxMessageKind>;

/** The facts of each kind of message. */
export const WelcomeParams = z.object({ username: z.string() });
export const PaymentParams = z.object({
  amount: MinorUnits,
  currency: Currency,
  payment_id: z.number().int(),
});
export const DepositLimitChange = z.object({
  period: DepositLimitPeriod,
  limit: MinorUnits.nullable().describe('null: no limit'),
  effective_at: z.iso.datetime().nullable().describe('null: in force at once; else when a raise applies'),
});
export const DepositLimitParams = z.object({ currency: Currency, changes: z.array(DepositLimitChange) });
export const BetWonParams = z.object({ bet_id: z.string(), amount: MinorUnits, currency: Currency });

export type WelcomeParams = z.infer<typeof WelcomeParams>;
export type PaymentParams = z.infer<typeof PaymentParams>;
export type DepositLimitChange = z.infer<typeof DepositLimitChange>;
export type DepositLimitParams = z.infer<typeof DepositLimitParams>;
export type BetWonParams = z.infer<typeof BetWonParams>;

/** One message as the bettor sees it: its kind with the params of that kind. */
const message = <K extends InboxMessageKind, P extends z.ZodType>(kind: K, params: P) =>
  z.object({
    id: z.uuid(),
    kind: z.literal(kind),
    params,
    created_at: z.iso.datetime(),
    read: z.boolean(),
  });

export const InboxMessage = z.discriminatedUnion('kind', [
  message('welcome', WelcomeParams),
  message('deposit', PaymentParams),
  message('withdrawal', PaymentParams),
  message('deposit_limit', DepositLimitParams),
  // A change of loss limits: the same facts as a change of deposit limits.
  message('loss_limit', DepositLimitParams),
  message('bet_won', BetWonParams),
]);
export type InboxMessage = z.infer<typeof InboxMessage>;

/** What the server writes: a kind with its facts. */
export type InboxEntry = {
  [M in InboxMessage as M['kind']]: { kind: M['kind']; params: M['params'] };
}[InboxMessageKind];

export const INBOX_PAGE_SIZE = 20;

export const InboxQuery = z.object({
  limit: queryInt().min(1).max(50).default(INBOX_PAGE_SIZE),
  offset: queryInt().min(0).max(1_000_000).default(0),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxResponse = z.object({
  messages: z.array(InboxMessage).describe('Newest first'),
  unread: Count.describe('Unread messages of the bettor (the badge count)'),
  total: Count,
});
export type InboxResponse = z.infer<typeof InboxResponse>;

export const getInbox = defineCall({
  method: 'GET',
  path: '/v1/inbox',
  module: MODULE,
  summary: "The bettor's messages, newest first, with the unread and total counts",
  auth: 'required',
  querystring: InboxQuery,
  response: InboxResponse,
});

export const InboxMessageIdParams = z.object({ id: z.uuid() });
export type InboxMessageIdParams = z.infer<typeof InboxMessageIdParams>;

export const InboxCounts = z.object({ unread: Count, total: Count });
export type InboxCounts = z.infer<typeof InboxCounts>;

export const readInboxMessage = defineCall({
  method: 'POST',
  path: '/v1/inbox/:id/read',
  module: MODULE,
  summary: "Mark one of the bettor's messages read (another bettor's message is not found)",
  auth: 'required',
  params: InboxMessageIdParams,
  response: InboxCounts,
});

export const readAllInbox = defineCall({
  method: 'POST',
  path: '/v1/inbox/read-all',
  module: MODULE,
  summary: "Mark all the bettor's messages read",
  auth: 'required',
  response: InboxCounts,
});

export const inboxCalls = { getInbox, readInboxMessage, readAllInbox } as const;
