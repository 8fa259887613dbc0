import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@smarthome/service-kit/contracts/webhooks';

/**
 * Where a webhook may point. An admin's URL is fetched by this service from inside the
 * deployment, so a URL naming the loopback, a private network, a link-local or cloud metadata
 * address would let a webhook (or a stolen admin token) reach internal services: those are
 * refused, unless the deployment allows private addresses (development and tests, never
 * production). The check runs when a URL is saved AND before every delivery attempt (a name's
 * DNS answer may change between the two), and the attempt connects to exactly the address that
 * was checked.
 */

export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** Addresses no webhook may reach: loopback, private, shared, link-local, unspecified, multicast, reserved. */
const FORBIDDEN_ADDRESSES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast 255.255.255.255
] as const) {
  FORBIDDEN_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN_ADDRESSES.addSubnet(network, prefix, 'ipv6');
}

/** Host names of cloud metadata services and of this machine, refused whatever they resolve to. */
const FORBIDDEN_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'metadata.goog']);

/**
 * True for an address no webhook may reach. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is
 * judged as the IPv4 address it carries.
 */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN_ADDRESSES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function isForbiddenName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  return FORBIDDEN_NAMES.has(name) || name.endsWith('.localhost');
}

/** A URL refused: `message` is one of WEBHOOK_MESSAGES, for the form's url field or a delivery's lastError. */
export class UrlRefusal extends Error {
  override readonly name = 'UrlRefusal';
}

export interface UrlRules {
  /** WEBHOOKS_ALLOW_PRIVATE: http, and any address, are accepted. */
  allowPrivate: boolean;
}

/**
 * The URL as it is stored, or the problem with its form (no DNS): absolute http(s), at most
 * 2,000 characters, no user name or password, https unless private addresses are allowed.
 */
export function parseWebhookUrl(raw: string, rules: UrlRules): URL {
  if (raw.length > WEBHOOK_URL_MAX_LENGTH) throw new UrlRefusal(WEBHOOK_MESSAGES.urlTooLong);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRefusal(WEBHOOK_MESSAGES.urlInvalid);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    throw new UrlRefusal(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.username !== '' || url.password !== '') throw new UrlRefusal(WEBHOOK_MESSAGES.urlCredentials);
  if (url.protocol === 'http:' && !rules.allowPrivate) throw new UrlRefusal(WEBHOOK_MESSAGES.httpsRequired);
  return url;
}

/** The address a delivery connects to: the one the guard checked. */
export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name, as the system resolver answers (tests may answer themselves). */
export type ResolveHost = (hostname: string) => Promise<VettedAddress[]>;

export const systemResolver: ResolveHost = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * The address to connect to for a URL already parsed: its IP literal, or the first address its
 * name resolves to. Refused (UrlRefusal) when the name does not resolve, or when private addresses
 * are not allowed and the name is a metadata or local name, or ANY of its addresses is forbidden
 * (a name answering one public and one private address would otherwise be a coin toss).
 */
export async function vetHost(
  url: URL,
  rules: UrlRules,
  resolve: ResolveHost = systemResolver,
): Promise<VettedAddress> {
  // URL keeps an IPv6 literal in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  if (literal !== 0) {
    if (!rules.allowPrivate && isForbiddenAddress(host))
      throw new UrlRefusal(WEBHOOK_MESSAGES.privateAddress);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  if (!rules.allowPrivate && isForbiddenName(host)) throw new UrlRefusal(WEBHOOK_MESSAGES.privateAddress);
  let addresses: VettedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new UrlRefusal(WEBHOOK_MESSAGES.unresolvable);
  }
  const [first] = addresses;
  if (!first) throw new UrlRefusal(WEBHOOK_MESSAGES.unresolvable);
  if (!rules.allowPrivate && addresses.some(({ address }) => isForbiddenAddress(address))) {
    throw new UrlRefusal(WEBHOOK_MESSAGES.privateAddress);
  }
  return first;
}
