/**
 * The right sidebar's app-only switches: biometric login (named by the device's first local auth type,
 * shown where the device has biometrics) and auto login. Turning one on logs in once more through the
 * overlay (the forced login with the saved credentials, or the password form that saves them); turning
 * it off forgets the credentials.
 */
import { useTranslation } from 'react-i18next';
import styles from './app-login.module.css';
import type { AppLoginController } from './controller';
import { biometricLabelKey, type PressableMode } from './modes';

export interface LoginTogglesProps {
  controller: AppLoginController;
  onOpenLogin?: (() => void) | undefined;
}

export function LoginToggles({ controller, onOpenLogin }: LoginTogglesProps) {
  const { t } = useTranslation();
  const savedMode = controller.store((state) => state.savedMode);
  const types = controller.store((state) => state.localAuthTypes);
  const loaded = controller.store((state) => state.loaded);
  if (!loaded) return null;

  const toggle = (mode: PressableMode) => {
    if (savedMode === mode) {
      controller.press(mode);
      return;
    }
    onOpenLogin?.();
    controller.open();
    controller.press(mode);
  };
  const switches: { mode: PressableMode; label: string }[] = [
    ...(types.length > 0 ? [{ mode: 'biometric' as const, label: t(biometricLabelKey(types)) }] : []),
    { mode: 'auto', label: t('appLogin.autoLogin') },
  ];
  return (
    <ul className={styles.toggles} aria-label={t('appLogin.loginOptions')}>
      {switches.map(({ mode, label }) => (
        <li key={mode}>
          <button
            type="button"
            role="switch"
            aria-checked={savedMode === mode}
            className={styles.switch}
            onClick={() => toggle(mode)}
          >
            <span>{label}</span>
            <span className={styles.knob} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
