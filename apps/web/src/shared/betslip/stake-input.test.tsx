import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { currencySymbolOf, StakeInput } from './stake-input';

function Harness({ start = 10 }: { start?: number }) {
  const [stake, setStake] = useState(start);
  return (
    <>
      <StakeInput value={stake} onChange={setStake} currencySymbol="€" />
      <output data-testid="stake">{stake}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Stake') as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('money input', () => {
  it('is labelled Stake and asks a phone for its decimal keypad', () => {
    render(<Harness />);
    expect(field().value).toBe('10');
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });

  it('keeps at most 2 decimals, dropping the rest as typed', () => {
    render(<Harness />);
    type('12.349');
    expect(field().value).toBe('12.34');
    expect(screen.getByTestId('stake').textContent).toBe('12.34');
  });

  it('accepts currency symbols, a comma as decimal point and spaces', () => {
    render(<Harness />);
    type('€ 5,5');
    expect(screen.getByTestId('stake').textContent).toBe('5.5');
  });

  it('drops letters and keeps one decimal point', () => {
    render(<Harness />);
    type('1a.2.3');
    expect(field().value).toBe('1.23');
  });

  it('says why below 0.10 and above 10000, and such a stake counts as typed for the slip to zero', () => {
    render(<Harness />);
    type('0.05');
    expect(screen.getByText('The minimum stake is 0.10')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type('10001');
    expect(screen.getByText('The maximum stake is 10000.00')).toBeTruthy();
  });

  it('follows a stake set elsewhere (a link)', () => {
    const view = render(<StakeInput value={10} onChange={() => undefined} currencySymbol="€" />);
    view.rerender(<StakeInput value={25.5} onChange={() => undefined} currencySymbol="€" />);
    expect(field().value).toBe('25.5');
  });
});

describe('currency symbol', () => {
  it('is the symbol the locale writes, or the code when the locale has none', () => {
    expect(currencySymbolOf('en-IE', 'EUR')).toBe('€');
    expect(currencySymbolOf('en-GB', 'GBP')).toBe('£');
    expect(currencySymbolOf('ro-RO', 'RON')).toBe('RON');
  });
});
