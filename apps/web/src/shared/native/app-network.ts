/** The device's connectivity from the Network plugin (app only, started by the app runtime). */
import { network } from './device';

/** Tells the listener the current connectivity, then every change; the answer stops. */
export function watchAppNetwork(listener: (online: boolean) => void): Promise<() => void> {
  return network(async (plugin) => {
    const handle = await plugin.addListener('networkStatusChange', (status) => listener(status.connected));
    listener((await plugin.getStatus()).connected);
    return () => {
      void handle.remove();
    };
  });
}
