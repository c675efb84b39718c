import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isApp, isOmni, platform, useAppMode, useShellState } from './platform';

/** The globals Capacitor's native runtime defines before the page's scripts. */
const nativeRuntime = (name: string) => {
  window.Capacitor = { isNativePlatform: () => true, getPlatform: () => name };
};

describe('platform and mode, from the shell itself', () => {
  afterEach(() => {
    delete window.Capacitor;
    useShellState.setState({ omni: false, online: null });
  });

  it('is the web without the native runtime, whatever the address says', () => {
    window.history.replaceState(null, '', '/?platform=android&app=1&omni=1');
    expect(platform()).toBe('web');
    expect(isApp()).toBe(false);
    expect(isOmni()).toBe(false);
    window.history.replaceState(null, '', '/');
  });

  it('is the web where Capacitor runs its web implementation (isNativePlatform false)', () => {
    window.Capacitor = { isNativePlatform: () => false, getPlatform: () => 'web' };
    expect(platform()).toBe('web');
    expect(isApp()).toBe(false);
  });

  it('is the Android or iOS app when the native runtime says so', () => {
    nativeRuntime('android');
    expect(platform()).toBe('android');
    expect(isApp()).toBe(true);
    nativeRuntime('ios');
    expect(platform()).toBe('ios');
    expect(isApp()).toBe(true);
  });

  it('is omni only in the app with the shell reporting omni mode', () => {
    useShellState.setState({ omni: true });
    expect(isOmni()).toBe(false);
    nativeRuntime('android');
    expect(isOmni()).toBe(true);
    useShellState.setState({ omni: false });
    expect(isOmni()).toBe(false);
  });

  it('useAppMode renders again when the shell reports its mode', () => {
    nativeRuntime('android');
    const { result } = renderHook(() => useAppMode());
    expect(result.current).toEqual({ isApp: true, isOmni: false });
    act(() => useShellState.setState({ omni: true }));
    expect(result.current).toEqual({ isApp: true, isOmni: true });
  });

  it('useAppMode on the web is neither the app nor omni', () => {
    useShellState.setState({ omni: true });
    const { result } = renderHook(() => useAppMode());
    expect(result.current).toEqual({ isApp: false, isOmni: false });
  });
});
