/**
 * Push notifications of the native app, for the app layer to call (each does nothing on the web, and
 * loads the plugin and the calls only in the app):
 *
 * - `subscribeToPush()`: asks for the notification permission and registers with APNs / FCM. The
 *   location splash calls it 1.5 s after a successful location check.
 * - `pushAfterLogin({ lang, country })`: after a login (the frame's login, the native login), registers
 *   the device token for the bettor and sets the push properties: language and country site (brand and
 *   currency are the account's, on the server). Safe to call before the token has arrived: it is sent
 *   when it does, and again when the platform rotates it.
 * - `pushBeforeLogout()`: unregisters the device before the logout call (the server also forgets the
 *   devices of a login that logs out).
 */

import { isApp } from '@/shared/native/platform';
import type { PushProperties, PushStatus } from './push-registration';

export type { PushProperties, PushStatus } from './push-registration';

const load = () => import('./app-push').then((module) => module.appPush);

export async function subscribeToPush(): Promise<PushStatus> {
  if (!isApp()) return 'idle';
  return (await load()).subscribe();
}

export async function pushAfterLogin(properties: PushProperties): Promise<void> {
  if (!isApp()) return;
  await (await load()).loggedIn(properties);
}

export async function pushBeforeLogout(): Promise<void> {
  if (!isApp()) return;
  await (await load()).loggedOut();
}
