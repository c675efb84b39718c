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
import { buildNavigation, type NavigationLayouts } from './navigation';
import {
  competitionStats,
  highlightEvents,
  insertMissingBanners,
  liveEvents,
  sportStats,
  visibleBanners,
} from './repo';
import { cleanHtml } from './sanitize';
import { pageSeo } from './seo';
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
const DEMO_BANNERS_FLAG = 'content.demo_banners_seeded';

export interface PageOrigin {
  /** Origin the server's own assets are reached at. */
  origin: string;
  /** Host of the request, counted as internal for links. */
  host: string;
}

const fill = (template: string, variables: Readonly<Record<string, string>>) =>
  template.replace(/\{([a-z]+)\}/g, (match, name: string) => variables[name] ?? match);

export class ContentService {
  readonly #statsCache: TtlCache<BetsStatsResponse>;

  constructor(
    private readonly ctx: AppContext,
    private readonly catalog: Catalog,
  ) {
    this.#statsCache = new TtlCache(ctx.clock, BETS_STATS_TTL_MS);
  }

  /** GET /strapi/navigation. */
  navigation(brand: BrandDefinition, lang: Language): NavigationLayouts {
    return buildNavigation(brand, lang);
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

  /** GET /api/content/translations: the texts the server owns, in one language, for one brand. */
  translations(brand: BrandDefinition, lang: Language): TranslationsResponse {
    return {
      lang,
      translations: {
        ...SERVER_TEXTS[lang],
        'brand.name': brand.name,
        'brand.support_email': `support@${brand.domain}`,
      },
    };
  }

  /** GET /api/content/seo. */
  seo(
    brand: BrandDefinition,
    lang: Language,
    path: string,
    params: Readonly<Record<string, string>>,
  ): Promise<Seo> {
    return pageSeo(this.ctx.database, { brand, lang, path, params });
  }

  /** GET /api/content/global: site-wide content and the message banners. */
  async global(brand: BrandDefinition, lang: Language, page: PageOrigin): Promise<GlobalResponse> {
    const hostname = page.host.replace(/:\d+$/, '').toLowerCase();
    const clean = { internalHosts: [brand.domain, hostname] };
    const texts = GLOBAL_TEXTS[lang];
    const rows = await visibleBanners(this.ctx.database, brand.BOOKMAKER, lang);
    return {
      global: {
        data: {
          attributes: {
            site_name: brand.name,
            footer_text: cleanHtml(
              fill(texts.footer, {
                brand: brand.name,
                licence: `TL-${brand.COUNTRY}-2026`,
                help: HELP_CENTRE_URL,
              }),
              clean,
            ),
            footer_partners: FOOTER_PARTNERS.map((partner) => ({
              name: partner.name,
              image_url: `${page.origin}/media/partners/${partner.file}`,
              url: partner.url,
            })),
            rewards_popup: texts.rewardsPopup,
            locale: brand.default_lang === lang ? brand.DEFAULT_LOCALE : lang,
          },
        },
      },
      banners: presentBanners(rows, clean),
    };
  }
}

/** Seeds the demo welcome banner (one per language) once per database, so operators may delete it. */
export async function seedDemoBanners(ctx: Pick<AppContext, 'database' | 'clock'>): Promise<void> {
  const { database } = ctx;
  const claimed = await database.query<{ key: string }>(
    `insert into meta (key, value) values ($1, $2::jsonb) on conflict (key) do nothing returning key`,
    [DEMO_BANNERS_FLAG, JSON.stringify({ at: new Date(ctx.clock.now()).toISOString() })],
  );
  if (claimed.length === 0) return;
  await insertMissingBanners(
    database,
    LanguageSchema.options.map((lang, index) => ({
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
      sortOrder: 100 + index,
    })),
  );
}
