/** The app login's timings, texts the product fixes, and preference keys. */

/** After a successful login the overlay closes 1 s later (the bettor sees it worked). */
export const CLOSE_AFTER_LOGIN_MS = 1000;
/**
 * A local authentication (a biometric prompt, a forced login) this recent keeps a return to the app from
 * forcing another login: the system's biometric prompt itself sends the app to the background and back,
 * and without this a cancelled prompt would come straight back.
 */
export const RECENT_LOCAL_AUTH_MS = 30_000;
/** The alert when a login answer carries no access token. */
export const NO_ACCESS_TOKEN_MESSAGE = 'ERROR: No Access Token';
/** The prefix of a refused login's message (a toast on Android, an alert elsewhere). */
export const LOGIN_MESSAGE_PREFIX = 'LOGIN: ';

/** Device preferences (not the web storage): the mode, the remembered name and the device's auth types. */
export const PREFERENCE_KEYS = {
  loginMode: 'loginMode',
  rememberedUsername: 'rememberedUsername',
  localAuthTypes: 'localAuthTypes',
} as const;
