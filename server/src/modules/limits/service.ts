/**
 * Safe-gambling tools the server enforces, not only shows.
 *
 * Loss limits follow the deposit limits' rules (rolling windows, the same cooling-off) and bound the
 * net loss of a window: stakes (sportsbook bets and casino bets; a free bet stakes no money) less
 * what came back (settlements, refunds, cash-outs, casino wins and rollbacks). Winnings give allowance
 * back, up to the whole limit: they never build up extra room to lose. A stake is checked in the
 * transaction that debits it, after the wallet lock, so two stakes cannot both fit one allowance.
 *
 * Deposit limits run on rolling windows (24 hours, 7 days, 30 days), as UK-regulated books do: a
 * deposit counts against each limit for that long after it is made, so there is no midnight or
 * month-end at which a fresh allowance appears all at once. A first limit or a lower one applies at
 * once; a higher one or a removal waits 24 hours (shown as pending), so a limit cannot be lifted in
 * the heat of the moment. Time-outs and self-exclusions shut the account for their whole length:
 * every session ends, login is refused with the end time, and nobody can shorten them.
 */

import {
  type Currency,
  DEPOSIT_LIMIT_COOLING_OFF_MS,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  type DepositLimitBreach,
  type DepositLimitChange,
  type DepositLimitPeriod,
  type DepositLimitsBody,
  type DepositLimitView,
  type ExclusionBody,
  type ExclusionKind,
  type LimitRefusalCode,
  LOSS_LIMIT_PERIODS,
  LOSS_LIMIT_WINDOW_MS,
  type LossLimitBreach,
  type LossLimitPeriod,
  type LossLimitView,
  type PlayerLimits,
} from '@touchline/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tx';
import { HttpError } from '../../http/errors';
import { type Authenticated, type AuthService, type UserRow, verifyPassword } from '../auth';
import { writeInboxMessage } from '../inbox';
import {
  type DepositLimitRow,
  depositsSince,
  extendUserExclusion,
  insertExclusion,
  type LossLimitRow,
  lockDepositLimits,
  lockLossLimits,
  netLossesSince,
  playEntriesSince,
  selectLimitGate,
  selectLossGate,
  selectRealityCheck,
  upsertDepositLimit,
  upsertLossLimit,
  upsertRealityCheck,
} from './repo';

const HOUR = 3_600_000;

/**
 * A refusal of a safe-gambling rule: an HTTP 4xx with a machine code and the facts behind it (the
 * limit that binds, or when an exclusion ends), answered as the contract's LimitRefusalBody.
 */
type RefusalDetails = {
  deposit_limit?: DepositLimitBreach;
  loss_limit?: LossLimitBreach;
  until?: string;
};

export type LimitRefusal = HttpError<LimitRefusalCode, RefusalDetails>;

const limitRefusal = (
  statusCode: 400 | 403 | 409,
  code: LimitRefusalCode,
  message: string,
  details: RefusalDetails = {},
): LimitRefusal => new HttpError(statusCode, code, message, details);

/** A stake refused by a loss limit, with the limit that binds. */
export type LossLimitRefusal = HttpError<'LOSS_LIMIT_EXCEEDED', { loss_limit: LossLimitBreach }>;

export const isLossLimitRefusal = (error: unknown): error is LossLimitRefusal =>
  error instanceof HttpError && error.code === 'LOSS_LIMIT_EXCEEDED';

// ---------------------------------------------------------------------------------------------
// Exclusions

const EXCLUSION_LENGTHS = {
  '24h': { hours: 24 },
  '48h': { hours: 48 },
  '7d': { hours: 7 * 24 },
  '14d': { hours: 14 * 24 },
  '28d': { hours: 28 * 24 },
  '42d': { hours: 42 * 24 },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '2y': { months: 24 },
  '5y': { months: 60 },
} as const satisfies Record<ExclusionBody['duration'], { hours: number } | { months: number }>;

/** Calendar months later, in UTC, on the same day or the month's last day when it is shorter. */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** When an exclusion of this length taken at `now` ends (pure). */
export function exclusionEnd(duration: ExclusionBody['duration'], now: Date): Date {
  const length = EXCLUSION_LENGTHS[duration];
  return 'hours' in length ? new Date(now.getTime() + length.hours * HOUR) : addMonths(now, length.months);
}

/** The exclusion in force for a user row at `now`, or null. */
export function activeExclusion(
  user: Pick<UserRow, 'excludedUntil' | 'exclusionKind'>,
  now: number,
): { kind: ExclusionKind; until: Date } | null {
  if (!user.excludedUntil || !user.exclusionKind || user.excludedUntil.getTime() <= now) return null;
  return { kind: user.exclusionKind, until: user.excludedUntil };
}

/** The refusal an exclusion answers with, naming its end. */
export function exclusionRefusal(exclusion: { kind: ExclusionKind; until: Date }): LimitRefusal {
  const until = exclusion.until.toISOString();
  return exclusion.kind === 'time_out'
    ? limitRefusal(403, 'TIMED_OUT', `You are taking a time-out until ${until}.`, { until })
    : limitRefusal(403, 'SELF_EXCLUDED', `You have excluded yourself until ${until}.`, { until });
}

// ---------------------------------------------------------------------------------------------
// Deposit limits

interface EffectiveLimit {
  amount: number | null;
  pending: { amount: number | null; at: Date } | null;
}

/** A limit row (deposit or loss) as it stands at `now`: a pending change whose time has come is in force (pure). */
export function effectiveLimit(
  row: Pick<DepositLimitRow, 'amount' | 'pendingAmount' | 'pendingAt'> | undefined,
  now: number,
): EffectiveLimit {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt.getTime() <= now) return { amount: row.pendingAmount, pending: null };
  return {
    amount: row.amount,
    pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null,
  };
}

/**
 * The limit after a bettor asks for `wanted` (null: remove) at `now` (pure). A first limit or a lower
 * one applies at once and drops a waiting raise; a raise or removal waits the cooling-off time, and
 * asking again for the same waiting change keeps its original time.
 */
export function changeLimit(current: EffectiveLimit, wanted: number | null, now: number): EffectiveLimit {
  const waitUntil = new Date(now + DEPOSIT_LIMIT_COOLING_OFF_MS);
  if (wanted === null) {
    if (current.amount === null) return { amount: null, pending: null };
    if (current.pending && current.pending.amount === null) return current;
    return { amount: current.amount, pending: { amount: null, at: waitUntil } };
  }
  if (current.amount === null || wanted <= current.amount) return { amount: wanted, pending: null };
  if (current.pending?.amount === wanted) return current;
  return { amount: current.amount, pending: { amount: wanted, at: waitUntil } };
}

interface Deposit {
  amount: number;
  createdAt: Date;
}

const LONGEST_WINDOW_MS = Math.max(...Object.values(DEPOSIT_LIMIT_WINDOW_MS));

/** Deposits inside a period's rolling window at `now`, their sum, and when the oldest leaves it (pure). */
export function windowUse(
  deposits: readonly Deposit[],
  period: DepositLimitPeriod,
  now: number,
): { used: number; resetsAt: Date | null } {
  const window = DEPOSIT_LIMIT_WINDOW_MS[period];
  const inside = deposits.filter((entry) => entry.createdAt.getTime() > now - window);
  const used = inside.reduce((sum, entry) => sum + entry.amount, 0);
  const oldest = inside[0];
  return { used, resetsAt: oldest ? new Date(oldest.createdAt.getTime() + window) : null };
}

const major = (minor: number) => (minor / 100).toFixed(2);
const PERIOD_WORDS: Record<DepositLimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/**
 * Refuses a stake during a time-out or self-exclusion (the casino wallet asks before each bet: its
 * game server calls carry no bettor session for the exclusion to have ended). Runs inside the caller's
 * transaction after it has locked the wallet.
 */
export async function assertPlayAllowed(tx: Tx, request: { userId: number; now: Date }): Promise<void> {
  const gate = await selectLimitGate(tx, request.userId);
  const exclusion = gate ? activeExclusion(gate, request.now.getTime()) : null;
  if (exclusion) throw exclusionRefusal(exclusion);
}

/**
 * Refuses a deposit that would take any limit in force past its allowance, or any deposit during a
 * time-out or self-exclusion. Runs inside the cashier's transaction after it has locked the wallet,
 * so two deposits of one bettor cannot both fit into the same allowance.
 */
export async function assertDepositAllowed(
  tx: Tx,
  request: { userId: number; amount: number; currency: Currency; now: Date },
): Promise<void> {
  const now = request.now.getTime();
  const gate = await selectLimitGate(tx, request.userId);
  if (!gate) return;
  const exclusion = activeExclusion(gate, now);
  if (exclusion) throw exclusionRefusal(exclusion);
  const inForce = DEPOSIT_LIMIT_PERIODS.flatMap((period) => {
    const amount = effectiveLimit(
      gate.limits.find((row) => row.period === period),
      now,
    ).amount;
    return amount === null ? [] : [{ period, amount }];
  });
  if (inForce.length === 0) return;
  const deposits = await depositsSince(tx, request.userId, new Date(now - LONGEST_WINDOW_MS));
  let breach: DepositLimitBreach | null = null;
  for (const { period, amount } of inForce) {
    const { used, resetsAt } = windowUse(deposits, period, now);
    const remaining = Math.max(0, amount - used);
    if (request.amount > remaining && (breach === null || remaining < breach.remaining)) {
      breach = {
        period,
        limit: amount,
        remaining,
        resets_at: resetsAt?.toISOString() ?? null,
        currency: request.currency,
      };
    }
  }
  if (!breach) return;
  const when = breach.resets_at ? ` More becomes available from ${breach.resets_at}.` : '';
  throw limitRefusal(
    409,
    'DEPOSIT_LIMIT_EXCEEDED',
    `This deposit of ${major(request.amount)} ${request.currency} is over your ${PERIOD_WORDS[breach.period]} deposit limit of ${major(breach.limit)} ${request.currency}: you can deposit ${major(breach.remaining)} ${request.currency} more now.${when}`,
    { deposit_limit: breach },
  );
}

// ---------------------------------------------------------------------------------------------
// Loss limits

interface PlayEntry {
  /** Signed minor units: a stake is negative, a return positive. */
  amount: number;
  createdAt: Date;
}

/**
 * The net loss of a period's rolling window at `now` as a limit counts it (never below 0), and when it
 * first falls as entries leave the window (pure). Entries are oldest first; those of one instant
 * leave together.
 */
export function lossWindowUse(
  entries: readonly PlayEntry[],
  period: LossLimitPeriod,
  now: number,
): { used: number; resetsAt: Date | null } {
  const window = LOSS_LIMIT_WINDOW_MS[period];
  const inside = entries.filter((entry) => entry.createdAt.getTime() > now - window);
  const net = -inside.reduce((sum, entry) => sum + entry.amount, 0);
  const used = Math.max(0, net);
  if (used === 0) return { used, resetsAt: null };
  // The net loss falls once the entries that have left hold a net loss of their own.
  let leftLoss = 0;
  for (let index = 0; index < inside.length; index += 1) {
    const entry = inside[index] as PlayEntry;
    leftLoss -= entry.amount;
    const next = inside[index + 1];
    const sameInstant = next !== undefined && next.createdAt.getTime() === entry.createdAt.getTime();
    if (!sameInstant && leftLoss > 0) return { used, resetsAt: new Date(entry.createdAt.getTime() + window) };
  }
  return { used, resetsAt: null };
}

const LONGEST_LOSS_WINDOW_MS = Math.max(...Object.values(LOSS_LIMIT_WINDOW_MS));

/**
 * Refuses a stake during a time-out or self-exclusion, or one that would take the net loss of any
 * loss limit in force past it (LOSS_LIMIT_EXCEEDED, naming the tightest limit). `amount` is the money
 * staked (a free bet stakes none and is not asked about). Runs inside the transaction that debits the
 * stake, after it has locked the wallet, so two stakes of one bettor cannot both fit one allowance.
 */
export async function assertStakeAllowed(
  tx: Tx,
  request: {
    userId: number;
    amount: number;
    currency: Currency;
    now: Date;
    /**
     * The bettor's loss limits, when the caller read them already in its own statement (lossLimitsRead)
     * after admitting a session that an exclusion would have ended: no read of their own then.
     */
    limits?: readonly LossLimitRow[];
  },
): Promise<void> {
  const now = request.now.getTime();
  let limits = request.limits;
  if (!limits) {
    const gate = await selectLossGate(tx, request.userId);
    if (!gate) return;
    const exclusion = activeExclusion(gate, now);
    if (exclusion) throw exclusionRefusal(exclusion);
    limits = gate.limits;
  }
  const inForce = LOSS_LIMIT_PERIODS.flatMap((period) => {
    const amount = effectiveLimit(
      limits.find((row) => row.period === period),
      now,
    ).amount;
    return amount === null ? [] : [{ period, amount }];
  });
  if (inForce.length === 0) return;
  const losses = await netLossesSince(
    tx,
    request.userId,
    inForce.map(({ period }) => new Date(now - LOSS_LIMIT_WINDOW_MS[period])),
  );
  let binding: { period: LossLimitPeriod; limit: number; remaining: number } | null = null;
  inForce.forEach(({ period, amount }, index) => {
    const remaining = Math.max(0, amount - Math.max(0, losses[index] ?? 0));
    if (request.amount > remaining && (binding === null || remaining < binding.remaining)) {
      binding = { period, limit: amount, remaining };
    }
  });
  const found = binding as { period: LossLimitPeriod; limit: number; remaining: number } | null;
  if (!found) return;
  const window = LOSS_LIMIT_WINDOW_MS[found.period];
  const entries = await playEntriesSince(tx, request.userId, new Date(now - window));
  const { resetsAt } = lossWindowUse(entries, found.period, now);
  const breach: LossLimitBreach = {
    ...found,
    resets_at: resetsAt?.toISOString() ?? null,
    currency: request.currency,
  };
  const when = breach.resets_at ? ` More becomes available from ${breach.resets_at}.` : '';
  throw limitRefusal(
    409,
    'LOSS_LIMIT_EXCEEDED',
    `This stake of ${major(request.amount)} ${request.currency} is over your ${PERIOD_WORDS[breach.period]} loss limit of ${major(breach.limit)} ${request.currency}: you can stake ${major(breach.remaining)} ${request.currency} more now.${when}`,
    { loss_limit: breach },
  );
}

// ---------------------------------------------------------------------------------------------
// The calls

export class LimitsService {
  readonly #ctx: AppContext;
  readonly #auth: AuthService;
  constructor(ctx: AppContext, auth: AuthService) {
    this.#ctx = ctx;
    this.#auth = auth;
  }

  get #db() {
    return this.#ctx.database.db;
  }

  async view(user: UserRow): Promise<PlayerLimits> {
    const now = this.#ctx.clock.now();
    const gate = await selectLimitGate(this.#db, user.id);
    const [deposits, realityCheck] = await Promise.all([
      depositsSince(this.#db, user.id, new Date(now - LONGEST_WINDOW_MS)),
      selectRealityCheck(this.#db, user.id),
    ]);
    const depositLimits = DEPOSIT_LIMIT_PERIODS.map((period): DepositLimitView => {
      const limit = effectiveLimit(
        gate?.limits.find((row) => row.period === period),
        now,
      );
      const { used, resetsAt } = windowUse(deposits, period, now);
      return {
        period,
        limit: limit.amount,
        pending: limit.pending
          ? { limit: limit.pending.amount, effective_at: limit.pending.at.toISOString() }
          : null,
        used,
        remaining: limit.amount === null ? null : Math.max(0, limit.amount - used),
        resets_at: resetsAt?.toISOString() ?? null,
      };
    });
    const exclusion = gate ? activeExclusion(gate, now) : null;
    return {
      currency: user.currency as Currency,
      deposit_limits: depositLimits,
      loss_limits: await this.#lossViews(user.id, now),
      reality_check_minutes: realityCheck,
      exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until.toISOString() } : null,
    };
  }

  async #lossViews(userId: number, now: number): Promise<LossLimitView[]> {
    const [gate, entries] = await Promise.all([
      selectLossGate(this.#db, userId),
      playEntriesSince(this.#db, userId, new Date(now - LONGEST_LOSS_WINDOW_MS)),
    ]);
    return LOSS_LIMIT_PERIODS.map((period): LossLimitView => {
      const limit = effectiveLimit(
        gate?.limits.find((row) => row.period === period),
        now,
      );
      const { used, resetsAt } = lossWindowUse(entries, period, now);
      return {
        period,
        limit: limit.amount,
        pending: limit.pending
          ? { limit: limit.pending.amount, effective_at: limit.pending.at.toISOString() }
          : null,
        used,
        remaining: limit.amount === null ? null : Math.max(0, limit.amount - used),
        resets_at: resetsAt?.toISOString() ?? null,
      };
    });
  }

  /** Loss limits change by the deposit limits' rules: lower or first at once, higher or removed after 24 hours. */
  async setLossLimits(user: UserRow, body: DepositLimitsBody): Promise<PlayerLimits> {
    const now = this.#ctx.clock.now();
    await this.#db.transaction(async (tx) => {
      const rows = await lockLossLimits(tx, user.id);
      const changes: DepositLimitChange[] = [];
      for (const period of LOSS_LIMIT_PERIODS) {
        const wanted = body[period];
        if (wanted === undefined) continue;
        const next = changeLimit(
          effectiveLimit(
            rows.find((row) => row.period === period),
            now,
          ),
          wanted,
          now,
        );
        await upsertLossLimit(tx, {
          userId: user.id,
          period,
          amount: next.amount,
          pendingAmount: next.pending?.amount ?? null,
          pendingAt: next.pending?.at ?? null,
          updatedAt: new Date(now),
        });
        changes.push({ period, limit: wanted, effective_at: next.pending?.at.toISOString() ?? null });
      }
      if (changes.length > 0) {
        await writeInboxMessage(
          tx,
          user.id,
          { kind: 'loss_limit', params: { currency: user.currency as Currency, changes } },
          new Date(now),
        );
      }
    });
    return this.view(user);
  }

  async setDepositLimits(user: UserRow, body: DepositLimitsBody): Promise<PlayerLimits> {
    const now = this.#ctx.clock.now();
    await this.#db.transaction(async (tx) => {
      const rows = await lockDepositLimits(tx, user.id);
      const changes: DepositLimitChange[] = [];
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const wanted = body[period];
        if (wanted === undefined) continue;
        const next = changeLimit(
          effectiveLimit(
            rows.find((row) => row.period === period),
            now,
          ),
          wanted,
          now,
        );
        await upsertDepositLimit(tx, {
          userId: user.id,
          period,
          amount: next.amount,
          pendingAmount: next.pending?.amount ?? null,
          pendingAt: next.pending?.at ?? null,
          updatedAt: new Date(now),
        });
        // What the bettor asked for, and when it applies: at once, or after the cooling-off time.
        changes.push({ period, limit: wanted, effective_at: next.pending?.at.toISOString() ?? null });
      }
      if (changes.length > 0) {
        await writeInboxMessage(
          tx,
          user.id,
          { kind: 'deposit_limit', params: { currency: user.currency as Currency, changes } },
          new Date(now),
        );
      }
    });
    return this.view(user);
  }

  async setRealityCheck(user: UserRow, minutes: number): Promise<PlayerLimits> {
    await upsertRealityCheck(
      this.#db,
      user.id,
      minutes === 0 ? null : minutes,
      new Date(this.#ctx.clock.now()),
    );
    return this.view(user);
  }

  /**
   * Takes a time-out or self-exclusion after checking the password: records it, shuts the account
   * until its end and ends every session at once. One that would end sooner than the exclusion in
   * force is refused: an exclusion is never shortened.
   */
  async takeExclusion(
    auth: Authenticated,
    body: ExclusionBody,
  ): Promise<{ kind: ExclusionKind; until: Date }> {
    if (!(await verifyPassword(auth.user.passwordHash, body.password))) {
      throw limitRefusal(403, 'PASSWORD_INCORRECT', 'password: the password is not correct');
    }
    const now = new Date(this.#ctx.clock.now());
    const until = exclusionEnd(body.duration, now);
    const current = activeExclusion(auth.user, now.getTime());
    if (current && current.until.getTime() >= until.getTime()) {
      throw limitRefusal(
        409,
        'EXCLUSION_CANNOT_SHORTEN',
        `An exclusion is in force until ${current.until.toISOString()}; it cannot be shortened.`,
        { until: current.until.toISOString() },
      );
    }
    return this.#db.transaction(async (tx) => {
      await insertExclusion(tx, {
        userId: auth.user.id,
        kind: body.kind,
        duration: body.duration,
        startsAt: now,
        endsAt: until,
      });
      const gate = await extendUserExclusion(tx, auth.user.id, body.kind, until);
      await this.#auth.endAllSessions(tx, auth.user.id);
      return gate ? { kind: gate.exclusionKind, until: gate.excludedUntil } : { kind: body.kind, until };
    });
  }
}
