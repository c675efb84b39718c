import { act, renderHook } from '@testing-library/react';
import { initialSlipState } from '@touchline/betting';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSlip } from '@/shared/betslip';
import { useShellUi } from './ui-store';
import { useShellRouteChange, useSlipSheetRequests } from './use-shell-effects';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
);

beforeEach(() => {
  useSlip.setState({ slip: initialSlipState(Date.now()) });
  useShellUi.getState().collapse();
});

describe('the slip asking to be seen', () => {
  it('opens the sheet on a phone and takes the request', () => {
    renderHook(() => useSlipSheetRequests(true), { wrapper: inRouter });
    act(() => useSlip.getState().dispatch({ type: 'SHOW' }));
    expect(useShellUi.getState().slipOpen).toBe(true);
    expect(useSlip.getState().slip.visible).toBe(false);
  });

  it('opens nothing where the slip is a column, and still takes the request', () => {
    renderHook(() => useSlipSheetRequests(false), { wrapper: inRouter });
    act(() => useSlip.getState().dispatch({ type: 'SHOW' }));
    expect(useShellUi.getState().slipOpen).toBe(false);
    expect(useSlip.getState().slip.visible).toBe(false);
  });
});

describe('a route change', () => {
  it('collapses the menus and sheets', () => {
    const { result } = renderHook(
      () => {
        useShellRouteChange(false);
        return useNavigate();
      },
      { wrapper: inRouter },
    );
    act(() => useShellUi.getState().setLeftOpen(true));
    act(() => {
      void result.current('/live');
    });
    expect(useShellUi.getState().leftOpen).toBe(false);
  });
});
