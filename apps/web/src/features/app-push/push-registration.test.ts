import { describe, expect, it, vi } from 'vitest';
import { createPushRegistration, type PushApi, type PushPlugin } from './push-registration';

const TOKEN = `fcm:${'a'.repeat(60)}`;

function fakePlugin(permission: 'prompt' | 'granted' | 'denied', answer: 'granted' | 'denied' = 'granted') {
  const listeners = new Map<string, (value: never) => void>();
  const plugin = {
    checkPermissions: vi.fn(async () => ({ receive: permission })),
    requestPermissions: vi.fn(async () => ({ receive: answer })),
    register: vi.fn(async () => {}),
    addListener: vi.fn(async (event: string, listener: (value: never) => void) => {
      listeners.set(event, listener);
      return { remove: async () => {} };
    }),
  };
  const emit = (event: 'registration' | 'registrationError', value: unknown) =>
    listeners.get(event)?.(value as never);
  return { plugin: plugin as unknown as PushPlugin & typeof plugin, emit };
}

function fakeApi() {
  const calls: Array<[string, unknown]> = [];
  const api: PushApi = {
    register: async (body) => calls.push(['register', body]),
    setProperties: async (body) => calls.push(['properties', body]),
    unregister: async (body) => calls.push(['unregister', body]),
  };
  return { api, calls };
}

describe('app push registration', () => {
  it('asks for the permission when undecided, registers with the platform and keeps the token', async () => {
    const { plugin, emit } = fakePlugin('prompt');
    const { api } = fakeApi();
    const push = createPushRegistration({ plugin, api, platform: 'android' });
    const subscribed = push.subscribe();
    await vi.waitFor(() => expect(plugin.register).toHaveBeenCalled());
    expect(plugin.requestPermissions).toHaveBeenCalled();
    expect(push.status()).toBe('subscribing');
    emit('registration', { value: TOKEN });
    expect(await subscribed).toBe('subscribed');
    expect(push.token()).toBe(TOKEN);
    // Subscribing again reuses the first subscription.
    await push.subscribe();
    expect(plugin.register).toHaveBeenCalledTimes(1);
  });

  it('a refused permission never registers', async () => {
    const { plugin } = fakePlugin('prompt', 'denied');
    const push = createPushRegistration({ plugin, api: fakeApi().api, platform: 'ios' });
    expect(await push.subscribe()).toBe('denied');
    expect(plugin.register).not.toHaveBeenCalled();
  });

  it('a registration error fails the subscription', async () => {
    const { plugin, emit } = fakePlugin('granted');
    const push = createPushRegistration({ plugin, api: fakeApi().api, platform: 'ios' });
    const subscribed = push.subscribe();
    await vi.waitFor(() => expect(plugin.register).toHaveBeenCalled());
    emit('registrationError', { error: 'no APNs entitlement' });
    expect(await subscribed).toBe('failed');
  });

  it('after login it registers the token for the bettor and sets the push properties, whichever comes first', async () => {
    const { plugin, emit } = fakePlugin('granted');
    const { api, calls } = fakeApi();
    const push = createPushRegistration({ plugin, api, platform: 'android' });
    await push.loggedIn({ lang: 'de', country: 'DE' });
    expect(calls).toEqual([]);
    const subscribed = push.subscribe();
    await vi.waitFor(() => expect(plugin.register).toHaveBeenCalled());
    emit('registration', { value: TOKEN });
    await subscribed;
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['register', { token: TOKEN, platform: 'android' }],
      ['properties', { token: TOKEN, lang: 'de', country: 'DE' }],
    ]);
    // A later login of the same session only sets the properties again.
    await push.loggedIn({ lang: 'en', country: 'IE', topics: ['bet_results', 'promotions'] });
    expect(calls.at(-1)).toEqual([
      'properties',
      { token: TOKEN, lang: 'en', country: 'IE', topics: ['bet_results', 'promotions'] },
    ]);
    expect(calls.filter(([name]) => name === 'register')).toHaveLength(1);
  });

  it('logging out unregisters the device, and the next login registers it again', async () => {
    const { plugin, emit } = fakePlugin('granted');
    const { api, calls } = fakeApi();
    const push = createPushRegistration({ plugin, api, platform: 'ios' });
    const subscribed = push.subscribe();
    await vi.waitFor(() => expect(plugin.register).toHaveBeenCalled());
    emit('registration', { value: TOKEN });
    await subscribed;
    await push.loggedIn({ lang: 'en', country: 'GB' });
    await push.loggedOut();
    expect(calls.at(-1)).toEqual(['unregister', { token: TOKEN }]);
    await push.loggedOut();
    expect(calls.filter(([name]) => name === 'unregister')).toHaveLength(1);
    await push.loggedIn({ lang: 'en', country: 'GB' });
    expect(calls.filter(([name]) => name === 'register')).toHaveLength(2);
  });
});
