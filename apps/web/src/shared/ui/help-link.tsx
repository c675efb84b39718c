/**
 * Links to help pages (/help, /help/contact-us, ...). A brand with an external help centre (GET
 * /v1/config `help_centre`, in the page's language) opens its article in a new tab as an ordinary link;
 * any other brand opens the account site's own help page in the frame, as before.
 */
import { helpCentreUrl } from '@touchline/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfig } from '@/shared/api/config';
import styles from './help-link.module.css';

/** The external article a help path opens on this brand, or null when the brand has no help centre. */
export function useHelpCentreUrl(path: string): string | null {
  const site = useConfig().data?.help_centre;
  return site ? helpCentreUrl(site, path) : null;
}

export function HelpLink({
  to,
  className,
  children,
  reload = false,
}: {
  /** The help path, e.g. /help/contact-us. */
  to: string;
  className?: string | undefined;
  children: ReactNode;
  /** A plain link that loads the page anew (where the app's routing is not running). */
  reload?: boolean;
}) {
  const external = useHelpCentreUrl(to);
  if (external) {
    return (
      <a
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        className={className ? `${className} ${styles.external}` : styles.external}
      >
        {children}
      </a>
    );
  }
  return reload ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
