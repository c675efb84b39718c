/**
 * Bet-share tracking: a bettor shares a placed bet, others visit the /betshare/ link, add it to their slip and
 * place it. Visits count once per visitor; a placed copy counts once and must match the shared selections.
 */
import { randomBytes } from 'node:crypto';
import type { BetShare, BetShareDetails, StoreCopiedBody, StoreSharedBody } from '@touchline/contract';
import { resolveBrand } from '../../brands';
import type { AppContext } from '../../context';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import type { UserRow } from '../auth';
import { betOfUser, insertShare, insertShareEvent, legsOfBet, shareById } from './repo';

const newShareId = () => `bet_${randomBytes(12).toString('base64url')}`;

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** POST /v1/bet-share/store-shared: the share of a bet of the logged-in user (the same share when shared again). */
export async function storeShared(
  ctx: AppContext,
  user: UserRow,
  body: StoreSharedBody,
  requestIp: string,
): Promise<BetShare> {
  resolveBrand({ bookmaker: body.bookmaker });
  const db = ctx.database.db;
  const bet = await betOfUser(db, body.bet_id, user.id);
  if (!bet) throw notFound(`bet_id: you have no bet '${body.bet_id.slice(0, 60)}'`);
  const share = await insertShare(db, {
    id: newShareId(),
    betId: bet.id,
    userId: user.id,
    bookmaker: bet.bookmaker,
    outcomeIds: bet.legs.map((leg) => String(leg.outcomeId)),
    ipAddress: body.meta.ip_address ?? requestIp,
    platform: body.meta.platform,
    createdAt: new Date(ctx.clock.now()),
  });
  return { id: share.id, outcome_ids: share.outcomeIds };
}

/**
 * POST /v1/bet-share/store-copied: records a visit (once per visitor: the user, else the IP address),
 * an add to the slip, or a bet placed from the share (once per bet; the bet must be the caller's and
 * carry exactly the shared outcomes). Answers whether something new was recorded.
 */
export async function storeCopied(
  ctx: AppContext,
  user: UserRow | null,
  body: StoreCopiedBody,
  requestIp: string,
): Promise<{ stored: boolean }> {
  resolveBrand({ bookmaker: body.bookmaker });
  const db = ctx.database.db;
  const share = await shareById(db, body.shared_bet_id);
  if (!share) throw notFound(`shared_bet_id: no bet share '${body.shared_bet_id.slice(0, 60)}'`);
  const ip = body.meta.ip_address ?? requestIp;
  const action = body.meta.action;
  let copiedBetId: string | null = null;
  if (action === 'placed_bet') {
    if (!user) throw unauthorized('a placed bet is recorded for a logged-in user: send the jwt header');
    const betId = body.copied_bet_id ?? '';
    const bet = await betOfUser(db, betId, user.id);
    if (!bet) throw badRequest(`copied_bet_id: you have no bet '${betId.slice(0, 60)}'`);
    if (
      !sameSet(
        bet.legs.map((leg) => String(leg.outcomeId)),
        share.outcomeIds,
      )
    ) {
      throw badRequest('copied_bet_id: the bet does not carry the shared selections');
    }
    copiedBetId = bet.id;
  }
  const stored = await insertShareEvent(db, {
    shareId: share.id,
    action,
    visitorKey: user ? `user:${user.id}` : `ip:${ip}`,
    userId: user?.id ?? null,
    copiedBetId,
    ipAddress: ip,
    platform: body.meta.platform,
    referrer: body.meta.referrer,
    bookmaker: body.bookmaker,
    createdAt: new Date(ctx.clock.now()),
  });
  return { stored };
}

/** GET /v1/bet-share/:id: the shared outcomes and selections, to load a /betshare/ link into the slip. */
export async function getShare(ctx: AppContext, id: string): Promise<BetShareDetails> {
  const db = ctx.database.db;
  const share = await shareById(db, id);
  if (!share) throw notFound(`id: no bet share '${id.slice(0, 60)}'`);
  const legs = await legsOfBet(db, share.betId);
  const [bet] = await ctx.database.query<{ bet_type: BetShareDetails['bet_type'] }>(
    'select bet_type from bets where id = $1',
    [share.betId],
  );
  if (!bet || legs.length === 0) throw notFound(`id: the bet of share '${id.slice(0, 60)}' no longer exists`);
  return {
    id: share.id,
    outcome_ids: share.outcomeIds,
    bet_type: bet.bet_type,
    selections: legs.map((leg) => ({
      event_id: String(leg.eventId),
      market_id: String(leg.marketId),
      outcome_id: String(leg.outcomeId),
      event_name: leg.eventName,
      market_name: leg.marketName,
      outcome_name: leg.outcomeLabel ?? leg.outcomeName,
      market_type: leg.marketType,
    })),
  };
}
