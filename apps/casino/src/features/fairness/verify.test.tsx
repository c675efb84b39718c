import { fireEvent, screen, within } from '@testing-library/react';
import {
  diceOutcome,
  diceSettle,
  minesOutcome,
  minesSettle,
  rouletteOutcome,
  rouletteSettle,
  serverSeedHash,
  wheelOutcome,
  wheelSettle,
} from '@touchline/casino';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderGame, SEED, testRound } from '@/test/render';
import { RoundsList } from './rounds-list';
import { emptyForm, formOfRound, verifyForm } from './verify';
import { VerifyView } from './verify-view';

const HASH = serverSeedHash(SEED);
const BET = { direction: 'under', target: 5000 } as const;
const roll = diceOutcome(SEED, 'my-seed', 3);
const diceRound = testRound({
  server_seed: SEED,
  server_seed_hash: HASH,
  nonce: 3,
  stake: 100,
  bet: BET,
  outcome: { game: 'dice', roll },
  payout: diceSettle(BET, 100, roll),
  status: diceSettle(BET, 100, roll) > 0 ? 'won' : 'lost',
});

describe('verify, in the browser', () => {
  it('passes a revealed dice round whose payout is the recorded one', () => {
    const result = verifyForm(formOfRound(diceRound));
    expect(result).toMatchObject({
      ok: true,
      verification: { verified: true, outcome: { game: 'dice', roll } },
    });
  });

  it('fails a round whose recorded payout or seed does not match', () => {
    const tampered = verifyForm({ ...formOfRound(diceRound), payout: '999.00' });
    expect(tampered).toMatchObject({
      ok: true,
      verification: { verified: false, hashMatches: true, payoutMatches: false },
    });
    const otherSeed = verifyForm({ ...formOfRound(diceRound), serverSeed: 'c'.repeat(64) });
    expect(otherSeed).toMatchObject({ ok: true, verification: { verified: false, hashMatches: false } });
  });

  it('recomputes the wheel, mines with their picks, and roulette with its bets', () => {
    const segment = wheelOutcome(SEED, 'my-seed', 1);
    const wheel = testRound({
      game: 'lucky-wheel',
      server_seed: SEED,
      server_seed_hash: HASH,
      nonce: 1,
      bet: {},
      outcome: { game: 'lucky-wheel', segment },
      payout: wheelSettle(100, segment),
    });
    expect(verifyForm(formOfRound(wheel))).toMatchObject({ ok: true, verification: { verified: true } });

    const mines = minesOutcome(SEED, 'my-seed', 2, 3);
    const safe = [0, 1, 2, 3, 4, 5].filter((tile) => !mines.includes(tile)).slice(0, 2);
    const minesRound = testRound({
      game: 'mines',
      server_seed: SEED,
      server_seed_hash: HASH,
      nonce: 2,
      bet: { mines: 3 },
      outcome: { game: 'mines', picks: safe, mines },
      payout: minesSettle({ mines: 3 }, 100, safe, mines),
    });
    expect(verifyForm(formOfRound(minesRound))).toMatchObject({ ok: true, verification: { verified: true } });

    const pocket = rouletteOutcome(SEED, 'table', 7);
    const bets = [{ bet: { type: 'red' as const }, stake: 100 }];
    const roulette = testRound({
      game: 'roulette',
      server_seed: SEED,
      server_seed_hash: HASH,
      client_seed: 'table',
      nonce: 7,
      bet: bets,
      outcome: { game: 'roulette', pocket },
      payout: rouletteSettle(bets, pocket),
    });
    expect(verifyForm(formOfRound(roulette))).toMatchObject({
      ok: true,
      verification: { verified: true, outcome: { pocket } },
    });
  });

  it('names the field it cannot read', () => {
    expect(verifyForm({ ...formOfRound(diceRound), serverSeed: 'xyz' })).toEqual({
      ok: false,
      problem: 'serverSeed',
    });
    expect(verifyForm({ ...formOfRound(diceRound), nonce: '-1' })).toEqual({ ok: false, problem: 'nonce' });
    expect(verifyForm({ ...formOfRound(diceRound), bet: '{oops' })).toEqual({ ok: false, problem: 'bet' });
    expect(verifyForm({ ...formOfRound(diceRound), bet: '{"direction":"up","target":5000}' })).toEqual({
      ok: false,
      problem: 'bet',
    });
  });

  it('shows pass plainly for a round from My rounds, and fail for pasted seeds that do not match', async () => {
    fakeApi({ 'GET /v1/studio/rounds': { body: { rounds: [diceRound], next: null } } });
    renderGame(<RoundsList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify a round' });
    expect(within(dialog).getByRole('heading', { name: 'Verified: this round is fair' })).toBeTruthy();
    expect(within(dialog).getByText('The server seed matches the hash shown before play.')).toBeTruthy();
    expect(within(dialog).getByText(`Roll ${(roll / 100).toFixed(2)}`)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Recorded payout (EUR)'), { target: { value: '5.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Not verified: this round does not match' }),
    ).toBeTruthy();
  });

  it('accepts pasted seeds for any round and says which field is wrong', () => {
    renderGame(<VerifyView initial={emptyForm('dice')} currency="EUR" />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('A server seed is 64 characters of 0-9 and a-f.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Server seed'), { target: { value: SEED } });
    fireEvent.change(screen.getByLabelText('Server seed hash'), { target: { value: HASH } });
    fireEvent.change(screen.getByLabelText('Client seed'), { target: { value: 'my-seed' } });
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Recorded payout (EUR)'), {
      target: { value: (diceRound.payout / 100).toFixed(2) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('heading', { name: 'Verified: this round is fair' })).toBeTruthy();
  });

  it('tells that a round drawn from the current seed is not verifiable until the seed is revealed', async () => {
    fakeApi({
      'GET /v1/studio/rounds': { body: { rounds: [{ ...diceRound, server_seed: null }], next: null } },
    });
    renderGame(<RoundsList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/still secret/)).toBeTruthy();
  });
});
