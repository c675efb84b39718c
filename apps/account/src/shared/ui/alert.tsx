import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** The red area of a form: what went wrong, read out as soon as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.success}>
      {children}
    </div>
  );
}
