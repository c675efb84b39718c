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

/*
 * Each getter runs `use` with the plugin instead of answering the plugin itself: a Capacitor plugin is a
 * proxy that turns any property into a native call, so a promise resolved with one would call its
 * `then` on the device ("TouchlineShell.then() is not implemented").
 */

let shellPlugin: TouchlineShellPlugin | null = null;

export function shell<R>(use: (plugin: TouchlineShellPlugin) => R | Promise<R>): Promise<R> {
  appOnly();
  return import('@capacitor/core').then(({ registerPlugin }) => {
    shellPlugin ??= registerPlugin<TouchlineShellPlugin>(SHELL_PLUGIN);
    return use(shellPlugin);
  });
}

type NetworkPlugin = typeof import('@capacitor/network').Network;
type BrowserPlugin = typeof import('@capacitor/browser').Browser;
type PreferencesPlugin = typeof import('@capacitor/preferences').Preferences;
type AppPlugin = typeof import('@capacitor/app').App;

export function network<R>(use: (plugin: NetworkPlugin) => R | Promise<R>): Promise<R> {
  appOnly();
  return import('@capacitor/network').then((m) => use(m.Network));
}

export function browser<R>(use: (plugin: BrowserPlugin) => R | Promise<R>): Promise<R> {
  appOnly();
  return import('@capacitor/browser').then((m) => use(m.Browser));
}

export function preferences<R>(use: (plugin: PreferencesPlugin) => R | Promise<R>): Promise<R> {
  appOnly();
  return import('@capacitor/preferences').then((m) => use(m.Preferences));
}

export function appPlugin<R>(use: (plugin: AppPlugin) => R | Promise<R>): Promise<R> {
  appOnly();
  return import('@capacitor/app').then((m) => use(m.App));
}

/** Forgets the registered shell plugin (tests load it afresh). */
export function resetDeviceForTests(): void {
  shellPlugin = null;
}
