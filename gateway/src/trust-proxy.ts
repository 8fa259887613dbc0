/**
 * TRUST_PROXY: which reverse proxies in front of the gateway may tell it the client's address
 * (X-Forwarded-For) and the protocol (X-Forwarded-Proto). The client address is what rate limits,
 * lock-outs and the logs count by, here and in the subgraphs (they get it as X-Forwarded-For).
 *
 * - `false` / `no` / `0` (the default): no proxy; the socket's peer is the client.
 * - `true` / `yes`: every hop is trusted; the client is the first X-Forwarded-For entry, which
 *   the client itself may have written unless the proxy replaces the header.
 * - a hop count (`1`, `2`, …): the last n hops are proxies; the client is the address the
 *   outermost of them saw. Right only when every request crosses exactly that many proxies.
 * - a comma-separated list of addresses and CIDRs (`10.0.0.0/8,127.0.0.1`, also proxy-addr's
 *   names `loopback`, `linklocal`, `uniquelocal`): only peers in the list are proxies; the client
 *   is the nearest address, walking X-Forwarded-For from the right, that is not in the list.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** The parsed TRUST_PROXY: on/off, a hop count, or the trusted addresses and CIDRs. */
export type TrustProxy = boolean | number | string[];

/** What Fastify's `trustProxy` option takes, for the forms above. */
export type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const ON = new Set(['true', 'yes']);
const OFF = new Set(['false', 'no', '0']);
/** Ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 100;

export const TRUST_PROXY_FORMS =
  'true, false, a hop count (e.g. 1) or a comma-separated list of addresses and CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/** Whether `entry` is an IP address, a CIDR (address/prefix length) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const version = isIP(entry.slice(0, slash));
  const prefix = entry.slice(slash + 1);
  if (version === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's value → its meaning, or a message naming the forms it may take. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { problem: string } {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || OFF.has(value)) return false;
  if (ON.has(value)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return { problem: `a hop count must be at most ${MAX_HOPS}, got ${hops}` };
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    const shown = invalid.length > 0 ? invalid.join(', ') : value;
    return { problem: `must be ${TRUST_PROXY_FORMS}; not an address or CIDR: ${shown}` };
  }
  return entries;
}

/** The zod schema of TRUST_PROXY in the gateway's environment. */
export const trustProxyEnv = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const parsed = parseTrustProxy(value);
    if (typeof parsed === 'object' && !Array.isArray(parsed)) {
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * The parsed TRUST_PROXY as Fastify's option. Fastify refuses a bare hop count (it trusts
 * nothing then, since a client that reaches the gateway directly could claim any address in
 * enough hops), so the count becomes the function that trusts the last n hops whoever the peer is:
 * the operator who sets a count states that every request comes through that many proxies.
 */
export function fastifyTrustProxy(trustProxy: TrustProxy): FastifyTrustProxy {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}
