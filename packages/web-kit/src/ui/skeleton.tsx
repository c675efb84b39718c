/** A loading placeholder: grey bones where the content will be, announced to screen readers by `label`. */
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** What is loading, in the page's language (read by screen readers, not shown). */
  label: string;
  rows?: number;
  /** Height of one bone, px. */
  height?: number;
}

export function Skeleton({ label, rows = 6, height = 64 }: SkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.bone} style={{ height }} aria-hidden="true" />
      ))}
    </div>
  );
}
