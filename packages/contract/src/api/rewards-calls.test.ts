import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import { BetsQuery, BetsResponse, CashoutsResponse } from './bets';
import { StoreCopiedBody } from './betshare';
import { ActiveRewardsQuery, BoostTokensResponse, FreeBetsResponse, PlaythroughResponse } from './bonuses';
import { ChatStartBody } from './chat';
import { OptInResponse, UserAllowedResponse } from './promotions';

const bookmaker = 'touchline_ie';

describe('Bets and rewards', () => {
  it('bets default to open, with paging coerced', () => {
    expect(BetsQuery.parse({ bookmaker, limit: '10' })).toEqual({
      bookmaker,
      status: 'open',
      limit: 10,
      offset: 0,
    });
    expect(BetsResponse.safeParse({ bets: [examples.placedBet], total: 1 }).success).toBe(true);
  });
  it('cash-outs list bet ids', () => {
    const cashout = {
      bet_id: 'c0a8012e',
      status: 'processed',
      amount: 1320,
      requested_at: '2025-05-03T17:00:00Z',
    };
    expect(CashoutsResponse.safeParse({ cashouts: [cashout] }).success).toBe(true);
  });
  it("active rewards read 'active' as a boolean, default true", () => {
    expect(ActiveRewardsQuery.parse({ bookmaker }).active).toBe(true);
    expect(ActiveRewardsQuery.parse({ bookmaker, active: '0' }).active).toBe(false);
  });
  it('free bets, boost tokens and playthrough answers', () => {
    expect(FreeBetsResponse.safeParse({ data: [examples.freeBet] }).success).toBe(true);
    expect(BoostTokensResponse.safeParse({ boost_tokens: [examples.boostToken], total: 1 }).success).toBe(
      true,
    );
    expect(PlaythroughResponse.safeParse({ bonus: examples.playthrough, total: 3 }).success).toBe(true);
    expect(PlaythroughResponse.safeParse({ bonus: null, total: -1 }).success).toBe(false);
  });
  it('promotion opt-in answers OPTED_IN or NOT_OPTED_IN', () => {
    expect(OptInResponse.safeParse({ result: 'NOT_OPTED_IN' }).success).toBe(true);
    expect(
      UserAllowedResponse.safeParse({ is_optIn_required: true, isLimitedUser: true, isUserAllowed: false })
        .success,
    ).toBe(true);
  });
});

describe('bet-share tracking', () => {
  const body = {
    bookmaker,
    shared_bet_id: 'bet_8f2k1',
    copied_bet_id: null,
    meta: { ip_address: '203.0.113.9', platform: 'web', referrer: null, action: 'visited' },
  };
  it('a visit carries no copied bet', () => {
    expect(StoreCopiedBody.safeParse(body).success).toBe(true);
  });
  it('copied_bet_id is set for placed_bet only', () => {
    expect(StoreCopiedBody.safeParse({ ...body, copied_bet_id: 'c0a8012e' }).success).toBe(false);
    const placed = { ...body, copied_bet_id: 'c0a8012e', meta: { ...body.meta, action: 'placed_bet' } };
    expect(StoreCopiedBody.safeParse(placed).success).toBe(true);
    expect(StoreCopiedBody.safeParse({ ...placed, copied_bet_id: null }).success).toBe(false);
  });
});

describe('chat service', () => {
  it('start takes a session uuid or null', () => {
    expect(ChatStartBody.safeParse({ bookmaker, uuid: null }).success).toBe(true);
    expect(ChatStartBody.safeParse({ bookmaker, uuid: 'not-a-uuid' }).success).toBe(false);
  });
});
