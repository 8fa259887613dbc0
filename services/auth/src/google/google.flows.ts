import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from '@smarthome/service-kit';

/** What the start of a sign-in leaves for its callback. */
export interface PendingFlow {
  /** The PKCE secret: only its hash (the challenge) went to the provider. */
  codeVerifier: string;
  /** Bound into the ID token by the provider; checked at the callback. */
  nonce: string;
  /** The site path to go to afterwards, already checked to be one of ours. */
  returnTo: string | null;
  /**
   * Set when a signed-in account confirms with Google instead of a password: the session that
   * asked, which the callback must come back with, and the address the provider must vouch for.
   */
  confirmFor?: { userId: string; sessionId: string; email: string };
}

/** A flow must be finished this long after it started (cookie and Redis entry alike). */
export const FLOW_TTL_SECONDS = 10 * 60;

/**
 * Pending Google sign-ins, in Redis (shared by every replica; nothing of it in the browser but
 * a random id). A flow is found by its cookie's id and the `state` the provider sends back
 * together, and taken out in the same command (GETDEL): a callback with another state finds
 * nothing (and cannot burn the right one), and a replayed callback finds nothing either.
 */
export class PendingFlows {
  constructor(private readonly redis: Redis) {}

  /** Stores a flow under the `state` sent to the provider; returns the id for the browser's cookie. */
  async save(state: string, flow: PendingFlow): Promise<string> {
    const flowId = randomBytes(32).toString('base64url');
    await this.redis.set(keyOf(flowId, state), JSON.stringify(flow), 'EX', FLOW_TTL_SECONDS);
    return flowId;
  }

  /** The flow of this cookie and state, removed; null when unknown, expired or already used. */
  async take(flowId: string, state: string): Promise<PendingFlow | null> {
    const stored = await this.redis.getdel(keyOf(flowId, state));
    return stored === null ? null : (JSON.parse(stored) as PendingFlow);
  }
}

/** Hashed, so that what Redis holds cannot be turned back into a usable cookie and state. */
function keyOf(flowId: string, state: string): string {
  return `auth:google:flow:${createHash('sha256').update(`${flowId}.${state}`).digest('base64url')}`;
}
