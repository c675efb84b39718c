/**
 * Visitor location rules (IP details, IP check, tester flag).
 * Pure: the caller hands in the address, the headers and the settings.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** '::ffff:1.2.3.4' is an IPv4 client seen through an IPv6 socket: report it as IPv4. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Loopback (127/8, ::1): the demo on one machine. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || (isIPv4(ip) && ip.startsWith('127.'));
}

/** Loopback, private (RFC 1918, RFC 4193), link-local or carrier NAT: no public location. */
export function isNonPublic(ip: string): boolean {
  if (isLoopback(ip)) return true;
  if (isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIPv6(ip)) {
    const lower = ip.toLowerCase();
    return lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80') || lower === '::';
  }
  return true;
}

/** Headers a geo-IP proxy or CDN in front of the server sets with the visitor's country. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/** The visitor country a trusted proxy reported, when it is a real ISO code (not XX or T1). */
export function countryFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return null;
}

export interface VisitorInput {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  /** Country of the brand the request came through; stands in when no location is known. */
  brandCountry: string;
  testerIps: ReadonlySet<string>;
  production: boolean;
}

export interface Visitor {
  country: string;
  ip_address: string;
  is_tester: boolean;
}

/**
 * Who is asking: the proxy-reported country, else (no geo-IP data on a private address or without a
 * proxy) the brand's own country; testers are the configured addresses, plus loopback outside production.
 */
export function describeVisitor(input: VisitorInput): Visitor {
  const ip = normaliseIp(input.ip);
  const country = countryFromHeaders(input.headers) ?? input.brandCountry;
  const isTester = input.testerIps.has(ip) || (!input.production && isLoopback(ip));
  return { country, ip_address: ip, is_tester: isTester };
}

export interface RegionDecision {
  status: 'success' | 'declined';
  country: string | null;
}

/**
 * The region check (the server decides): a restricted country is
 * declined; a country with its own site goes there; any other country is served by the default site.
 */
export function decideRegion(
  visitorCountry: string,
  restricted: ReadonlySet<string>,
  siteCountries: readonly string[],
  defaultCountry: string,
): RegionDecision {
  if (restricted.has(visitorCountry)) return { status: 'declined', country: null };
  return {
    status: 'success',
    country: siteCountries.includes(visitorCountry) ? visitorCountry : defaultCountry,
  };
}
