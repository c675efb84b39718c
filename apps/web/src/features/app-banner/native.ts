/** Whether the page runs inside the native app: the shell's own runtime says so, never the address. */
export const isNativeApp = (): boolean =>
  typeof window !== 'undefined' &&
  (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.() === true;
