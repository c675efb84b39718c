import type { ConfigResponse, IpCheckResponse, IpDetailsResponse } from '@touchline/contract';
import { BRANDS, type BrandDefinition, brandForHeaders, runtimeBrandConfig } from '../../brands';
import { decideRegion, describeVisitor } from './ip';
import type { LocationSettings } from './settings';

export interface Origins {
  /** Where this deployment serves the content calls (the brand's CMS). */
  cms: string;
  /** The account site shown in the frame. */
  account: string;
}

/** GET /v1/config: combo boost, operator switches and the brand defaults. */
export function brandConfiguration(brand: BrandDefinition, origins: Origins): ConfigResponse {
  return {
    combo_boost: brand.combo_boost,
    operator: brand.operator,
    brand: runtimeBrandConfig(brand, origins.cms, origins.account),
  };
}

export interface LocationRequest {
  ip: string;
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

export class LocationService {
  constructor(
    private readonly settings: LocationSettings,
    private readonly production: boolean,
  ) {}

  /** GET /ip/details: country, address and tester flag. */
  details(request: LocationRequest): IpDetailsResponse {
    const brand = brandForHeaders(request.headers, request.host);
    return describeVisitor({
      ip: request.ip,
      headers: request.headers,
      brandCountry: brand.COUNTRY,
      testerIps: this.settings.testerIps,
      production: this.production,
    });
  }

  /** The IP check of the location splash: restricted countries are declined. */
  check(request: LocationRequest): IpCheckResponse {
    const visitor = this.details(request);
    const brand = brandForHeaders(request.headers, request.host);
    const decision = decideRegion(
      visitor.country,
      this.settings.restrictedCountries,
      BRANDS.map((candidate) => candidate.COUNTRY),
      brand.COUNTRY,
    );
    const site = BRANDS.find((candidate) => candidate.COUNTRY === decision.country);
    return { status: decision.status, country: site ? site.COUNTRY : null };
  }
}
