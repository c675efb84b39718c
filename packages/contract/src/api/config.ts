/**
 * Configuration and location calls: the slip's /v1/config, the operator settings and the location check.
 */
import { z } from 'zod';
import { BrandConfig } from '../entities/brand';
import { Country } from '../entities/common';
import { ComboBoostConfig, OperatorSettings } from '../entities/rewards';
import { HelpCentreSite } from '../help-centre/schema';
import { commonQueryFields, defineCall, langField, queryInt } from './define';

const MODULE = 'config';

export const ConfigQuery = z.object(commonQueryFields);
export type ConfigQuery = z.infer<typeof ConfigQuery>;

export const ConfigResponse = z.object({
  combo_boost: ComboBoostConfig,
  operator: OperatorSettings,
  brand: BrandConfig.describe('The brand of the requested bookmaker and country'),
  help_centre: HelpCentreSite.nullable().describe(
    "The brand's external help centre in the requested language; null: the account site's help pages",
  ),
});
export type ConfigResponse = z.infer<typeof ConfigResponse>;

export const getConfig = defineCall({
  method: 'GET',
  path: '/v1/config',
  module: MODULE,
  summary: 'Combo boost, operator switches and brand configuration',
  auth: 'none',
  querystring: ConfigQuery,
  response: ConfigResponse,
});

/** Any ISO 3166 alpha-2 code: a visitor may come from a country without a site. */
export const VisitorCountry = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code');

export const IpDetailsResponse = z.object({
  country: VisitorCountry,
  ip_address: z.union([z.ipv4(), z.ipv6()]),
  is_tester: z.boolean().describe('Enables tester-only features such as Copy Deep Link'),
});
export type IpDetailsResponse = z.infer<typeof IpDetailsResponse>;

export const getIpDetails = defineCall({
  method: 'GET',
  path: '/ip/details',
  module: MODULE,
  summary: "The visitor's country, address and tester flag",
  auth: 'none',
  response: IpDetailsResponse,
});

export const IpCheckQuery = z.object({
  ...langField,
  time: queryInt().min(0).describe('Client time in ms since epoch; defeats caches'),
});
export type IpCheckQuery = z.infer<typeof IpCheckQuery>;

export const IpCheckResponse = z.object({
  status: z.enum(['success', 'declined']).describe('declined: no site serves the location'),
  country: Country.nullable().describe('Site to switch to; null when declined'),
});
export type IpCheckResponse = z.infer<typeof IpCheckResponse>;

export const getIpCheck = defineCall({
  method: 'GET',
  path: '/ip/check',
  module: MODULE,
  summary: 'Region check of the app location splash',
  auth: 'none',
  querystring: IpCheckQuery,
  response: IpCheckResponse,
});

export const configCalls = { getConfig, getIpDetails, getIpCheck } as const;
