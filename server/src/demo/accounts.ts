/**
 * Demo accounts: one per brand, created at start-up when missing (several servers may race: the
 * first insert wins), each funded through a real deposit of the demo cashier, some with a playthrough
 * bonus. Documented in README "Demo accounts".
 */
import { BRANDS, type BrandDefinition } from '../brands';
import type { AppContext } from '../context';
import type { AuthService } from '../modules/auth';
import { DEMO_METHOD, depositInTransaction, grantBonus } from '../modules/wallet';

export const DEMO_PASSWORD = 'touchline-demo';
/** 500.00 in the brand's currency. */
export const DEMO_CASH = 50_000;
/** 20.00 bonus to play through 5 times, on brands with playthrough enabled. */
export const DEMO_BONUS = 2_000;
export const DEMO_BONUS_WAGERING = 10_000;

export interface DemoAccount {
  username: string;
  password: string;
  bookmaker: string;
  country: string;
  currency: string;
  cash: number;
  bonus: number;
}

export const demoUsername = (brand: BrandDefinition): string => `demo-${brand.COUNTRY.toLowerCase()}`;

/** The demo accounts as they are seeded (and printed at start-up). */
export const demoAccounts = (): DemoAccount[] =>
  BRANDS.map((brand) => ({
    username: demoUsername(brand),
    password: DEMO_PASSWORD,
    bookmaker: brand.BOOKMAKER,
    country: brand.COUNTRY,
    currency: brand.DEFAULT_CURRENCY,
    cash: DEMO_CASH,
    bonus: brand.operator.playthrough_enabled ? DEMO_BONUS : 0,
  }));

/** Creates the missing demo accounts; returns how many were created. Idempotent. */
export async function seedDemoAccounts(ctx: AppContext, auth: AuthService): Promise<number> {
  // The password is public; one hash serves every demo account and keeps start-up quick.
  const passwordHash = await auth.hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const brand of BRANDS) {
    const account = demoAccounts().find((candidate) => candidate.bookmaker === brand.BOOKMAKER);
    if (!account) continue;
    const now = new Date(ctx.clock.now());
    const made = await ctx.database.db.transaction(async (tx) => {
      const user = await auth.createAccount(
        tx,
        {
          username: account.username,
          email: `${account.username}@touchline.example`,
          password: DEMO_PASSWORD,
          brand,
          isDemo: true,
          termsAccepted: true,
        },
        passwordHash,
      );
      if (!user) return false;
      await depositInTransaction(tx, {
        userId: user.id,
        amount: account.cash,
        method: DEMO_METHOD,
        idempotencyKey: 'demo-opening-balance',
        now,
      });
      if (account.bonus > 0) {
        await grantBonus(tx, {
          userId: user.id,
          amount: account.bonus,
          wageringRequired: DEMO_BONUS_WAGERING,
          reference: { type: 'promotion', id: 'demo-welcome' },
          idempotencyKey: `demo-welcome:${user.id}`,
          now,
        });
      }
      return true;
    });
    if (made) created += 1;
  }
  return created;
}

/** The start-up banner lines listing the demo accounts. */
export function demoBanner(): string {
  const rows = demoAccounts().map((account) => {
    const money = `${(account.cash / 100).toFixed(2)} ${account.currency}`;
    const bonus = account.bonus > 0 ? ` + ${(account.bonus / 100).toFixed(2)} bonus` : '';
    return `    ${account.username.padEnd(9)} ${account.bookmaker.padEnd(13)} ${money}${bonus}`;
  });
  return `  Demo accounts (password: ${DEMO_PASSWORD}):\n${rows.join('\n')}\n\n`;
}
