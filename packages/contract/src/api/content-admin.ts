/**
 * The operator's content calls: banners, the global entry (site name, footer, partners, rewards popup),
 * promotion boards, SEO entries, navigation layouts and translation overrides, each listed, created,
 * replaced and removed without a deploy, and the audit of every change.
 *
 * They answer to an operator token, never to a bettor's login: the all-brands OPERATOR_TOKEN, or a
 * brand's own token from OPERATOR_TOKENS, which sees and touches only its brand's entries. A missing or
 * wrong token is a 401 before anything else is read; another brand's entry is a 404; without any
 * operator token configured the calls answer 404.
 *
 * Every entry is scoped to one brand (`bookmaker`) or to every brand (`bookmaker: null`); where an entry
 * also has a language, `lang: null` means every language. The most specific entry wins when the public
 * calls are answered. A replacement (PUT) carries the `version` it was made from: when the entry changed
 * since, the call answers 409 and changes nothing.
 */
import { z } from 'zod';
import { BannerType } from '../entities/banner';
import { Bookmaker, Count, IsoDateTime, Language } from '../entities/common';
import { NavigationVisibility } from '../entities/navigation';
import { defineCall, queryInt } from './define';
import { OperatorHeaders } from './trading';

const MODULE = 'content-admin';
const BASE = '/v1/operator/content';

/** Brand of an entry; null: every brand. */
const Scope = Bookmaker.nullable().describe('Bookmaker (brand) the entry is for; null: every brand');
/** Language of an entry; null: every language. */
const AnyLanguage = Language.nullable().describe('Language of the entry; null: every language');

/** Id an operator may choose for a new entry (the server makes one otherwise). */
export const ContentEntryId = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,79}$/,
    'an id is 1-80 lowercase letters, digits, _ or -, starting with a letter or digit',
  )
  .describe('Entry id');
export type ContentEntryId = z.infer<typeof ContentEntryId>;

/** What every stored entry carries besides its content. */
const EntryMeta = {
  id: z.string().min(1),
  bookmaker: Scope,
  version: z.int().positive().describe('Raised by one on every change; send it back with a replacement'),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
};

/** The version a replacement was made from. */
const VersionField = {
  version: z
    .int()
    .positive()
    .describe('The version the replacement was made from (409 when it changed since)'),
};

/** A site path: '/promotions', '/football/premier-league'; no scheme, no host, no whitespace. */
export const SitePath = z
  .string()
  .min(1)
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a site path starts with a single / and has no whitespace or backslash');

/** An absolute http(s) URL with a host. */
export const HttpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i, 'expected an http(s) URL with a host and no whitespace');

/** A link an operator enters: a site path or an http(s) URL. */
export const OperatorHref = z.union([SitePath, HttpUrl], {
  error: 'expected a site path starting with / or an http(s) URL',
});

// ------------------------------------------------------------------------------------------------
// Banners

/** A banner's call to action: an external link is an http(s) URL, anything else a site path. */
export const BannerCtaInput = z
  .object({
    type: z.enum(['link', 'global-frame']),
    destination: z.enum(['internal', 'external', 'open_page']),
    url: z.string().trim().min(1).max(2048),
    text: z.string().trim().min(1).max(80),
  })
  .superRefine((cta, ctx) => {
    const ok =
      cta.destination === 'external'
        ? HttpUrl.safeParse(cta.url).success
        : SitePath.safeParse(cta.url).success;
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message:
          cta.destination === 'external'
            ? 'an external CTA links an http(s) URL'
            : 'an internal or open_page CTA links a site path starting with a single /',
      });
    }
  });
export type BannerCtaInput = z.infer<typeof BannerCtaInput>;

export const BannerInput = z.object({
  bookmaker: Scope,
  lang: AnyLanguage,
  message: z.string().trim().min(1).max(4000).describe('Limited HTML; cleaned when saved and when served'),
  ctas: z.array(BannerCtaInput).max(3).default([]),
  type: BannerType.default('info'),
  dismissable: z.boolean().default(true),
  visible: z.boolean().default(true),
  sort_order: z.int().min(0).max(100_000).default(0).describe('Lower first'),
});
export type BannerInput = z.infer<typeof BannerInput>;

export const BannerEntry = z.object({
  ...EntryMeta,
  lang: AnyLanguage,
  message: z.string().describe('The cleaned HTML as stored'),
  ctas: z.array(BannerCtaInput),
  type: BannerType,
  dismissable: z.boolean(),
  visible: z.boolean(),
  sort_order: z.int(),
});
export type BannerEntry = z.infer<typeof BannerEntry>;

// ------------------------------------------------------------------------------------------------
// Global entry

export const FooterPartnerInput = z.object({
  name: z.string().trim().min(1).max(80),
  image_url: OperatorHref.describe('A path on this server (/media/partners/x.svg) or an http(s) URL'),
  url: HttpUrl.nullable(),
});
export type FooterPartnerInput = z.infer<typeof FooterPartnerInput>;

/** A long text a global entry may leave to a less specific one (null). */
const LongText = z.string().trim().min(1).max(8000).nullable().default(null);

/** Each field left null keeps what a less specific entry (or the built-in text) says. */
export const GlobalInput = z.object({
  bookmaker: Scope,
  lang: AnyLanguage,
  site_name: z.string().trim().min(1).max(80).nullable().default(null),
  footer_text: LongText.describe(
    'Limited HTML with {brand}, {licence} and {help} placeholders; cleaned when saved and served',
  ),
  footer_partners: z.array(FooterPartnerInput).max(12).nullable().default(null),
  rewards_popup: LongText.describe('Markdown, stored as given and sanitized by the browser before display'),
});
export type GlobalInput = z.infer<typeof GlobalInput>;

export const GlobalEntry = z.object({
  ...EntryMeta,
  lang: AnyLanguage,
  site_name: z.string().nullable(),
  footer_text: z.string().nullable(),
  footer_partners: z.array(FooterPartnerInput).nullable(),
  rewards_popup: z.string().nullable(),
});
export type GlobalEntry = z.infer<typeof GlobalEntry>;

// ------------------------------------------------------------------------------------------------
// Promotions

/** Text per language; English is required, the others fall back to it. */
export const LocalisedText = (max: number) =>
  z
    .object({ en: z.string().trim().min(1).max(max) })
    .extend(
      Object.fromEntries(
        Language.options
          .filter((lang) => lang !== 'en')
          .map((lang) => [lang, z.string().trim().min(1).max(max).optional()]),
      ) as Record<Exclude<Language, 'en'>, z.ZodOptional<z.ZodString>>,
    )
    .strict();

export const PromotionInput = z.object({
  bookmaker: Scope,
  titles: LocalisedText(120),
  descriptions: LocalisedText(1000),
  period: z.enum(['weekly', 'monthly']).describe('The window the leaderboard ranks'),
  is_optIn_required: z.boolean().describe('Players count only after they opt in'),
  is_limited_users: z.boolean().describe("Only players on the board's allow list may take part"),
  active: z.boolean().default(true),
});
export type PromotionInput = z.infer<typeof PromotionInput>;

export const PromotionEntry = z.object({
  ...EntryMeta,
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  period: z.enum(['weekly', 'monthly']),
  is_optIn_required: z.boolean(),
  is_limited_users: z.boolean(),
  active: z.boolean(),
});
export type PromotionEntry = z.infer<typeof PromotionEntry>;

// ------------------------------------------------------------------------------------------------
// SEO

/**
 * A path or a path pattern, without the language segment: '/live', '/football/*' ('*' is one segment),
 * '/football/**' ('**' at the end: any number of segments).
 */
export const SeoPathPattern = z
  .string()
  .min(1)
  .max(300)
  .regex(
    /^\/([^\s/?#\\]+(\/[^\s/?#\\]+)*)?$/,
    'a path starts with /, has no whitespace, ? or # and no empty segment',
  )
  .refine((path) => !path.split('/').slice(0, -1).includes('**'), '** may only be the last segment');

export const SeoInput = z.object({
  bookmaker: Scope,
  lang: Language,
  path: SeoPathPattern,
  title: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('With the template variables: {brand}, {sport}, {competition}, {region}, {event}, {date}'),
  description: z.string().trim().min(1).max(500),
});
export type SeoInput = z.infer<typeof SeoInput>;

export const SeoEntry = z.object({
  ...EntryMeta,
  lang: Language,
  path: z.string(),
  title: z.string(),
  description: z.string(),
});
export type SeoEntry = z.infer<typeof SeoEntry>;

// ------------------------------------------------------------------------------------------------
// Navigation

export const NavigationItemInput = z
  .object({
    key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'a key is 1-40 lowercase letters, digits, _ or -'),
    label: z.string().trim().min(1).max(80),
    icon: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/, 'an icon is 1-40 lowercase letters, digits, _ or -')
      .nullable(),
    action: z
      .string()
      .max(2048)
      .nullable()
      .describe('A site path or http(s) URL for a link; an action name (open_deposit) for a click'),
    type: z.enum(['link', 'click']),
    hasBadge: z.boolean().default(false),
    customCss: z
      .string()
      .regex(/^[A-Za-z0-9_ -]{0,120}$/, 'customCss names classes: letters, digits, _, - and spaces')
      .nullable()
      .default(null),
    specialId: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/)
      .nullable()
      .default(null),
    visibility: NavigationVisibility.strict().default({}),
  })
  .superRefine((item, ctx) => {
    if (item.action === null) return;
    const ok =
      item.type === 'link'
        ? OperatorHref.safeParse(item.action).success
        : /^[a-z][a-z0-9_]{0,39}$/.test(item.action);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message:
          item.type === 'link'
            ? 'a link action is a site path or an http(s) URL'
            : 'a click action is an action name: lowercase letters, digits and _',
      });
    }
  });
export type NavigationItemInput = z.infer<typeof NavigationItemInput>;

const ItemList = z.array(NavigationItemInput).max(20);

export const NavigationInput = z.object({
  bookmaker: Scope,
  lang: AnyLanguage,
  header: z.object({ main: ItemList, more: ItemList }),
  footer: z.object({ main: ItemList, dropdown: ItemList }),
});
export type NavigationInput = z.infer<typeof NavigationInput>;

const StoredItemList = z.array(
  z.object({
    key: z.string(),
    label: z.string(),
    icon: z.string().nullable(),
    action: z.string().nullable(),
    type: z.enum(['link', 'click']),
    hasBadge: z.boolean(),
    customCss: z.string().nullable(),
    specialId: z.string().nullable(),
    visibility: NavigationVisibility,
  }),
);

export const NavigationEntry = z.object({
  ...EntryMeta,
  lang: AnyLanguage,
  header: z.object({ main: StoredItemList, more: StoredItemList }),
  footer: z.object({ main: StoredItemList, dropdown: StoredItemList }),
});
export type NavigationEntry = z.infer<typeof NavigationEntry>;

// ------------------------------------------------------------------------------------------------
// Translation overrides

export const TranslationKey = z
  .string()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/, 'a key is 1-120 letters, digits, _, . or -');

export const TranslationsInput = z.object({
  bookmaker: Scope,
  lang: Language,
  translations: z
    .record(TranslationKey, z.string().max(2000))
    .refine((map) => Object.keys(map).length <= 2000, 'at most 2000 keys')
    .describe('Flat keys to plain text; they override the bundled and the server texts'),
});
export type TranslationsInput = z.infer<typeof TranslationsInput>;

export const TranslationsEntry = z.object({
  ...EntryMeta,
  lang: Language,
  translations: z.record(z.string(), z.string()),
});
export type TranslationsEntry = z.infer<typeof TranslationsEntry>;

// ------------------------------------------------------------------------------------------------
// Calls

export const ContentKind = z.enum(['banner', 'global', 'promotion', 'seo', 'navigation', 'translations']);
export type ContentKind = z.infer<typeof ContentKind>;

/** Filters of a list: a token of one brand only ever sees its brand's entries. */
export const ContentListQuery = z.object({
  bookmaker: Bookmaker.optional().describe("Only this brand's entries"),
  scope: z
    .enum(['brand', 'all-brands'])
    .optional()
    .describe('brand: only entries of one brand; all-brands: only entries for every brand'),
  lang: Language.optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const ContentIdParams = z.object({ id: z.string().min(1).max(128) });
export type ContentIdParams = z.infer<typeof ContentIdParams>;

export const ContentRemovedResponse = z.object({
  kind: ContentKind,
  id: z.string(),
  removed: z.literal(true),
});
export type ContentRemovedResponse = z.infer<typeof ContentRemovedResponse>;

const NewId = {
  id: ContentEntryId.optional().describe('The id to give the entry; the server makes one when left out'),
};

/** The list, create, replace and remove calls of one kind of entry. */
function crudCalls<const Segment extends string, Shape extends z.ZodRawShape, Entry extends z.ZodType>(
  segment: Segment,
  label: string,
  input: z.ZodObject<Shape>,
  entry: Entry,
) {
  return {
    list: defineCall({
      method: 'GET',
      path: `${BASE}/${segment}`,
      module: MODULE,
      summary: `List the ${label} (operator token)`,
      auth: 'operator',
      headers: OperatorHeaders,
      querystring: ContentListQuery,
      response: z.object({ entries: z.array(entry) }),
    }),
    create: defineCall({
      method: 'POST',
      path: `${BASE}/${segment}`,
      module: MODULE,
      summary: `Create an entry of the ${label} (operator token)`,
      auth: 'operator',
      headers: OperatorHeaders,
      body: input.extend(NewId),
      response: entry,
    }),
    replace: defineCall({
      method: 'PUT',
      path: `${BASE}/${segment}/:id`,
      module: MODULE,
      summary: `Replace an entry of the ${label}, from the version it was read at (operator token)`,
      auth: 'operator',
      headers: OperatorHeaders,
      params: ContentIdParams,
      body: input.extend(VersionField),
      response: entry,
    }),
    remove: defineCall({
      method: 'DELETE',
      path: `${BASE}/${segment}/:id`,
      module: MODULE,
      summary: `Remove an entry of the ${label} (operator token)`,
      auth: 'operator',
      headers: OperatorHeaders,
      params: ContentIdParams,
      response: ContentRemovedResponse,
    }),
  } as const;
}

const banners = crudCalls('banners', 'message banners', BannerInput, BannerEntry);
const globals = crudCalls('global', 'global entries', GlobalInput, GlobalEntry);
const promotions = crudCalls('promotions', 'promotion boards', PromotionInput, PromotionEntry);
const seo = crudCalls('seo', 'SEO entries', SeoInput, SeoEntry);
const navigation = crudCalls('navigation', 'navigation layouts', NavigationInput, NavigationEntry);
const translations = crudCalls('translations', 'translation overrides', TranslationsInput, TranslationsEntry);

export const listContentBanners = banners.list;
export const createContentBanner = banners.create;
export const replaceContentBanner = banners.replace;
export const removeContentBanner = banners.remove;

export const listContentGlobals = globals.list;
export const createContentGlobal = globals.create;
export const replaceContentGlobal = globals.replace;
export const removeContentGlobal = globals.remove;

export const listContentPromotions = promotions.list;
export const createContentPromotion = promotions.create;
export const replaceContentPromotion = promotions.replace;
export const removeContentPromotion = promotions.remove;

export const listContentSeo = seo.list;
export const createContentSeo = seo.create;
export const replaceContentSeo = seo.replace;
export const removeContentSeo = seo.remove;

export const listContentNavigation = navigation.list;
export const createContentNavigation = navigation.create;
export const replaceContentNavigation = navigation.replace;
export const removeContentNavigation = navigation.remove;

export const listContentTranslations = translations.list;
export const createContentTranslations = translations.create;
export const replaceContentTranslations = translations.replace;
export const removeContentTranslations = translations.remove;

// ------------------------------------------------------------------------------------------------
// Audit

export const ContentAuditAction = z.enum(['create', 'replace', 'remove']);
export type ContentAuditAction = z.infer<typeof ContentAuditAction>;

export const ContentAuditEntry = z.object({
  id: z.string(),
  at: IsoDateTime,
  actor: z.string().describe("The token's name: 'operator' (every brand) or 'operator:{bookmaker}'"),
  action: ContentAuditAction,
  kind: ContentKind,
  entity_id: z.string(),
  bookmaker: Scope,
  before: z.unknown().describe('The entry before the change (null for a create)'),
  after: z.unknown().describe('The entry after the change (null for a remove)'),
});
export type ContentAuditEntry = z.infer<typeof ContentAuditEntry>;

export const ContentAuditQuery = z.object({
  kind: ContentKind.optional(),
  entity_id: z.string().min(1).max(128).optional(),
  before: queryInt()
    .pipe(z.int().positive())
    .optional()
    .describe('Only rows older than this audit id (paging)'),
  limit: queryInt().pipe(z.int().min(1).max(200)).default(50),
});
export type ContentAuditQuery = z.infer<typeof ContentAuditQuery>;

export const ContentAuditResponse = z.object({
  entries: z.array(ContentAuditEntry).describe('Newest first'),
  total: Count.describe('Rows matching the filters'),
});
export type ContentAuditResponse = z.infer<typeof ContentAuditResponse>;

export const listContentAudit = defineCall({
  method: 'GET',
  path: `${BASE}/audit`,
  module: MODULE,
  summary: 'The audit of operator content changes, newest first (operator token)',
  auth: 'operator',
  headers: OperatorHeaders,
  querystring: ContentAuditQuery,
  response: ContentAuditResponse,
});

export const contentAdminCalls = {
  listContentBanners,
  createContentBanner,
  replaceContentBanner,
  removeContentBanner,
  listContentGlobals,
  createContentGlobal,
  replaceContentGlobal,
  removeContentGlobal,
  listContentPromotions,
  createContentPromotion,
  replaceContentPromotion,
  removeContentPromotion,
  listContentSeo,
  createContentSeo,
  replaceContentSeo,
  removeContentSeo,
  listContentNavigation,
  createContentNavigation,
  replaceContentNavigation,
  removeContentNavigation,
  listContentTranslations,
  createContentTranslations,
  replaceContentTranslations,
  removeContentTranslations,
  listContentAudit,
} as const;
