/** Sport icons (betting-core.md section 2 "sport icon"), monochrome so they take the theme colour. */
import type { ReactNode } from 'react';
import { type SportIconName, sportIconName } from './sport-icon-map';

const S = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const DRAWINGS: Readonly<Record<SportIconName | 'generic', ReactNode>> = {
  football: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path d="m12 7.5 3.6 2.6-1.4 4.2H9.8l-1.4-4.2z" fill="currentColor" />
      <path d="M12 3v4.5M15.6 10.1l4.6-1.6M14.2 14.3l2.8 3.9M9.8 14.3 7 18.2M8.4 10.1 3.8 8.5" {...S} />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path d="M3 12h18M12 3v18M5.6 5.6c3.3 3 3.3 9.8 0 12.8M18.4 5.6c-3.3 3-3.3 9.8 0 12.8" {...S} />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path d="M5.5 5.8c3.6 3.2 3.6 9.2 0 12.4M18.5 5.8c-3.6 3.2-3.6 9.2 0 12.4" {...S} />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M5 3l6 13.5c.4.9 1.2 1.5 2.2 1.5H20v3h-7.8c-2.2 0-4-1.2-4.9-3.2L2.4 4.2z" {...S} />
      <ellipse cx="17" cy="14.5" rx="3" ry="1.3" fill="currentColor" />
    </>
  ),
  'american-football': (
    <>
      <path
        d="M4.2 19.8c-1.3-4.7.2-10.3 3.7-13.6S16.3 2.5 19.8 4.2c1.3 4.7-.2 10.3-3.7 13.6s-8.4 3.7-11.9 2Z"
        {...S}
      />
      <path d="m9 15 6-6M10.5 10.5l1.2 1.2M12.3 8.7l1.2 1.2M8.7 12.3l1.2 1.2" {...S} />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path
        d="M6 5.3c2 2 2.4 4.6 2.1 6.7S6.6 16.6 6 18.7M18 5.3c-2 2-2.4 4.6-2.1 6.7s1.5 4.6 2.1 6.7"
        {...S}
      />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path
        d="M12 3c0 4 1.6 7 4.5 9M12 12c-3.4 2-7.2 2-9 1M12 12c3.5 2 5.2 5 5.4 7.6M12 3c-3 1.7-5.6 5.6-5.6 9.4"
        {...S}
      />
    </>
  ),
  handball: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path d="M12 3v18M3 12h18M6.5 5.2l11 13.6M17.5 5.2l-11 13.6" {...S} opacity="0.7" />
    </>
  ),
  rugby: (
    <>
      <ellipse cx="12" cy="12" rx="9.5" ry="6" transform="rotate(-35 12 12)" {...S} />
      <path d="m8.5 15.5 7-7M10 12l2 2M12 10l2 2" {...S} />
    </>
  ),
  cricket: (
    <>
      <path d="m14.5 3.5 6 6-9.8 9.8a2 2 0 0 1-2.8 0l-3.2-3.2a2 2 0 0 1 0-2.8z" {...S} />
      <path d="m3 21 3-3" {...S} />
      <circle cx="18.5" cy="18.5" r="2.2" fill="currentColor" />
    </>
  ),
  darts: (
    <>
      <circle cx="11" cy="13" r="8" {...S} />
      <circle cx="11" cy="13" r="4.2" {...S} />
      <circle cx="11" cy="13" r="1.2" fill="currentColor" />
      <path d="M11 13 21 3M17.5 3H21v3.5" {...S} />
    </>
  ),
  snooker: (
    <>
      <circle cx="8" cy="15" r="5" {...S} />
      <circle cx="16.5" cy="8.5" r="4.5" fill="currentColor" />
      <circle cx="8" cy="15" r="1.6" fill="currentColor" />
    </>
  ),
  'table-tennis': (
    <>
      <path d="M9.5 3.5a6.5 6.5 0 0 1 9.2 9.2l-4 4-9.2-9.2z" {...S} />
      <path d="m10 14-6.5 6.5M5.5 7.5l9.2 9.2" {...S} />
      <circle cx="19" cy="19" r="2" fill="currentColor" />
    </>
  ),
  golf: (
    <>
      <path d="M8 21V3l9 4-9 4" {...S} />
      <ellipse cx="12" cy="20.5" rx="7" ry="1.5" {...S} />
    </>
  ),
  boxing: (
    <>
      <path
        d="M6 11V7a5 5 0 0 1 5-4h2a5 5 0 0 1 5 5v4.5a4.5 4.5 0 0 1-2 3.7V21H8v-4.7A5.5 5.5 0 0 1 6 12Z"
        {...S}
      />
      <path d="M6 11h5.5a2 2 0 0 0 0-4H9M8 17.5h8" {...S} />
    </>
  ),
  motorsport: (
    <>
      <path d="M4 21V4h16v10H4" {...S} />
      <path d="M4 4h4v5H4zm8 0h4v5h-4zm-4 5h4v5H8zm8 0h4v5h-4z" fill="currentColor" />
    </>
  ),
  cycling: (
    <>
      <circle cx="6" cy="16" r="4" {...S} />
      <circle cx="18" cy="16" r="4" {...S} />
      <path d="M6 16 9.5 9h6L18 16M12 16l-2.5-7M8.5 6H11M15 6h2.5l-2 3" {...S} />
    </>
  ),
  'horse-racing': (
    <path
      d="M4 20c1.5-3 2.2-5.3 2-7.5L4.5 9 7 7.5l2 2c2-.5 4 0 5.5 1.3L18 7.5 16.5 5 19 4l2.5 4-3.5 5-.5 4.5L20 20M9 13l-1.5 7M14.5 11l.5 9"
      {...S}
    />
  ),
  greyhounds: (
    <path
      d="M3 13c2.5 0 4-1 5.5-2.5S12 8 15 8h2l1.5-2.5 1 2.5L22 9l-1 1.5h-3l-2 3 2.5 4.5M8.5 10.5 6 18M12 13l-2 5M16 13.5 14.5 18M3 13l-1 1.5"
      {...S}
    />
  ),
  esports: (
    <>
      <path
        d="M7 7h10a5 5 0 0 1 4.8 6.3l-.8 3.2a2.5 2.5 0 0 1-4.3 1L14.5 15h-5l-2.2 2.5a2.5 2.5 0 0 1-4.3-1l-.8-3.2A5 5 0 0 1 7 7Z"
        {...S}
      />
      <path d="M8 10v3M6.5 11.5h3" {...S} />
      <circle cx="15.5" cy="10.5" r="1" fill="currentColor" />
      <circle cx="17.5" cy="12.5" r="1" fill="currentColor" />
    </>
  ),
  virtual: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" {...S} />
      <path d="M8 20h8M12 16v4" {...S} />
      <path d="m10 7.5 4.5 2.5-4.5 2.5z" fill="currentColor" />
    </>
  ),
  badminton: (
    <>
      <path d="M14 3 21 10l-6 2-3-3z" {...S} />
      <path d="M12 9 5 16a2 2 0 0 0 3 3l7-7" {...S} />
    </>
  ),
  'winter-sports': (
    <path d="M12 2v20M4 6.5l16 11M20 6.5l-16 11M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" {...S} />
  ),
  'water-sports': (
    <>
      <circle cx="12" cy="9" r="5" {...S} />
      <path
        d="M2 17c2 0 2-1.3 4-1.3S8 17 10 17s2-1.3 4-1.3 2 1.3 4 1.3 2-1.3 4-1.3M2 21c2 0 2-1.3 4-1.3S8 21 10 21s2-1.3 4-1.3 2 1.3 4 1.3 2-1.3 4-1.3"
        {...S}
      />
    </>
  ),
  athletics: (
    <>
      <circle cx="14.5" cy="4.5" r="2" fill="currentColor" />
      <path d="m6 10 4-3 4 1.5 2 3.5 3 1M10 7l-1.5 6 4 3-1 5M8.5 13 5 19" {...S} />
    </>
  ),
  chess: <path d="M9 21h6M8 18h8l-1-4H9zM10 14c0-3-2-4-2-6a4 4 0 0 1 8 0c0 2-2 3-2 6M12 2v2M11 3h2" {...S} />,
  specials: <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" {...S} />,
  generic: (
    <>
      <circle cx="12" cy="12" r="9" {...S} />
      <path d="M12 7v5l3 3" {...S} />
    </>
  ),
};

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
    >
      {DRAWINGS[name]}
    </svg>
  );
}
