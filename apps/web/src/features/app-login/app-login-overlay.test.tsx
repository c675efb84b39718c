import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAccountFrame } from '@/shared/account-frame';
import { AppLoginOverlay } from './app-login-overlay';
import { createAppLoginController } from './controller';
import { LoginToggles } from './login-toggles';
import { DOMAIN, fakeApi, fakeDevice, fakePage, refusal } from './testing';
import { textsReady } from './texts';

beforeAll(() => textsReady);
afterEach(() => vi.restoreAllMocks());

async function renderOverlay(
  options: Parameters<typeof fakeDevice>[0] & { api?: ReturnType<typeof fakeApi> } = {},
) {
  const fake = fakeDevice(options);
  const api = options.api ?? fakeApi();
  const page = fakePage();
  const controller = createAppLoginController(fake.device, api, page);
  await controller.load();
  render(<AppLoginOverlay controller={controller} />);
  act(() => controller.open());
  return { ...fake, api, page, controller };
}

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('app login overlay', () => {
  it('has the fields, the mode choice, the links and a close control, named by their visible text', async () => {
    await renderOverlay({ types: ['face_id'] });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    const options = screen.getByRole('group', { name: 'Login options' });
    expect([...options.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Face ID',
      'Auto login',
      'Remember username',
    ]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgotten password?' })).toBeTruthy();
    expect(screen.getByText("Don't have an account yet?")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'JOIN NOW' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("names the biometric option by the device's first local auth type", async () => {
    await renderOverlay({ types: ['fingerprint', 'face'] });
    expect(screen.getByRole('button', { name: 'Fingerprint', pressed: false })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    await renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it("reads 'Logging in...' while the login runs, then says it worked and closes after 1 s", async () => {
    const t = await renderOverlay();
    let answer: (value: Awaited<ReturnType<typeof t.api.login>>) => void = () => {};
    t.api.login.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    fill('Username', 'demo-ie');
    fill('Password', 'right-password');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      answer({
        body: {
          status: 'success',
          message: null,
          data: { temporary_token: null, sportify: { access_token: 'tok' }, domain: DOMAIN },
        },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status').textContent).toBe("You're logged in");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal in the red error area', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderOverlay({ api: fakeApi({ login: refusal('Wrong username or password') }) });
    fill('Username', 'demo-ie');
    fill('Password', 'wrong');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Wrong username or password');
  });

  it('marks the pressed mode, and pressing it again clears it', async () => {
    await renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Remember username' }));
    expect(screen.getByRole('button', { name: 'Remember username', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remember username' }));
    expect(screen.getByRole('button', { name: 'Remember username', pressed: false })).toBeTruthy();
  });

  it('covers the form with a blocking loader during a forced login', async () => {
    const t = await renderOverlay();
    t.secure.set(DOMAIN, { username: 'demo-ie', password: 'right-password' });
    t.api.login.mockImplementation(() => new Promise(() => {}));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Auto login' }));
    });
    expect(screen.getByRole('progressbar', { name: 'Logging in...' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('opens the account pages for a forgotten password and for joining', async () => {
    const t = await renderOverlay();
    fireEvent.click(screen.getByRole('button', { name: 'Forgotten password?' }));
    expect(useAccountFrame.getState().request?.path).toBe('/forgot-password');
    act(() => t.controller.open());
    fireEvent.click(screen.getByRole('button', { name: 'JOIN NOW' }));
    expect(useAccountFrame.getState().request?.path).toBe('/registration');
  });

  it('prefills the remembered username', async () => {
    const fake = fakeDevice();
    fake.preferences.set('rememberedUsername', 'demo-ie');
    fake.preferences.set('loginMode', 'username');
    const controller = createAppLoginController(fake.device, fakeApi(), fakePage());
    await controller.load();
    render(<AppLoginOverlay controller={controller} />);
    act(() => controller.open());
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('demo-ie');
    expect(screen.getByRole('button', { name: 'Remember username', pressed: true })).toBeTruthy();
  });
});

describe('right sidebar switches', () => {
  it('offer biometric (named by the auth type) and auto login where the device has biometrics', async () => {
    const fake = fakeDevice({ types: ['touch_id'] });
    const controller = createAppLoginController(fake.device, fakeApi(), fakePage());
    await controller.load();
    render(<LoginToggles controller={controller} />);
    expect(screen.getByRole('switch', { name: 'Touch ID', checked: false })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Auto login', checked: false })).toBeTruthy();
  });

  it('offer only auto login without biometrics', async () => {
    const fake = fakeDevice({ types: [] });
    const controller = createAppLoginController(fake.device, fakeApi(), fakePage());
    await controller.load();
    render(<LoginToggles controller={controller} />);
    expect(screen.queryAllByRole('switch').map((item) => item.textContent)).toEqual(['Auto login']);
  });

  it('turning auto login on opens the login; turning it off forgets the credentials', async () => {
    const fake = fakeDevice();
    const controller = createAppLoginController(fake.device, fakeApi(), fakePage());
    await controller.load();
    const openLogin = vi.fn();
    render(<LoginToggles controller={controller} onOpenLogin={openLogin} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Auto login' }));
    });
    expect(openLogin).toHaveBeenCalled();
    expect(controller.store.getState()).toMatchObject({ open: true, mode: 'auto' });
    await act(() => controller.submit({ username: 'demo-ie', password: 'right-password' }));
    expect(screen.getByRole('switch', { name: 'Auto login', checked: true })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Auto login' }));
    });
    expect(screen.getByRole('switch', { name: 'Auto login', checked: false })).toBeTruthy();
    expect(fake.secure.size).toBe(0);
  });
});
