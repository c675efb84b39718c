import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ConfigResponse } from '@touchline/contract';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configQuery } from '@/shared/api/config';
import { apiContextFor } from '@/shared/api/requests';
import {
  accountFramePath,
  closeForbidden,
  openAccountFrame,
  takeRedirect,
  useAccountFrame,
  useLoginSwitch,
} from './index';

describe('openAccountFrame', () => {
  beforeEach(() => {
    useAccountFrame.setState({ request: null, redirect: null, loginDisabled: false, forbidden: false });
  });

  it('asks for the page, again each time, and keeps the redirect once', () => {
    openAccountFrame('/login', { redirect: '/account/bets' });
    const first = useAccountFrame.getState().request;
    openAccountFrame('/login');
    expect(useAccountFrame.getState().request?.id).toBe((first?.id ?? 0) + 1);
    expect(takeRedirect()).toBe('/account/bets');
    expect(takeRedirect()).toBeNull();
  });

  it('carries the cashier amount and request id', () => {
    expect(accountFramePath('/cashier/deposit', { amount: 1000, requestId: 'r1' })).toBe(
      '/cashier/deposit?amount=1000&request_id=r1',
    );
  });

  it('opens the forbidden modal instead of login or registration when login is disabled', () => {
    useAccountFrame.setState({ loginDisabled: true });
    expect(openAccountFrame('/registration')).toBe(false);
    expect(useAccountFrame.getState()).toMatchObject({ request: null, forbidden: true });
    closeForbidden();
    expect(openAccountFrame('/help/contact-us')).toBe(true);
  });

  it('knows login is disabled from the configuration alone, before any account frame is there', () => {
    const client = new QueryClient();
    const config = { operator: { login_enabled: false } } as unknown as ConfigResponse;
    client.setQueryData(configQuery(apiContextFor('en')).queryKey, config);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useLoginSwitch(), { wrapper });
    expect(useAccountFrame.getState().hostReady).toBe(false);
    expect(openAccountFrame('/login')).toBe(false);
    expect(useAccountFrame.getState()).toMatchObject({ request: null, forbidden: true });
  });
});
