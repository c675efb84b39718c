/** Message banner; defaults applied on parse. */
import { z } from 'zod';
import { IsoDateTime } from './common';

export const BannerType = z.enum(['info', 'warning', 'success', 'danger']);
export type BannerType = z.infer<typeof BannerType>;

export const BannerCta = z.object({
  type: z.enum(['link', 'global-frame']),
  destination: z.enum(['internal', 'external', 'open_page']),
  url: z.string().min(1),
  text: z.string().min(1),
});
export type BannerCta = z.infer<typeof BannerCta>;

export const DEFAULT_BANNER_MESSAGE = 'Hello There!';

/** The spec gives both info and warning as the default type; the content schema picks info. */
export const Banner = z.object({
  id: z.union([z.string().min(1), z.int()]).describe('CMS id'),
  visible: z.boolean().default(true),
  message: z.string().default(DEFAULT_BANNER_MESSAGE).describe('Limited HTML, cleaned before display'),
  ctas: z.array(BannerCta).default([]),
  dismissable: z.boolean().default(true),
  type: BannerType.default('info'),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Banner = z.infer<typeof Banner>;
