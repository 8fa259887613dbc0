import { SignJWT } from 'jose';
import type { Role } from '@smarthome/service-kit';
import { SECOND_FACTOR_ENROLMENT_CLAIM, type ApiTokenScope } from '@smarthome/service-kit/contracts';
import { SIGNING_ALGORITHM, type SigningKeys } from '../keys/keys.service.js';

export interface AccessClaims {
  userId: string;
  email: string;
  /** The account's names when the token is issued: the OpenID Connect claims given_name and family_name. */
  firstName: string;
  lastName: string;
  role: Role;
  sessionId: string;
  /** Set for a personal API token's access tokens: what the token may do. */
  scope?: ApiTokenScope;
  /** A staff account that must turn its second factor on before anything else (STAFF_SECOND_FACTOR). */
  secondFactorEnrolmentPending?: boolean;
}

export interface TokenSettings {
  issuer: string;
  audience: string;
}

/**
 * An access token: ES256 with the current key's `kid`, issuer and audience as every verifier
 * expects (AUTH_ISSUER, AUTH_AUDIENCE), claims sub, email, given_name, family_name, role and sid,
 * `scope` for an API
 * token's, and the enrolment claim while a staff account must turn its second factor on. Times
 * come from the service clock.
 */
export async function signAccessToken(
  keys: SigningKeys,
  settings: TokenSettings,
  claims: AccessClaims,
  issuedAtMs: number,
  expiresAtMs: number,
): Promise<string> {
  const { kid, key } = await keys.signingKey();
  return new SignJWT({
    email: claims.email,
    given_name: claims.firstName,
    family_name: claims.lastName,
    role: claims.role,
    sid: claims.sessionId,
    ...(claims.scope ? { scope: claims.scope } : {}),
    ...(claims.secondFactorEnrolmentPending ? { [SECOND_FACTOR_ENROLMENT_CLAIM]: true } : {}),
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key);
}
