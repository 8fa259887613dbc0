/**
 * The user of the authentication answers and of the users admin. It lives in lib because two
 * features read it: auth (the session) and users (the admin).
 */
export type UserRole = 'user' | 'admin' | 'installer';

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** As sent by the server; compare through normaliseRole, the comparison is case-insensitive. */
  role: string;
  active: boolean;
  /** Blank means email sign-in. */
  authProvider: string;
  /** ISO date-time; '' when the answer has none (the auth answers may leave it out). */
  createdAt: string;
  /** The account's second factor, as the profile answers it (the sign-in answers leave it out). */
  secondFactor?: SecondFactorState;
}

export interface SecondFactorState {
  /** Sign-in asks for a code of an authenticator app after the password. */
  totp: boolean;
  recoveryCodesLeft: number;
  /** The account must turn the authenticator app on before it may do anything else. */
  required: boolean;
}

function readSecondFactor(value: unknown): SecondFactorState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { totp, recoveryCodesLeft, required } = value as Record<string, unknown>;
  return {
    totp: totp === true,
    recoveryCodesLeft: typeof recoveryCodesLeft === 'number' ? recoveryCodesLeft : 0,
    required: required === true,
  };
}

/** The account may use nothing but the security screen until it turns the authenticator app on. */
export const mustEnrolSecondFactor = (user: Pick<User, 'secondFactor'> | null): boolean =>
  user?.secondFactor?.required === true && !user.secondFactor.totp;

export const userRoles: readonly UserRole[] = ['user', 'installer', 'admin'];

export function normaliseRole(role: string | null | undefined): UserRole {
  const r = (role ?? '').trim().toLowerCase();
  return r === 'admin' || r === 'installer' ? r : 'user';
}

export const isAdmin = (user: Pick<User, 'role'> | null): boolean => normaliseRole(user?.role) === 'admin';
export const isInstaller = (user: Pick<User, 'role'> | null): boolean =>
  normaliseRole(user?.role) === 'installer';
/** The business's side (installer or admin), as against its customers. */
export const isStaff = (user: Pick<User, 'role'> | null): boolean => isAdmin(user) || isInstaller(user);

/** The part of the email before the at-sign, shown after 'Welcome' in the header. */
export const emailPrefix = (email: string): string => {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
};

function isUserLike(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { email?: unknown }).email === 'string'
  );
}

/**
 * The auth calls answer a user. Both shapes are accepted: an envelope `{ user: {...} }` (as register
 * answers `{ user, message, shouldRedirect }`) and the bare user object.
 */
export function readUser(body: unknown): User | null {
  const candidate = isUserLike((body as { user?: unknown } | null)?.user)
    ? (body as { user: unknown }).user
    : body;
  if (!isUserLike(candidate)) return null;
  const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return {
    id: str(candidate.id ?? candidate._id),
    firstName: str(candidate.firstName),
    lastName: str(candidate.lastName),
    email: str(candidate.email),
    role: str(candidate.role) || 'user',
    active: candidate.active !== false,
    authProvider: str(candidate.authProvider),
    createdAt: str(candidate.createdAt ?? candidate.created_at),
    ...(candidate.secondFactor === undefined
      ? {}
      : { secondFactor: readSecondFactor(candidate.secondFactor) }),
  };
}

/** "First Last", or the email when the account has no name. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
