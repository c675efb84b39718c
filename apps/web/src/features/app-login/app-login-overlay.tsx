/**
 * The app's login overlay: username, password with show/hide, the login mode choice (biometric named by
 * the device's first local auth type, auto login, remember username), Login / 'Logging in...', the
 * forgotten-password and registration links, a close control and a red error area. A forced login
 * covers it with a blocking loader.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountFrame } from '@/shared/account-frame';
import { Dialog } from '@/shared/ui/dialog';
import styles from './app-login.module.css';
import type { AppLoginController } from './controller';
import { biometricLabelKey, type PressableMode } from './modes';

export interface AppLoginOverlayProps {
  controller: AppLoginController;
}

export function AppLoginOverlay({ controller }: AppLoginOverlayProps) {
  const open = controller.store((state) => state.open);
  if (!open) return null;
  return <OpenOverlay controller={controller} />;
}

function OpenOverlay({ controller }: AppLoginOverlayProps) {
  const { t } = useTranslation();
  const state = controller.store();
  const [username, setUsername] = useState(state.rememberedUsername);
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const ids = { username: useId(), password: useId(), error: useId() };
  const forced = state.phase === 'forced';
  const submitting = state.phase === 'submitting';
  const busy = forced || submitting || state.phase === 'success';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void controller.submit({ username: username.trim(), password });
  };
  const leaveFor = (path: string) => {
    controller.close();
    openAccountFrame(path);
  };
  const modes: { mode: PressableMode; label: string }[] = [
    { mode: 'biometric', label: t(biometricLabelKey(state.localAuthTypes)) },
    { mode: 'auto', label: t('appLogin.autoLogin') },
    { mode: 'username', label: t('appLogin.rememberUsername') },
  ];

  return (
    <Dialog
      open
      title={t('appLogin.title')}
      onClose={() => controller.close()}
      blocking={forced}
      size="screen"
    >
      <div className={styles.overlay} data-testid="app-login">
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} inert={forced}>
          <div className={styles.field}>
            <label htmlFor={ids.username}>{t('appLogin.username')}</label>
            <input
              id={ids.username}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-describedby={state.error ? ids.error : undefined}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.password}>{t('appLogin.password')}</label>
            <div className={styles.password}>
              <input
                id={ids.password}
                name="password"
                type={shown ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby={state.error ? ids.error : undefined}
              />
              <button
                type="button"
                className={styles.reveal}
                aria-controls={ids.password}
                onClick={() => setShown(!shown)}
              >
                {shown ? t('appLogin.hidePassword') : t('appLogin.showPassword')}
              </button>
            </div>
          </div>
          <fieldset className={styles.modes}>
            <legend>{t('appLogin.loginOptions')}</legend>
            {modes.map(({ mode, label }) => (
              <button
                key={mode}
                type="button"
                className={styles.mode}
                aria-pressed={state.mode === mode}
                onClick={() => controller.press(mode)}
              >
                <span className={styles.tick} aria-hidden="true" />
                {label}
              </button>
            ))}
          </fieldset>
          <div id={ids.error} className={styles.error} role="alert">
            {state.error}
          </div>
          <button type="submit" className={styles.submit} disabled={busy || !username.trim() || !password}>
            {submitting ? t('appLogin.loggingIn') : t('appLogin.login')}
          </button>
          <button type="button" className={styles.link} onClick={() => leaveFor('/forgot-password')}>
            {t('appLogin.forgotPassword')}
          </button>
          <p className={styles.join}>
            <span>{t('appLogin.noAccount')}</span>
            <button type="button" className={styles.joinButton} onClick={() => leaveFor('/registration')}>
              {t('appLogin.joinNow')}
            </button>
          </p>
        </form>
        {state.phase === 'success' ? (
          <p className={styles.success} role="status">
            {t('appLogin.loggedIn')}
          </p>
        ) : null}
        {forced ? (
          <div className={styles.blocking}>
            <span className={styles.loader} role="progressbar" aria-label={t('appLogin.loggingIn')} />
            <span aria-hidden="true">{t('appLogin.loggingIn')}</span>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
