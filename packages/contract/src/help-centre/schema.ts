/** The wire shape of a brand's help-centre table (brand definitions, GET /v1/config). */
import { z } from 'zod';
import { Language } from '../entities/common';
import { HELP_ARTICLES } from './paths';

/** A path on the help centre, starting with / (no scheme, no host: those are the base URL's). */
const HelpCentrePath = z
  .string()
  .max(300)
  .regex(/^\/[^\s]*$/, 'a help-centre path starts with / and has no spaces');

export const HelpArticleKey = z.enum(HELP_ARTICLES);

export const HelpCentreSite = z.object({
  base_url: z
    .url({ protocol: /^https$/ })
    .describe('The help centre of one language, e.g. https://hilfe.example'),
  home: HelpCentrePath.describe('Its home, opened for a help path without an article of its own'),
  articles: z.partialRecord(HelpArticleKey, HelpCentrePath).describe('Article paths by help key'),
});
export type HelpCentreSiteSchema = z.infer<typeof HelpCentreSite>;

/** Per language; a language without an entry uses the brand's default language's help centre. */
export const HelpCentreTable = z.partialRecord(Language, HelpCentreSite);
export type HelpCentreTable = z.infer<typeof HelpCentreTable>;
