/**
 * Requests per minute per API token, counted by this gateway process (fixed one-minute windows).
 * With several gateway replicas behind a load balancer, a token may make up to that many
 * requests through each of them.
 */
export class TokenRateLimiter {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; the seconds to wait when the token is over its allowance, else null. */
  take(tokenId: string): number | null {
    const now = this.now();
    const window = Math.floor(now / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(tokenId) ?? 0) + 1;
    this.counts.set(tokenId, count);
    if (count <= this.perMinute) return null;
    return Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000));
  }
}
