import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, HASH, renderGame, SEED } from '@/test/render';
import { FairnessPanel } from './fairness-panel';

describe('fairness panel', () => {
  it('shows the next round seeds, and changing the client seed reveals the server seed in use', async () => {
    const next = 'd'.repeat(64);
    const { requests } = fakeApi({
      'POST /v1/studio/seeds': {
        body: {
          revealed: { server_seed: SEED, server_seed_hash: HASH, client_seed: 'my-seed', rounds: 4 },
          fairness: { server_seed_hash: next, client_seed: 'lucky-7', nonce: 0 },
        },
      },
    });
    renderGame(<FairnessPanel />);
    expect(screen.getByText(HASH)).toBeTruthy();
    expect(screen.getByText('my-seed')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New client seed'), { target: { value: 'lucky:7' } });
    expect(screen.getByText('A client seed has at most 64 characters and no colon.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change seeds' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('New client seed'), { target: { value: 'lucky-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change seeds' }));
    expect(await screen.findByRole('heading', { name: 'Previous server seed revealed' })).toBeTruthy();
    expect(screen.getByText(SEED)).toBeTruthy();
    expect(screen.getByText('4 rounds were played with it: you can now verify them.')).toBeTruthy();
    expect(screen.getByText(next)).toBeTruthy();
    expect(screen.getByText('lucky-7')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ client_seed: 'lucky-7' });
  });
});
