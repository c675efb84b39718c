import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import {
  BetBuilderCalculateBody,
  BetBuilderSubmitBody,
  BetBuilderSubmitResponse,
  BetBuilderTicketQuery,
} from './betbuilder';

const submit = {
  bookmaker: 'touchline_ie',
  event_id: '1001',
  selections: ['bb-1', 'bb-2'],
  stake: 500,
  current_odds: 7.25,
  accept_odds: 'ACCEPT_ANY',
  freebet: null,
  precanned_id: null,
};

describe('bet builder calls', () => {
  it('calculate takes selections, event id and precanned id', () => {
    const body = { bookmaker: 'touchline_ie', event_id: '1001', selections: ['bb-1'], precanned_id: null };
    expect(BetBuilderCalculateBody.parse(body).lang).toBe('en');
    expect(BetBuilderCalculateBody.safeParse({ ...body, selections: [] }).success).toBe(false);
  });
  it('submit takes stake in minor units and wire accept_odds', () => {
    expect(BetBuilderSubmitBody.safeParse(submit).success).toBe(true);
    expect(BetBuilderSubmitBody.safeParse({ ...submit, stake: 5.5 }).success).toBe(false);
    expect(BetBuilderSubmitBody.safeParse({ ...submit, accept_odds: 'higher' }).success).toBe(false);
  });
  it('submit needs two or more selections', () => {
    expect(BetBuilderSubmitBody.safeParse({ ...submit, selections: ['bb-1'] }).success).toBe(false);
  });
  it('status 1 is success with a receipt; 0 carries a code', () => {
    const ok = { status: 1, receipt: examples.betBuilderReceipt, code: null, message: null };
    expect(BetBuilderSubmitResponse.safeParse(ok).success).toBe(true);
    const refused = { status: 0, receipt: null, code: 'ODDS_CHANGED', message: 'Odds changed' };
    expect(BetBuilderSubmitResponse.safeParse(refused).success).toBe(true);
    expect(BetBuilderSubmitResponse.safeParse({ ...ok, status: 2 }).success).toBe(false);
  });
  it('the ticket lookup needs the betslip id', () => {
    expect(BetBuilderTicketQuery.safeParse({ bookmaker: 'touchline_ie' }).success).toBe(false);
  });
});
