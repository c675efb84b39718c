import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './logo.module.css';

/** The brand mark and word: a link home named by the brand's word, the text it shows. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className ? `${styles.logo} ${className}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--brand)" />
        <path d="M8 9.5h16v3.6h-6.1V24h-3.8V13.1H8z" fill="var(--brand-contrast)" />
      </svg>
      <span className={styles.word}>{t('app.name')}</span>
    </Link>
  );
}
