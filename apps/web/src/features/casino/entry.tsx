/**
 * The casino's code and texts, loaded together. The first load knows only this small file, not the
 * casino's own files and what they share: their names would add to every visitor's first load.
 */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';

const Loaded = lazy(
  withTexts(
    () => import('./pages/casino-page').then((m) => ({ default: m.Casino })),
    () => import('./texts'),
  ),
);

export default function CasinoEntry(props: { menu?: boolean }) {
  return <Loaded {...props} />;
}
