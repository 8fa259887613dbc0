/**
 * The second factor (an authenticator app, TOTP, with recovery codes), under /api/v0/auth:
 *
 *   POST /login/second-factor                {challenge, code, csrfToken} → {user} and the session
 *                                            cookie, exactly as /login (token, expiresAt for a
 *                                            sign-in that asked for bearer); wrong code 401
 *   POST /second-factor/totp/setup           (signed in) → {secret, otpauthUri, qrCodeSvg}; not on until confirmed
 *   POST /second-factor/totp/confirm         {code} → {recoveryCodes: [10]}; a wrong code 400, nothing changes
 *   POST /second-factor/totp/disable         {password, code} → {message}; missing password 400, wrong 401
 *   POST /second-factor/recovery-codes       {password, code} → {recoveryCodes: [10]}; the old ones stop working
 *
 * The challenge comes from POST /login's 401 (rest/second-factor-challenge.ts). A code is a
 * current TOTP code (each accepted once) or an unused recovery code.
 */
import { Type } from 'typebox';
import {
  RestRegenerateRecoveryCodesDocument,
  RestSecondFactorLoginDocument,
  RestTotpConfirmDocument,
  RestTotpDisableDocument,
  RestTotpSetupDocument,
} from '../__generated__/operations.js';
import { LoginReply, toLoginReply } from './auth.js';
import { FormBody, MessageReply, ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

const CodeBody = FormBody({ code: Type.Optional(ShortText()) });
const ProofBody = FormBody({ password: Type.Optional(ShortText()), code: Type.Optional(ShortText()) });
const ChallengeBody = FormBody({ challenge: Type.Optional(ShortText()), code: Type.Optional(ShortText()) });

const SetupReply = Type.Object({
  secret: Type.String({ description: 'RFC 4648 base32, for typing into the app by hand' }),
  otpauthUri: Type.String({ description: 'otpauth://totp/… (issuer SmartHome Iași)' }),
  qrCodeSvg: Type.String({ description: 'The otpauthUri as an SVG QR code' }),
});
const RecoveryCodesReply = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: '10 single-use codes, shown only in this answer' }),
});
export const secondFactorRoutes: RestRoutes = (app, { run }) => {
  app.post(
    '/auth/login/second-factor',
    {
      schema: {
        summary: 'Finish a sign-in with an authenticator or recovery code',
        body: ChallengeBody,
        response: { 200: LoginReply },
      },
    },
    async (request, reply) => {
      const { challenge = '', code = '' } = request.body;
      const { completeSecondFactorLogin: login } = await run(request, reply, RestSecondFactorLoginDocument, {
        challenge,
        code,
      });
      // The token is in the answer only when the first step asked for bearer.
      return toLoginReply(login, Boolean(login.token));
    },
  );

  app.post(
    '/auth/second-factor/totp/setup',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Start setting up an authenticator app',
        body: FormBody({}),
        response: { 200: SetupReply },
      },
    },
    async (request, reply) => (await run(request, reply, RestTotpSetupDocument)).startTotpSetup,
  );

  app.post(
    '/auth/second-factor/totp/confirm',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Turn the authenticator app on with a code of it',
        body: CodeBody,
        response: { 200: RecoveryCodesReply },
      },
    },
    async (request, reply) => {
      const { code = '' } = request.body;
      const { confirmTotpSetup } = await run(request, reply, RestTotpConfirmDocument, { code });
      return { recoveryCodes: confirmTotpSetup.recoveryCodes };
    },
  );

  app.post(
    '/auth/second-factor/totp/disable',
    {
      config: { caller: 'signed-in' },
      schema: { summary: 'Turn the authenticator app off', body: ProofBody, response: { 200: MessageReply } },
    },
    async (request, reply) => {
      const { password = '', code = '' } = request.body;
      await run(request, reply, RestTotpDisableDocument, { password, code });
      return { message: 'The authenticator app is off' };
    },
  );

  app.post(
    '/auth/second-factor/recovery-codes',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Replace the recovery codes',
        body: ProofBody,
        response: { 200: RecoveryCodesReply },
      },
    },
    async (request, reply) => {
      const { password = '', code = '' } = request.body;
      const { regenerateRecoveryCodes } = await run(request, reply, RestRegenerateRecoveryCodesDocument, {
        password,
        code,
      });
      return { recoveryCodes: regenerateRecoveryCodes.recoveryCodes };
    },
  );
};
