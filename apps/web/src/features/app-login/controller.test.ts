import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppLoginController } from './controller';
import { DOMAIN, fakeApi, fakeDevice, fakePage, refusal, success } from './testing';

const credentials = { username: 'demo-ie', password: 'right-password' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function setUp(options: Parameters<typeof fakeDevice>[0] & { api?: ReturnType<typeof fakeApi> } = {}) {
  const fake = fakeDevice(options);
  const api = options.api ?? fakeApi();
  const page = fakePage();
  const controller = createAppLoginController(fake.device, api, page);
  await controller.load();
  return { ...fake, api, page, controller, state: () => controller.store.getState() };
}

describe('loading', () => {
  it("reads the saved mode, the remembered name and the device's auth types", async () => {
    const fake = fakeDevice({ types: ['fingerprint'] });
    fake.preferences.set('loginMode', 'username');
    fake.preferences.set('rememberedUsername', 'demo-ie');
    const controller = createAppLoginController(fake.device, fakeApi(), fakePage());
    await controller.load();
    expect(controller.store.getState()).toMatchObject({
      loaded: true,
      mode: 'username',
      savedMode: 'username',
      rememberedUsername: 'demo-ie',
      localAuthTypes: ['fingerprint'],
    });
    expect(fake.preferences.get('localAuthTypes')).toBe('["fingerprint"]');
  });

  it('reads a saved biometric mode as auto on a device without biometrics', async () => {
    const fake = fakeDevice({ types: [] });
    fake.preferences.set('loginMode', 'biometric');
    const controller = createAppLoginController(fake.device, fakeApi(), fakePage());
    await controller.load();
    expect(controller.store.getState().savedMode).toBe('auto');
  });
});

describe('password login', () => {
  it('stores the token, refreshes the balance and closes after 1 s', async () => {
    const t = await setUp();
    t.controller.open();
    const done = t.controller.submit(credentials);
    expect(t.state().phase).toBe('submitting');
    await done;
    expect(t.page.signIn).toHaveBeenCalledWith('access-token');
    expect(t.page.refreshBalance).toHaveBeenCalled();
    expect(t.state().phase).toBe('success');
    await vi.advanceTimersByTimeAsync(999);
    expect(t.state().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.state().open).toBe(false);
  });

  it("alerts 'LOGIN: ' and the message on iOS, and shows it in the error area", async () => {
    const t = await setUp({
      platform: 'ios',
      api: fakeApi({ login: refusal('Wrong username or password') }),
    });
    t.controller.open();
    await t.controller.submit(credentials);
    expect(t.page.alert).toHaveBeenCalledWith('LOGIN: Wrong username or password');
    expect(t.page.toast).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({ phase: 'form', error: 'Wrong username or password', open: true });
  });

  it("shows 'LOGIN: ' and the message as a toast on Android", async () => {
    const t = await setUp({
      platform: 'android',
      api: fakeApi({ login: refusal('Wrong username or password') }),
    });
    t.controller.open();
    await t.controller.submit(credentials);
    expect(t.page.toast).toHaveBeenCalledWith('LOGIN: Wrong username or password');
    expect(t.page.alert).not.toHaveBeenCalled();
  });

  it("alerts 'ERROR: No Access Token' when the answer has none", async () => {
    const t = await setUp({ api: fakeApi({ login: success(null) }) });
    t.controller.open();
    await t.controller.submit(credentials);
    expect(t.page.alert).toHaveBeenCalledWith('ERROR: No Access Token');
    expect(t.page.signIn).not.toHaveBeenCalled();
    expect(t.state().error).toBe('ERROR: No Access Token');
  });

  it("moves to the account's country site after a temporary_token retry", async () => {
    const api = fakeApi({
      login: {
        body: {
          status: 'error',
          message: 'This account belongs to gb.touchline.example: continue there',
          data: { temporary_token: 'temp', sportify: { access_token: null }, domain: 'gb.touchline.example' },
        },
      },
      token: success('gb-token', 'gb.touchline.example'),
    });
    const t = await setUp({ api });
    t.controller.open();
    await t.controller.submit(credentials);
    expect(api.loginWithToken).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'temp', domain: 'gb.touchline.example' }),
    );
    expect(t.page.signIn).toHaveBeenCalledWith('gb-token');
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.page.goToDomain).toHaveBeenCalledWith('gb.touchline.example');
  });
});

describe('modes and the secure store', () => {
  it('auto login keeps the credentials only in the secure store, and the mode in the preferences', async () => {
    const t = await setUp();
    t.controller.open();
    t.controller.press('auto');
    await vi.advanceTimersByTimeAsync(0);
    // No credentials saved yet: the form stays for the password.
    expect(t.state()).toMatchObject({ phase: 'form', mode: 'auto' });
    expect(t.api.login).not.toHaveBeenCalled();
    await t.controller.submit(credentials);
    expect(t.secure.get(DOMAIN)).toEqual(credentials);
    expect(t.preferences.get('loginMode')).toBe('auto');
    expect([...t.preferences.values()].join()).not.toContain('right-password');
    expect(JSON.stringify({ ...localStorage })).not.toContain('right-password');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('right-password');
  });

  it('pressing auto with saved credentials forces a login behind a blocking loader', async () => {
    const t = await setUp();
    t.secure.set(DOMAIN, credentials);
    t.controller.open();
    t.controller.press('auto');
    expect(t.state().phase).toBe('forced');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.api.login).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'demo-ie', password: 'right-password' }),
    );
    expect(t.state().phase).toBe('success');
    expect(t.page.signIn).toHaveBeenCalledWith('access-token');
  });

  it('biometric asks the device to verify the owner first, then logs in', async () => {
    const t = await setUp({ types: ['face_id'] });
    t.secure.set(DOMAIN, credentials);
    t.controller.open();
    t.controller.press('biometric');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.device.verifyIdentity).toHaveBeenCalledWith({
      title: 'Log in',
      reason: "Confirm it's you to log in",
    });
    expect(t.api.login).toHaveBeenCalled();
    expect(t.state().localAuthAt).toBe(Date.parse('2026-11-27T12:00:00Z'));
  });

  it('biometric does not log in when the owner is not verified', async () => {
    const t = await setUp({ types: ['face_id'] });
    t.secure.set(DOMAIN, credentials);
    t.device.verifyIdentity.mockResolvedValue(false);
    t.controller.open();
    t.controller.press('biometric');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.api.login).not.toHaveBeenCalled();
    expect(t.state()).toMatchObject({
      phase: 'form',
      error: "We couldn't confirm it's you. Log in with your password.",
    });
  });

  it('biometric falls back to auto without biometrics: no prompt, the login still runs', async () => {
    const t = await setUp({ types: [] });
    t.secure.set(DOMAIN, credentials);
    t.controller.open();
    t.controller.press('biometric');
    expect(t.state().mode).toBe('auto');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.device.verifyIdentity).not.toHaveBeenCalled();
    expect(t.api.login).toHaveBeenCalled();
    expect(t.preferences.get('loginMode')).toBe('auto');
  });

  it('pressing the active mode clears it and forgets the credentials', async () => {
    const t = await setUp();
    t.secure.set(DOMAIN, credentials);
    t.preferences.set('loginMode', 'auto');
    await t.controller.load();
    t.controller.press('auto');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.state()).toMatchObject({ mode: 'none', savedMode: 'none' });
    expect(t.secure.has(DOMAIN)).toBe(false);
    expect(t.preferences.has('loginMode')).toBe(false);
  });

  it('remember username keeps the name in the preferences and no credentials', async () => {
    const t = await setUp();
    t.controller.open();
    t.controller.press('username');
    await t.controller.submit(credentials);
    expect(t.preferences.get('rememberedUsername')).toBe('demo-ie');
    expect(t.preferences.get('loginMode')).toBe('username');
    expect(t.secure.has(DOMAIN)).toBe(false);
  });

  it('a forced login the server refuses forgets the saved credentials and the mode', async () => {
    const t = await setUp({
      platform: 'android',
      api: fakeApi({ login: refusal('Wrong username or password') }),
    });
    t.secure.set(DOMAIN, credentials);
    t.preferences.set('loginMode', 'auto');
    await t.controller.load();
    t.controller.open({ forced: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.page.toast).toHaveBeenCalledWith('LOGIN: Wrong username or password');
    expect(t.secure.has(DOMAIN)).toBe(false);
    expect(t.state().savedMode).toBe('none');
  });

  it('the overlay cannot be closed during the blocking loader', async () => {
    const t = await setUp();
    t.secure.set(DOMAIN, credentials);
    t.api.login.mockImplementation(() => new Promise(() => {}));
    t.controller.open();
    t.controller.press('auto');
    await vi.advanceTimersByTimeAsync(0);
    t.controller.close();
    expect(t.state()).toMatchObject({ open: true, phase: 'forced' });
  });
});

describe('becoming active', () => {
  async function withSavedAuto() {
    const t = await setUp();
    t.secure.set(DOMAIN, credentials);
    t.preferences.set('loginMode', 'auto');
    await t.controller.load();
    return t;
  }

  it('forces a login with no user, the app ready and a saved auto mode', async () => {
    const t = await withSavedAuto();
    t.controller.becameActive({ loggedIn: false, appReady: true });
    expect(t.state()).toMatchObject({ open: true, phase: 'forced' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.api.login).toHaveBeenCalledTimes(1);
  });

  it('does nothing with a user, before the app is ready, or right after a local authentication', async () => {
    const t = await withSavedAuto();
    t.controller.becameActive({ loggedIn: true, appReady: true });
    t.controller.becameActive({ loggedIn: false, appReady: false });
    expect(t.state().open).toBe(false);
    t.controller.becameActive({ loggedIn: false, appReady: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.api.login).toHaveBeenCalledTimes(1);
    // The biometric prompt sends the app away and back: that return is not another login.
    t.controller.becameActive({ loggedIn: false, appReady: true });
    expect(t.api.login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    t.controller.becameActive({ loggedIn: false, appReady: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.api.login).toHaveBeenCalledTimes(2);
  });
});
