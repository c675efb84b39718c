import { createContext, type ReactNode, useContext } from 'react';
import type { FrameBridge } from './bridge';

const BridgeContext = createContext<FrameBridge | null>(null);

export function BridgeProvider({ bridge, children }: { bridge: FrameBridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

export function useBridge(): FrameBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge outside BridgeProvider');
  return bridge;
}
