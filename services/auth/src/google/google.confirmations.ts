import type { Redis } from '@smarthome/service-kit';

/** How long a confirmation with Google stands: time to answer the question it was asked for. */
export const CONFIRMATION_TTL_SECONDS = 5 * 60;

/**
 * An account that signs in with Google alone has no password to confirm a grave step with
 * (deleting itself). It confirms by signing in to Google again instead; the callback records that
 * here, for the session that asked, and the step takes the record (once: GETDEL). In Redis, shared
 * by every replica, keyed by the session id, so it is worth nothing to another session.
 */
export class GoogleConfirmations {
  constructor(private readonly redis: Redis) {}

  async record(sessionId: string): Promise<void> {
    await this.redis.set(keyOf(sessionId), '1', 'EX', CONFIRMATION_TTL_SECONDS);
  }

  /** Whether this session confirmed with Google in the last few minutes; the confirmation is used up. */
  async take(sessionId: string): Promise<boolean> {
    return (await this.redis.getdel(keyOf(sessionId))) !== null;
  }
}

function keyOf(sessionId: string): string {
  return `auth:google:confirmed:${sessionId}`;
}
