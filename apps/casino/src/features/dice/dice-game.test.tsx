import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, playAnswer, refusal, renderGame, SPORTSBOOK, TOKEN, testRound } from '@/test/render';
import { DiceGame } from './dice-game';

describe('dice', () => {
  it('shows the engine win chance and multiplier for the target and side', async () => {
    renderGame(<DiceGame />);
    expect(screen.getByText('50.00 %')).toBeTruthy();
    expect(screen.getByText('1.9800×')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    // The same chance on the other side: over 49.99 wins on 5,000 rolls.
    expect((screen.getByLabelText('Target number') as HTMLInputElement).value).toBe('49.99');
    const field = screen.getByLabelText('Target number');
    fireEvent.change(field, { target: { value: '74.99' } });
    expect(screen.getByText('25.00 %')).toBeTruthy();
    expect(screen.getByText('3.9600×')).toBeTruthy();
  });

  it('rolls with the stake in minor units in the session header, shows the roll and tells the page', async () => {
    const { requests } = fakeApi({
      'POST /v1/studio/dice': {
        body: playAnswer(
          testRound({ stake: 250, payout: 495, outcome: { game: 'dice', roll: 1234 } }),
          10_245,
        ),
      },
      'GET /v1/studio/rounds': { body: { rounds: [], next: null } },
    });
    const { posted } = renderGame(<DiceGame />);
    const stake = screen.getByLabelText('Stake (EUR)');
    fireEvent.change(stake, { target: { value: '2,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('Rolled 12.34: you win €4.95!')).toBeTruthy();
    const call = requests.find((request) => request.path === '/v1/studio/dice');
    expect(call?.body).toEqual({ stake: 250, bet: { direction: 'under', target: 5000 } });
    expect(call?.headers['x-casino-session']).toBe(TOKEN);
    const round = posted.find(({ message }) => (message as { event: string }).event === 'round');
    expect(round).toEqual({
      origin: SPORTSBOOK,
      message: {
        source: 'touchline-casino',
        event: 'round',
        game: 'dice',
        mode: 'real',
        round_id: 'r1',
        stake: 250,
        payout: 495,
        balance: 10_245,
        currency: 'EUR',
      },
    });
  });

  it('refuses a stake above the balance before sending it', async () => {
    const { requests } = fakeApi({});
    renderGame(<DiceGame />);
    const stake = screen.getByLabelText('Stake (EUR)');
    fireEvent.change(stake, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(screen.getByText('Your balance is too low for this stake.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('explains a refusal, and a self-exclusion ends the session and is told to the page', async () => {
    let answer = refusal(409, 'BALANCE_INSUFFICIENT');
    fakeApi({ 'POST /v1/studio/dice': () => answer });
    const { posted } = renderGame(<DiceGame />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('Your balance is too low for this stake.')).toBeTruthy();
    answer = refusal(403, 'SELF_EXCLUDED');
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText('You are self-excluded, so you cannot play.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Roll' }).hasAttribute('disabled')).toBe(true),
    );
    expect(posted.map(({ message }) => message)).toContainEqual({
      source: 'touchline-casino',
      event: 'error',
      code: 'SELF_EXCLUDED',
      message: 'You are self-excluded, so you cannot play.',
    });
  });

  it('stops taking bets when the page closes the game', async () => {
    const { deliver } = renderGame(<DiceGame />);
    deliver({ source: 'touchline-sportsbook', event: 'close' }, 'https://evil.example');
    expect(screen.getByRole('button', { name: 'Roll' }).hasAttribute('disabled')).toBe(false);
    deliver({ source: 'touchline-sportsbook', event: 'close' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Roll' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
