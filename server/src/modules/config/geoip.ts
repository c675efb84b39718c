/**
 * The country of a public address, from the GeoLite2 country database that ships inside the
 * `geoip-country` package (no network call, no licence key at run time). The database takes about half a
 * second and some tens of MB to load, so it is read on the first lookup of a public address: a server
 * that only ever sees loopback (development, tests) never loads it.
 */
import { createRequire } from 'node:module';

interface GeoIpCountry {
  lookup(ip: string): { country?: string } | null;
}

let database: GeoIpCountry | undefined;

/** The ISO country the database places `ip` in, or null when it has none (unallocated, reserved). */
export function lookupCountry(ip: string): string | null {
  database ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
  return database.lookup(ip)?.country ?? null;
}
