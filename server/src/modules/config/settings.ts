import { z } from 'zod';

const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw) =>
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    );

/**
 * Environment variables of the location calls. They are read here rather than in src/config.ts so the
 * module stays self-contained; README documents them beside the others.
 */
export const LocationSettingsSchema = z.object({
  /** Client addresses that get is_tester (comma separated). */
  TESTER_IPS: commaList(''),
  /** ISO country codes the product must not serve (comma separated); demo default below. */
  RESTRICTED_COUNTRIES: commaList('FR,NL,AU,SG').pipe(
    z.array(z.string().regex(/^[A-Za-z]{2}$/, 'a country is an ISO 3166 alpha-2 code')),
  ),
});

export interface LocationSettings {
  testerIps: ReadonlySet<string>;
  restrictedCountries: ReadonlySet<string>;
}

/** Reads the location settings from the environment; a malformed value fails at start-up. */
export function loadLocationSettings(
  env: Record<string, string | undefined> = process.env,
): LocationSettings {
  const parsed = LocationSettingsSchema.safeParse({
    TESTER_IPS: env.TESTER_IPS,
    RESTRICTED_COUNTRIES: env.RESTRICTED_COUNTRIES,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid configuration: ${issues}`);
  }
  return {
    testerIps: new Set(parsed.data.TESTER_IPS),
    restrictedCountries: new Set(parsed.data.RESTRICTED_COUNTRIES.map((code) => code.toUpperCase())),
  };
}
