/**
 * DEVELOPMENT ONLY: a local OpenID Connect identity provider (`oidc-provider`) that stands in
 * for Google when OIDC_ISSUER is unset, so that "Continuă cu Google" works end to end in
 * `make dev` and in the tests. It has one registered client (the auth service), requires PKCE,
 * and asks at every sign-in for an e-mail address on a plain page that says it is not Google:
 * whoever types an address "owns" it, so it must never run where real accounts live. The
 * orchestrator starts it only when OIDC_* is unset, it listens on loopback only, and no
 * production image contains infra/dev.
 *
 * Like Google it puts `email`, `email_verified`, `given_name` and `family_name` in the ID
 * token; a checkbox on the page makes the address unverified, to try that refusal too.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@smarthome/text-rules';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { isLoopback } from './ports.js';

export interface DevIdentityProviderOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Loopback only: 127.0.0.1 (default), ::1 or localhost. */
  host?: string;
  /** The callback URLs of the one client (exact match, as at Google). */
  redirectUris: string[];
  clientId?: string;
  /** Random per start unless given. */
  clientSecret?: string;
}

export interface DevIdentityProvider {
  /** What OIDC_ISSUER is set to: http://127.0.0.1:<port>. */
  issuer: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** The environment of the auth service that uses this provider. */
  env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string };
  stop(): Promise<void>;
}

/** What a person typed on the sign-in page; becomes the ID token's claims. */
interface DevAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
}

const INTERACTION = /^\/interaction\/([\w-]{1,100})(\/login|\/abort)?$/;
const MAX_FORM_BYTES = 8 * 1024;

export async function startDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host))
    throw new Error(`the development identity provider listens on loopback only, not ${host}`);
  if (options.redirectUris.length === 0)
    throw new Error('the development identity provider needs a redirect URI');
  const clientId = options.clientId ?? 'smarthome-dev';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');

  // The port must be known before the provider exists (it is part of the issuer).
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(503).end();
  };
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const accounts = new Map<string, DevAccount>();
  const provider = createProvider({
    issuer,
    clientId,
    clientSecret,
    redirectUris: options.redirectUris,
    accounts,
  });
  const callback = provider.callback();
  handler = (request, response) => {
    const match = INTERACTION.exec((request.url ?? '').split('?')[0] ?? '');
    if (!match) {
      callback(request, response);
      return;
    }
    handleInteraction(provider, accounts, request, response, match[2]).catch((error: unknown) => {
      if (!response.headersSent) {
        page(
          response,
          400,
          'Autentificare expirată / Sign-in expired',
          `<p class="error">${escapeHtml(describe(error))}</p>
          <p>Porniți din nou autentificarea de pe site. / Start the sign-in again from the site.</p>`,
        );
      }
    });
  };

  return {
    issuer,
    port,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function createProvider(settings: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Map<string, DevAccount>;
}): Provider {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  // A real provider remembers who signed in; this one asks every time, so that trying a second
  // address (or an unverified one) in the same browser needs no cookie clearing.
  policy
    .get('login')
    ?.checks.push(
      new Check('dev_always_ask', 'the development provider asks for an e-mail at every sign-in', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'dev-1', alg: 'RS256', use: 'sig' };

  return new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        client_name: 'Smarthome (development)',
        redirect_uris: settings.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the scope's claims in the ID token itself, not only at UserInfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = settings.accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    interactions: {
      policy,
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    // Short, and set explicitly (the defaults print a notice each): a sign-in is a minute's work.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Errors the provider answers itself (an unknown client or redirect URI, a request without PKCE).
    renderError: (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.set('content-security-policy', PAGE_CSP);
      ctx.body = pageHtml(
        'Eroare la autentificare / Sign-in error',
        `<p class="error">${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p>
        <p>Serverul local de identitate (doar pentru dezvoltare) a refuzat cererea. /
        The local development identity provider refused the request.</p>`,
      );
    },
    jwks: { keys: [signingKey] },
  });
}

async function handleInteraction(
  provider: Provider,
  accounts: Map<string, DevAccount>,
  request: IncomingMessage,
  response: ServerResponse,
  action: string | undefined,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (action === undefined && request.method === 'GET') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return signInPage(response, details.uid, hint);
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  if (action === '/abort') {
    return provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'cancelled at the development identity provider' },
      { mergeWithLastSubmission: false },
    );
  }
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    return signInPage(response, details.uid, email, 'Adresă de e-mail invalidă. / Not an e-mail address.');
  }
  const local = email.split('@')[0]!;
  const givenName = (form.get('given_name') ?? '').trim().slice(0, 100) || local;
  const familyName = (form.get('family_name') ?? '').trim().slice(0, 100) || 'Dev';
  // One subject per address, stable like Google's `sub`.
  const accountId = createHash('sha256').update(email).digest('base64url').slice(0, 24);
  accounts.set(accountId, {
    email,
    email_verified: form.get('email_verified') === 'on',
    given_name: givenName,
    family_name: familyName,
    name: `${givenName} ${familyName}`,
  });
  // The client is first-party: consent is given with the sign-in, for everything it asked.
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  return provider.interactionFinished(
    request,
    response,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

function signInPage(response: ServerResponse, uid: string, email: string, error?: string): void {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  page(
    response,
    error ? 400 : 200,
    'Autentificare de test / Development sign-in',
    `<p class="warning"><strong>Doar pentru dezvoltare — acesta nu este Google.</strong><br />
      Oricine poate scrie orice adresă aici; serverul local de identitate o confirmă fără parolă.<br />
      <strong>Development only — this is not Google.</strong> Anyone can type any address here;
      this local identity provider vouches for it without a password.</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${action}/login">
      <label>E-mail <input type="email" name="email" required autofocus value="${escapeHtml(email)}" /></label>
      <label>Prenume / Given name <input name="given_name" placeholder="(partea dinaintea @ / the part before @)" /></label>
      <label>Nume / Family name <input name="family_name" /></label>
      <label class="check"><input type="checkbox" name="email_verified" checked />
        Adresă verificată / Verified address (<code>email_verified</code>)</label>
      <div class="actions">
        <button type="submit">Continuă / Continue</button>
        <button type="submit" formaction="${action}/abort" formnovalidate class="secondary">Anulează / Cancel</button>
      </div>
    </form>`,
  );
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No script at all. No form-action either: Chromium applies it to the redirects that follow
    // the form's POST, and those go on to the site's callback.
    'content-security-policy': PAGE_CSP,
  });
  response.end(pageHtml(title, body));
}

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} — identity provider (dev)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 34rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; }
  .warning { background: #fef3c7; border: 1px solid #f59e0b; padding: .75rem 1rem; border-radius: .5rem; }
  .error { color: #b91c1c; }
  label { display: block; margin: .75rem 0; }
  label input:not([type=checkbox]) { display: block; width: 100%; padding: .5rem; margin-top: .25rem; box-sizing: border-box; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { padding: .6rem 1.2rem; border-radius: .4rem; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1d4ed8; }
</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
