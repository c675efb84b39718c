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

/**
 * Headers a geo-IP proxy or CDN in front of the server sets with the visitor's country. Any client can
 * send them too, so they are read only from a trusted proxy (TRUST_PROXY, the rule of X-Forwarded-For).
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/** Codes that name no country: unknown (XX), Tor (T1), anonymous proxy, satellite, other, continents. */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'EU', 'AP', 'ZZ']);

function isoCountry(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** The visitor country a proxy reported, when it is a real ISO code (not XX or T1). */
export function countryFromHeaders(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const code = isoCountry(Array.isArray(raw) ? raw[0] : raw);
    if (code) return code;
  }
  return null;
}

export interface VisitorInput {
  /** The client's address (X-Forwarded-For resolved under TRUST_PROXY). */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  /** The connection comes from a trusted proxy: its country header is believed. */
  fromTrustedProxy: boolean;
  /** Country of a public address from the geo-IP database. */
  lookupCountry: (ip: string) => string | null;
  testerIps: ReadonlySet<string>;
  production: boolean;
}

export interface Visitor {
  /** Null when no location is known: a private or loopback address, or one the database lacks. */
  country: string | null;
  ip_address: string;
  is_tester: boolean;
}

/**
 * Who is asking: the country a trusted proxy reported, else the geo-IP country of the client's address;
 * testers are the configured addresses, plus loopback outside production.
 */
export function locateVisitor(input: VisitorInput): Visitor {
  const ip = normaliseIp(input.ip);
  const reported = input.fromTrustedProxy ? countryFromHeaders(input.headers) : null;
  const country = reported ?? (isNonPublic(ip) ? null : isoCountry(input.lookupCountry(ip)));
  const isTester = input.testerIps.has(ip) || (!input.production && isLoopback(ip));
  return { country, ip_address: ip, is_tester: isTester };
}

export interface RegionDecision {
  status: 'success' | 'declined';
  country: string | null;
}

/**
 * The region check (the server decides): a restricted country is declined; a country with its own site
 * goes there; any other country is served by the default site. A visitor whose country is unknown is
 * declined in production, as a licensed book cannot serve someone it cannot place; elsewhere (a
 * developer's machine on loopback or a private network) the default site serves them.
 */
export function decideRegion(
  visitorCountry: string | null,
  restricted: ReadonlySet<string>,
  siteCountries: readonly string[],
  defaultCountry: string,
  production = false,
): RegionDecision {
  if (visitorCountry === null) {
    return production
      ? { status: 'declined', country: null }
      : { status: 'success', country: defaultCountry };
  }
  if (restricted.has(visitorCountry)) return { status: 'declined', country: null };
  return {
    status: 'success',
    country: siteCountries.includes(visitorCountry) ? visitorCountry : defaultCountry,
  };
}
