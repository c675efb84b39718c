import { fireEvent, render, screen } from '@testing-library/react';
import type { BuilderPageData } from '@touchline/contract';
import { describe, expect, it, vi } from 'vitest';
import type { BuilderApi } from './api/calls';
import { App } from './app';
import { createBuilderController } from './builder/controller';
import { ticketOf } from './builder/test-tickets';

const data: BuilderPageData = {
  lang: 'en',
  bookmaker: 'touchline_ie',
  eventId: '9',
  eventName: 'Lions v Tigers',
  targetOrigin: 'http://localhost:8080',
  precanned: [{ id: 'p1', name: 'Lions & over 2.5', selections: ['1', '3'], odds: '3.10' }],
  markets: [
    {
      name: 'Match Result',
      outcomes: [
        { id: '1', name: 'Lions', odds: '2.00' },
        { id: '2', name: 'Tigers', odds: '3.40' },
      ],
    },
    { name: 'Total Goals', outcomes: [{ id: '3', name: 'Over 2.5', odds: '1.80' }] },
  ],
};

function setUp(odds: (ids: readonly string[]) => number) {
  const api: BuilderApi = {
    calculate: async (ids) => ticketOf(ids, odds(ids)),
    storeTicket: async () => 'bb_7',
  };
  const post = vi.fn();
  render(<App data={data} builder={createBuilderController({ api, post })} />);
  return { post };
}

describe('bet builder page', () => {
  it('prices the picks, asks for more with one, and posts the betslip id on Add to betslip', async () => {
    const { post } = setUp((ids) => (ids.length > 1 ? 3.6 : 2));
    expect(screen.getByText('Pick two or more selections of this match to build your bet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lions 2.00' }));
    expect(await screen.findByText('Add more selections to continue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to betslip' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Over 2.5 1.80' }));
    expect(await screen.findByText('3.60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lions 2.00' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add to betslip' }));
    expect(await screen.findByText('Added to your betslip')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('{"betslip_id":"bb_7"}');
  });

  it('shows the warning and blocks the hand-over when the picks cannot be combined', async () => {
    setUp((ids) => (ids.length > 1 ? 0 : 2));
    fireEvent.click(screen.getByRole('button', { name: 'Lions 2.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tigers 3.40' }));
    expect(
      await screen.findByText(
        'Some selections for this event can’t be combined. Please remove some selections to proceed.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to betslip' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
    expect(await screen.findByText('Add more selections to continue')).toBeTruthy();
  });

  it('a popular combination picks its selections', async () => {
    setUp(() => 3.1);
    fireEvent.click(screen.getByRole('button', { name: 'Lions & over 2.5 3.10' }));
    expect(screen.getByRole('button', { name: 'Over 2.5 1.80' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('3.10', { selector: 'output' })).toBeTruthy();
  });

  it('says the builder is unavailable when the page carries no data', () => {
    render(<App data={null} builder={null} />);
    expect(screen.getByText('The bet builder is not available for this event.')).toBeTruthy();
  });
});
