/**
 * Affiliate attribution. The native app's attribution sync hands over the install's campaign, ad group
 * and creative; the sportsbook keeps them as the affiliate cookies the operator's affiliate system
 * reads (idaffiliation from the campaign, click_id from the ad group, affiliate_customs[bonuscode]
 * from the creative, affiliate_customs[click_id] from the ad group), for 30 days, on the brand's domain
 * and its sport. and global. subdomains. The account site's registration reads them and sends them
 * with the new account, and the server keeps them with it.
 */
import { z } from 'zod';

/** Affiliate cookie lifetime: 2,592,000 s (30 days). */
export const AFFILIATE_COOKIE_MAX_AGE_S = 2_592_000;

/** The cookie names, as the operator's affiliate system reads them. */
export const AFFILIATE_COOKIES = {
  idaffiliation: 'idaffiliation',
  clickId: 'click_id',
  bonusCode: 'affiliate_customs[bonuscode]',
  customClickId: 'affiliate_customs[click_id]',
} as const;

export const AFFILIATE_VALUE_MAX_LENGTH = 128;

/**
 * One attribution value: 1-128 letters (any script), digits, spaces and _ . : ~ | + - ( ) /. Campaign
 * names from attribution networks carry spaces and separators, but never markup, quotes or control
 * characters.
 */
export const AffiliateValue = z
  .string()
  .trim()
  .min(1)
  .max(AFFILIATE_VALUE_MAX_LENGTH, `an affiliate value has at most ${AFFILIATE_VALUE_MAX_LENGTH} characters`)
  .regex(
    /^[\p{L}\p{N} _.:~|+()/-]+$/u,
    'an affiliate value is letters, digits, spaces and _ . : ~ | + - ( ) /',
  );

/** What the native app's attribution sync hands over (any part may be missing). */
export const Attribution = z.object({
  campaign: z.string().optional(),
  adgroup: z.string().optional(),
  creative: z.string().optional(),
});
export type Attribution = z.infer<typeof Attribution>;

/** The affiliate data a registration carries, read from the affiliate cookies. */
export const Affiliation = z
  .object({
    idaffiliation: AffiliateValue.optional().describe('From the campaign (cookie idaffiliation)'),
    click_id: AffiliateValue.optional().describe('From the ad group (cookie click_id)'),
    bonuscode: AffiliateValue.optional().describe('From the creative (cookie affiliate_customs[bonuscode])'),
    custom_click_id: AffiliateValue.optional().describe(
      'From the ad group (cookie affiliate_customs[click_id])',
    ),
  })
  .strict();
export type Affiliation = z.infer<typeof Affiliation>;
