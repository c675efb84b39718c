/**
 * Sport icons, monochrome so they take the theme colour. The
 * drawings live in one SVG sprite the browser fetches and caches once, so no icon costs JavaScript.
 */

import { sportIconName } from './sport-icon-map';
import spriteUrl from './sport-icons.svg?no-inline';

interface SportIconProps {
  slug?: string | null | undefined;
  altSlug?: string | null | undefined;
  size?: number;
  className?: string;
}

/** A sport's icon, or a neutral one when the map has none (decorative; the label names the sport). */
export function SportIcon({ slug, altSlug, size = 18, className }: SportIconProps) {
  const name = sportIconName(slug, altSlug) ?? 'generic';
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
