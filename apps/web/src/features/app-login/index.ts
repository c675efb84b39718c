/**
 * The app's own login: the overlay, the forced logins of the auto and biometric modes, and the right
 * sidebar's switches. Only the app loads its code, texts and plugins; the first load carries only the
 * request store below.
 */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';

export { type AppLoginRequest, requestAppLogin, useAppLoginRequests } from './requests';

const load = withTexts(
  () => import('./app-login-host'),
  () => import('./texts'),
);

export const AppLoginHost = lazy(() => load().then((m) => ({ default: m.AppLoginHost })));
export const AppLoginToggles = lazy(() => load().then((m) => ({ default: m.AppLoginToggles })));
