import { fireEvent, render, screen } from '@testing-library/react';
import type { BetType, TabLook } from '@touchline/betting';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BetTypeTabs } from './bet-type-tabs';

const NAMES: Record<BetType, string> = { single: 'Single', combi: 'Combi', system: 'System' };

function Slip({ disabled = [] }: { disabled?: BetType[] }) {
  const [chosen, setChosen] = useState<BetType>('single');
  const look = (type: BetType): TabLook => ({ active: chosen === type, disabled: disabled.includes(type) });
  return (
    <BetTypeTabs
      label="Bet type"
      tabs={{ single: look('single'), combi: look('combi'), system: look('system') }}
      names={(type) => NAMES[type]}
      onChoose={setChosen}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('BetTypeTabs', () => {
  it('shows Single, Combi and System as tabs of one tab list, the chosen type selected', () => {
    render(<Slip />);
    expect(screen.getByRole('tablist', { name: 'Bet type' })).toBeTruthy();
    expect(tab('Single').getAttribute('aria-selected')).toBe('true');
    expect(tab('Combi').getAttribute('aria-selected')).toBe('false');
    expect(tab('System').getAttribute('aria-selected')).toBe('false');
  });

  it('a click chooses a tab, and only the chosen tab is in the Tab order', () => {
    render(<Slip />);
    fireEvent.click(tab('Combi'));
    expect(tab('Combi').getAttribute('aria-selected')).toBe('true');
    expect(tab('Single').getAttribute('aria-selected')).toBe('false');
    expect(tab('Combi').tabIndex).toBe(0);
    expect(tab('Single').tabIndex).toBe(-1);
  });

  it('the arrow keys, Home and End move between the tabs and choose, wrapping at the ends', () => {
    render(<Slip />);
    tab('Single').focus();
    fireEvent.keyDown(tab('Single'), { key: 'ArrowRight' });
    expect(tab('Combi').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Combi'));
    fireEvent.keyDown(tab('Combi'), { key: 'End' });
    expect(tab('System').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('System'), { key: 'ArrowRight' });
    expect(tab('Single').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Single'), { key: 'ArrowLeft' });
    expect(tab('System').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('System'), { key: 'Home' });
    expect(tab('Single').getAttribute('aria-selected')).toBe('true');
  });

  it('a tab the selections do not allow looks unavailable but can still be chosen', () => {
    render(<Slip disabled={['system']} />);
    expect(tab('System').hasAttribute('data-disabled')).toBe(true);
    expect(tab('System').hasAttribute('disabled')).toBe(false);
    fireEvent.click(tab('System'));
    expect(tab('System').getAttribute('aria-selected')).toBe('true');
  });
});
