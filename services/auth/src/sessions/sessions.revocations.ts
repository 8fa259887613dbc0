import { revokedSessionKey, type Clock, type Logger, type Redis } from '@smarthome/service-kit';
import type { SessionModel } from './sessions.model.js';

/**
 * A revoked session stays on the list this much longer than its newest token could live:
 * verifiers accept a few seconds of clock difference, and some margin costs nothing.
 */
const LIST_MARGIN_MS = 5 * 60 * 1000;

/**
 * Writes revoked sessions to the revocation list in Redis that every token verifier reads
 * (service-kit revocation.ts). The database is the record; Redis the fast copy: each
 * revocation is written at once, and the whole list again every REVOCATION_SYNC_INTERVAL,
 * so a Redis that lost its data (or missed a write while down) is complete again within
 * that interval. Bound for a logout or deactivation to count everywhere: at once, or at
 * most one sync interval (30 s by default, at most 50 s by config) after a Redis loss.
 */
export class RevocationList {
  constructor(
    private readonly redis: Redis,
    private readonly sessions: SessionModel,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** Puts sessions on the list until their newest token expires. Never throws: the sync catches up. */
  async publish(entries: Array<{ sessionId: string; tokenExpiresAt: Date }>): Promise<void> {
    const now = this.clock();
    const live = entries.filter((entry) => entry.tokenExpiresAt.getTime() + LIST_MARGIN_MS > now);
    if (live.length === 0) return;
    try {
      const pipeline = this.redis.pipeline();
      for (const entry of live) {
        pipeline.set(
          revokedSessionKey(entry.sessionId),
          '1',
          'PX',
          entry.tokenExpiresAt.getTime() + LIST_MARGIN_MS - now,
        );
      }
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    } catch (error) {
      this.log.warn(
        { err: error, sessions: live.length },
        'revocation not written to Redis; the next sync writes it',
      );
    }
  }

  /** Writes every revoked session whose tokens may still be alive (what a restarted Redis lacks). */
  async sync(): Promise<number> {
    const since = new Date(this.clock() - LIST_MARGIN_MS);
    const revoked = await this.sessions
      .find({ revokedAt: { $ne: null }, tokenExpiresAt: { $gt: since } }, { _id: 1, tokenExpiresAt: 1 })
      .lean()
      .exec();
    await this.publish(
      revoked.map((session) => ({ sessionId: session._id, tokenExpiresAt: session.tokenExpiresAt })),
    );
    return revoked.length;
  }

  /** Syncs now and then every `intervalMs`; returns the stop function. */
  start(intervalMs: number): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    const round = () => {
      running = this.sync().catch((error: unknown) =>
        this.log.warn({ err: error }, 'revocation sync failed'),
      );
    };
    round();
    const timer = setInterval(round, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }
}
