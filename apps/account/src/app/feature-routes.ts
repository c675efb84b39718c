/**
 * Every page of the account site, one entry each. A feature adds its pages here: the page module's
 * default export is the page, `guard` shows the login form in its place until the bettor is logged in,
 * and `kind` says which frame event asks the sportsbook to show a page the bettor opened from inside
 * the frame (show_cashier, show_help, or show).
 */
import type { ComponentType } from 'react';

export type PageKind = 'account' | 'cashier' | 'help';

export interface FeatureRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  guard?: boolean;
  kind: PageKind;
}

export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  { path: '/', load: () => import('@/features/login/login-page'), kind: 'account' },
  { path: '/login', load: () => import('@/features/login/login-page'), kind: 'account' },
];

/** The kind of the page at a path (for the show_* event of a page opened from inside the frame). */
export function kindOfPath(pathname: string): PageKind {
  if (pathname.startsWith('/cashier')) return 'cashier';
  if (pathname.startsWith('/help')) return 'help';
  return 'account';
}
