/**
 * Authentication calls of the spec (public-site.md §7) plus the account links the issue adds.
 * All under /api/v0/auth:
 *
 *   GET  /csrf-token        → {csrfToken}  (and the CSRF secret cookie; see src/csrf.ts)
 *   POST /login             {email, password, csrfToken[, bearer]} → {user}  (+ token, expiresAt with bearer: true)
 *   POST /register          {email, password, firstName, lastName[, confirmPassword], csrfToken} → 201 {user, message, shouldRedirect}
 *   GET  /profile           → {user}; 401 {message} when anonymous
 *   POST /logout            → {message}; clears the session cookie
 *   POST /forgot-password   {email} → {message}, the same whether or not the e-mail has an account
 *   POST /reset-password    {token, password[, confirmPassword]} → {message}
 *   GET  /activate?token=   the link of the activation mail → 302 /login?activated=1
 *                           (or /login?activation=invalid); following it again answers the same
 *                           while the account is active, so a mail scanner's visit spends nothing
 *
 * The session cookie is set by the auth service (Set-Cookie passed back by the gateway). Errors
 * follow the facade's one mapping: validation 400 {errors:[{msg}]}, wrong credentials 401,
 * inactive account 403, too many attempts 429 with Retry-After.
 */
import { RestError } from './errors.js';
import type { RestRoutes } from './index.js';
import { booleanField, bodyOf, optionalStringField, stringFields } from './params.js';

/** A user as the spec's clients read it (public-site.md and signed-in-area.md §3). */
export interface RestUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  active: boolean;
  /** null: e-mail and password ("blank means email"). */
  authProvider: string | null;
  createdAt: string;
}

export const USER_FIELDS = /* GraphQL */ `
  fragment RestUser on User {
    id
    firstName
    lastName
    email
    role
    active
    authProvider
    createdAt
  }
`;

export function toRestUser(user: RestUser): RestUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    active: user.active,
    authProvider: user.authProvider ?? null,
    createdAt: user.createdAt,
  };
}

const LOGIN = /* GraphQL */ `
  mutation RestLogin($email: String!, $password: String!, $bearer: Boolean) {
    login(email: $email, password: $password, bearer: $bearer) {
      user {
        ...RestUser
      }
      token
      expiresAt
    }
  }
  ${USER_FIELDS}
`;

const REGISTER = /* GraphQL */ `
  mutation RestRegister($input: RegisterInput!) {
    register(input: $input) {
      user {
        ...RestUser
      }
      message
      shouldRedirect
    }
  }
  ${USER_FIELDS}
`;

const PROFILE = /* GraphQL */ `
  query RestProfile {
    me {
      ...RestUser
    }
  }
  ${USER_FIELDS}
`;

const LOGOUT = /* GraphQL */ `
  mutation RestLogout {
    logout
  }
`;

const FORGOT = /* GraphQL */ `
  mutation RestForgotPassword($email: String!) {
    requestPasswordReset(email: $email)
  }
`;

const RESET = /* GraphQL */ `
  mutation RestResetPassword($token: String!, $password: String!, $confirmPassword: String) {
    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)
  }
`;

const ACTIVATE = /* GraphQL */ `
  mutation RestActivate($token: String!) {
    activateAccount(token: $token) {
      id
    }
  }
`;

/** Where the activation link lands; the web shows the confirmation (or the failure) there (login-page.tsx). */
export const ACTIVATED_REDIRECT = '/login?activated=1';
export const ACTIVATION_FAILED_REDIRECT = '/login?activation=invalid';

export const authRoutes: RestRoutes = (app, { run, csrf }) => {
  app.get('/auth/csrf-token', async (request, reply) => ({ csrfToken: csrf.issue(request, reply) }));

  app.post('/auth/login', async (request, reply) => {
    const body = bodyOf(request);
    const { email, password } = stringFields(body, ['email', 'password']);
    const bearer = booleanField(body, 'bearer', { optional: true }) ?? false;
    const { login } = await run<{ login: { user: RestUser; token: string | null; expiresAt: string } }>(
      request,
      reply,
      LOGIN,
      { email, password, bearer },
    );
    return bearer
      ? { user: toRestUser(login.user), token: login.token, expiresAt: login.expiresAt }
      : { user: toRestUser(login.user) };
  });

  app.post('/auth/register', async (request, reply) => {
    const body = bodyOf(request);
    const input = stringFields(body, ['email', 'password', 'firstName', 'lastName']);
    const confirmPassword = optionalStringField(body, 'confirmPassword');
    const { register } = await run<{
      register: { user: RestUser; message: string; shouldRedirect: boolean };
    }>(request, reply, REGISTER, {
      input: { ...input, ...(confirmPassword !== undefined ? { confirmPassword } : {}) },
    });
    return reply.code(201).send({
      user: toRestUser(register.user),
      message: register.message,
      shouldRedirect: register.shouldRedirect,
    });
  });

  app.get('/auth/profile', async (request, reply) => {
    const { me } = await run<{ me: RestUser | null }>(request, reply, PROFILE);
    if (!me) throw new RestError(401, 'Not authenticated');
    return { user: toRestUser(me) };
  });

  app.post('/auth/logout', async (request, reply) => {
    await run(request, reply, LOGOUT);
    return { message: 'Logged out' };
  });

  app.post('/auth/forgot-password', async (request, reply) => {
    const { email } = stringFields(bodyOf(request), ['email']);
    const { requestPasswordReset } = await run<{ requestPasswordReset: string }>(request, reply, FORGOT, {
      email,
    });
    return { message: requestPasswordReset };
  });

  app.post('/auth/reset-password', async (request, reply) => {
    const body = bodyOf(request);
    const { token, password } = stringFields(body, ['token', 'password']);
    const confirmPassword = optionalStringField(body, 'confirmPassword') ?? null;
    const { resetPassword } = await run<{ resetPassword: string }>(request, reply, RESET, {
      token,
      password,
      confirmPassword,
    });
    return { message: resetPassword };
  });

  // A link from an e-mail: a browser navigation, answered with a redirect to the sign-in page.
  // A GET that changes state, on purpose: it is idempotent (see the auth service's `activate`),
  // so the mail scanners that open links before people do cannot use it up.
  app.get('/auth/activate', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).token;
    const token = typeof raw === 'string' ? raw : '';
    try {
      await run(request, reply, ACTIVATE, { token });
    } catch (error) {
      const refused = (error as { errors?: Array<{ extensions?: { code?: unknown } }> }).errors?.some(
        (item) => item.extensions?.code === 'BAD_USER_INPUT',
      );
      if (!refused) throw error;
      return reply.redirect(ACTIVATION_FAILED_REDIRECT, 302);
    }
    return reply.redirect(ACTIVATED_REDIRECT, 302);
  });
};
