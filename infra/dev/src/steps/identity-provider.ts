import type { Env } from '../config.js';
import type { Launcher } from '../launcher.js';

export interface IdentityInfo {
  issuer: string;
  embedded: boolean;
}

/**
 * Google sign-in: OIDC_ISSUER (with the OIDC_* variables passed on to the auth service as they
 * are), else the in-process development identity provider, whose one client is the auth
 * service returning to `publicBaseUrl`. `authEnv` is what the auth service needs on top.
 */
export async function startIdentityProvider(
  launcher: Launcher,
  publicBaseUrl: string,
): Promise<{ info: IdentityInfo; authEnv: Env }> {
  const { config, terminal } = launcher;
  let result: { info: IdentityInfo; authEnv: Env };
  if (config.oidcIssuer) {
    terminal.info(`Google sign-in: ${config.oidcIssuer} (OIDC_ISSUER)`);
    result = { info: { issuer: config.oidcIssuer, embedded: false }, authEnv: {} };
  } else {
    const port = await launcher.takePort('oidc', 'the development identity provider');
    // Loaded only when needed: with a real provider configured, oidc-provider is never imported.
    const { startDevIdentityProvider } = await import('../oidc-dev-provider.js');
    const provider = await startDevIdentityProvider({
      port,
      // The auth service's redirect URI: PUBLIC_BASE_URL + the gateway's callback route.
      redirectUris: [`${publicBaseUrl}/api/v0/auth/google/callback`],
    });
    launcher.track({ name: 'identity provider', stop: () => provider.stop() });
    result = { info: { issuer: provider.issuer, embedded: true }, authEnv: provider.env };
  }
  // An in-process server is awaited without Launcher.until: a Ctrl-C meanwhile is noticed here.
  launcher.checkCancelled();
  return result;
}
