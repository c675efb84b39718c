/**
 * Wire shapes of account calls the contract does not define (yet) or defines narrower than the server
 * accepts. Everything else comes from @touchline/contract.
 */
import {
  Bookmaker,
  RegisterBody as ContractRegister,
  Country,
  Currency,
  DateOfBirth,
  DEFAULT_LANGUAGE,
  Language,
} from '@touchline/contract';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

/** A yes/no from JSON (true, 1) or a form ('true', '1', 'on'). */
const formFlag = () =>
  z.union([
    z.boolean(),
    z.literal([0, 1]).transform((value) => value === 1),
    z.stringbool({ truthy: ['true', '1', 'on', 'yes'], falsy: ['false', '0', 'off', 'no'] }),
  ]);

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `a password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

/**
 * Registration. The brand comes from bookmaker, else country, else the host; the currency is the
 * brand's (a different one is refused). The contract's version lacks terms_accepted and bookmaker.
 */
export const RegisterBody = z.object({
  username: ContractRegister.shape.username,
  email: z.email().max(254),
  password,
  bookmaker: Bookmaker.optional(),
  country: Country.optional(),
  currency: Currency.optional().describe("Must be the brand's currency when given"),
  date_of_birth: DateOfBirth.describe('YYYY-MM-DD; the bettor must be 18 or older'),
  terms_accepted: formFlag().pipe(z.literal(true, { error: 'the terms and conditions must be accepted' })),
  rememberMe: z.coerce
    .number<number | string>()
    .pipe(z.literal([0, 1]))
    .default(1),
  lang: Language.default(DEFAULT_LANGUAGE),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

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
