import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_NAVIGATION } from '../navigation';
import { useShellUi } from '../ui-store';
import { NavItem } from './nav-item';

const chatbotEntry = FALLBACK_NAVIGATION.header.main.find((item) => item.key === 'chatbot');
let chatbot = true;

function renderEntry() {
  if (!chatbotEntry) throw new Error('the fallback navigation has a Bet Assistant entry');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NavItem item={chatbotEntry} label="Bet Assistant" className={undefined} badgeClassName={undefined} />
        <span>ready</span>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  chatbot = true;
  useShellUi.setState({ chatOpen: false, bottomExpanded: true });
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          combo_boost: { percent_steps: [], winnings_calc_mode: 'net' },
          operator: {
            playthrough_enabled: true,
            cashout_enabled: true,
            chatbot_enabled: chatbot,
            login_enabled: true,
            account_v2_enabled: false,
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the Bet Assistant entry', () => {
  it('opens the chat and folds the phone menu away', async () => {
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: 'Bet Assistant' }));
    expect(useShellUi.getState()).toMatchObject({ chatOpen: true, bottomExpanded: false });
  });

  it('is not shown when the configuration turns the chatbot off', async () => {
    chatbot = false;
    renderEntry();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Bet Assistant' })).toBeNull();
  });
});
