/**
 * Picks the brand a request speaks for from its bookmaker, country and host, and
 * fills in the brand configuration a running server answers with.
 */
import {
  BRANDS,
  type BrandConfig,
  type BrandDefinition,
  brandByBookmaker,
  brandByCountry,
  brandByHost,
  DEFAULT_BRAND,
} from '@touchline/contract';
import type { Config } from '../config';
import { badRequest } from '../http/errors';

export { BRANDS, type BrandDefinition, DEFAULT_BRAND };

export interface BrandSelector {
  bookmaker?: string | undefined;
  country?: string | undefined;
  host?: string | undefined;
}

/**
 * The brand of a request: the bookmaker when given (unknown -> 400), else the country site, else the
 * host's domain, else the default brand (IE).
 */
export function resolveBrand(selector: BrandSelector): BrandDefinition {
  if (selector.bookmaker !== undefined && selector.bookmaker !== '') {
    const byBookmaker = brandByBookmaker(selector.bookmaker);
    if (!byBookmaker) {
      throw badRequest(
        `unknown bookmaker '${selector.bookmaker.slice(0, 40)}'; one of ${BRANDS.map((b) => b.BOOKMAKER).join(', ')}`,
      );
    }
    return byBookmaker;
  }
  if (selector.country !== undefined && selector.country !== '') {
    const byCountry = brandByCountry(selector.country);
    if (!byCountry) {
      throw badRequest(
        `unknown country '${selector.country.slice(0, 8)}'; one of ${BRANDS.map((b) => b.COUNTRY).join(', ')}`,
      );
    }
    return byCountry;
  }
  return (selector.host ? brandByHost(selector.host) : undefined) ?? DEFAULT_BRAND;
}

/** The origin this server's content is reached at: PUBLIC_URL, else the request's own origin. */
export const publicOrigin = (config: Config, request: { protocol: string; host: string }): string =>
  (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

/** The account site origin shown in the frame: ACCOUNT_URL, else localhost on ACCOUNT_PORT. */
export const accountOrigin = (config: Config): string =>
  (config.ACCOUNT_URL ?? `http://localhost:${config.ACCOUNT_PORT}`).replace(/\/$/, '');

/**
 * The brand configuration as this server answers it: the brand's data with the CMS and the account
 * site replaced by where this deployment serves them.
 */
export function runtimeBrandConfig(
  brand: BrandDefinition,
  cmsUrl: string,
  globalIframe: string,
): BrandConfig {
  return {
    COUNTRY: brand.COUNTRY,
    BOOKMAKER: brand.BOOKMAKER,
    DEFAULT_CURRENCY: brand.DEFAULT_CURRENCY,
    ODDS_FORMAT: brand.ODDS_FORMAT,
    DEFAULT_ACCEPT_ODDS: brand.DEFAULT_ACCEPT_ODDS,
    CMS_URL: cmsUrl,
    DEFAULT_LOCALE: brand.DEFAULT_LOCALE,
    domain: brand.domain,
    default_lang: brand.default_lang,
    global_iframe: globalIframe,
    consent_policy: brand.consent_policy,
    tag_manager_id: brand.tag_manager_id,
  };
}

/**
 * The brand of a call that carries no brand parameters (IP calls): a known bookmaker header, else the
 * host's domain, else the default brand. Lenient on purpose: these calls never fail on a stale header.
 */
export function brandForHeaders(
  headers: Record<string, string | string[] | undefined>,
  host: string | undefined,
): BrandDefinition {
  const raw = headers.bookmaker;
  const bookmaker = Array.isArray(raw) ? raw[0] : raw;
  return (
    (bookmaker ? brandByBookmaker(bookmaker) : undefined) ??
    (host ? brandByHost(host) : undefined) ??
    DEFAULT_BRAND
  );
}
