/** Navigation item and layouts. */
import { z } from 'zod';

/** Each flag is optional: an absent flag does not restrict. */
export const NavigationVisibility = z.object({
  showIfUser: z.boolean().optional().describe('true: only for a logged-in user'),
  showIfApp: z.boolean().optional().describe('true: only in the app; false: hidden in the app'),
  showIfOmni: z.boolean().optional().describe('true: only in omni mode'),
  showIfStaging: z.boolean().optional().describe('false: hidden on staging'),
  showIfSport: z.boolean().optional().describe('Sport-only flag: must match the zone'),
  showInSport: z.boolean().optional().describe('Alias of showIfSport seen in content'),
});
export type NavigationVisibility = z.infer<typeof NavigationVisibility>;

export const NavigationItem = z.object({
  key: z.string().min(1).describe('e.g. cashier, promotions, rewards, chatbot, live, casino, my-bets'),
  label: z.string().describe('Translation key or text'),
  icon: z.string().nullable(),
  action: z.string().nullable().describe('Route name or path for links; action name for clicks'),
  type: z.enum(['link', 'click']),
  hasBadge: z.boolean(),
  customCss: z.string().nullable(),
  specialId: z.string().nullable(),
  visibility: NavigationVisibility,
});
export type NavigationItem = z.infer<typeof NavigationItem>;

export const HeaderNavigation = z.object({
  main: z.array(NavigationItem),
  more: z.array(NavigationItem).describe("Items of the 'More' dropdown"),
});
export type HeaderNavigation = z.infer<typeof HeaderNavigation>;

export const FooterNavigation = z.object({
  main: z.array(NavigationItem),
  dropdown: z.array(NavigationItem),
});
export type FooterNavigation = z.infer<typeof FooterNavigation>;
