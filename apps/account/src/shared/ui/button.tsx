import type { ButtonHTMLAttributes } from 'react';
import styles from './ui.module.css';

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'link' }) {
  const look = variant === 'link' ? styles.linkButton : `${styles.button} ${styles[variant]}`;
  return <button type="button" className={className ? `${look} ${className}` : look} {...props} />;
}

export const buttonClass = (variant: 'primary' | 'secondary') => `${styles.button} ${styles[variant]}`;
