import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { VettedAddress } from './url-guard.js';

/** Names the product to receivers (their logs and firewalls). */
export const WEBHOOK_USER_AGENT = 'SmartHome-Iasi-Webhooks/1.0';

export interface WebhookPost {
  url: URL;
  /** Where to connect: the address the guard checked, never a second DNS answer. */
  address: VettedAddress;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** What one attempt came to: the receiver's status, or why no answer came. */
export type PostOutcome = { status: number } | { status: null; error: string };

/**
 * POSTs a signed body once. The connection goes to `address` whatever the URL's name resolves to
 * now (TLS still checks the certificate against the name); redirects are never followed (node's
 * client does not follow them); only the status is read: the response body is dropped unread, so
 * nothing a receiver answers is kept.
 */
export function postWebhook({ url, address, body, headers, timeoutMs }: WebhookPost): Promise<PostOutcome> {
  const vettedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, addresses: VettedAddress[]) => void)(null, [address]);
    } else {
      callback(null, address.address, address.family);
    }
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: vettedLookup,
      agent: false,
    });
    const timer = setTimeout(() => {
      settle({ status: null, error: `Timed out after ${formatSeconds(timeoutMs)}` });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('response', (response: IncomingMessage) => {
      settle({ status: response.statusCode ?? 0 });
      response.destroy();
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      settle({ status: null, error: networkError(error) }),
    );
    outgoing.end(body);
  });
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1_000).toFixed(1))} s`;
}

/** A few words about a failed connection, never a stack or an internal address. */
function networkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Connection refused';
    case 'ECONNRESET':
      return 'Connection reset';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'Host unreachable';
    default:
      if (error.code && /TLS|CERT|UNABLE_TO_VERIFY|EPROTO/.test(error.code)) return 'TLS error';
      return error.code ? `Network error (${error.code})` : 'Network error';
  }
}
