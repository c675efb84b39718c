/**
 * Wire shapes of account calls the contract does not define (yet) or defines narrower than the server
 * accepts. Everything else comes from @touchline/contract.
 */
import { DEFAULT_LANGUAGE, Language } from '@touchline/contract';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `a password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

/** Registration: the contract's body (brand, date of birth, terms, registration-link token). */
export { RegisterBody } from '@touchline/contract';

/** Forgotten password: the e-mail address or the username. */
export const ForgotPasswordBody = z
  .object({
    email: z.email().max(254).optional(),
    username: z.string().trim().min(1).max(64).optional(),
    lang: Language.default(DEFAULT_LANGUAGE),
  })
  .refine((body) => body.email !== undefined || body.username !== undefined, {
    error: 'give email or username',
  });

export const ResetPasswordBody = z.object({
  token: z.string().min(16).max(128).describe('The token of the reset link'),
  password,
});

export { SportTokenResponse } from '@touchline/contract';
