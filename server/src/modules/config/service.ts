import {
  type ConfigResponse,
  helpCentreFor,
  type IpCheckResponse,
  type IpDetailsResponse,
  type Language,
} from '@touchline/contract';
import { BRANDS, type BrandDefinition, brandForHeaders, runtimeBrandConfig } from '../../brands';
import type { ProxyTrust } from '../../http/proxy-trust';
import { lookupCountry } from './geoip';
import { decideRegion, locateVisitor, type Visitor } from './ip';
import type { LocationSettings } from './settings';

export interface Origins {
  /** Where this deployment serves the content calls (the brand's CMS). */
  cms: string;
  /** The account site shown in the frame. */
  account: string;
}

/**
 * GET /v1/config: combo boost, operator switches (with the login switch), the brand defaults and the
 * brand's help centre in the asked language.
 */
export function brandConfiguration(
  brand: BrandDefinition,
  origins: Origins,
  /** The operator's login switch (LOGIN): off for every brand when the operator turned it off. */
  loginEnabled = true,
  lang: Language = brand.default_lang,
): ConfigResponse {
  const operator = { ...brand.operator, login_enabled: brand.operator.login_enabled && loginEnabled };
  return {
    combo_boost: brand.combo_boost,
    operator,
    brand: runtimeBrandConfig(brand, origins.cms, origins.account),
    help_centre: helpCentreFor(brand.help_centre, lang, brand.default_lang),
  };
}

export interface LocationRequest {
  /** The client's address (X-Forwarded-For resolved under TRUST_PROXY). */
  ip: string;
  /** The address the connection comes from: a proxy, or the client itself. */
  peer: string;
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

export class LocationService {
  constructor(
    private readonly settings: LocationSettings,
    private readonly production: boolean,
    private readonly trustsProxy: ProxyTrust,
    private readonly countryOf: (ip: string) => string | null = lookupCountry,
  ) {}

  #locate(request: LocationRequest): Visitor {
    return locateVisitor({
      ip: request.ip,
      headers: request.headers,
      fromTrustedProxy: this.trustsProxy(request.peer, 0),
      lookupCountry: this.countryOf,
      testerIps: this.settings.testerIps,
      production: this.production,
    });
  }

  /**
   * GET /ip/details: country, address and tester flag. The answer always names a country: with no known
   * location it is the brand's own.
   */
  details(request: LocationRequest): IpDetailsResponse {
    const visitor = this.#locate(request);
    const brand = brandForHeaders(request.headers, request.host);
    return { ...visitor, country: visitor.country ?? brand.COUNTRY };
  }

  /** The IP check of the location splash: restricted countries, and unknown ones in production, are declined. */
  check(request: LocationRequest): IpCheckResponse {
    const visitor = this.#locate(request);
    const brand = brandForHeaders(request.headers, request.host);
    const decision = decideRegion(
      visitor.country,
      this.settings.restrictedCountries,
      BRANDS.map((candidate) => candidate.COUNTRY),
      brand.COUNTRY,
      this.production,
    );
    const site = BRANDS.find((candidate) => candidate.COUNTRY === decision.country);
    return { status: decision.status, country: site ? site.COUNTRY : null };
  }
}
