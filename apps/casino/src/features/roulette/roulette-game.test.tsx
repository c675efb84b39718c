import { act, fireEvent, screen } from '@testing-library/react';
import type { RouletteRound, RouletteRoundMessage } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, HASH, playAnswer, refusal, renderGame, SEED, testRound, testSession } from '@/test/render';
import { RouletteGame } from './roulette-game';
import type { TableListener } from './table-socket';

const session = testSession({ game: 'roulette', rtp: '97.30' });
const LATER = '2030-01-01T00:00:00.000Z';
const tableRound = (overrides: Partial<RouletteRound> = {}): RouletteRound => ({
  round_id: 't42',
  number: 42,
  phase: 'betting',
  closes_at: LATER,
  result_at: LATER,
  next_at: LATER,
  server_seed_hash: HASH,
  server_seed: null,
  client_seed: 'table',
  pocket: null,
  ...overrides,
});
const message = (round: RouletteRound, recent: number[] = [5, 0, 32]): RouletteRoundMessage => ({
  v: 1,
  type: 'roulette_round',
  round,
  recent,
  players: 3,
});

function fakeTable() {
  let listener: TableListener = () => undefined;
  const connect = (_url: string, given: TableListener) => {
    listener = given;
    return () => undefined;
  };
  return { connect, push: (next: RouletteRoundMessage) => act(() => listener(next)) };
}

describe('roulette', () => {
  it('places chips on the layout, shows the total, and sends them for the live round', async () => {
    const bets = [
      { bet: { type: 'straight', numbers: [17] }, stake: 200 },
      { bet: { type: 'red' }, stake: 400 },
    ];
    const placed = testRound({
      round_id: 'mine1',
      game: 'roulette',
      status: 'open',
      stake: 600,
      payout: 0,
      bet: bets,
      outcome: { game: 'roulette', pocket: null },
    });
    const { requests } = fakeApi({
      'GET /v1/studio/roulette': { body: { round: tableRound(), recent: [5, 0, 32], players: 3 } },
      'POST /v1/studio/roulette/bets': { body: playAnswer(placed, 9_400) },
      'GET /v1/studio/rounds': {
        body: {
          rounds: [
            {
              ...placed,
              status: 'won',
              payout: 7_200,
              server_seed: SEED,
              outcome: { game: 'roulette', pocket: 17 },
            },
          ],
          next: null,
        },
      },
      'POST /v1/studio/session': { body: { ...session, balance: { cash: 16_600, currency: 'EUR' } } },
    });
    const table = fakeTable();
    const { posted } = renderGame(<RouletteGame connect={table.connect} />, session);
    expect(await screen.findByText(/Place your bets/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '17' }));
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Red €2.00' }));
    expect(screen.getByText('€6.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText('Your bets are in. Good luck!')).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/studio/roulette/bets')?.body).toEqual({
      round_id: 't42',
      bets,
    });

    table.push(message(tableRound({ phase: 'spinning' })));
    expect(screen.getByText('The ball is spinning')).toBeTruthy();
    expect(screen.getByRole('button', { name: '17 €2.00' }).hasAttribute('disabled')).toBe(true);

    table.push(message(tableRound({ phase: 'result', pocket: 17, server_seed: SEED }), [17, 5, 0, 32]));
    expect(await screen.findByText('The ball landed on 17: your bets pay €72.00!')).toBeTruthy();
    expect(posted.at(-1)?.message).toMatchObject({
      event: 'round',
      game: 'roulette',
      stake: 600,
      payout: 7_200,
      balance: 16_600,
    });
  });

  it('clears the chips not yet placed', async () => {
    fakeApi({ 'GET /v1/studio/roulette': { body: { round: tableRound(), recent: [], players: 1 } } });
    renderGame(<RouletteGame connect={fakeTable().connect} />, session);
    await screen.findByText(/Place your bets/);
    fireEvent.click(screen.getByRole('button', { name: '1st 12' }));
    expect(screen.getByRole('button', { name: '1st 12 €1.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: '1st 12' })).toBeTruthy();
  });

  it('explains bets refused after the close', async () => {
    fakeApi({
      'GET /v1/studio/roulette': { body: { round: tableRound(), recent: [], players: 1 } },
      'POST /v1/studio/roulette/bets': refusal(409, 'CASINO_ROUND_CLOSED'),
    });
    renderGame(<RouletteGame connect={fakeTable().connect} />, session);
    await screen.findByText(/Place your bets/);
    fireEvent.click(screen.getByRole('button', { name: 'Odd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText('Bets are closed for this round.')).toBeTruthy();
  });
});
