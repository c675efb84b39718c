/**
 * Free bets, boost tokens and combo boost: who may
 * use which reward on which ticket, the brand's combo boost ladder and tax rate, the wire views, and
 * the demo grants.
 *
 * Choices where the spec is silent:
 * - A free bet funds a whole ticket (never part cash, part free bet); a ticket may use less than the
 *   remaining amount, and what is left stays usable.
 * - Tax: a brand may carry `tax_rate` (a fraction of the winnings, e.g. 0.05); none does today, so tax is 0.
 */
import { randomUUID } from 'node:crypto';
import {
  type BetType,
  canUseBoostToken,
  FORECAST_TRICAST_MARKET_TYPES,
  freeBetOptionDisabled,
} from '@touchline/betting';
import type { BoostToken, FreeBet } from '@touchline/contract';
import { eq } from 'drizzle-orm';
import { type BrandDefinition, DEFAULT_BRAND } from '../../brands';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { Executor } from '../../db/tx';
import {
  type BoostTokenRow,
  type FreeBetRow,
  findBoostToken,
  findFreeBet,
  insertBoostTokens,
  insertFreeBets,
  lockBoostToken,
  lockFreeBet,
  type NewBoostToken,
  type NewFreeBet,
  restoreFreeBet,
  spendBoostToken,
  spendFreeBet,
} from './repo';

export type { BoostTokenRow, FreeBetRow };
/** Reading, locking, spending and restoring a bettor's free bets and boost tokens: what placing and settling a bet use. */
export {
  findBoostToken,
  findFreeBet,
  lockBoostToken,
  lockFreeBet,
  restoreFreeBet,
  spendBoostToken,
  spendFreeBet,
};

/** Tax on winnings as a fraction: the brand's `tax_rate` when it has one, else 0. */
export function taxRateFor(brand: BrandDefinition = DEFAULT_BRAND): number {
  const rate = (brand as BrandDefinition & { tax_rate?: unknown }).tax_rate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 && rate < 1 ? rate : 0;
}

/** Tax on a ticket's return, minor units: the rate on the winnings (return minus stake), rounded. */
export function taxOn(brand: BrandDefinition, potentialReturn: number | null, totalStake: number): number {
  const rate = taxRateFor(brand);
  if (rate === 0 || potentialReturn === null) return 0;
  return Math.round(Math.max(0, potentialReturn - totalStake) * rate);
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A free bet on the wire (contract FreeBet), amounts in minor units. */
export const freeBetView = (row: FreeBetRow): FreeBet => ({
  id: row.id,
  name: row.name,
  amount: row.amount,
  amount_remaining: row.amountRemaining,
  conditions: { min_odds: row.minOdds },
  expires_at: iso(row.expiresAt),
});

/** A boost token on the wire (contract BoostToken). */
export const boostTokenView = (row: BoostTokenRow): BoostToken => ({
  id: row.id,
  template: { name: row.name, percentage: row.percentage, max_winnings: row.maxWinnings },
  expires_at: iso(row.expiresAt),
});

/** The ticket a reward is checked against. */
export interface RewardTicket {
  betType: BetType;
  selectionCount: number;
  eachWay: boolean;
  /** Combined odds of the ticket (null when not known: system, starting price). */
  odds: number | null;
  totalStake: number;
  selections: ReadonlyArray<{ marketType: string; isStartingPrice: boolean }>;
}

const isForecastTricast = (type: string) =>
  (FORECAST_TRICAST_MARKET_TYPES as readonly string[]).includes(type.toLowerCase());

/**
 * Why a free bet cannot fund a ticket, or null when it can (combi or a
 * single with one selection, not each-way, odds above conditions.min_odds; an amount remaining that
 * covers the stake; not used up or expired).
 */
export function freeBetProblem(row: FreeBetRow, ticket: RewardTicket, now: Date): string | null {
  if (row.status !== 'active' || row.amountRemaining <= 0) return 'the free bet is used up';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'the free bet has expired';
  const shape = ticket.betType === 'combi' || (ticket.betType === 'single' && ticket.selectionCount === 1);
  if (!shape || ticket.eachWay) return 'a free bet is for a single or a combi, not each-way or system';
  if (ticket.odds === null || freeBetOptionDisabled(freeBetView(row), ticket.odds)) {
    return `the odds must be above ${row.minOdds ?? 1} for this free bet`;
  }
  if (ticket.totalStake > row.amountRemaining) {
    return `the stake is above the free bet's remaining ${(row.amountRemaining / 100).toFixed(2)}`;
  }
  return null;
}

/**
 * Why a boost token cannot be used on a ticket, or null (only a single
 * with one selection, not each-way, no forecast/tricast markets, no starting-price odds).
 */
export function boostTokenProblem(row: BoostTokenRow, ticket: RewardTicket, now: Date): string | null {
  if (row.status !== 'active') return 'the boost token is used up';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'the boost token has expired';
  const usable = canUseBoostToken({
    betType: ticket.betType,
    eachWay: ticket.eachWay,
    selections: ticket.selections.map((selection, i) => ({
      event: { id: String(i) },
      market: { id: String(i), type: selection.marketType },
      outcome: { id: String(i), market_id: String(i), odds: 0, is_starting_price: selection.isStartingPrice },
    })),
  });
  if (!usable || ticket.selections.some((selection) => isForecastTricast(selection.marketType))) {
    return 'a boost token is for a single with one selection, not each-way, forecast/tricast or starting price';
  }
  return null;
}

export interface FreeBetGrant {
  userId: number;
  name: string;
  /** Minor units. */
  amount: number;
  minOdds?: number | null;
  expiresAt?: Date | null;
  /** Makes the grant happen once per user. */
  grantKey?: string;
  now: Date;
}

/** Grants a free bet (promotions, demo seeding); returns its id, or null when the grant key was used. */
export async function grantFreeBet(db: Executor, grant: FreeBetGrant): Promise<string | null> {
  const [user] = await db.select().from(users).where(eq(users.id, grant.userId));
  if (!user) throw new Error(`user ${grant.userId} does not exist`);
  const row: NewFreeBet = {
    id: randomUUID(),
    userId: grant.userId,
    bookmaker: user.bookmaker,
    currency: user.currency,
    name: grant.name,
    amount: grant.amount,
    amountRemaining: grant.amount,
    minOdds: grant.minOdds ?? null,
    grantKey: grant.grantKey ?? null,
    expiresAt: grant.expiresAt ?? null,
    createdAt: grant.now,
  };
  return (await insertFreeBets(db, [row])) === 1 ? row.id : null;
}

export interface BoostTokenGrant {
  userId: number;
  name: string;
  /** Percent of the winnings (25 = +25 %). */
  percentage: number;
  /** Cap on the extra, minor units. */
  maxWinnings: number;
  expiresAt?: Date | null;
  grantKey?: string;
  now: Date;
}

/** Grants a boost token; returns its id, or null when the grant key was used. */
export async function grantBoostToken(db: Executor, grant: BoostTokenGrant): Promise<string | null> {
  const [user] = await db.select().from(users).where(eq(users.id, grant.userId));
  if (!user) throw new Error(`user ${grant.userId} does not exist`);
  const row: NewBoostToken = {
    id: randomUUID(),
    userId: grant.userId,
    bookmaker: user.bookmaker,
    name: grant.name,
    percentage: grant.percentage,
    maxWinnings: grant.maxWinnings,
    grantKey: grant.grantKey ?? null,
    expiresAt: grant.expiresAt ?? null,
    createdAt: grant.now,
  };
  return (await insertBoostTokens(db, [row])) === 1 ? row.id : null;
}

/** What every demo account is given (minor units), once. */
export const DEMO_FREE_BETS = [
  { key: 'demo-freebet-1', name: 'Welcome Free Bet', amount: 500, minOdds: 1.5 },
  { key: 'demo-freebet-2', name: 'Weekend Free Bet', amount: 1_000, minOdds: null },
] as const;
export const DEMO_BOOST_TOKENS = [
  { key: 'demo-boost-1', name: '25% Winnings Boost', percentage: 25, maxWinnings: 1_000 },
  { key: 'demo-boost-2', name: '50% Winnings Boost', percentage: 50, maxWinnings: 500 },
] as const;

/**
 * Gives every demo account its free bets and boost tokens. Idempotent: grant keys
 * are unique per user, so later starts and racing servers grant nothing twice. Returns the grants made.
 */
export async function seedDemoRewards(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const now = new Date(ctx.clock.now());
  const demo = await db.select().from(users).where(eq(users.isDemo, true));
  const freeBetRows: NewFreeBet[] = [];
  const tokenRows: NewBoostToken[] = [];
  for (const user of demo) {
    for (const grant of DEMO_FREE_BETS) {
      freeBetRows.push({
        id: randomUUID(),
        userId: user.id,
        bookmaker: user.bookmaker,
        currency: user.currency,
        name: grant.name,
        amount: grant.amount,
        amountRemaining: grant.amount,
        minOdds: grant.minOdds,
        grantKey: grant.key,
        createdAt: now,
      });
    }
    for (const grant of DEMO_BOOST_TOKENS) {
      tokenRows.push({
        id: randomUUID(),
        userId: user.id,
        bookmaker: user.bookmaker,
        name: grant.name,
        percentage: grant.percentage,
        maxWinnings: grant.maxWinnings,
        grantKey: grant.key,
        createdAt: now,
      });
    }
  }
  return (await insertFreeBets(db, freeBetRows)) + (await insertBoostTokens(db, tokenRows));
}
