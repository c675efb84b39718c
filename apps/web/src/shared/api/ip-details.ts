/**
 * GET /ip/details: the visitor's country, address and tester flag. Asked once per browser session and
 * kept for it (sessionStorage), so every page of the visit reads the same answer without asking again:
 * bet-share tracking sends the address, and the tester flag shows 'Copy Deep Link'. A failure reads as
 * "not known" (no address, not a tester) and is not asked again during the page's life.
 */
import { useQuery } from '@tanstack/react-query';
import type { IpDetailsResponse } from '@touchline/contract';
import { readSessionText, writeSessionText } from '@/shared/platform/storage';
import { apiGet } from './client';

export const IP_DETAILS_KEY = 'ip_details';

const isIpDetails = (value: unknown): value is IpDetailsResponse => {
  const v = value as Partial<IpDetailsResponse> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.country === 'string' &&
    typeof v.ip_address === 'string' &&
    typeof v.is_tester === 'boolean'
  );
};

function stored(): IpDetailsResponse | null {
  const text = readSessionText(IP_DETAILS_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isIpDetails(value) ? value : null;
  } catch {
    return null;
  }
}

let pending: Promise<IpDetailsResponse | null> | null = null;

/** The visitor's IP details: the session's stored answer, else one call shared by every caller. */
export function ipDetails(): Promise<IpDetailsResponse | null> {
  if (pending) return pending;
  const cached = stored();
  pending = cached
    ? Promise.resolve(cached)
    : apiGet<unknown>('/ip/details').then(
        (answer) => {
          if (!isIpDetails(answer)) return null;
          writeSessionText(IP_DETAILS_KEY, JSON.stringify(answer));
          return answer;
        },
        (error: unknown) => {
          console.warn('ip details not loaded', error);
          return null;
        },
      );
  return pending;
}

/** Forgets the answer held in memory (tests start each case from a new page). */
export function forgetIpDetails(): void {
  pending = null;
}

/** The visitor's address for tracking, or null when not known. */
export const visitorAddress = async (): Promise<string | null> => (await ipDetails())?.ip_address ?? null;

export function useIpDetails(): IpDetailsResponse | null {
  return (
    useQuery({
      queryKey: ['ip-details'],
      queryFn: ipDetails,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
    }).data ?? null
  );
}

/** The tester flag: tester-only tools (Copy Deep Link) show when it is set. */
export const useIsTester = (): boolean => useIpDetails()?.is_tester === true;
