/**
 * Cookie choices and the tag manager: the consent dialog, the footer's Cookie settings entry, and the
 * dataLayer that starts only as the choices allow. Loaded after the first screen.
 */
export { ConsentHost, CookieSettingsLink } from './consent-host';
