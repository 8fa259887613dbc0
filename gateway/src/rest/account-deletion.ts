/**
 * Deleting one's own account, from the dashboard (a signed-in session; a personal API token gets
 * 403), under /api/v0:
 *
 *   POST /account/delete   {password[, code]} → 202 {message}; the session cookie and its hint are
 *                          cleared. `code` (a current authenticator code or an unused recovery
 *                          code) is needed when the account has an authenticator app. Missing
 *                          password or code 400, wrong ones 401, an admin's account 403.
 *
 * 202: the account and the session end at once; every service erases or anonymises what it keeps
 * about the person in the background (the auth service's `account.deleted` event), within a minute.
 */
import { Type } from 'typebox';
import { RestDeleteMyAccountDocument } from '../__generated__/operations.js';
import { errorReply } from './error-replies.js';
import { FormBody, MessageReply, ShortText } from './schemas.js';
import type { RestRoutes } from './types.js';

const DeleteAccountBody = FormBody({
  password: Type.Optional(ShortText()),
  code: Type.Optional(ShortText()),
});

export const accountDeletionRoutes: RestRoutes = (app, { run }) => {
  app.post(
    '/account/delete',
    {
      config: { caller: 'signed-in' },
      schema: {
        summary: 'Delete my account and my data',
        body: DeleteAccountBody,
        response: {
          403: errorReply(
            "An admin's account ('Admin users cannot be deleted.'), or called with a personal API token: deleting one’s account needs a signed-in session, whatever the token's scope",
          ),
          202: MessageReply,
          401: errorReply('Not signed in, or the password or the code is not correct'),
        },
      },
    },
    async (request, reply) => {
      const { password, code } = request.body;
      await run(request, reply, RestDeleteMyAccountDocument, {
        password: password ?? null,
        code: code ?? null,
      });
      return reply.code(202).send({ message: 'Your account is deleted; your data is being erased.' });
    },
  );
};
