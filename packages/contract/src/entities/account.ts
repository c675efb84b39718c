/** Login, token login and native-app payloads. */
import { z } from 'zod';
import { Currency, Language, MinorUnits } from './common';

export const LOGIN_CONSTANTS = { app_version: 1, cache_version: 39719, rememberMe: 1 } as const;

export const Device = z.enum(['mobile', 'desktop']);
export type Device = z.infer<typeof Device>;

/** The app flag travels as 0/1. */
export const AppFlag = z.literal([0, 1]);

export const LoginParams = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  rememberMe: z.literal([0, 1]),
  website: z.literal('sport'),
  lang: Language,
  device: Device,
  app: AppFlag,
  app_version: z.int().nonnegative(),
  cache_version: z.int().nonnegative(),
  global_project: z.string(),
});
export type LoginParams = z.infer<typeof LoginParams>;

export const TokenLoginParams = z.object({
  token: z.string().min(1),
  domain: z.string().min(1),
  lang: Language,
  website: z.literal('sport'),
  device: Device,
  app: AppFlag,
});
export type TokenLoginParams = z.infer<typeof TokenLoginParams>;

export const LoginResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().nullable(),
  data: z
    .object({
      temporary_token: z.string().nullable().describe('Set when login must be retried on data.domain'),
      sportify: z.object({ access_token: z.string().nullable() }),
      domain: z.string().nullable(),
    })
    .nullable(),
  code: z
    .string()
    .optional()
    .describe('Machine code of a refusal, e.g. TIMED_OUT or SELF_EXCLUDED (with until)'),
  until: z.iso
    .datetime()
    .optional()
    .describe('When the time-out or self-exclusion that refused the login ends'),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const LoginMode = z.enum(['auto', 'biometric', 'username', 'none']);
export type LoginMode = z.infer<typeof LoginMode>;

/** Sent to the native app to log in on the country's API domain. */
export const NativeLoginPayload = z.object({
  url: z.string().min(1),
  params: LoginParams,
  mode: LoginMode,
  silent: z.boolean(),
  id: z.string().min(1).describe('Correlates the answer with the request'),
});
export type NativeLoginPayload = z.infer<typeof NativeLoginPayload>;

/** Balance update from the app ("App balance update"). */
export const AppBalanceUpdate = z.object({
  auth_related_config: z.object({ sportify: z.object({ access_token: z.string().nullable() }) }),
  auth_config: z.object({
    user: z.object({
      username: z.string(),
      balance: z.object({
        total: MinorUnits,
        cash: MinorUnits.optional(),
        bonus: MinorUnits.optional(),
        currency: Currency,
      }),
    }),
  }),
});
export type AppBalanceUpdate = z.infer<typeof AppBalanceUpdate>;
