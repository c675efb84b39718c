/**
 * Safe-gambling tools: deposit and loss limits, the reality-check interval, time-outs and self-exclusions.
 * The server enforces every one of them; the account site and the sportsbook read them here.
 */
import { z } from 'zod';
import { Currency, MinorUnits } from '../entities/common';
import { defineCall, ErrorBody } from './define';

const MODULE = 'limits';

export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const DepositLimitPeriod = z.enum(DEPOSIT_LIMIT_PERIODS);
export type DepositLimitPeriod = z.infer<typeof DepositLimitPeriod>;

/** Rolling windows: a deposit counts against a limit for this long after it is made. */
export const DEPOSIT_LIMIT_WINDOW_MS: Record<DepositLimitPeriod, number> = {
  day: 24 * 3_600_000,
  week: 7 * 24 * 3_600_000,
  month: 30 * 24 * 3_600_000,
};

/** A raise or a removal of a deposit limit takes effect only after this cooling-off time. */
export const DEPOSIT_LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;
/** Minutes between reality-check reminders; 0 means off. */
export const RealityCheckMinutes = z
  .number()
  .int()
  .refine((value) => (REALITY_CHECK_MINUTES as readonly number[]).includes(value), {
    message: `expected one of ${REALITY_CHECK_MINUTES.join(', ')} minutes (0 = off)`,
  });

export const TIME_OUT_DURATIONS = ['24h', '48h', '7d', '14d', '28d', '42d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
export const ExclusionKind = z.enum(['time_out', 'self_exclusion']);
export type ExclusionKind = z.infer<typeof ExclusionKind>;

/** A deposit limit as it stands: the one in force, and a raise or removal waiting for its time. */
export const DepositLimitView = z.object({
  period: DepositLimitPeriod,
  limit: MinorUnits.nullable().describe('In force now; null when there is none'),
  pending: z
    .object({
      limit: MinorUnits.nullable().describe('null: the limit is removed'),
      effective_at: z.iso.datetime(),
    })
    .nullable()
    .describe('A raise or removal that applies at effective_at'),
  used: MinorUnits.describe('Deposited within the rolling window'),
  remaining: MinorUnits.nullable().describe('What may still be deposited now; null without a limit'),
  resets_at: z.iso
    .datetime()
    .nullable()
    .describe('When the oldest deposit counted leaves the window (the allowance grows again)'),
});
export type DepositLimitView = z.infer<typeof DepositLimitView>;

export const LOSS_LIMIT_PERIODS = DEPOSIT_LIMIT_PERIODS;
export const LossLimitPeriod = DepositLimitPeriod;
export type LossLimitPeriod = DepositLimitPeriod;

/**
 * Rolling windows of loss limits, as long as the deposit limits' ones: the net loss of a window is what
 * was staked in it (sportsbook bets and casino bets, free bets not counted) less what was returned in
 * it (settlements, refunds, cash-outs, casino wins and rollbacks).
 */
export const LOSS_LIMIT_WINDOW_MS = DEPOSIT_LIMIT_WINDOW_MS;
/** A raise or a removal of a loss limit takes effect only after this cooling-off time. */
export const LOSS_LIMIT_COOLING_OFF_MS = DEPOSIT_LIMIT_COOLING_OFF_MS;

/** A loss limit as it stands: the one in force, a raise or removal waiting, and the window's net loss. */
export const LossLimitView = z.object({
  period: LossLimitPeriod,
  limit: MinorUnits.nullable().describe('In force now; null when there is none'),
  pending: z
    .object({
      limit: MinorUnits.nullable().describe('null: the limit is removed'),
      effective_at: z.iso.datetime(),
    })
    .nullable()
    .describe('A raise or removal that applies at effective_at'),
  used: MinorUnits.describe(
    'Net loss within the rolling window: stakes less returns, never below 0 (winnings give allowance back up to the whole limit)',
  ),
  remaining: MinorUnits.nullable().describe('What may still be staked now; null without a limit'),
  resets_at: z.iso
    .datetime()
    .nullable()
    .describe('When the net loss counted first falls as stakes leave the window (the allowance grows again)'),
});
export type LossLimitView = z.infer<typeof LossLimitView>;

export const PlayerLimits = z.object({
  currency: Currency,
  deposit_limits: z.array(DepositLimitView),
  loss_limits: z.array(LossLimitView),
  reality_check_minutes: z.number().int().nullable().describe('null when the reality check is off'),
  exclusion: z
    .object({ kind: ExclusionKind, until: z.iso.datetime() })
    .nullable()
    .describe('A time-out or self-exclusion in force'),
});
export type PlayerLimits = z.infer<typeof PlayerLimits>;

export const getPlayerLimits = defineCall({
  method: 'GET',
  path: '/v1/player/limits',
  module: MODULE,
  summary: 'Safe-gambling settings of the logged-in bettor: deposit limits, reality check, exclusion',
  auth: 'required',
  response: PlayerLimits,
});

const limitValue = MinorUnits.min(1).max(1_000_000_000).nullable();

export const DepositLimitsBody = z
  .object({ day: limitValue.optional(), week: limitValue.optional(), month: limitValue.optional() })
  .describe('Per period: minor units, null to remove, absent to leave as it is');
export type DepositLimitsBody = z.infer<typeof DepositLimitsBody>;

export const setDepositLimits = defineCall({
  method: 'PUT',
  path: '/v1/player/limits/deposit',
  module: MODULE,
  summary: 'Set deposit limits: a lower or first limit applies at once, a raise or removal after 24 hours',
  auth: 'required',
  body: DepositLimitsBody,
  response: PlayerLimits,
});

export const LossLimitsBody = DepositLimitsBody;
export type LossLimitsBody = DepositLimitsBody;

export const setLossLimits = defineCall({
  method: 'PUT',
  path: '/v1/player/limits/loss',
  module: MODULE,
  summary:
    'Set loss limits (net loss per rolling day, week, month): a lower or first limit applies at once, a raise or removal after 24 hours',
  auth: 'required',
  body: LossLimitsBody,
  response: PlayerLimits,
});

export const RealityCheckBody = z.object({ minutes: RealityCheckMinutes });
export type RealityCheckBody = z.infer<typeof RealityCheckBody>;

export const setRealityCheck = defineCall({
  method: 'PUT',
  path: '/v1/player/limits/reality-check',
  module: MODULE,
  summary: 'Set the reality-check interval (0 = off)',
  auth: 'required',
  body: RealityCheckBody,
  response: PlayerLimits,
});

export const ExclusionBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('time_out'),
    duration: z.enum(TIME_OUT_DURATIONS),
    password: z.string().min(1),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    duration: z.enum(SELF_EXCLUSION_DURATIONS),
    password: z.string().min(1),
  }),
]);
export type ExclusionBody = z.infer<typeof ExclusionBody>;

export const ExclusionResponse = z.object({
  kind: ExclusionKind,
  until: z.iso.datetime(),
  message: z.string(),
});
export type ExclusionResponse = z.infer<typeof ExclusionResponse>;

/** Machine codes of safe-gambling refusals. */
export const LIMIT_REFUSAL_CODES = [
  'DEPOSIT_LIMIT_EXCEEDED',
  'LOSS_LIMIT_EXCEEDED',
  'TIMED_OUT',
  'SELF_EXCLUDED',
  'EXCLUSION_CANNOT_SHORTEN',
  'PASSWORD_INCORRECT',
] as const;
export type LimitRefusalCode = (typeof LIMIT_REFUSAL_CODES)[number];

/** A deposit over a limit's allowance: which limit binds, what is left and when it grows again. */
export const DepositLimitBreach = z.object({
  period: DepositLimitPeriod,
  limit: MinorUnits,
  remaining: MinorUnits,
  resets_at: z.iso.datetime().nullable(),
  currency: Currency,
});
export type DepositLimitBreach = z.infer<typeof DepositLimitBreach>;

/** A stake that would take the net loss past a loss limit: which limit binds, what may still be staked, when more may. */
export const LossLimitBreach = z.object({
  period: LossLimitPeriod,
  limit: MinorUnits,
  remaining: MinorUnits,
  resets_at: z.iso.datetime().nullable(),
  currency: Currency,
});
export type LossLimitBreach = z.infer<typeof LossLimitBreach>;

/** A refusal of this module: the standard error body, plus the limit or the exclusion end that caused it. */
export const LimitRefusalBody = ErrorBody.extend({
  deposit_limit: DepositLimitBreach.optional(),
  loss_limit: LossLimitBreach.optional(),
  until: z.iso.datetime().optional().describe('When a time-out or self-exclusion ends'),
});
export type LimitRefusalBody = z.infer<typeof LimitRefusalBody>;

export const takeExclusion = defineCall({
  method: 'POST',
  path: '/v1/player/limits/exclusion',
  module: MODULE,
  summary:
    'Take a time-out or self-exclusion (password required); it ends every session and cannot be shortened',
  auth: 'required',
  body: ExclusionBody,
  response: ExclusionResponse,
  // Its refusals (403, 409) carry the exclusion end behind them.
  responses: { 403: LimitRefusalBody, 409: LimitRefusalBody },
});

export const limitsCalls = {
  getPlayerLimits,
  setDepositLimits,
  setLossLimits,
  setRealityCheck,
  takeExclusion,
} as const;
