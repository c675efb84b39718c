import { i18next } from '@touchline/web-kit/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError, CONNECTION_ERROR } from './client';
import { endsSession, explainRefusal } from './refusals';

const refused = (status: number, code: string | null) => new ApiError(status, 'refused', code);
const t = i18next.t.bind(i18next);

describe('refusals in the bettor words', () => {
  it.each([
    [409, 'BALANCE_INSUFFICIENT', 'Your balance is too low for this stake.'],
    [403, 'SELF_EXCLUDED', 'You are self-excluded, so you cannot play.'],
    [403, 'TIMED_OUT', 'You are on a time-out, so you cannot play until it ends.'],
    [409, 'LOSS_LIMIT_EXCEEDED', 'This stake would go over your loss limit.'],
    [401, 'CASINO_SESSION_EXPIRED', 'Your game session has expired. Open the game again from the casino.'],
    [401, null, 'Your game session has expired. Open the game again from the casino.'],
    [409, 'ROULETTE_BETS_CLOSED', 'Bets are closed for this round.'],
    [409, 'ROUND_OPEN', 'Finish the open round before changing seeds.'],
    [400, 'STAKE_OUT_OF_RANGE', "This stake is outside the game's limits."],
    [503, 'WALLET_UNAVAILABLE', 'The game server could not take this. Please try again.'],
    [0, CONNECTION_ERROR, 'No connection to the game server. Check your connection and try again.'],
    [418, 'SOMETHING_NEW', 'This could not be done. Please try again.'],
  ])('%i %s', (status, code, text) => {
    expect(explainRefusal(refused(status, code), t)).toBe(text);
  });

  it('ends the session on exclusion, time-out and expiry only', () => {
    expect(endsSession(refused(403, 'SELF_EXCLUDED'))).toBe(true);
    expect(endsSession(refused(403, 'TIMED_OUT'))).toBe(true);
    expect(endsSession(refused(401, 'CASINO_SESSION_EXPIRED'))).toBe(true);
    expect(endsSession(refused(409, 'BALANCE_INSUFFICIENT'))).toBe(false);
    expect(endsSession(refused(409, 'LOSS_LIMIT_EXCEEDED'))).toBe(false);
    expect(endsSession(new Error('boom'))).toBe(false);
  });
});
