/** The device's connectivity from the Network plugin (app only, started by the app runtime). */
import { network } from './device';

/**
 * Tells the listener the current connectivity, then every change; the answer stops. A change heard while
 * the status was being asked is newer than the status's answer, which is then dropped.
 */
export function watchAppNetwork(listener: (online: boolean) => void): Promise<() => void> {
  return network(async (plugin) => {
    let changed = false;
    const handle = await plugin.addListener('networkStatusChange', (status) => {
      changed = true;
      listener(status.connected);
    });
    const status = await plugin.getStatus();
    if (!changed) listener(status.connected);
    return () => {
      void handle.remove();
    };
  });
}
