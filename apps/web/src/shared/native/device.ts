/**
 * The native device's plugins, loaded only inside the app: each getter imports its Capacitor package on
 * first use (never in a web visitor's load) and refuses outside the app, where the plugins would fall
 * back to their web versions or fail.
 *
 * `shell()` is the shell's own plugin, `TouchlineShell` (registered here, implemented by the native
 * project): `getMode()` answers `{ mode: 'app' | 'omni' }` from its configuration, `postMessage({ data })`
 * hands the native side an app message (a string), and its `message` event
 * (`notifyListeners('message', { data })` natively) brings the native side's messages.
 */
import type { PluginListenerHandle } from '@capacitor/core';
import type { ShellEvent, ShellPostOptions } from '@touchline/contract';
import { isApp } from './platform';

/** The shell's plugin name (the contract's APP_BRIDGE.plugin; a literal here keeps the contract out of this file). */
export const SHELL_PLUGIN = 'TouchlineShell';

export interface TouchlineShellPlugin {
  /** The shell's mode, read natively from its configuration; validated by the caller. */
  getMode: () => Promise<unknown>;
  postMessage: (options: ShellPostOptions) => Promise<void>;
  addListener: (event: 'message', listener: (event: ShellEvent) => void) => Promise<PluginListenerHandle>;
}

function appOnly(): void {
  if (!isApp()) throw new Error('device plugins exist only in the native app');
}

let shellPlugin: Promise<TouchlineShellPlugin> | null = null;

export function shell(): Promise<TouchlineShellPlugin> {
  appOnly();
  shellPlugin ??= import('@capacitor/core').then(({ registerPlugin }) =>
    registerPlugin<TouchlineShellPlugin>(SHELL_PLUGIN),
  );
  return shellPlugin;
}

export async function network() {
  appOnly();
  return (await import('@capacitor/network')).Network;
}

export async function browser() {
  appOnly();
  return (await import('@capacitor/browser')).Browser;
}

export async function preferences() {
  appOnly();
  return (await import('@capacitor/preferences')).Preferences;
}

export async function appPlugin() {
  appOnly();
  return (await import('@capacitor/app')).App;
}

/** Forgets the registered shell plugin (tests load it afresh). */
export function resetDeviceForTests(): void {
  shellPlugin = null;
}
