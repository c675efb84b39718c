import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { asksForBetBuilder, BET_BUILDER_STORAGE_KEY } from '@/shared/betslip/bet-builder-key';
import { readText } from '@/shared/platform/storage';

/**
 * True once the bet builder is wanted: the address asks for it (a link, the match page's button) or it
 * holds a bet from before. Until then none of its code loads.
 */
export function useBetBuilderWanted(): boolean {
  const { search } = useLocation();
  const [wanted, setWanted] = useState(() => readText(BET_BUILDER_STORAGE_KEY) !== null);
  useEffect(() => {
    if (!wanted && asksForBetBuilder(search)) setWanted(true);
  }, [wanted, search]);
  return wanted;
}
