/**
 * A stand-in for the native side in unit tests: the shell's plugin (mode, messages both ways), the
 * Network, Browser and Preferences plugins, recording what the page asks of them. Tests route
 * device.ts to it with vi.mock.
 */
import type { ShellEvent, ShellPostOptions } from '@touchline/contract';
import { vi } from 'vitest';

type Listener<T> = (event: T) => void;
const handle = <T>(set: Set<Listener<T>>, listener: Listener<T>) => {
  set.add(listener);
  return { remove: async () => void set.delete(listener) };
};

/**
 * A Capacitor plugin is a proxy that turns any property into a native call, `then` included: a promise
 * resolved with a plugin calls it on the device and fails. The fakes do the same, so code that lets a
 * plugin escape into a promise fails here too.
 */
function likeAPlugin<T extends object>(name: string, plugin: T): T {
  return new Proxy(plugin, {
    get: (target, property, receiver) =>
      property === 'then'
        ? () => {
            throw new Error(`"${name}.then()" is not implemented on android`);
          }
        : Reflect.get(target, property, receiver),
  });
}

export function fakeDevice() {
  const messageListeners = new Set<Listener<ShellEvent>>();
  const networkListeners = new Set<Listener<{ connected: boolean; connectionType: string }>>();
  const stored = new Map<string, string>();
  const state = { mode: { mode: 'app' } as unknown, connected: true };
  const shell = {
    getMode: vi.fn(async () => state.mode),
    postMessage: vi.fn(async (_options: ShellPostOptions) => {}),
    addListener: vi.fn(async (_event: 'message', listener: Listener<ShellEvent>) =>
      handle(messageListeners, listener),
    ),
  };
  const network = {
    getStatus: vi.fn(async () => ({ connected: state.connected, connectionType: 'wifi' })),
    addListener: vi.fn(
      async (
        _event: 'networkStatusChange',
        listener: Listener<{ connected: boolean; connectionType: string }>,
      ) => handle(networkListeners, listener),
    ),
  };
  const browser = { open: vi.fn(async (_options: { url: string }) => {}) };
  const preferences = {
    get: vi.fn(async ({ key }: { key: string }) => ({ value: stored.get(key) ?? null })),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => void stored.set(key, value)),
    remove: vi.fn(async ({ key }: { key: string }) => void stored.delete(key)),
  };
  return {
    shell: likeAPlugin('TouchlineShell', shell),
    network: likeAPlugin('Network', network),
    browser: likeAPlugin('Browser', browser),
    preferences: likeAPlugin('Preferences', preferences),
    stored,
    state,
    /** The shell sends a message (the plugin's `message` event). */
    send(data: unknown) {
      for (const listener of messageListeners) listener({ data });
    },
    /** The device's connectivity changes. */
    setConnected(connected: boolean) {
      state.connected = connected;
      for (const listener of networkListeners)
        listener({ connected, connectionType: connected ? 'wifi' : 'none' });
    },
    /** What the page posted to the shell, parsed. */
    posted: (): { action: string; data: unknown; source: string; v: number }[] =>
      shell.postMessage.mock.calls.map(([options]) => JSON.parse(options.data)),
    listening: () => messageListeners.size,
  };
}

export type FakeDevice = ReturnType<typeof fakeDevice>;

/** device.ts routed to the fake (use inside vi.mock's factory with a hoisted holder). */
export const deviceModule = (current: () => FakeDevice) => ({
  SHELL_PLUGIN: 'TouchlineShell',
  shell: async <R>(use: (plugin: FakeDevice['shell']) => R) => use(current().shell),
  network: async <R>(use: (plugin: FakeDevice['network']) => R) => use(current().network),
  browser: async <R>(use: (plugin: FakeDevice['browser']) => R) => use(current().browser),
  preferences: async <R>(use: (plugin: FakeDevice['preferences']) => R) => use(current().preferences),
  appPlugin: async <R>(use: (plugin: object) => R) => use({}),
  resetDeviceForTests: () => {},
});

/** Capacitor's native runtime globals, as the Android shell defines them before the page's scripts. */
export function pretendAndroidApp(): void {
  window.Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
}

export function backToTheWeb(): void {
  delete window.Capacitor;
}
