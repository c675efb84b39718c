/** The player views: details, wallet sync and the app's dynamic config. */
import type { Currency, MainDynamicConfigResponse, PlayerDetailsResponse } from '@touchline/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService, UserRow } from '../auth';
import { ensureWallet, getBalances, toPlayerBalance, type WalletBalances } from '../wallet';

/** player/details (contract PlayerDetailsResponse): the user and balances, money in minor units. */
export function playerDetails(user: UserRow, balances: WalletBalances): PlayerDetailsResponse {
  const balance = toPlayerBalance(balances);
  return {
    user: {
      id: String(user.id),
      username: user.username,
      name: null,
      currency: balances.currency,
      balance: balances.cash,
      bonus: balances.bonus,
      casino_balance: balance.casino_balance,
      casino_cash: balance.casino_cash,
      casino_bonus: balance.casino_bonus,
    },
    balance,
  };
}

/** v1/player/sync: makes sure the sportsbook side of the account (its wallet) exists. */
export async function syncPlayerWallet(db: Db, user: UserRow): Promise<void> {
  await db.transaction((tx) => ensureWallet(tx, user.id, user.currency as Currency));
}

/**
 * getMainDynamicConfig: the session of the jwt header (put on the request by the auth hook), else a session from a sport token handed over
 * by the frame; its access token and balance. Nobody logged in gives nulls, not an error.
 */
export async function mainDynamicConfig(
  auth: AuthService,
  db: Db,
  request: FastifyRequest,
  query: { sport_token?: string | undefined; device: string; app: number },
): Promise<MainDynamicConfigResponse> {
  let user: UserRow | null = null;
  let accessToken: string | null = null;
  const session = request.bettor;
  if (session) {
    user = session.user;
    accessToken = session.token;
  } else if (query.sport_token !== undefined) {
    const outcome = await auth.loginWithToken(query.sport_token, request.host, {
      ip: request.ip,
      host: request.host,
      device: query.device,
      app: query.app === 1,
    });
    if (outcome.kind === 'success') {
      user = outcome.user;
      accessToken = outcome.accessToken;
    }
  }
  if (!user)
    return { auth_related_config: { sportify: { access_token: null } }, auth_config: { user: null } };
  const balances = await getBalances(db, user.id);
  return {
    auth_related_config: { sportify: { access_token: accessToken } },
    auth_config: {
      user: {
        username: user.username,
        balance: {
          total: balances.total,
          cash: balances.cash,
          bonus: balances.bonus,
          currency: balances.currency,
        },
      },
    },
  };
}
