/**
 * Password hashing (argon2id) and the password policy of registration and reset.
 */
import { hash, verify } from '@node-rs/argon2';

import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@touchline/contract';

export { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Why a new password is not acceptable, or null when it is. */
export function passwordProblem(password: string, username?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `password: a password has at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `password: a password has at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (isCommonPassword(password)) return 'password: this password is too common; choose another';
  if (username !== undefined && password.toLowerCase() === username.toLowerCase()) {
    return 'password: the password must differ from the username';
  }
  return null;
}

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
export const PRODUCTION_COST: HashCost = { memoryCost: 19_456, timeCost: 2 };
/** Tests only: hashes are still argon2id and verify the same way, just cheap to make. */
export const TEST_COST: HashCost = { memoryCost: 256, timeCost: 1 };

export const hashCostFor = (nodeEnv: string): HashCost => (nodeEnv === 'test' ? TEST_COST : PRODUCTION_COST);

/** An argon2id PHC string (the library's default algorithm is argon2id). */
export const hashPassword = (password: string, cost: HashCost): Promise<string> =>
  hash(password, { ...cost, parallelism: 1 });

/** Checks a password; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
