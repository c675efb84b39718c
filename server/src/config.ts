import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

/**
 * A comma-separated list of 'name:secret' pairs (each secret at least 32 characters) as a record. The
 * message of a refusal says what was expected, never what was given: the value holds secrets.
 */
const namedSecrets = (name: RegExp, expected: string) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      const secrets: Record<string, string> = {};
      for (const pair of (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const colon = pair.indexOf(':');
        const key = pair.slice(0, colon);
        const secret = pair.slice(colon + 1);
        if (colon < 1 || !name.test(key) || secret.length < 32) {
          context.addIssue({ code: 'custom', message: `expected ${expected}` });
          return z.NEVER;
        }
        secrets[key] = secret;
      }
      return secrets;
    });

/** Every environment variable the server reads (documented in README.md). */
export const ConfigSchema = z
  .object({
    PORT: port.default(8080),
    ACCOUNT_PORT: port.default(8081),
    /** Port of the games site: the casino's game clients on their own origin. */
    GAMES_PORT: port.default(8082),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin of the sportsbook, used in links the server hands out. */
    PUBLIC_URL: z.string().url().optional(),
    /** Public origin of the account site shown in the frame. */
    ACCOUNT_URL: z.string().url().optional(),
    /** Public origin of the games site the casino frames (GAMES_PORT on this machine when unset). */
    GAMES_URL: z.string().url().optional(),
    /**
     * Further origins the sportsbook is served from (comma-separated), besides PUBLIC_URL: the account
     * site lets only these frame it.
     */
    FRAME_ORIGINS: z
      .string()
      .default('')
      .transform((raw) =>
        raw
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.string().url())),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    /**
     * Prefix of every Redis key and pub/sub channel of the deployment ('name:'), so several deployments
     * (or a benchmark beside the tests) can share one Redis without hearing each other. Every server of a
     * deployment sets the same one. Unset: the names stay unprefixed.
     */
    REDIS_NAMESPACE: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'expected a-z 0-9 _ - (at most 40 characters)')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** json: one JSON object per line, for log collectors; pretty: short readable lines (`npm run dev`). */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /** Run the live feed simulator (only the elected runner actually runs it). */
    FEED: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    /** Demo catalogue size: 'full' for the real demo, 'small' for tests. */
    CATALOGUE: z.enum(['full', 'small']).default('full'),
    /** Seed of the generated demo catalogue, so every fresh install looks the same. */
    CATALOGUE_SEED: z.coerce.number().int().default(20261121),
    /**
     * The operator's login switch: 'off' refuses every login, token login and registration (403
     * LOGIN_DISABLED) and tells the sportsbook through /v1/config, which shows the forbidden modal instead
     * of the login form. Sessions already open go on.
     */
    LOGIN: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    /** Secret for signing access tokens; a random one is generated and stored when unset. */
    JWT_SECRET: z.string().min(32).optional(),
    /**
     * Trust X-Forwarded-For from a proxy in front: true, or a comma-separated list of proxy addresses.
     * Off by default: without a proxy a client could spoof its address and dodge the login rate limit.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((raw): boolean | string => (raw === 'true' ? true : raw === 'false' ? false : raw)),
    /**
     * Bearer token of the operator for every brand: the trading calls (suspend or reopen a market) and
     * the content calls of every brand. Unset: the trading calls answer 404, so a deployment without a
     * trading desk exposes nothing (and the content calls too, unless OPERATOR_TOKENS is set).
     */
    OPERATOR_TOKEN: z.string().min(32).optional(),
    /**
     * Per-brand operator tokens of the content calls: 'bookmaker:token' pairs, comma separated (each
     * token at least 32 characters). A brand's token sees and changes only that brand's content;
     * OPERATOR_TOKEN stays the token of every brand. Neither set: the content calls answer 404.
     */
    OPERATOR_TOKENS: namedSecrets(
      /^[a-z0-9][a-z0-9_-]{1,39}$/,
      "'bookmaker:token' pairs, a bookmaker id and a token of 32+ characters",
    ),
    /**
     * The game servers allowed on the casino wallet and their secrets: 'name:secret' pairs, comma
     * separated (each secret at least 32 characters). Unset: the wallet calls answer 404.
     */
    CASINO_PROVIDERS: namedSecrets(
      /^[a-z0-9_-]{1,32}$/,
      "'name:secret' pairs, a name of a-z 0-9 _ - and a secret of 32+ characters",
    ),
    /** Seconds after its last call a casino round without an end is rolled back by the recovery. */
    CASINO_ROUND_TIMEOUT_S: z.coerce.number().int().min(1).max(86_400).default(600),
    /**
     * The game studio's wallet: unset, the studio calls the casino wallet of this server in process (as
     * the provider 'touchline-studio'); set, it calls the seamless-wallet API at this base URL with
     * STUDIO_WALLET_SECRET as its Bearer secret, as any aggregator's game server does.
     */
    STUDIO_WALLET_URL: z.string().url().optional(),
    STUDIO_WALLET_SECRET: z.string().min(32).optional(),
    /** The shared roulette table: 'off' stops its runner (tests drive the table by hand). */
    STUDIO_ROULETTE: z
      .enum(['on', 'off'])
      .default('on')
      .transform((v) => v === 'on'),
    /** Seconds a roulette round takes bets, spins, and shows its result before the next one opens. */
    ROULETTE_BETTING_S: z.coerce.number().min(0.05).max(600).default(15),
    ROULETTE_SPIN_S: z.coerce.number().min(0.05).max(600).default(5),
    ROULETTE_RESULT_S: z.coerce.number().min(0.05).max(600).default(5),
    /** Play money a demo session starts with, in minor units. */
    STUDIO_DEMO_BALANCE: z.coerce.number().int().min(1).max(1_000_000_000).default(100_000),
    /**
     * Base URL of an OpenAI-compatible chat API (a hosted model, or Ollama / vLLM / llama.cpp on the
     * operator's machine, e.g. http://127.0.0.1:11434/v1). Unset: Bet AI answers with its built-in engine.
     */
    CHAT_LLM_URL: z.string().url().optional(),
    /** API key sent as a Bearer token to CHAT_LLM_URL; local servers usually need none. */
    CHAT_LLM_KEY: z.string().min(1).optional(),
    /** Model name the endpoint serves. */
    CHAT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** How long one answer may take, tool calls included, before the chat says the assistant timed out. */
    CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /**
     * Test setting: the demo catalogue is first generated as if the UTC clock read this time ('HH:MM'),
     * so tests can see the board of any hour of the day. Never honoured in production.
     */
    DEMO_CLOCK_START: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (UTC)')
      .optional(),
  })
  .refine((config) => !config.STUDIO_WALLET_URL === !config.STUDIO_WALLET_SECRET, {
    message: 'STUDIO_WALLET_URL and STUDIO_WALLET_SECRET are set together',
    path: ['STUDIO_WALLET_SECRET'],
  })
  .refine((config) => !(config.NODE_ENV === 'production' && config.DEMO_CLOCK_START), {
    message: 'DEMO_CLOCK_START is a test setting and is refused in production',
    path: ['DEMO_CLOCK_START'],
  });

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid configuration: ${issues}`);
  }
  return parsed.data;
}
