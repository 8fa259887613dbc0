import type { RateLimiter, SubgraphDeps } from '@smarthome/service-kit';
import type { AuthConfig } from '../config.js';
import type { SessionService } from '../sessions/sessions.service.js';
import { OidcClient } from './google.client.js';
import type { GoogleConfirmations } from './google.confirmations.js';
import { PendingFlows } from './google.flows.js';
import { GoogleSignIn } from './google.service.js';

/**
 * Where the identity provider sends the browser back: the gateway's REST route, which runs
 * `completeGoogleSignIn` (register exactly this URL, under PUBLIC_BASE_URL, at the provider).
 */
export const GOOGLE_CALLBACK_PATH = '/api/v0/auth/google/callback';

/** Sign-in with Google when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set; unavailable otherwise. */
export function setupGoogle(
  config: AuthConfig,
  { redis, log }: Pick<SubgraphDeps, 'redis' | 'log'>,
  {
    sessions,
    limiter,
    confirmations,
  }: { sessions: SessionService; limiter: RateLimiter; confirmations: GoogleConfirmations },
): GoogleSignIn {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  const client =
    issuer && clientId && clientSecret
      ? new OidcClient(
          { issuer, clientId, clientSecret, redirectUri: `${config.PUBLIC_BASE_URL}${GOOGLE_CALLBACK_PATH}` },
          log,
        )
      : null;
  const google = new GoogleSignIn({
    client,
    flows: new PendingFlows(redis),
    confirmations,
    sessions,
    limiter,
    startLimit: { limit: config.OIDC_RATE_LIMIT, windowMs: config.OIDC_RATE_WINDOW * 1000 },
    log,
  });
  if (!google.enabled) log.info('OIDC_ISSUER is not set: sign-in with Google is unavailable');
  return google;
}
