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

  it("settles the player's bets when the table has moved past their round without its result being seen", async () => {
    const bets = [{ bet: { type: 'red' }, stake: 100 }];
    const placed = testRound({
      round_id: 'mine2',
      game: 'roulette',
      status: 'open',
      stake: 100,
      payout: 0,
      bet: bets,
      outcome: { game: 'roulette', pocket: null },
    });
    let paid = false;
    fakeApi({
      'GET /v1/studio/roulette': { body: { round: tableRound(), recent: [], players: 1 } },
      'POST /v1/studio/roulette/bets': { body: playAnswer(placed, 9_900) },
      'GET /v1/studio/rounds': () => ({
        body: {
          rounds: [
            paid
              ? { ...placed, status: 'lost', server_seed: SEED, outcome: { game: 'roulette', pocket: 8 } }
              : placed,
          ],
          next: null,
        },
      }),
      'POST /v1/studio/session': { body: { ...session, balance: { cash: 9_900, currency: 'EUR' } } },
    });
    const table = fakeTable();
    renderGame(<RouletteGame connect={table.connect} />, session);
    await screen.findByText(/Place your bets/);
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }));
    expect(await screen.findByText('Your bets are in. Good luck!')).toBeTruthy();
    // The result push was missed: the next push is already the next round's betting.
    table.push(message(tableRound({ round_id: 't43', number: 43 }), [8]));
    expect(screen.getByText('Your bets are in. Good luck!')).toBeTruthy();
    paid = true;
    expect(
      await screen.findByText('The ball landed on 8: no win this time.', {}, { timeout: 4_000 }),
    ).toBeTruthy();
  });

  it('reads the table again when a phase is overdue, and never goes back to an older state', async () => {
    const past = (ms: number) => new Date(Date.now() - ms).toISOString();
    let answer: RouletteRound = tableRound({
      phase: 'spinning',
      closes_at: past(9_000),
      result_at: past(5_000),
    });
    const { requests } = fakeApi({
      'GET /v1/studio/roulette': () => ({ body: { round: answer, recent: [], players: 1 } }),
    });
    const table = fakeTable();
    renderGame(<RouletteGame connect={table.connect} />, session);
    expect(await screen.findByText('The ball is spinning')).toBeTruthy();
    answer = tableRound({ phase: 'result', pocket: 3, server_seed: SEED, next_at: LATER });
    expect(await screen.findByText('Winning number', {}, { timeout: 5_000 })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/v1/studio/roulette').length).toBeGreaterThan(1);
    // A late push of the earlier phase does not take the table back.
    table.push(message(tableRound({ phase: 'spinning' })));
    expect(screen.getByText('Winning number')).toBeTruthy();
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
