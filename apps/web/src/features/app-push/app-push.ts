/**
 * The app's one push registration, wired to the Capacitor plugin and the server's push calls. Loaded
 * on demand by index.ts, only inside the app.
 */
import { Capacitor } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';
import { registerPushDevice, setPushProperties, unregisterPushDevice } from '@touchline/contract';
import { callApi } from '@/shared/api/call';
import { createPushRegistration, type PushRegistration } from './push-registration';

export const appPush: PushRegistration = createPushRegistration({
  plugin: PushNotifications,
  api: {
    register: (body) => callApi(registerPushDevice, { body }),
    setProperties: (body) => callApi(setPushProperties, { body }),
    unregister: (body) => callApi(unregisterPushDevice, { body }),
  },
  platform: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android',
});
