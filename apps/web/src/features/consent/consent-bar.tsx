/**
 * The first visit's cookie question as a compact bar fixed at the bottom of the screen (above the phone's
 * bottom navigation): one short line and the three answers, 'Manage choices' (every category, in the
 * full dialog), 'Necessary only' and 'Accept all'. It covers none of the page's own content while it asks,
 * and nothing that needs consent runs until a choice is made.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from './choice-buttons';
import styles from './consent-bar.module.css';

export interface ConsentBarProps {
  onChoose: (choice: { analytics: boolean; marketing: boolean }) => void;
  onManage: () => void;
}

export function ConsentBar({ onChoose, onManage }: ConsentBarProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-label={t('consent.title')}
      aria-describedby={textId}
      className={styles.bar}
    >
      <p id={textId} className={styles.text}>
        {t('consent.barText')}
      </p>
      <div className={styles.actions}>
        <ChoiceButtons
          className={styles.choice}
          first={{ label: t('consent.manage'), onClick: onManage }}
          onChoose={onChoose}
        />
      </div>
    </section>
  );
}
