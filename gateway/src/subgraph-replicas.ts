/**
 * Subgraphs that run as several replicas. The gateway is given every replica's URL, comma-separated
 * (ASSISTANT_URL=http://10.0.0.5:4104/graphql,http://10.0.0.6:4104/graphql), and every call to that
 * subgraph — GraphQL, its plain HTTP routes, the token exchange — goes to the replicas in turn.
 *
 * A replica whose connection is refused is set aside for a few seconds and the call goes to the
 * next one at once: nothing reached it, so even a write is safe to send again. A call that did
 * reach a replica is never sent twice, so a replica that dies mid-request costs that request only.
 * When every replica refuses, the call fails as unreachable (SERVICE_UNAVAILABLE: 503 with
 * Retry-After); a replica set aside is tried again once its pause is over, and first whenever no
 * other answers, so the gateway recovers by itself when one comes back.
 *
 * A single URL per subgraph (a Kubernetes Service or a compose service name, which spread the
 * connections themselves) goes straight through.
 */

/** How long a replica that refused a connection is tried only after the others. */
export const SET_ASIDE_MS = 5_000;

/** Failures that mean no byte of the request reached the replica. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** undici's `request` rejects with the socket's error; `fetch` wraps it as the cause of a TypeError. */
export function neverReached(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 4;
    depth++
  ) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && NOT_CONNECTED.has(code)) return true;
    current = cause;
  }
  return false;
}

class ReplicaSet {
  private next = 0;
  private readonly setAsideUntil = new Map<string, number>();

  constructor(readonly origins: readonly string[]) {}

  /** This call's order: round robin from the next replica, those set aside after the others. */
  order(now: number): string[] {
    const start = this.next;
    this.next = (this.next + 1) % this.origins.length;
    const rotated = [...this.origins.slice(start), ...this.origins.slice(0, start)];
    const isAside = (origin: string) => (this.setAsideUntil.get(origin) ?? 0) > now;
    return [...rotated.filter((origin) => !isAside(origin)), ...rotated.filter(isAside)];
  }

  setAside(origin: string, until: number): void {
    this.setAsideUntil.set(origin, until);
  }

  answered(origin: string): void {
    this.setAsideUntil.delete(origin);
  }
}

export interface SubgraphReplicasOptions {
  setAsideMs?: number;
  now?: () => number;
}

export class SubgraphReplicas {
  /** By the origin of a subgraph's first URL, which is the one the rest of the gateway uses. */
  private readonly sets = new Map<string, ReplicaSet>();
  private readonly setAsideMs: number;
  private readonly now: () => number;

  /** `urls`: every replica's URL of each replicated subgraph, the first one standing for them all. */
  constructor(urls: Iterable<readonly string[]>, options: SubgraphReplicasOptions = {}) {
    for (const list of urls) {
      if (list.length < 2) continue;
      const origins = list.map((url) => new URL(url).origin);
      this.sets.set(origins[0]!, new ReplicaSet(origins));
    }
    this.setAsideMs = options.setAsideMs ?? SET_ASIDE_MS;
    this.now = options.now ?? Date.now;
  }

  /** The URL at each replica of the subgraph `url` belongs to (`url` alone when it has one). */
  replicasOf(url: string): string[] {
    const set = this.sets.get(new URL(url).origin);
    return set ? set.origins.map((origin) => atOrigin(url, origin)) : [url];
  }

  /** `send(url)` at a replica of the subgraph `url` belongs to, moving on past those that refuse. */
  async call<T>(url: string, send: (url: string) => Promise<T>): Promise<T> {
    const set = this.sets.get(new URL(url).origin);
    if (!set) return send(url);
    let refusal: unknown;
    for (const origin of set.order(this.now())) {
      try {
        const answer = await send(atOrigin(url, origin));
        set.answered(origin);
        return answer;
      } catch (error) {
        if (!neverReached(error)) throw error;
        set.setAside(origin, this.now() + this.setAsideMs);
        refusal = error;
      }
    }
    throw refusal;
  }
}

function atOrigin(url: string, origin: string): string {
  const parsed = new URL(url);
  return `${origin}${parsed.pathname}${parsed.search}`;
}
