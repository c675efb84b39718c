/**
 * The app's login overlay: username, password with show/hide, the login mode choice (biometric named by
 * the device's first local auth type, auto login, remember username), Login / 'Logging in...', the
 * forgotten-password and registration links, a close control and a red error area. A forced login
 * covers it with a blocking loader.
 */
import { Dialog } from '@touchline/web-kit/dialog';
import { PasswordField, TextField } from '@touchline/web-kit/field';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccountFrame } from '@/shared/account-frame';
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
  const errorId = useId();
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
      closeLabel={t('modal.close')}
      onClose={() => controller.close()}
      blocking={forced}
      size="screen"
    >
      <div className={styles.overlay} data-testid="app-login">
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy} inert={forced}>
          <TextField
            label={t('appLogin.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onValueChange={setUsername}
            aria-describedby={state.error ? errorId : undefined}
          />
          <PasswordField
            label={t('appLogin.password')}
            showLabel={t('appLogin.showPassword')}
            hideLabel={t('appLogin.hidePassword')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            aria-describedby={state.error ? errorId : undefined}
          />
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
          <div id={errorId} className={styles.error} role="alert">
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
