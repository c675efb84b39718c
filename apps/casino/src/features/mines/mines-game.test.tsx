import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StudioRound } from '@touchline/contract';
import { describe, expect, it } from 'vitest';
import { fakeApi, playAnswer, renderGame, testRound, testSession } from '@/test/render';
import { MinesGame } from './mines-game';

const session = testSession({ game: 'mines' });
const round = (overrides: Partial<StudioRound>) =>
  testRound({
    game: 'mines',
    bet: { mines: 3 },
    status: 'open',
    payout: 0,
    outcome: { game: 'mines', picks: [], mines: null },
    ...overrides,
  });
const minesAnswer = (r: StudioRound, cash: number, cashout: number, multiplier = '1.00') => ({
  body: { ...playAnswer(r, cash), multiplier, cashout },
});

describe('mines', () => {
  it('starts with the mines count, reveals a gem, and cashes out the shown amount', async () => {
    const { requests } = fakeApi({
      'GET /v1/studio/rounds': { body: { rounds: [], next: null } },
      'POST /v1/studio/mines': minesAnswer(round({}), 9_900, 0),
      'POST /v1/studio/mines/reveal': minesAnswer(
        round({ outcome: { game: 'mines', picks: [6], mines: null } }),
        9_900,
        113,
        '1.13',
      ),
      'POST /v1/studio/mines/cashout': minesAnswer(
        round({ status: 'won', payout: 113, outcome: { game: 'mines', picks: [6], mines: [0, 12, 24] } }),
        10_013,
        113,
      ),
    });
    const { posted } = renderGame(<MinesGame />, session);
    fireEvent.change(screen.getByLabelText('Mines'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const cashOut = await screen.findByRole('button', { name: 'Cash out €0.00' });
    expect(cashOut.hasAttribute('disabled')).toBe(true);
    expect(requests.find((r) => r.path === '/v1/studio/mines')?.body).toEqual({
      stake: 100,
      bet: { mines: 3 },
    });

    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(await screen.findByRole('button', { name: 'Gem' })).toBeTruthy();
    expect(requests.find((r) => r.path === '/v1/studio/mines/reveal')?.body).toEqual({
      round_id: 'r1',
      tile: 6,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cash out €1.13' }));
    expect(await screen.findByText('Cashed out: you win €1.13!')).toBeTruthy();
    // The mines are shown once the round is over.
    expect(screen.getAllByRole('button', { name: 'Mine' })).toHaveLength(3);
    expect(posted.at(-1)?.message).toMatchObject({
      event: 'round',
      game: 'mines',
      payout: 113,
      balance: 10_013,
    });
  });

  it('ends the round on a mine and shows where every mine was', async () => {
    fakeApi({
      'GET /v1/studio/rounds': { body: { rounds: [], next: null } },
      'POST /v1/studio/mines': minesAnswer(round({}), 9_900, 0),
      'POST /v1/studio/mines/reveal': minesAnswer(
        round({ status: 'lost', outcome: { game: 'mines', picks: [12], mines: [0, 12, 24] } }),
        9_900,
        0,
      ),
    });
    renderGame(<MinesGame />, session);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('button', { name: 'Cash out €0.00' });
    fireEvent.click(screen.getByRole('button', { name: '13' }));
    expect(await screen.findByText('You hit a mine: the round is lost.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mine' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('plays on a round left open by an earlier page load', async () => {
    fakeApi({
      'GET /v1/studio/rounds': {
        body: {
          rounds: [round({ stake: 100, outcome: { game: 'mines', picks: [3], mines: null } })],
          next: null,
        },
      },
    });
    renderGame(<MinesGame />, session);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gem' })).toBeTruthy());
    // One safe tile of 22 with 3 mines pays 0.99 x 25/22.
    expect(screen.getByRole('button', { name: 'Cash out €1.12' })).toBeTruthy();
  });
});
