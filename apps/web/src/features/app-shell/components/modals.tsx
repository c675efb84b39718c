/**
 * The network and forbidden modals. Their own chunk: the first paint never shows them, and the shell
 * fetches it once idle so it is there before the network goes away.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import styles from './overlays.module.css';

export function NetworkDialog() {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('modal.networkTitle')} blocking role="alertdialog" size="sm">
      <div className={styles.centered}>
        <span className={styles.bigIcon}>
          <Icon name="wifiOff" size={32} />
        </span>
        <p>{t('modal.networkBody')}</p>
        <p className={styles.wait}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('modal.networkWait')}
        </p>
      </div>
    </Dialog>
  );
}

export function ForbiddenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={t('modal.forbiddenTitle')}
      onClose={onClose}
      size="sm"
      // Its one close control is the CLOSE button: a second one named Close would make two of that name.
      closeButton={false}
      footer={
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('modal.forbiddenClose')}
        </button>
      }
    >
      <div className={styles.centered}>
        <span className={styles.bigIcon}>
          <Icon name="block" size={32} />
        </span>
        <p>{t('modal.forbiddenBody')}</p>
      </div>
    </Dialog>
  );
}
