/**
 * The cookie choices in full: necessary cookies (always on), analytics and marketing, with 'Accept all',
 * 'Necessary only' and 'Save choices'. Opened from the first visit's bar ('Manage choices') or from the
 * footer's Cookie settings; closing it changes nothing (the bar still asks on a first visit).
 */
import { Dialog } from '@touchline/web-kit/dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from './choice-buttons';
import styles from './consent.module.css';
import type { ConsentChoice } from './consent-store';

export interface ConsentDialogProps {
  open: boolean;
  /** The choice made before (settings), or null on a first visit. */
  current: ConsentChoice | null;
  onChoose: (choice: { analytics: boolean; marketing: boolean }) => void;
  /** Closing unchanged. */
  onClose: () => void;
}

export function ConsentDialog({ open, current, onChoose, onClose }: ConsentDialogProps) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  return (
    <Dialog
      open={open}
      title={t('consent.title')}
      closeLabel={t('consent.close')}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <ChoiceButtons
            className={styles.choice}
            first={{ label: t('consent.save'), onClick: () => onChoose({ analytics, marketing }) }}
            onChoose={onChoose}
          />
        </div>
      }
    >
      <p className={styles.intro}>{t('consent.intro')}</p>
      <ul className={styles.categories}>
        <Category title={t('consent.necessary')} hint={t('consent.necessaryHint')} checked disabled />
        <Category
          title={t('consent.analytics')}
          hint={t('consent.analyticsHint')}
          checked={analytics}
          onChange={setAnalytics}
        />
        <Category
          title={t('consent.marketing')}
          hint={t('consent.marketingHint')}
          checked={marketing}
          onChange={setMarketing}
        />
      </ul>
    </Dialog>
  );
}

interface CategoryProps {
  title: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function Category({ title, hint, checked, disabled = false, onChange }: CategoryProps) {
  const id = useId();
  return (
    <li className={styles.category}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className={styles.label}>
          {title}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
    </li>
  );
}
