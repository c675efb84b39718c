import { createHash } from 'node:crypto';
import type {
  BetsStatsResponse,
  GlobalResponse,
  HomeResponse,
  Language,
  Seo,
  TranslationsResponse,
} from '@touchline/contract';
import { Language as LanguageSchema } from '@touchline/contract';
import type { BrandDefinition } from '../../brands';
import type { AppContext } from '../../context';
import type { CachedResponse, Catalog } from '../catalog';
import { presentBanners } from './banners';
import { TtlCache } from './cache';
import {
  applicable,
  bannerKind,
  firstSet,
  globalKind,
  navigationKind,
  patternScore,
  seoKind,
  translationsKind,
} from './kinds';
import { buildNavigation, type NavigationLayouts } from './navigation';
import { ContentAdmin, claimSeeding, DEMO_SEEDER } from './operator';
import { competitionStats, highlightEvents, liveEvents, sportStats } from './repo';
import { cleanHtml } from './sanitize';
import { pageSeo, pathSegments } from './seo';
import { FOOTER_PARTNERS, GLOBAL_TEXTS } from './texts/global';
import { PROMOTIONS_PATH } from './texts/navigation';
import { SERVER_TEXTS } from './texts/server';
import { translated } from './translate';

/** top links refresh every 3,600,000 ms; the server recomputes as often. */
export const BETS_STATS_TTL_MS = 3_600_000;
const HOME_LIVE_LIMIT = 30;
const HOME_HIGHLIGHTS_LIMIT = 12;
const HIGHLIGHTS_WINDOW_MS = 48 * 3_600_000;
const TOP_STATS_LIMIT = 10;
const HELP_CENTRE_URL = 'https://help.touchline.example/';
/** The flag keeps its first name: a database seeded before keeps what its operator removed since. */
const DEMO_BANNERS_FLAG = 'content.demo_banners_seeded';

export interface PageOrigin {
  /** Origin the server's own assets are reached at. */
  origin: string;
  /** Host of the request, counted as internal for links. */
  host: string;
}

/** The operator's SEO entry that fits a path best, as a template; undefined when none does. */
function bestSeoEntry(
  entries: ReadonlyArray<{ path: string; title: string; description: string }>,
  segments: readonly string[],
): { title: string; description: string } | undefined {
  let best: { title: string; description: string; score: number } | undefined;
  // The entries come most specific scope first: on a tie of paths the brand's own entry stays.
  for (const entry of entries) {
    const score = patternScore(entry.path, segments);
    if (score !== null && (best === undefined || score > best.score)) best = { ...entry, score };
  }
  return best && { title: best.title, description: best.description };
}

const fill = (template: string, variables: Readonly<Record<string, string>>) =>
  template.replace(/\{([a-z]+)\}/g, (match, name: string) => variables[name] ?? match);

export class ContentService {
  readonly #statsCache: TtlCache<BetsStatsResponse>;
  readonly #admin: ContentAdmin;

  /**
   * The operator's content is read through `admin` (the app's `contentAdmin`); a service made without
   * one keeps a store of its own, kept in step by the same broadcast.
   */
  constructor(
    private readonly ctx: AppContext,
    private readonly catalog: Catalog,
    admin: ContentAdmin = new ContentAdmin(ctx),
  ) {
    this.#statsCache = new TtlCache(ctx.clock, BETS_STATS_TTL_MS);
    this.#admin = admin;
  }

  /** GET /strapi/navigation: the operator's layouts for the brand and language, else the built-in ones. */
  async navigation(brand: BrandDefinition, lang: Language): Promise<NavigationLayouts> {
    const [entry] = applicable(await this.#admin.entries(navigationKind), brand.BOOKMAKER, lang);
    return entry ? { header: entry.header, footer: entry.footer } : buildNavigation(brand, lang);
  }

  /**
   * GET /home, as cached bytes: every bettor opening the home page asks for it, so one answer per brand
   * and language is built at a time and kept until the feed changes the catalogue (or CACHE_TTL_MS).
   */
  cachedHome(brand: BrandDefinition, lang: Language): Promise<CachedResponse> {
    return this.catalog.cache.response(`home:${brand.BOOKMAKER}:${lang}`, this.ctx.clock.now(), () =>
      this.home(brand, lang),
    );
  }

  /**
   * GET /home: live events and upcoming highlights of the brand, each with its main market, shown exactly
   * as the catalogue's list calls show them (one mapping: a price closed there is closed here).
   */
  async home(brand: BrandDefinition, lang: Language): Promise<HomeResponse> {
    const { database, clock } = this.ctx;
    const now = new Date(clock.now());
    const [live, highlights] = await Promise.all([
      liveEvents(database, brand.BOOKMAKER, HOME_LIVE_LIMIT),
      highlightEvents(
        database,
        brand.BOOKMAKER,
        now,
        new Date(now.getTime() + HIGHLIGHTS_WINDOW_MS),
        HOME_HIGHLIGHTS_LIMIT,
      ),
    ]);
    const shown = await this.catalog.presentEventsInOrder(
      [...live, ...highlights].map((event) => event.id),
      lang,
    );
    const byId = new Map(shown.map((event) => [event.id, event]));
    // An event gone in between is left out.
    const tab = (rows: readonly { id: string }[]) =>
      rows.flatMap((row) => {
        const event = byId.get(row.id);
        return event ? [event] : [];
      });
    return { tabs: { live: { events: tab(live) }, highlights: { events: tab(highlights) } } };
  }

  /**
   * GET /api/content/bets_stats (Top stats), recomputed hourly. Until bets
   * are recorded, the count is the number of open events, and competitions rank by catalogue priority.
   */
  betsStats(brand: BrandDefinition, lang: Language): Promise<BetsStatsResponse> {
    return this.#statsCache.get(`${brand.BOOKMAKER}:${lang}`, async () => {
      const { database } = this.ctx;
      const [sports, competitions] = await Promise.all([
        sportStats(database, brand.BOOKMAKER, TOP_STATS_LIMIT),
        competitionStats(database, brand.BOOKMAKER, TOP_STATS_LIMIT),
      ]);
      return {
        sports_stats: sports.map((sport) => ({
          sport_id: sport.sport_id,
          count: sport.count,
          translated_slug: sport.slugs[lang] || sport.slug,
          translated_sport_slug: sport.slugs[lang] || sport.slug,
          name: translated(sport.names, 'en', sport.slug),
          translated_name: translated(sport.names, lang, sport.slug),
          icon: sport.icon,
          sport_slug: sport.slug,
        })),
        competitions_stats: competitions.map((competition) => ({
          competition_id: competition.competition_id,
          count: competition.count,
          translated_slug: competition.slugs[lang] || competition.slug,
          translated_sport_slug: competition.sport_slugs[lang] || competition.sport_slug,
          name: translated(competition.names, 'en', competition.slug),
          translated_name: translated(competition.names, lang, competition.slug),
          icon: competition.icon,
          sport_slug: competition.sport_slug,
        })),
      };
    });
  }

  /**
   * GET /api/content/translations: the texts the server owns, in one language, for one brand, with the
   * operator's overrides (every brand's, then the brand's own) on top.
   */
  async translations(brand: BrandDefinition, lang: Language): Promise<TranslationsResponse> {
    const overrides = applicable(await this.#admin.entries(translationsKind), brand.BOOKMAKER, lang)
      .reverse()
      .map((entry) => entry.translations);
    return {
      lang,
      translations: Object.assign(
        {
          ...SERVER_TEXTS[lang],
          'brand.name': brand.name,
          'brand.support_email': `support@${brand.domain}`,
        },
        ...overrides,
      ),
    };
  }

  /** GET /api/content/seo; an operator's entry for the path overrides the template's texts. */
  async seo(
    brand: BrandDefinition,
    lang: Language,
    path: string,
    params: Readonly<Record<string, string>>,
  ): Promise<Seo> {
    const override = bestSeoEntry(
      applicable(await this.#admin.entries(seoKind), brand.BOOKMAKER, lang),
      pathSegments(path),
    );
    return pageSeo(this.ctx.database, { brand, lang, path, params }, override);
  }

  /**
   * GET /api/content/global: site-wide content and the message banners. Each field of the global entry
   * comes from the most specific operator entry that sets it, else from the built-in texts.
   */
  async global(brand: BrandDefinition, lang: Language, page: PageOrigin): Promise<GlobalResponse> {
    const hostname = page.host.replace(/:\d+$/, '').toLowerCase();
    const clean = { internalHosts: [brand.domain, hostname] };
    const texts = GLOBAL_TEXTS[lang];
    const [globals, banners] = await Promise.all([
      this.#admin.entries(globalKind),
      this.#admin.entries(bannerKind),
    ]);
    const entries = applicable(globals, brand.BOOKMAKER, lang);
    const partners =
      firstSet(entries, 'footer_partners') ??
      FOOTER_PARTNERS.map((partner) => ({
        name: partner.name,
        image_url: `/media/partners/${partner.file}`,
        url: partner.url,
      }));
    const attributes = {
      site_name: firstSet(entries, 'site_name') ?? brand.name,
      footer_text: cleanHtml(
        fill(firstSet(entries, 'footer_text') ?? texts.footer, {
          brand: brand.name,
          licence: `TL-${brand.COUNTRY}-2026`,
          help: HELP_CENTRE_URL,
        }),
        clean,
      ),
      footer_partners: partners.map((partner) => ({
        ...partner,
        image_url: partner.image_url.startsWith('/')
          ? `${page.origin}${partner.image_url}`
          : partner.image_url,
      })),
      rewards_popup: firstSet(entries, 'rewards_popup') ?? texts.rewardsPopup,
      locale: brand.default_lang === lang ? brand.DEFAULT_LOCALE : lang,
    };
    const shown = banners.filter(
      (banner) =>
        (banner.bookmaker === null || banner.bookmaker === brand.BOOKMAKER) &&
        (banner.lang === null || banner.lang === lang),
    );
    return {
      global: { data: { attributes: { ...attributes, content_version: contentVersion(attributes) } } },
      banners: presentBanners(shown, clean),
    };
  }
}

/** A short digest of the global content: it changes whenever what a visitor is shown changes. */
const contentVersion = (attributes: object): string =>
  createHash('sha256').update(JSON.stringify(attributes)).digest('base64url').slice(0, 16);

/**
 * Writes the demo content once per database, through the calls an operator makes (so it is audited and
 * may be edited or removed like any other): the welcome banner and the global texts of every language.
 * The first server to claim the flag writes it; the others starting at the same time skip it.
 */
export async function seedDemoContent(ctx: AppContext, admin: ContentAdmin): Promise<void> {
  if (!(await claimSeeding(ctx, DEMO_BANNERS_FLAG))) return;
  for (const [index, lang] of LanguageSchema.options.entries()) {
    await admin.create(bannerKind, DEMO_SEEDER, {
      id: `demo-welcome-${lang}`,
      bookmaker: null,
      lang,
      message: fill(GLOBAL_TEXTS[lang].welcomeBanner, { brand: 'Touchline' }),
      ctas: [
        {
          type: 'link',
          destination: 'internal',
          url: PROMOTIONS_PATH[lang],
          text: GLOBAL_TEXTS[lang].welcomeCta,
        },
      ],
      type: 'info',
      dismissable: true,
      visible: true,
      sort_order: 100 + index,
    });
    await admin.create(globalKind, DEMO_SEEDER, {
      id: `demo-global-${lang}`,
      bookmaker: null,
      lang,
      site_name: null,
      footer_text: GLOBAL_TEXTS[lang].footer,
      footer_partners: null,
      rewards_popup: GLOBAL_TEXTS[lang].rewardsPopup,
    });
  }
}
