import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** An account page: its heading (also the document title) and its content. */
export function AccountPage({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('common.siteName')}`;
  }, [title, t]);
  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}

export function Card({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={styles.card} aria-label={label}>
      {children}
    </section>
  );
}
