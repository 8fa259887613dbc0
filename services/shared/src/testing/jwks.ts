import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { ApiTokenScope } from '../contracts/api-tokens.js';
import { SECOND_FACTOR_ENROLMENT_CLAIM } from '../contracts/second-factor.js';

export interface TestTokenClaims {
  sub: string;
  email: string;
  role: string;
  /** The account's names, as the auth service issues them (given_name, family_name). */
  firstName?: string;
  lastName?: string;
  /**
   * The session id. Verifiers that check the revocation list (every subgraph) refuse tokens
   * without one, so a fresh UUID is used when omitted; pass one to revoke it in a test.
   */
  sid?: string;
  /**
   * Set as the auth service sets it in the access tokens it issues for a personal API token:
   * the token's scope. Left out, the token stands for a signed-in session.
   */
  scope?: ApiTokenScope;
  /**
   * Set as the auth service sets it for a staff session that must turn its second factor on
   * first (contracts/second-factor.ts).
   */
  secondFactorEnrolmentPending?: boolean;
}

export interface SignOptions {
  /** jose duration or seconds since epoch; default 5 minutes from now. */
  expiresAt?: string | number;
  issuer?: string;
  audience?: string;
}

export interface TestJwks {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** A token the services accept (unless options make it wrong on purpose). */
  sign(claims: TestTokenClaims, options?: SignOptions): Promise<string>;
  /** How many times the JWKS was fetched. */
  readonly fetchCount: number;
  stop(): Promise<void>;
}

/**
 * Stands in for the auth service's key publishing: an ES256 key pair, a JWKS served over
 * HTTP on a free loopback port, and a signer. Guards are thereby tested against a real
 * JWKS fetch, as in production.
 */
export async function createTestJwks(
  options: { issuer?: string; audience?: string } = {},
): Promise<TestJwks> {
  const issuer = options.issuer ?? 'smarthome-auth';
  const audience = options.audience ?? 'smarthome';
  const kid = randomBytes(8).toString('hex');
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const body = JSON.stringify({ keys: [publicJwk] });
  let fetchCount = 0;

  const server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      fetchCount += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    issuer,
    audience,
    get fetchCount() {
      return fetchCount;
    },
    async sign(claims, signOptions = {}) {
      return new SignJWT({
        email: claims.email,
        ...(claims.firstName !== undefined ? { given_name: claims.firstName } : {}),
        ...(claims.lastName !== undefined ? { family_name: claims.lastName } : {}),
        role: claims.role,
        sid: claims.sid ?? randomUUID(),
        ...(claims.scope ? { scope: claims.scope } : {}),
        ...(claims.secondFactorEnrolmentPending ? { [SECOND_FACTOR_ENROLMENT_CLAIM]: true } : {}),
      })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(claims.sub)
        .setIssuer(signOptions.issuer ?? issuer)
        .setAudience(signOptions.audience ?? audience)
        .setIssuedAt()
        .setExpirationTime(signOptions.expiresAt ?? '5m')
        .sign(privateKey);
    },
    stop() {
      return new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
