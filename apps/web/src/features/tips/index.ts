/** The tips carousel, loaded on demand with its texts. */
import { lazy } from 'react';
import { withTexts } from '@/shared/i18n/i18n';

export const TipsCarousel = lazy(
  withTexts(
    () => import('./tips-carousel'),
    () => import('./texts'),
  ),
);
