/**
 * How the studio moves real money: the seamless-wallet API, exactly as an aggregator's game server
 * calls it (balance, bet, win, rollback with the contract's bodies). Two adapters: the casino wallet of
 * this same server called in process (the default, as the provider 'touchline-studio'), or the wallet's
 * HTTP API at STUDIO_WALLET_URL with the provider's Bearer secret.
 *
 * Either way a refusal of the wallet reaches the studio as an HttpError with the wallet's status and
 * machine code, so the game client sees BALANCE_INSUFFICIENT, SELF_EXCLUDED, TIMED_OUT,
 * LOSS_LIMIT_EXCEEDED or an expired session as the wallet said it. A wallet that cannot be reached is a
 * 503 (WALLET_UNAVAILABLE): the money may or may not have moved, and the caller must find out.
 */
import {
  ApiError,
  type CasinoBalance,
  type CasinoBalanceBody,
  type CasinoBetBody,
  type CasinoRollbackBody,
  type CasinoTransactionAnswer,
  type CasinoWinBody,
  casinoBalance,
  casinoBet,
  casinoRollback,
  casinoWin,
  createCallClient,
} from '@touchline/contract';
import { HttpError } from '../../http/errors';

/** The provider name the studio's calls carry in the wallet (its rounds and transaction ids are its own). */
export const STUDIO_PROVIDER = 'touchline-studio';

export interface SeamlessWallet {
  balance(body: CasinoBalanceBody): Promise<CasinoBalance>;
  bet(body: CasinoBetBody): Promise<CasinoTransactionAnswer>;
  win(body: CasinoWinBody): Promise<CasinoTransactionAnswer>;
  rollback(body: CasinoRollbackBody): Promise<CasinoTransactionAnswer>;
}

/** The casino wallet's methods the in-process adapter calls (the wallet module's service). */
export interface InProcessCasinoWallet {
  balance(token: string): Promise<CasinoBalance>;
  bet(provider: string, body: CasinoBetBody): Promise<CasinoTransactionAnswer>;
  win(provider: string, body: CasinoWinBody): Promise<CasinoTransactionAnswer>;
  rollback(provider: string, body: CasinoRollbackBody): Promise<CasinoTransactionAnswer>;
}

/**
 * The wallet of this server, called directly: no secret is needed because no HTTP call is made, so the
 * wallet's HTTP calls stay closed (404) unless CASINO_PROVIDERS opens them to outside game servers.
 */
export function inProcessWallet(wallet: InProcessCasinoWallet): SeamlessWallet {
  return {
    balance: (body) => wallet.balance(body.session),
    bet: (body) => wallet.bet(STUDIO_PROVIDER, body),
    win: (body) => wallet.win(STUDIO_PROVIDER, body),
    rollback: (body) => wallet.rollback(STUDIO_PROVIDER, body),
  };
}

/** Fields of the standard error body that are not a refusal's own facts. */
const STANDARD_FIELDS = new Set(['statusCode', 'error', 'message', 'code']);

/** A failed HTTP call as the studio's error: the wallet's refusal as it was, anything else a 503. */
export function walletError(error: unknown): HttpError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code) {
    const meta =
      typeof error.body === 'object' && error.body !== null
        ? Object.fromEntries(Object.entries(error.body).filter(([key]) => !STANDARD_FIELDS.has(key)))
        : {};
    return new HttpError(error.status, error.code, error.message, meta);
  }
  // A 401 without a code is the wallet refusing the studio's own secret: the operator's fault, not the bettor's.
  return new HttpError(503, 'WALLET_UNAVAILABLE', 'the wallet could not be reached; try again shortly');
}

/** The wallet's HTTP API with the contract's typed client: every answer is checked against its schema. */
export function httpWallet(options: {
  baseUrl: string;
  secret: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}): SeamlessWallet {
  const client = createCallClient({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: () => ({ authorization: `Bearer ${options.secret}` }),
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const send = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw walletError(error);
    }
  };
  return {
    balance: (body) => send(() => client.call(casinoBalance, { body, headers: {} })),
    bet: (body) => send(() => client.call(casinoBet, { body, headers: {} })),
    win: (body) => send(() => client.call(casinoWin, { body, headers: {} })),
    rollback: (body) => send(() => client.call(casinoRollback, { body, headers: {} })),
  };
}
