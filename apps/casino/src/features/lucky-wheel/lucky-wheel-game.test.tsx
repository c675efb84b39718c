import { fireEvent, screen } from '@testing-library/react';
import { WHEEL_SEGMENTS, WHEEL_SLOTS } from '@touchline/casino';
import { describe, expect, it } from 'vitest';
import { fakeApi, playAnswer, renderGame, testRound, testSession } from '@/test/render';
import { LuckyWheelGame } from './lucky-wheel-game';
import { DRAWN_SLOTS, landingRotation, SLOT_DEGREES } from './wheel-layout';

const session = testSession({ game: 'lucky-wheel', rtp: '96.00' });

describe('lucky wheel', () => {
  it('draws every slot of the engine, each segment as often as its weight', () => {
    expect(DRAWN_SLOTS).toHaveLength(WHEEL_SLOTS);
    WHEEL_SEGMENTS.forEach((segment, index) => {
      expect(DRAWN_SLOTS.filter((drawn) => drawn === index)).toHaveLength(segment.weight);
    });
  });

  it('turns the wheel so a slot of the landed segment is under the pointer', () => {
    for (const segment of WHEEL_SEGMENTS.keys()) {
      const rotation = landingRotation(123, segment, 7);
      expect(rotation).toBeGreaterThan(123 + 3 * 360);
      // The slot now at the top (0 degrees) is the one whose centre the rotation brought back.
      const top = (((360 - (rotation % 360)) % 360) / SLOT_DEGREES) | 0;
      expect(DRAWN_SLOTS[top]).toBe(segment);
    }
  });

  it('spins for the stake and shows the landed segment and the payout', async () => {
    const { requests } = fakeApi({
      'POST /v1/studio/lucky-wheel': {
        body: playAnswer(
          testRound({
            game: 'lucky-wheel',
            bet: {},
            stake: 200,
            payout: 300,
            outcome: { game: 'lucky-wheel', segment: 3 },
          }),
          10_100,
        ),
      },
    });
    const { posted } = renderGame(<LuckyWheelGame />, session);
    fireEvent.change(screen.getByLabelText('Stake (EUR)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('Landed on 1.5×: you win €3.00!')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ stake: 200, bet: {} });
    expect(posted.at(-1)?.message).toMatchObject({
      event: 'round',
      game: 'lucky-wheel',
      payout: 300,
      balance: 10_100,
    });
  });

  it('lists the segments with their multipliers and chances', () => {
    renderGame(<LuckyWheelGame />, session);
    const table = screen.getByRole('table', { name: "The wheel's segments" });
    expect(table.textContent).toContain('5×');
    expect(table.textContent).toContain('28%');
  });
});
