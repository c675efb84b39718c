/** Interface icons, drawn on a 24 px grid with currentColor so they follow the theme tokens. */
import type { SVGProps } from 'react';

const PATHS = {
  search:
    'M10.5 4a6.5 6.5 0 1 0 4.02 11.6l4.44 4.44 1.41-1.41-4.44-4.44A6.5 6.5 0 0 0 10.5 4Zm0 2a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Z',
  menu: 'M4 6h16v2H4zm0 5h16v2H4zm0 5h16v2H4z',
  close: 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  home: 'M12 3 3 10.2V21h6.5v-6h5v6H21V10.2zm0 2.5 7 5.6V19h-2.5v-6h-9v6H5v-7.9z',
  ticket:
    'M4 5h16a1 1 0 0 1 1 1v3a2.5 2.5 0 0 0 0 5v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2.5 2.5 0 0 0 0-5V6a1 1 0 0 1 1-1Zm1 2v.8a4.5 4.5 0 0 1 0 7.4v.8h14v-.8a4.5 4.5 0 0 1 0-7.4V7zm4 2h6v2H9zm0 4h6v2H9z',
  live: 'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM6.3 6.3l1.4 1.4a6 6 0 0 0 0 8.6l-1.4 1.4a8 8 0 0 1 0-11.4Zm11.4 0a8 8 0 0 1 0 11.4l-1.4-1.4a6 6 0 0 0 0-8.6zM3.5 3.5l1.4 1.4a10 10 0 0 0 0 14.2l-1.4 1.4a12 12 0 0 1 0-17Zm17 0a12 12 0 0 1 0 17l-1.4-1.4a10 10 0 0 0 0-14.2z',
  trophy:
    'M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3zm0 4H6v1a2 2 0 0 0 1 1.7zm10 0v2.7A2 2 0 0 0 18 8V7zM9 5v5a3 3 0 0 0 6 0V5z',
  medal:
    'M5.5 2h4.2l2.3 4.6L14.3 2h4.2l-3.3 6.1A7 7 0 1 1 8.8 8.1Zm6.5 7.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 1.6 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.2-2.4 1.2.5-2.6-1.9-1.8 2.6-.4z',
  gift: 'M9 3a3 3 0 0 1 3 1.8A3 3 0 1 1 15.8 8H20v5h-1v8H5v-8H4V8h4.2A3 3 0 0 1 9 3Zm0 2a1 1 0 0 0 0 2h2V6a1 1 0 0 0-1-1zm6 0a1 1 0 0 0-1 1v1h1a1 1 0 0 0 0-2ZM6 10v1h5v-1zm7 0v1h5v-1zM7 13v6h4v-6zm6 0v6h4v-6z',
  user: 'M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 8c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5Zm0 2c-3.5 0-6 1.6-6 3v1h12v-1c0-1.4-2.5-3-6-3Z',
  chevronDown: 'm7.4 8.6 4.6 4.6 4.6-4.6L18 10l-6 6-6-6z',
  chevronRight: 'M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z',
  chevronLeft: 'M15.4 16.6 10.8 12l4.6-4.6L14 6l-6 6 6 6z',
  arrowUp: 'M12 4 5 11l1.4 1.4 4.6-4.6V20h2V7.8l4.6 4.6L19 11z',
  sun: 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM11 1h2v3h-2zm0 19h2v3h-2zM1 11h3v2H1zm19 0h3v2h-3zM4.2 2.8l2.1 2.1-1.4 1.4-2.1-2.1zm14.9 14.9 2.1 2.1-1.4 1.4-2.1-2.1zM2.8 19.8l2.1-2.1 1.4 1.4-2.1 2.1zM17.7 4.9l2.1-2.1 1.4 1.4-2.1 2.1z',
  moon: 'M12.3 3a7 7 0 0 0 8.7 8.7A9 9 0 1 1 12.3 3Zm-2.4 2.7a7 7 0 1 0 8.4 8.4A9 9 0 0 1 9.9 5.7Z',
  gear: 'm13.7 2 .5 2.6a8 8 0 0 1 1.8 1l2.5-.9 1.7 3-2 1.7a8 8 0 0 1 0 2.1l2 1.7-1.7 3-2.5-.9a8 8 0 0 1-1.8 1l-.5 2.7h-3.4l-.5-2.6a8 8 0 0 1-1.8-1l-2.5.9-1.7-3 2-1.7a8 8 0 0 1 0-2.1l-2-1.7 1.7-3 2.5.9a8 8 0 0 1 1.8-1L10.3 2zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  lock: 'M12 2a5 5 0 0 1 5 5v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Zm-5 8v8h10v-8zm4 2h2v4h-2z',
  caretUp: 'm12 7 6 8H6z',
  caretDown: 'm12 17-6-8h12z',
  wallet:
    'M4 5h14v3h2v11H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v1h12V7zm0 3v7h14v-2h-4a2.5 2.5 0 0 1 0-5h4v0zm10 2a.5.5 0 0 0 0 1h4v-1z',
  play: 'M8 5v14l11-7z',
  chart: 'M4 19h16v2H2V3h2zm3-3V10h2v6zm4 0V6h2v10zm4 0v-4h2v4z',
  expand: 'M4 4h7v2H7.4l4.3 4.3-1.4 1.4L6 7.4V11H4zm16 16h-7v-2h3.6l-4.3-4.3 1.4-1.4 4.3 4.3V13h2z',
  star: 'm12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  mail: 'M2 5h20v14H2V5Zm2 2v10h16V7H4Zm.6.2L12 12.4l7.4-5.2 1.2 1.6L12 14.9 3.4 8.8Z',
  help: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 11h2v2h-2zm1-9a3.5 3.5 0 0 1 1.3 6.7c-.3.2-.3.3-.3.5V14h-2v-1a2.5 2.5 0 0 1 1.5-2.3A1.5 1.5 0 1 0 10.5 9.5h-2A3.5 3.5 0 0 1 12 6Z',
  wifiOff:
    'M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-6.7-6.7a3 3 0 0 0-3.6 3.6L8.8 17.4a5 5 0 0 1 3-4.4L9.6 10.8a8 8 0 0 0-3.3 2.5l-1.4-1.4a10 10 0 0 1 3.2-2.6L6.3 7.5A12 12 0 0 0 3.5 9.6L2.1 8.2a14 14 0 0 1 2.7-2.2zM12 7c3 0 5.8 1.1 8 3l-1.4 1.4a10 10 0 0 0-5.4-2.4zm0 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  block:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm6.3 5.1L7.1 18.3A8 8 0 0 0 18.3 7.1Zm-1.4-1.4A8 8 0 0 0 5.7 16.9z',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

/** A decorative icon; give the surrounding control its accessible name. */
export function Icon({ name, size = 20, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} fillRule="evenodd" />
    </svg>
  );
}
