/** A titled card section of a page, with an optional action link. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section.module.css';

interface SectionProps {
  title: string;
  icon?: ReactNode;
  action?: { to: string; label: string } | null;
  children: ReactNode;
  id?: string;
  flush?: boolean;
}

export function Section({ title, icon, action, children, id, flush = false }: SectionProps) {
  const headingId = id ?? `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {icon}
          {title}
        </h2>
        {action ? (
          <Link to={action.to} className={styles.action}>
            {action.label}
          </Link>
        ) : null}
      </header>
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}

/** A page title block. */
export function PageTitle({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.pageTitle}>
      <h1>
        {icon}
        {title}
      </h1>
      {children}
    </div>
  );
}
