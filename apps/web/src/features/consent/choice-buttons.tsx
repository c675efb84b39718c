/**
 * The answers the bar and the full choices share, each a button named by its text: the one passed in
 * first ('Manage choices' on the bar, 'Save choices' in the dialog), then 'Necessary only', then the
 * primary 'Accept all'.
 */
import { useTranslation } from 'react-i18next';
import actions from '@/shared/ui/actions.module.css';

export interface ChoiceButtonsProps {
  /** Class of each button (its size in the bar or the dialog). */
  className: string | undefined;
  /** The first answer: its text and what it does. */
  first: { label: string; onClick: () => void };
  onChoose: (choice: { analytics: boolean; marketing: boolean }) => void;
}

export function ChoiceButtons({ className, first, onChoose }: ChoiceButtonsProps) {
  const { t } = useTranslation();
  const secondary = `${actions.secondary} ${className ?? ''}`;
  return (
    <>
      <button type="button" className={secondary} onClick={first.onClick}>
        {first.label}
      </button>
      <button
        type="button"
        className={secondary}
        onClick={() => onChoose({ analytics: false, marketing: false })}
      >
        {t('consent.necessaryOnly')}
      </button>
      <button
        type="button"
        className={`${actions.primary} ${className ?? ''}`}
        onClick={() => onChoose({ analytics: true, marketing: true })}
      >
        {t('consent.acceptAll')}
      </button>
    </>
  );
}
