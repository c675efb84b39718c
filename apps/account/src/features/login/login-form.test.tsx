import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/session/store';
import { fakeApi, renderSite } from '@/test/render';
import { LoginForm } from './login-form';

const success = {
  status: 'success',
  message: null,
  data: { temporary_token: null, sportify: { access_token: 'access-1' }, domain: 'ie.touchline.example' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

async function fillAndSubmit(username = 'demo-ie', password = 'touchline-demo') {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login form', () => {
  it('has the labelled fields, a show/hide toggle and the links to reset and register', async () => {
    renderSite(<LoginForm />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgotten password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByText("Don't have an account yet?")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'JOIN NOW' }).getAttribute('href')).toBe('/registration');
  });

  it('sends nothing while a field is empty', async () => {
    const api = fakeApi({});
    renderSite(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter your username or e-mail address.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("shows 'Logging in...' while sending, then hands the session to the sportsbook", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({
      'POST /auth/login': async () => {
        await gate;
        return { body: success };
      },
      'POST /auth/sport-token': {
        body: {
          status: 'success',
          message: null,
          data: { sport_token: 'sport-1', expires_at: '2026-01-01T00:00:00Z' },
        },
      },
    });
    const done = vi.fn();
    const { posted } = renderSite(<LoginForm onDone={done} />);
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeTruthy();
    release();
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.requests[0]?.body).toMatchObject({
      username: 'demo-ie',
      password: 'touchline-demo',
      rememberMe: 1,
    });
    expect(posted).toMatchObject([
      { event: 'sport_token', details: { token: 'sport-1' } },
      { event: 'action_done', details: { action: 'login' } },
    ]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'access-1', username: 'demo-ie' });
  });

  it('shows a wrong password in the red area', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 401,
        body: { status: 'error', message: 'Invalid username or password', data: null },
      },
    });
    renderSite(<LoginForm />);
    await fillAndSubmit('demo-ie', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('explains a lockout with the minutes to wait', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 423,
        headers: { 'retry-after': '840' },
        body: {
          status: 'error',
          message: 'Too many failed login attempts: the account is locked for 15 minutes.',
          data: null,
        },
      },
    });
    renderSite(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account is locked after 5 failed login attempts. Try again in 14 minutes, or reset your password.',
    );
  });

  it('explains a rate limit with the time to wait', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 429,
        headers: { 'retry-after': '42' },
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many requests: retry in 42 seconds',
        },
      },
    });
    renderSite(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts from your connection. Please try again in 42 seconds.',
    );
  });

  it("shows 'ERROR: No Access Token' when the answer carries none", async () => {
    fakeApi({
      'POST /auth/login': {
        body: { ...success, data: { ...success.data, sportify: { access_token: null } } },
      },
    });
    renderSite(<LoginForm />);
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('ERROR: No Access Token');
  });
});
