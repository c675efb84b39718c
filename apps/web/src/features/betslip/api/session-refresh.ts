/**
 * After a bet attempt the balance is asked again (GET player/details). Without a session nothing is asked; a
 * failure is only logged.
 */
import type { getPlayerDetails, PlayerDetailsResponse } from '@touchline/contract';
import { currentBrand } from '@/brands/current-brand';
import { apiRequest } from '@/shared/api/client';
import { useSession } from '@/shared/session';

const PATH: (typeof getPlayerDetails)['path'] = '/player/details';

export async function refreshBalance(): Promise<void> {
  const { token } = useSession.getState();
  if (!token) return;
  try {
    const answer = await apiRequest<PlayerDetailsResponse>(
      PATH,
      {},
      { headers: { bookmaker: currentBrand.bookmaker } },
    );
    const current = useSession.getState();
    if (current.token !== token || !current.user) return;
    current.signIn(token, { ...current.user, balance: answer.balance.cash, bonus: answer.balance.bonus });
  } catch (error) {
    console.warn('balance refresh failed', error);
  }
}
