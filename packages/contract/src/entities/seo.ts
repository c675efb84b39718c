/** SEO block of a page. */
import { z } from 'zod';

export const SeoMeta = z.object({
  name: z.string().optional(),
  property: z.string().optional(),
  content: z.string(),
});
export type SeoMeta = z.infer<typeof SeoMeta>;

export const Seo = z.object({
  title: z.string(),
  description: z.string(),
  variables: z.record(z.string(), z.string()).describe('Values substituted into {placeholders}'),
  meta: z.array(SeoMeta),
});
export type Seo = z.infer<typeof Seo>;
