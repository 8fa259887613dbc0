/**
 * The authentication calls, under /api/v0/auth:
 *
 *   GET  /csrf-token        → {csrfToken}  (and the CSRF secret cookie; see src/csrf.ts)
 *   POST /login             {email, password, csrfToken[, bearer]} → {user}  (+ token, expiresAt with bearer: true);
 *                           an account with an authenticator app on: 401 {message, code: SECOND_FACTOR_REQUIRED,
 *                           challenge} and no cookie, finished by POST /login/second-factor (rest/second-factor.ts)
 *   POST /register          {email, password, firstName, lastName[, confirmPassword], csrfToken} → 201 {user, message, shouldRedirect}
 *   GET  /profile           → {user} with user.secondFactor {totp, recoveryCodesLeft, required}; 401 {message} when anonymous (and a stale signed-in
 *                           hint cookie is dropped, so the page stops asking)
 *   POST /logout            → {message}; clears the session cookie and its hint
 *   POST /forgot-password   {email} → {message}, the same whether or not the e-mail has an account
 *   POST /reset-password    {token, password[, confirmPassword]} → {message}
 *   GET  /activate?token=   the link of the activation mail → 302 /login?activated=1
 *                           (or /login?activation=invalid); following it again answers the same
 *                           while the account is active, so a mail scanner's visit spends nothing
 *
 * The session cookie, and beside it the signed-in hint the web app reads before asking for the
 * profile, are set and cleared by the auth service (Set-Cookie passed back by the gateway). Errors
 * follow the facade's one mapping: validation 400 {errors:[{msg}]}, wrong credentials 401,
 * inactive account 403, too many attempts 429 with Retry-After.
 */
import { Type, type Static } from 'typebox';
import {
  RestActivateDocument,
  RestForgotPasswordDocument,
  RestLoginDocument,
  RestLogoutDocument,
  RestProfileDocument,
  RestRegisterDocument,
  RestResetPasswordDocument,
  type RestLoginMutation,
  type RestUserFragment,
} from '../__generated__/operations.js';
import { codeOf } from '../graphql/errors.js';
import { OperationError, RestError } from './errors.js';
import { secondFactorRequiredOf, SecondFactorRequiredReply } from './second-factor-challenge.js';
import { FormBody, MessageReply, NoQuery, Nullable, Redirect, ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

/** A user as REST clients read it. */
export const RestUser = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: Type.String(),
  active: Type.Boolean(),
  /** null: e-mail and password. */
  authProvider: Nullable(Type.String()),
  createdAt: Type.String(),
});

export function toRestUser(user: RestUserFragment) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    active: user.active,
    authProvider: user.authProvider,
    createdAt: user.createdAt,
  };
}

/** The signed-in user's own second factor, shown with the profile. */
export const RestSecondFactor = Type.Object({
  totp: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  required: Type.Boolean(),
});
const ProfileReply = Type.Object({
  user: Type.Object({ ...RestUser.properties, secondFactor: RestSecondFactor }),
});

const LoginBody = FormBody({
  email: Type.Optional(ShortText()),
  password: Type.Optional(ShortText()),
  /** API clients: answer the token instead of setting the session cookie. */
  bearer: Type.Optional(Type.Boolean()),
});
/** A sign-in's answer: the user, and the access token when the client asked for bearer. */
export const LoginReply = Type.Object({
  user: RestUser,
  token: Type.Optional(Nullable(Type.String())),
  expiresAt: Type.Optional(Type.String()),
});

/** A signed-in answer of the auth service, as both sign-in steps have it. */
type SignedIn = RestLoginMutation['login'];

/** The reply of a sign-in (either step): the user, and the token with its expiry for a bearer client. */
export function toLoginReply(login: SignedIn, bearer: boolean): Static<typeof LoginReply> {
  const user = toRestUser(login.user);
  return bearer ? { user, token: login.token, expiresAt: login.expiresAt } : { user };
}

const RegisterBody = FormBody({
  email: Type.Optional(ShortText()),
  password: Type.Optional(ShortText()),
  firstName: Type.Optional(ShortText()),
  lastName: Type.Optional(ShortText()),
  confirmPassword: Type.Optional(ShortText()),
});
const RegisterReply = Type.Object({ user: RestUser, message: Type.String(), shouldRedirect: Type.Boolean() });

const ForgotPasswordBody = FormBody({ email: Type.Optional(ShortText()) });
const ResetPasswordBody = FormBody({
  token: Type.Optional(ShortText()),
  password: Type.Optional(ShortText()),
  confirmPassword: Type.Optional(ShortText()),
});

const ActivateQuery = Type.Object({ token: Type.Optional(ShortText()) });

/** Where the activation link lands; the web's sign-in page shows the confirmation (or the failure) there. */
export const ACTIVATED_REDIRECT = '/login?activated=1';
export const ACTIVATION_FAILED_REDIRECT = '/login?activation=invalid';

export const authRoutes: RestRoutes = (app, { run, csrf }) => {
  app.get(
    '/auth/csrf-token',
    {
      schema: {
        summary: 'Get a CSRF token',
        querystring: NoQuery,
        response: { 200: Type.Object({ csrfToken: Type.String() }) },
      },
    },
    async (request, reply) => ({ csrfToken: csrf.issue(request, reply) }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        body: LoginBody,
        response: { 200: LoginReply, 401: SecondFactorRequiredReply },
      },
    },
    async (request, reply) => {
      const { email = '', password = '', bearer = false } = request.body;
      let login;
      try {
        ({ login } = await run(request, reply, RestLoginDocument, { email, password, bearer }));
      } catch (error) {
        const challenge = secondFactorRequiredOf(error);
        if (challenge) return reply.code(401).send(challenge);
        throw error;
      }
      return toLoginReply(login, bearer);
    },
  );

  app.post(
    '/auth/register',
    { schema: { summary: 'Create an account', body: RegisterBody, response: { 201: RegisterReply } } },
    async (request, reply) => {
      const { email = '', password = '', firstName = '', lastName = '', confirmPassword } = request.body;
      const { register } = await run(request, reply, RestRegisterDocument, {
        input: {
          email,
          password,
          firstName,
          lastName,
          ...(confirmPassword !== undefined ? { confirmPassword } : {}),
        },
      });
      return reply.code(201).send({
        user: toRestUser(register.user),
        message: register.message,
        shouldRedirect: register.shouldRedirect,
      });
    },
  );

  app.get(
    '/auth/profile',
    { schema: { summary: 'Get the signed-in user', querystring: NoQuery, response: { 200: ProfileReply } } },
    async (request, reply) => {
      const { me, mySecondFactor } = await run(request, reply, RestProfileDocument);
      if (!me) throw new RestError(401, 'Not authenticated');
      const secondFactor = mySecondFactor ?? { totp: false, recoveryCodesLeft: 0, required: false };
      return {
        user: {
          ...toRestUser(me),
          secondFactor: {
            totp: secondFactor.totp,
            recoveryCodesLeft: secondFactor.recoveryCodesLeft,
            required: secondFactor.required,
          },
        },
      };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { summary: 'Sign out', body: FormBody({}), response: { 200: MessageReply } } },
    async (request, reply) => {
      await run(request, reply, RestLogoutDocument);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'Ask for a password reset e-mail',
        body: ForgotPasswordBody,
        response: { 200: MessageReply },
      },
    },
    async (request, reply) => {
      const { email = '' } = request.body;
      const { requestPasswordReset } = await run(request, reply, RestForgotPasswordDocument, { email });
      return { message: requestPasswordReset };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with a reset token',
        body: ResetPasswordBody,
        response: { 200: MessageReply },
      },
    },
    async (request, reply) => {
      const { token = '', password = '', confirmPassword = null } = request.body;
      const { resetPassword } = await run(request, reply, RestResetPasswordDocument, {
        token,
        password,
        confirmPassword,
      });
      return { message: resetPassword };
    },
  );

  // A link from an e-mail: a browser navigation, answered with a redirect to the sign-in page
  // whatever happens (a mangled link included, hence attachValidation). A GET that changes
  // state, on purpose: it is idempotent (see the auth service's `activate`), so the mail
  // scanners that open links before people do cannot use it up.
  app.get(
    '/auth/activate',
    {
      schema: {
        summary: 'Activate an account (the activation e-mail’s link)',
        querystring: ActivateQuery,
        response: { 302: Redirect },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.redirect(ACTIVATION_FAILED_REDIRECT, 302);
      try {
        await run(request, reply, RestActivateDocument, { token: request.query.token ?? '' });
      } catch (error) {
        const refused =
          error instanceof OperationError && error.errors.some((item) => codeOf(item) === 'BAD_USER_INPUT');
        if (!refused) throw error;
        return reply.redirect(ACTIVATION_FAILED_REDIRECT, 302);
      }
      return reply.redirect(ACTIVATED_REDIRECT, 302);
    },
  );
};
