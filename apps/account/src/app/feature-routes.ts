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
  { path: '/registration', load: () => import('@/features/registration/registration-page'), kind: 'account' },
  {
    path: '/registration-with-token/:token',
    load: () => import('@/features/registration/registration-page'),
    kind: 'account',
  },
  {
    path: '/forgot-password',
    load: () => import('@/features/password/forgot-password-page'),
    kind: 'account',
  },
  {
    path: '/reset-password/:token',
    load: () => import('@/features/password/reset-password-page'),
    kind: 'account',
  },
  {
    path: '/reset-password-compromised/:token',
    load: () => import('@/features/password/reset-password-page'),
    kind: 'account',
  },
  { path: '/cashier', load: () => import('@/features/cashier/deposit-page'), guard: true, kind: 'cashier' },
  {
    path: '/cashier/deposit',
    load: () => import('@/features/cashier/deposit-page'),
    guard: true,
    kind: 'cashier',
  },
  {
    path: '/cashier/withdraw',
    load: () => import('@/features/cashier/withdraw-page'),
    guard: true,
    kind: 'cashier',
  },
  {
    path: '/cashier/transactions',
    load: () => import('@/features/cashier/transactions-page'),
    guard: true,
    kind: 'cashier',
  },
  {
    path: '/cashier/history',
    load: () => import('@/features/cashier/history-page'),
    guard: true,
    kind: 'cashier',
  },
  {
    path: '/cashier/fair-gaming',
    load: () => import('@/features/cashier/fair-gaming-page'),
    kind: 'cashier',
  },
  {
    path: '/account/fair-gaming',
    load: () => import('@/features/cashier/fair-gaming-page'),
    kind: 'account',
  },
  {
    path: '/cashier/my-account',
    load: () => import('@/features/cashier/my-account-page'),
    guard: true,
    kind: 'cashier',
  },
  {
    path: '/account/main',
    load: () => import('@/features/cashier/my-account-page'),
    guard: true,
    kind: 'account',
  },
  { path: '/inbox', load: () => import('@/features/inbox/inbox-page'), guard: true, kind: 'account' },
  { path: '/rewards', load: () => import('@/features/rewards/rewards-page'), guard: true, kind: 'account' },
  { path: '/help', load: () => import('@/features/help/help-page'), kind: 'help' },
  { path: '/help/*', load: () => import('@/features/help/help-page'), kind: 'help' },
  {
    path: '/account/safe-gambling-tools',
    load: () => import('@/features/safe-gambling/safe-gambling-page'),
    guard: true,
    kind: 'account',
  },
];

/** The kind of the page at a path (for the show_* event of a page opened from inside the frame). */
export function kindOfPath(pathname: string): PageKind {
  if (pathname.startsWith('/cashier')) return 'cashier';
  if (pathname.startsWith('/help')) return 'help';
  return 'account';
}
