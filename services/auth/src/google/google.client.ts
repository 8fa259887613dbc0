import * as oidc from 'openid-client';
import type { Logger } from '@smarthome/service-kit';

export interface OidcSettings {
  /** OIDC_ISSUER: https://accounts.google.com, or the development provider of `make dev`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the gateway's callback route. */
  redirectUri: string;
}

/** The checks of one authorization request, kept by the caller between start and callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider vouches for about the person, from its verified ID token (or UserInfo). */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** When the person last signed in at the provider (epoch seconds), if the provider says. */
  authTime: number | null;
}

/** The provider answered the authorization request with an error (`access_denied` when the person cancelled). */
export class ProviderRefused extends Error {
  constructor(readonly code: string) {
    super(`the identity provider answered ${code}`);
    this.name = 'ProviderRefused';
  }
}

/** Asked for every time: the ID token then carries the e-mail and the names (Google's does). */
const SCOPE = 'openid email profile';

/**
 * The OpenID Connect relying party of the Google sign-in (`openid-client`): authorization code
 * flow with PKCE (S256), state and nonce. The provider's metadata is discovered on first use
 * and kept (a provider that is down at start must not keep the service from starting; a failed
 * discovery is tried again by the next sign-in). The ID token's signature is verified against
 * the provider's JWKS too, not only its claims (`enableNonRepudiationChecks`): the token is
 * what an account is opened on.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly log: Logger,
  ) {}

  /** Fresh random checks for one sign-in (they must never be reused). */
  static newChecks(): AuthorizationChecks {
    return {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
  }

  /**
   * The provider's authorization page for these checks. `reauthenticate` (a confirmation) asks the
   * provider to have the person sign in again now (`max_age=0`), as `loginHint`.
   */
  async authorizationUrl(checks: AuthorizationChecks, reauthenticate?: { loginHint: string }): Promise<URL> {
    const config = await this.config();
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      ...(reauthenticate ? { max_age: '0', login_hint: reauthenticate.loginHint } : {}),
    });
  }

  /**
   * Completes the flow from the query string the provider sent the browser back with:
   * checks state, exchanges the code (with the PKCE verifier and the client secret), verifies
   * the ID token (signature, issuer, audience, expiry, nonce) and reads the person's claims.
   * Throws ProviderRefused when the provider answered an error, other errors otherwise.
   */
  async identify(callbackQuery: string, checks: AuthorizationChecks): Promise<ProviderIdentity> {
    const config = await this.config();
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(
        config,
        currentUrl,
        {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        },
        // Explicit: the redirect URI registered at the provider, whatever the gateway saw.
        { redirect_uri: this.settings.redirectUri },
      );
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError) throw new ProviderRefused(error.error);
      throw error;
    }
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider answered without an ID token');
    let source: Record<string, unknown> = claims;
    // Providers that follow OIDC Core to the letter put scope claims in UserInfo only.
    if (typeof claims.email !== 'string') {
      source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    }
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      subject: claims.sub,
      email: typeof source.email === 'string' ? source.email : null,
      // Some providers have sent the string "true"; anything else is not a verified address.
      emailVerified: source.email_verified === true || source.email_verified === 'true',
      givenName: text(source.given_name),
      familyName: text(source.family_name),
      authTime: typeof claims.auth_time === 'number' ? claims.auth_time : null,
    };
  }

  private config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const execute = [oidc.enableNonRepudiationChecks];
      // config.ts accepts http:// only for a loopback issuer: the development provider
      // (openid-client marks this deprecated only so that it stands out).
      if (issuer.startsWith('http://')) execute.push(oidc.allowInsecureRequests);
      const discovered = oidc.discovery(
        new URL(issuer),
        clientId,
        { client_secret: clientSecret },
        oidc.ClientSecretPost(clientSecret),
        { execute, timeout: 10 },
      );
      discovered.catch((error: unknown) => {
        this.log.error(
          { err: error, issuer },
          'OpenID Connect discovery failed; the next sign-in tries again',
        );
        this.configuration = undefined;
      });
      this.configuration = discovered;
    }
    return this.configuration;
  }
}
