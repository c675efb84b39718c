/**
 * The forbidden modal. Its own chunk: the first paint never shows it. (The network modal ships with the
 * first load, in overlays.tsx: it must show when nothing more can be fetched.)
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { Icon } from '@/shared/ui/icon';
import styles from './overlays.module.css';

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
