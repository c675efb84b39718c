/**
 * The app's push registration as a small machine. subscribe() asks for the permission and registers
 * with the platform (APNs or FCM), which answers with the device token; once the bettor is logged in
 * (loggedIn), the token is registered with the server for them and the push properties set. The token
 * and the login may come in either order. loggedOut() unregisters the device before the session ends.
 *
 * States: idle -> subscribing -> subscribed (token known) | denied | failed.
 */
import type {
  Country,
  Language,
  PushPlatform,
  PushPropertiesBody,
  PushTopic,
  RegisterPushDeviceBody,
  UnregisterPushDeviceBody,
} from '@touchline/contract';

export type PushStatus = 'idle' | 'subscribing' | 'subscribed' | 'denied' | 'failed';

type Permission = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';
interface Handle {
  remove: () => Promise<void>;
}

/** What is used of @capacitor/push-notifications. */
export interface PushPlugin {
  checkPermissions(): Promise<{ receive: Permission }>;
  requestPermissions(): Promise<{ receive: Permission }>;
  register(): Promise<void>;
  addListener(event: 'registration', listener: (token: { value: string }) => void): Promise<Handle>;
  addListener(event: 'registrationError', listener: (error: { error: string }) => void): Promise<Handle>;
}

/** The server's push calls. */
export interface PushApi {
  register(body: RegisterPushDeviceBody): Promise<unknown>;
  setProperties(body: PushPropertiesBody): Promise<unknown>;
  unregister(body: UnregisterPushDeviceBody): Promise<unknown>;
}

/**
 * What the app sets after login: the language the bettor reads and the country site the app runs.
 * Topics are left as the bettor chose them unless given (the server starts a device on bet results).
 */
export interface PushProperties {
  lang: Language;
  country: Country;
  topics?: PushTopic[];
}

export interface PushRegistration {
  status(): PushStatus;
  /** The device token, once the platform gave one. */
  token(): string | null;
  subscribe(): Promise<PushStatus>;
  loggedIn(properties: PushProperties): Promise<void>;
  loggedOut(): Promise<void>;
}

export function createPushRegistration(deps: {
  plugin: PushPlugin;
  api: PushApi;
  platform: PushPlatform;
}): PushRegistration {
  const { plugin, api, platform } = deps;
  let status: PushStatus = 'idle';
  let token: string | null = null;
  /** The login's properties while logged in; the token is sent for them as soon as both are known. */
  let login: PushProperties | null = null;
  /** The token the server holds for this login. */
  let sent: string | null = null;
  let subscribing: Promise<PushStatus> | null = null;

  const send = async () => {
    if (!token || !login) return;
    const properties = login;
    if (sent !== token) {
      await api.register({ token, platform });
      sent = token;
    }
    await api.setProperties({
      token,
      lang: properties.lang,
      country: properties.country,
      ...(properties.topics ? { topics: properties.topics } : {}),
    });
  };

  const subscribe = async (): Promise<PushStatus> => {
    let permission = (await plugin.checkPermissions()).receive;
    if (permission === 'prompt' || permission === 'prompt-with-rationale') {
      permission = (await plugin.requestPermissions()).receive;
    }
    if (permission !== 'granted') {
      status = 'denied';
      return status;
    }
    const answer = new Promise<PushStatus>((resolve) => {
      void plugin.addListener('registration', ({ value }) => {
        token = value;
        status = 'subscribed';
        resolve(status);
        // A token that changes later (the platform rotates it) is registered again.
        void send().catch(() => {});
      });
      void plugin.addListener('registrationError', () => {
        if (status !== 'subscribed') status = 'failed';
        resolve(status);
      });
    });
    await plugin.register();
    return answer;
  };

  return {
    status: () => status,
    token: () => token,
    subscribe() {
      if (subscribing) return subscribing;
      status = 'subscribing';
      subscribing = subscribe().catch(() => {
        status = 'failed';
        return status;
      });
      return subscribing;
    },
    async loggedIn(properties) {
      login = properties;
      await send();
    },
    async loggedOut() {
      const held = sent;
      login = null;
      sent = null;
      if (held) await api.unregister({ token: held });
    },
  };
}
