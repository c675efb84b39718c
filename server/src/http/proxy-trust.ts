/**
 * Which peers count as a trusted proxy (TRUST_PROXY): everyone (`true`), no one (`false`), or the listed
 * addresses, subnets and names (`loopback`, `linklocal`, `uniquelocal`). Fastify reads X-Forwarded-For
 * and X-Forwarded-Host with this rule, and every other header a proxy sets for the client (its country)
 * is believed under the same rule: only when the connection comes from a trusted proxy.
 */
import proxyAddr from '@fastify/proxy-addr';

/** True when the peer at `address` (the socket's remote address) is a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export function proxyTrust(setting: boolean | string): ProxyTrust {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  return proxyAddr.compile(
    setting
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}
