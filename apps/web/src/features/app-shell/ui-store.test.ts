import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, useShellUi } from './ui-store';

afterEach(() => vi.useRealTimers());

describe('notification toast: 7 s', () => {
  it('removes a toast after 7 s', () => {
    vi.useFakeTimers();
    useShellUi.getState().toast('Something went wrong!');
    expect(useShellUi.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(useShellUi.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useShellUi.getState().toasts).toHaveLength(0);
  });
});

describe('opening a sidebar closes the betslip', () => {
  it('closes the slip when a sidebar opens, and collapse closes everything', () => {
    useShellUi.getState().setSlipOpen(true);
    useShellUi.getState().setLeftOpen(true);
    expect(useShellUi.getState().slipOpen).toBe(false);
    useShellUi.getState().setBottomExpanded(true);
    useShellUi.getState().collapse();
    expect(useShellUi.getState()).toMatchObject({ leftOpen: false, bottomExpanded: false });
  });
});
