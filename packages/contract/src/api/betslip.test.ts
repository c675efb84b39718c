import { describe, expect, it } from 'vitest';
import { examples } from '../examples';
import {
  CalculateBody,
  CalculateResponse,
  IDEMPOTENCY_HEADER,
  PlacementHeaders,
  SubmitBody,
  SubmitResponse,
} from './betslip';

const selection = {
  event_id: '1001',
  market_id: '5001',
  outcome_id: '9001',
  outcome_list: [],
  odds: 2.5,
  type: '1x2',
  each_way: false,
  is_starting_price: false,
  stake: 1000,
};

const single = {
  freebet: null,
  selections: [selection],
  type: 'single',
  system_type: null,
  total_stake: 1000,
  total_bets: 1,
  total_return: 2500,
  each_way: false,
  stakes: { '9001': 1000 },
  lang: 'en',
  accept_odds: 'ACCEPT_ANY',
  stake: 1000,
  boost_token_id: null,
};

const three = [
  selection,
  { ...selection, event_id: '1002', outcome_id: '9102' },
  { ...selection, event_id: '1003' },
];

describe('POST /v1/betslip/calculate body (minor units)', () => {
  it('accepts a single of 10.00 sent as 1000', () => {
    expect(CalculateBody.parse(single).total_stake).toBe(1000);
  });
  it('accepts a 2/3 system', () => {
    const system = { ...single, type: 'system', system_type: 'system_2/3', selections: three, total_bets: 3 };
    expect(CalculateBody.safeParse(system).success).toBe(true);
  });
  it('rejects a stake in major units with decimals and a negative stake', () => {
    expect(CalculateBody.safeParse({ ...single, stake: 10.5 }).success).toBe(false);
    expect(CalculateBody.safeParse({ ...single, total_stake: -1000 }).success).toBe(false);
  });
  it('rejects the bettor setting in place of the wire accept_odds', () => {
    expect(CalculateBody.safeParse({ ...single, accept_odds: 'all' }).success).toBe(false);
  });
  it('a system needs system_type and at least 3 selections; a combi at least 2', () => {
    expect(CalculateBody.safeParse({ ...single, type: 'system', selections: three }).success).toBe(false);
    const twoLegSystem = {
      ...single,
      type: 'system',
      system_type: 'system_1/2',
      selections: three.slice(0, 2),
    };
    expect(CalculateBody.safeParse(twoLegSystem).success).toBe(false);
    expect(CalculateBody.safeParse({ ...single, type: 'combi' }).success).toBe(false);
  });
  it('rejects more than 20 selections', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      ...selection,
      event_id: `e${i}`,
      outcome_id: `o${i}`,
    }));
    expect(CalculateBody.safeParse({ ...single, type: 'combi', selections: many }).success).toBe(false);
  });
  it('a free bet and a boost token exclude each other', () => {
    const result = CalculateBody.safeParse({ ...single, freebet: 'fb-17', boost_token_id: 'bt-3' });
    expect(result.error?.issues[0]?.message).toMatch(/cannot be used together/);
  });
  it('answers status, message and tickets', () => {
    const body = { status: 'success', message: null, tickets: [examples.ticket], selection_errors: [] };
    expect(CalculateResponse.safeParse(body).success).toBe(true);
    const refused = { ...body, status: 'error', message: 'CANNOT_COMBINE', tickets: [] };
    expect(
      CalculateResponse.safeParse({
        ...refused,
        selection_errors: [{ outcome_id: '9001', error: 'CANNOT_COMBINE' }],
      }).success,
    ).toBe(true);
  });
});

describe('POST /v1/betslip/submit', () => {
  it('takes the ticket plus accept_odds, lang and country', () => {
    const body = SubmitBody.parse({
      ticket: examples.ticket,
      accept_odds: 'ACCEPT_HIGHER',
      lang: 'en',
      country: 'IE',
    });
    expect(body.ticket).not.toHaveProperty('uuid');
  });
  it('needs an idempotency key header and keeps the other headers', () => {
    const headers = PlacementHeaders.parse({
      [IDEMPOTENCY_HEADER]: '5f0c6a43-3d1e-4c8e-9d43-8a1b2c3d4e5f',
      jwt: 't',
      host: 'x',
    });
    expect(headers.host).toBe('x');
    expect(PlacementHeaders.safeParse({ jwt: 't' }).success).toBe(false);
    expect(PlacementHeaders.safeParse({ [IDEMPOTENCY_HEADER]: 'short' }).success).toBe(false);
  });
  it('answers PROCESSED with the bet, or a refusal code with meta.error', () => {
    const ok = {
      status: 'PROCESSED',
      uuid: 'c0a8012e',
      bet: { potential_return: 2500, tax: { amount: 0 } },
      message: null,
      meta: { error: null },
    };
    expect(SubmitResponse.safeParse(ok).success).toBe(true);
    const refused = {
      ...ok,
      status: 'BALANCE_INSUFFICIENT',
      uuid: null,
      bet: null,
      meta: { error: { balance: '5.00' } },
    };
    expect(SubmitResponse.safeParse(refused).success).toBe(true);
    expect(SubmitResponse.safeParse({ ...ok, status: 'FAILED' }).success).toBe(false);
  });
});
