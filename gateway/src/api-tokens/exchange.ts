/**
 * The gateway's side of personal API tokens: it trades an integrator's `shpat_` token for a
 * short-lived access token at the auth service (which alone can tell whether the token is
 * valid, unexpired, unrevoked and its owner active) and sends that access token to the services.
 *
 * Answers are kept for API_TOKEN_CACHE_SECONDS (10 s by default; never past the access token's
 * own expiry), refusals too, so that an integration making many calls costs the auth service one
 * exchange every few seconds. A revocation still counts at once at every service (the access
 * token's session is on the revocation list); this gateway answers 401 to the revoked token
 * itself at the latest when its entry expires, or at once when the revocation went through it.
 */
import { apiTokenScopeOf, hashApiToken, type ApiTokenScope } from '@smarthome/service-kit/contracts';
import { Agent, request } from 'undici';
import { SubgraphReplicas } from '../subgraph-replicas.js';

/** The auth service's exchange endpoint, relative to its URL. */
const EXCHANGE_PATH = '/api-tokens/exchange';
/** An access token is not handed out in its last seconds: it must still be valid at the service. */
const EXPIRY_MARGIN_MS = 30_000;
/** Entries kept at most: far more tokens than one installer's integrators will ever hold. */
const MAX_ENTRIES = 10_000;

export interface ApiTokenGrant {
  tokenId: string;
  scope: ApiTokenScope;
  accessToken: string;
}

export interface ApiTokenExchangeOptions {
  /** The auth subgraph's URL (its GraphQL endpoint; the exchange is beside it). */
  authUrl: string;
  cacheMs: number;
  timeoutMs: number;
  /** The auth service's replicas, when it has several. */
  replicas?: SubgraphReplicas;
  now?: () => number;
}

interface Entry {
  grant: ApiTokenGrant | null;
  until: number;
}

export class ApiTokenExchange {
  private readonly url: string;
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<ApiTokenGrant | null>>();
  private readonly agent = new Agent({ keepAliveTimeout: 30_000 });
  private readonly now: () => number;
  private readonly replicas: SubgraphReplicas;

  constructor(private readonly options: ApiTokenExchangeOptions) {
    this.replicas = options.replicas ?? new SubgraphReplicas([]);
    this.url = new URL(EXCHANGE_PATH, options.authUrl).toString();
    this.now = options.now ?? Date.now;
  }

  /** The grant for a token, or null when the auth service refuses it. Throws when auth cannot be asked. */
  async grantFor(token: string): Promise<ApiTokenGrant | null> {
    const key = hashApiToken(token);
    const entry = this.entries.get(key);
    if (entry && entry.until > this.now()) return entry.grant;
    let answer = this.pending.get(key);
    if (!answer) {
      // Concurrent requests with the same token share one exchange.
      answer = this.ask(token)
        .then((answered) => {
          this.remember(key, answered?.grant ?? null, answered?.expiresAt);
          return answered?.grant ?? null;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, answer);
    }
    return answer;
  }

  /** Forgets every answer about a token (revoked through this gateway, or refused by a service). */
  forget(tokenId: string): void {
    for (const [key, entry] of this.entries) if (entry.grant?.tokenId === tokenId) this.entries.delete(key);
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private remember(key: string, grant: ApiTokenGrant | null, expiresAt: number | undefined): void {
    if (this.options.cacheMs <= 0) return;
    const until = Math.min(this.now() + this.options.cacheMs, (expiresAt ?? Infinity) - EXPIRY_MARGIN_MS);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { grant, until });
  }

  /** The auth service's answer: the grant and when its access token expires, or null when refused. */
  private async ask(token: string): Promise<{ grant: ApiTokenGrant; expiresAt: number } | null> {
    const response = await this.replicas.call(this.url, (url) =>
      request(url, {
        method: 'POST',
        dispatcher: this.agent,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
      }),
    );
    const body = (await response.body.json()) as Record<string, unknown>;
    if (response.statusCode === 401) return null;
    if (response.statusCode !== 200) {
      throw new Error(`the auth service answered the token exchange with HTTP ${response.statusCode}`);
    }
    const { tokenId, accessToken, expiresAt } = body;
    const scope = apiTokenScopeOf(body.scope);
    if (
      typeof tokenId !== 'string' ||
      scope === undefined ||
      typeof accessToken !== 'string' ||
      typeof expiresAt !== 'string'
    ) {
      throw new Error('the auth service answered the token exchange with an unexpected body');
    }
    return { grant: { tokenId, scope, accessToken }, expiresAt: Date.parse(expiresAt) };
  }
}
