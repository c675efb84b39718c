import type { ConnectionStatus } from '@capacitor/network';
import { describe, expect, it, vi } from 'vitest';
import { watchAppNetwork } from './app-network';

type Tell = (status: ConnectionStatus) => void;
const plugin = vi.hoisted(() => ({ change: null as unknown, answer: null as unknown }));
/** The device reports a change. */
const change = (connected: boolean) =>
  (plugin.change as Tell)({ connected, connectionType: connected ? 'wifi' : 'none' });
/** The device answers the status asked. */
const answer = (connected: boolean) =>
  (plugin.answer as Tell)({ connected, connectionType: connected ? 'wifi' : 'none' });

vi.mock('./device', () => ({
  network: async (use: (network: unknown) => unknown) =>
    use({
      addListener: async (_event: string, tell: Tell) => {
        plugin.change = tell;
        return { remove: async () => {} };
      },
      getStatus: () =>
        new Promise((resolve) => {
          plugin.answer = resolve;
        }),
    }),
}));

describe("the device's connectivity", () => {
  it('tells the status, then each change', async () => {
    const heard: boolean[] = [];
    const started = watchAppNetwork((online) => heard.push(online));
    await vi.waitFor(() => expect(plugin.answer).not.toBeNull());
    answer(true);
    await started;
    change(false);
    expect(heard).toEqual([true, false]);
  });

  it('keeps a change heard while the status was asked over the older answer', async () => {
    plugin.answer = null;
    const heard: boolean[] = [];
    const started = watchAppNetwork((online) => heard.push(online));
    await vi.waitFor(() => expect(plugin.answer).not.toBeNull());
    change(false);
    answer(true);
    await started;
    expect(heard).toEqual([false]);
  });
});
